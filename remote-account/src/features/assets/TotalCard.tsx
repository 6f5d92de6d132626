import { formatAmount } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { masked } from './masked';

export interface TotalCardProps {
  /** All accounts in USDT, unrounded. */
  total: string;
  hidden: boolean;
  onToggle: () => void;
}

/** The total of every account in USDT, with the eye that hides amounts from onlookers. */
export function TotalCard({ total, hidden, onToggle }: TotalCardProps) {
  const { t } = useTranslation('account');
  return (
    <section className="ac-total" aria-labelledby="ac-total-label">
      <div className="ac-total__head">
        <h2 id="ac-total-label" className="ac-total__label">
          {t('assets.total')}
        </h2>
        <button
          type="button"
          className="h5-icon-button ac-total__eye"
          aria-label={t(hidden ? 'assets.show' : 'assets.hide')}
          aria-pressed={hidden}
          onClick={onToggle}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="1.6" />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.6" />
            {hidden && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.6" />}
          </svg>
        </button>
      </div>
      <p className="ac-total__amount">{masked(formatAmount(total, 2), hidden)}</p>
    </section>
  );
}
