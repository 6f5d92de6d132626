import { useQueryTab } from '@h5/shared/router';
import { call } from '@h5/shared/api';
import { contract, type SpotOrder } from '@h5/shared/contract';
import { PagedListView, cacheKey, usePagedList } from '@h5/shared/data';
import { BASE_CURRENCY_DECIMALS } from '@h5/shared/constants';
import { formatAmount, formatDateTime } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { useCurrencyDecimals, usePairDecimals } from '@h5/shared/market';
import { toast } from '@h5/shared/toast';
import { OrdersSection } from '../../common/orders/OrdersSection';
import { Cell, OrderCard, OrderHead } from '../../common/orders/OrderParts';
import { TickLine } from '../../common/orders/TickLine';
import { useTriggerWatch } from '../../common/orders/useTriggerWatch';
import { useConfirm } from '@h5/shared/ui/confirm';
import { useOnNewKey } from '../../common/useOnNewKey';
import { limitReached } from './spotOrders';

type Status = SpotOrder['status'];
const STATUSES: readonly Status[] = ['waiting', 'completed', 'cancelled'];

/** While orders wait, the list is fetched again this often even without a price reaching them. */
export const WAITING_POLL_MS = 10_000;

export function SpotOrderRow({ order, onCancel }: { order: SpotOrder; onCancel: (order: SpotOrder) => void }) {
  const { t } = useTranslation('trading');
  const [base = ''] = order.symbol.split('/');
  const priceDecimals = usePairDecimals(order.symbol).price;
  const amountDecimals = usePairDecimals(order.symbol).amount;
  const feeDecimals = useCurrencyDecimals(order.fee_currency, BASE_CURRENCY_DECIMALS);
  const filled = order.status === 'completed';
  const end =
    order.status === 'waiting' ? (
      <button type="button" className="tr-button tr-button--small" onClick={() => onCancel(order)}>
        {t('orders.cancel')}
      </button>
    ) : (
      <span className={`h5-status tr-status--${order.status}`}>{t(`orders.status.${order.status}`)}</span>
    );
  return (
    <OrderCard
      id={order.id}
      kind="spot"
      head={<OrderHead tone={order.side === 'buy' ? 'up' : 'down'} tag={t(`spot.${order.side}`)} symbol={order.symbol} detail={t(`spot.${order.type}`)} end={end} />}
      footer={filled && order.tick ? <TickLine tick={order.tick} label={t('orders.settledOn')} decimals={priceDecimals} /> : null}
    >
      <Cell label={filled ? t('orders.fillPrice') : t('spot.price')}>{formatAmount(order.price, priceDecimals)}</Cell>
      <Cell label={t('orders.quantity', { base })}>{formatAmount(order.quantity, amountDecimals)}</Cell>
      <Cell label={t('orders.fee', { currency: order.fee_currency })}>{formatAmount(order.fee, feeDecimals)}</Cell>
      <Cell label={t('orders.time')} wide>
        <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
      </Cell>
    </OrderCard>
  );
}

interface SpotOrdersProps {
  signedIn: boolean;
  /** Changes whenever an order was placed or cancelled here: the list is fetched again. */
  refreshKey: number;
  /** An order was cancelled, or probably filled: balances and lists should be fetched again. */
  onChanged: () => void;
}

/** The user's spot orders by status; waiting ones can be cancelled and are watched for fills. */
export function SpotOrders({ signedIn, refreshKey, onChanged }: SpotOrdersProps) {
  const { t } = useTranslation('trading');
  const { t: tc } = useTranslation('common');
  const confirm = useConfirm();
  // `?tab=completed` (a ledger record's link) opens that list.
  const [status, setStatus] = useQueryTab(STATUSES, 'waiting');
  const orders = usePagedList(
    cacheKey(contract.spot.orders, { status }),
    (page, limit) => call(contract.spot.orders, { status, page, limit }, { silent: true }),
    { enabled: signedIn },
  );
  const { refresh } = orders;

  useOnNewKey(refreshKey, refresh);

  useTriggerWatch({
    items: status === 'waiting' ? orders.items : [],
    reached: limitReached,
    onReached: onChanged,
    poll: refresh,
    pollMs: WAITING_POLL_MS,
  });

  const cancel = async (order: SpotOrder) => {
    if (!(await confirm({ content: t('orders.cancelConfirm') }))) return;
    const result = await call(contract.spot.cancel, { id: order.id }, { loading: true });
    if (result.ok) toast(result.message || tc('status.operationSuccessful'));
    onChanged();
  };

  return (
    <OrdersSection<Status>
      idBase="tr-spot-orders"
      title={t('orders.title')}
      active={status}
      onChange={setStatus}
      tabs={STATUSES.map((key) => ({ key, label: t(`orders.tab.${key}`) }))}
      signedIn={signedIn}
    >
      <PagedListView
        list={orders}
        label={t(`orders.tab.${status}`)}
        failedText={t('orders.failed')}
        className="tr-orders"
        itemClassName="tr-order"
        renderItem={(order) => <SpotOrderRow order={order} onCancel={(o) => void cancel(o)} />}
      />
    </OrdersSection>
  );
}
