import type { NewCoinOrder, NewCoinReport } from '@h5/shared/contract';
import { formatAmount, formatLimit, withCurrency } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { allocationOf, mulDecimal } from '@h5/shared/money';
import { FactList } from '@h5/shared/ui/facts';

/**
 * The published report, its formula, and (for a subscriber) their own share recomputed here from
 * the published figures with the same kernel function the server allocated with.
 */
export function AllocationReport({ report, mine }: { report: NewCoinReport; mine: NewCoinOrder | null }) {
  const { t } = useTranslation('wealth');
  const money = (value: string) => withCurrency(formatAmount(value, report.currency_decimals), report.currency);
  const coins = (value: string) => withCurrency(formatAmount(value, report.coin_decimals), report.coin);
  const terms = {
    supply: report.supply,
    price: report.price,
    totalCommitted: report.total_committed,
    coinDecimals: report.coin_decimals,
    currencyDecimals: report.currency_decimals,
  };
  const share = mine ? allocationOf(mine.amount, terms) : null;
  return (
    <section className="wn-section" aria-labelledby="wn-report">
      <h2 id="wn-report" className="h5-title wl-section-title">
        {t('newCoin.report.title')}
      </h2>
      <div className="h5-card wl-card">
        <FactList
          items={[
            { label: t('newCoin.report.total'), value: money(report.total_committed) },
            { label: t('newCoin.report.subscribers'), value: String(report.subscribers) },
            { label: t('newCoin.report.ratio'), value: `${formatLimit(mulDecimal(report.ratio, '100'), 6)}%` },
            { label: t('newCoin.report.allocated'), value: coins(report.allocated) },
            { label: t('newCoin.report.paid'), value: money(report.paid) },
            { label: t('newCoin.report.refunded'), value: money(report.refunded) },
          ]}
        />
        <p className="wn-formula">{t('newCoin.report.formula', { decimals: report.coin_decimals })}</p>
        {mine && share && (
          <div className="wn-mine">
            <h3 className="wn-mine__title">{t('newCoin.report.yours', { amount: money(mine.amount) })}</h3>
            <FactList
              items={[
                { label: t('newCoin.order.allocated'), value: coins(share.allocated) },
                { label: t('newCoin.order.paid'), value: money(share.paid) },
                { label: t('newCoin.order.refunded'), value: money(share.refunded) },
              ]}
            />
          </div>
        )}
      </div>
    </section>
  );
}
