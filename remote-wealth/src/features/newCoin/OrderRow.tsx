import type { NewCoinOrder } from '@h5/shared/contract';
import { formatAmount, formatDateTime, formatPercent, formatSignedAmount, withCurrency } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { useTicker } from '@h5/shared/market';
import { mulDecimal, subscriptionReturn } from '@h5/shared/money';
import { Link } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { ProductCard, CardHead } from '../../common/ProductCard';
import { FactList } from '@h5/shared/ui/facts';

/**
 * One record: the commit under review, then its allocation and refund; while locked up, what the
 * coins are worth at the live price and the return over the payment.
 */
export function OrderRow({ order }: { order: NewCoinOrder }) {
  const { t } = useTranslation('wealth');
  const ticker = useTicker(`${order.coin}/${order.currency}`);
  const money = (value: string) => withCurrency(formatAmount(value, order.currency_decimals), order.currency);
  const coins = (value: string) => withCurrency(formatAmount(value, order.coin_decimals), order.coin);
  const price = ticker?.price ?? order.last_price;
  const allocated = order.allocated !== null && order.paid !== null ? { allocated: order.allocated, paid: order.paid } : null;
  const live = allocated && price ? subscriptionReturn(allocated.allocated, allocated.paid, price, order.currency_decimals) : null;
  const facts = [
    { label: t('newCoin.order.committed'), value: money(order.amount) },
    ...(order.allocated !== null && order.paid !== null && order.refunded !== null
      ? [
          { label: t('newCoin.order.allocated'), value: coins(order.allocated) },
          { label: t('newCoin.order.paid'), value: money(order.paid) },
          { label: t('newCoin.order.refunded'), value: money(order.refunded) },
        ]
      : []),
    ...(live
      ? [
          { label: t('newCoin.order.value'), value: money(live.value) },
          { label: t('newCoin.order.return'), value: withCurrency(formatSignedAmount(live.gain, order.currency_decimals), order.currency) },
          { label: t('newCoin.order.rate'), value: formatPercent(mulDecimal(live.rate, '100')) },
        ]
      : []),
    order.status === 'released' && order.released_at
      ? { label: t('newCoin.order.releasedAt'), value: formatDateTime(order.released_at) }
      : { label: t('newCoin.order.unlock'), value: formatDateTime(order.unlock_at) },
    { label: t('newCoin.order.time'), value: formatDateTime(order.created_at) },
  ];
  return (
    <ProductCard>
      <CardHead
        title={order.name}
        subtitle={order.coin}
        aside={<span className={`h5-tag wn-status--${order.status}`}>{t(`newCoin.order.status.${order.status}`)}</span>}
      />
      <FactList items={facts} />
      <Link className="wn-details" to={pathOf('newCoinDetails', { id: order.project_id })}>
        {t('newCoin.details')}
      </Link>
    </ProductCard>
  );
}
