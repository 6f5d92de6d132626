import type { PriceTick } from '@h5/shared/contract';
import { formatAmount, formatDateTime } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';

/**
 * The price tick a settlement used (symbol, time, price), so the user can check it against
 * the chart: "Settled on tick BTC/USDT · 2026-11-22 13:00:01 · 95,000.00".
 */
export function TickLine({ tick, label, decimals }: { tick: PriceTick; label: string; decimals: number }) {
  const { t } = useTranslation('trading');
  return (
    <p className="tr-tick" data-testid="order-tick">
      <span className="tr-tick__label">{label}</span>
      <span className="tr-tick__body">
        <span>{tick.symbol}</span>
        <time dateTime={new Date(tick.time).toISOString()}>{formatDateTime(tick.time)}</time>
        <span aria-label={t('orders.tickPrice')}>{formatAmount(tick.price, decimals)}</span>
      </span>
    </p>
  );
}
