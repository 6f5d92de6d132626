import { contract } from '@h5/shared/contract';
import { useCall } from '@h5/shared/data';
import { PLACEHOLDER } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { useLoginRedirect } from '@h5/shared/router';
import { isSignedIn, useSession } from '@h5/shared/session';
import { money, signedMoney, toneOf } from './figures';
import '../../common/pages.css';
import './copy.css';

/** My follows at a glance: what the active ones hold and have made, all-time results and profit share (a guest is asked to log in). */
export function CopySummary() {
  const { t } = useTranslation('wealth');
  const signedIn = useSession(isSignedIn);
  const logIn = useLoginRedirect();
  const report = useCall(contract.copy.report, undefined, { enabled: signedIn, silent: true }).data;
  const shown = signedIn ? report : undefined;
  const amount = (value: string | undefined) => (shown && value !== undefined ? money(value, shown.currency, shown.decimals) : PLACEHOLDER);
  const signed = (value: string | undefined) => (shown && value !== undefined ? signedMoney(value, shown.currency, shown.decimals) : PLACEHOLDER);
  return (
    <section className="wl-summary wl-copy-summary" aria-label={t('copy.summary.title')}>
      <div className="h5-card__head">
        <h2 className="h5-title">{t('copy.summary.title')}</h2>
        {signedIn ? (
          shown && <span className="h5-tag">{t('copy.summary.active', { count: shown.active })}</span>
        ) : (
          <button type="button" className="wl-summary__login" onClick={() => logIn()}>
            {t('copy.summary.login')}
          </button>
        )}
      </div>
      <p className="wl-summary__label">{t('copy.summary.equity')}</p>
      <p className="wl-summary__main">{amount(shown?.equity)}</p>
      <dl className="wl-summary__row">
        <div>
          <dt>{t('copy.summary.invested')}</dt>
          <dd>{amount(shown?.invested)}</dd>
        </div>
        <div>
          <dt>{t('copy.summary.unrealised')}</dt>
          <dd className={`wl-tone--${toneOf(shown?.unrealised) ?? 'flat'}`}>{signed(shown?.unrealised)}</dd>
        </div>
        <div>
          <dt>{t('copy.summary.realised')}</dt>
          <dd className={`wl-tone--${toneOf(shown?.realised) ?? 'flat'}`}>{signed(shown?.realised)}</dd>
        </div>
        <div>
          <dt>{t('copy.summary.profitShare')}</dt>
          <dd>{amount(shown?.profit_share)}</dd>
        </div>
      </dl>
    </section>
  );
}
