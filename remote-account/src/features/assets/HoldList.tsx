import type { Hold } from '@h5/shared/contract';
import { formatAmount, formatDateTime } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { Link } from '@h5/shared/router';
import { sourcePath } from '@h5/shared/routes';
import { masked } from './masked';

export interface HoldListProps {
  holds: readonly Hold[];
  hidden?: boolean;
}

/**
 * Money away from the available balances, so none of it is out of sight: what holds it, where it
 * comes back, how much and until when, each leading to the record that holds it.
 */
export function HoldList({ holds, hidden = false }: HoldListProps) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  if (!holds.length) return null;
  return (
    <section className="ac-holds" aria-labelledby="ac-holds-title">
      <h2 id="ac-holds-title" className="h5-title ac-holds__title">
        {t('holds.title')}
      </h2>
      <p className="ac-holds__intro">{t('holds.intro')}</p>
      <ul className="h5-card ac-holds__list">
        {holds.map((hold) => (
          <li key={`${hold.reason}:${hold.source.id}`}>
            <Link className="ac-hold" to={sourcePath(hold.source)}>
              <span className="ac-hold__what">
                <span className="ac-hold__reason">{t(`holds.reason.${hold.reason}`)}</span>
                <span className="ac-hold__subject">
                  {hold.subject} · {tc(`account.${hold.account}`)}
                </span>
              </span>
              <span className="ac-hold__amount">
                {masked(formatAmount(hold.amount, hold.decimals), hidden)}&nbsp;{hold.currency}
              </span>
              <span className="ac-hold__until">{t(`holds.until.${hold.reason}`, { time: hold.until ? formatDateTime(hold.until) : '', subject: hold.subject })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
