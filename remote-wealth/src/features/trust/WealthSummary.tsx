import { BASE_CURRENCY } from '@h5/shared/constants';
import { contract, type TrustReport } from '@h5/shared/contract';
import { useCall } from '@h5/shared/data';
import { useTranslation } from '@h5/shared/i18n';
import { useNavigate } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { useSession } from '@h5/shared/session';
import { displayMoney } from '../../common/rates';
import '../../common/pages.css';
import { PLACEHOLDER } from '@h5/shared/format';

const EMPTY: TrustReport['lines'][number] = { currency: BASE_CURRENCY, escrow: '0', today_income: '0', total_income: '0', orders: 0 };

/** My wealth: what is in escrow, today's income and all income so far (a guest is asked to log in). */
export function WealthSummary() {
  const { t } = useTranslation('wealth');
  const signedIn = useSession((session) => session.token !== '');
  const navigate = useNavigate();
  const report = useCall(contract.trust.report, undefined, { enabled: signedIn, silent: true });
  const line = report.data?.lines.find((candidate) => candidate.currency === BASE_CURRENCY) ?? EMPTY;
  const money = (value: string) => (signedIn ? displayMoney(value, line.currency) : PLACEHOLDER);
  return (
    <section className="wl-summary" aria-label={t('trust.summary.title')}>
      <div className="h5-card__head">
        <h2 className="h5-title">{t('trust.summary.title')}</h2>
        {!signedIn && (
          <button type="button" className="wl-summary__login" onClick={() => navigate(pathOf('login', { backpage: pathOf('wealth') }))}>
            {t('trust.summary.login')}
          </button>
        )}
      </div>
      <p className="wl-summary__label">{t('trust.summary.escrow')}</p>
      <p className="wl-summary__main">{money(line.escrow)}</p>
      <dl className="wl-summary__row">
        <div>
          <dt>{t('trust.summary.today')}</dt>
          <dd className="wl-summary__up">{money(line.today_income)}</dd>
        </div>
        <div>
          <dt>{t('trust.summary.total')}</dt>
          <dd className="wl-summary__up">{money(line.total_income)}</dd>
        </div>
      </dl>
    </section>
  );
}
