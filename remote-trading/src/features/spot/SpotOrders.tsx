import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '@h5/shared/api';
import { contract, type SpotOrder } from '@h5/shared/contract';
import { formatAmount, formatDateTime } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { useTickerStore } from '@h5/shared/market';
import { toast } from '@h5/shared/toast';
import { OrderList } from '../../common/orders/OrderList';
import { TickLine } from '../../common/orders/TickLine';
import { usePagedOrders } from '../../common/orders/usePagedOrders';
import { formatMoney } from '../../common/money';
import { Tabs } from '../../common/Tabs';
import { useConfirm } from '../../common/useConfirm';
import { anyLimitReached } from './spotOrders';

type Status = SpotOrder['status'];
const STATUSES: readonly Status[] = ['waiting', 'completed', 'cancelled'];

/** While orders wait, the list is fetched again this often even without a price reaching them. */
export const WAITING_POLL_MS = 10_000;
/** At most one fetch for a reached price this often. */
const REACHED_THROTTLE_MS = 2_000;


export function SpotOrderRow({ order, onCancel }: { order: SpotOrder; onCancel: (order: SpotOrder) => void }) {
  const { t } = useTranslation('trading');
  const [base = ''] = order.symbol.split('/');
  const priceDecimals = useTickerStore((state) => state.bySymbol[order.symbol]?.price_decimals ?? 2);
  const amountDecimals = useTickerStore((state) => state.bySymbol[order.symbol]?.amount_decimals ?? 8);
  const filled = order.status === 'completed';
  const price = order.type === 'market' && !filled ? t('spot.marketPrice') : formatAmount(order.price, priceDecimals);
  return (
    <article aria-label={t('orders.orderLabel', { id: order.id })}>
      <header className="tr-order__head">
        <span className={`tr-tag tr-tag--${order.side === 'buy' ? 'up' : 'down'}`}>{t(`spot.${order.side}`)}</span>
        <span className="tr-order__symbol">{order.symbol}</span>
        <span className="tr-order__type">{t(`spot.${order.type}`)}</span>
        <span className="tr-order__end">
          {order.status === 'waiting' ? (
            <button type="button" className="tr-button tr-button--small" onClick={() => onCancel(order)}>
              {t('orders.cancel')}
            </button>
          ) : (
            <span className={`tr-status tr-status--${order.status}`}>{t(`orders.status.${order.status}`)}</span>
          )}
        </span>
      </header>
      <dl className="tr-order__grid">
        <div>
          <dt>{filled ? t('orders.fillPrice') : t('spot.price')}</dt>
          <dd>{price}</dd>
        </div>
        <div>
          <dt>{t('orders.quantity', { base })}</dt>
          <dd>{formatAmount(order.quantity, amountDecimals)}</dd>
        </div>
        <div>
          <dt>{t('orders.fee', { currency: order.fee_currency })}</dt>
          <dd>{formatMoney(order.fee, 8)}</dd>
        </div>
        <div className="tr-order__wide">
          <dt>{t('orders.time')}</dt>
          <dd>
            <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
          </dd>
        </div>
        <div className="tr-order__wide">
          <dt>{t('orders.status.label')}</dt>
          <dd>{t(`orders.status.${order.status}`)}</dd>
        </div>
      </dl>
      {filled && order.tick ? <TickLine tick={order.tick} label={t('orders.settledOn')} decimals={priceDecimals} /> : null}
    </article>
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
  const [status, setStatus] = useState<Status>('waiting');
  const fetchPage = useCallback(
    (page: number, limit: number) => call(contract.trade.spotOrders, { status, page, limit }, { silent: true }),
    [status],
  );
  const orders = usePagedOrders<SpotOrder>(fetchPage, [status], signedIn);
  const { refresh } = orders;

  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void refresh();
  }, [refreshKey, refresh]);

  // Waiting orders: fetched again when a live price reaches one, and every few seconds.
  const waiting = status === 'waiting' ? (orders.items ?? []) : [];
  const watching = waiting.length > 0;
  const lastReached = useRef(0);
  const waitingRef = useRef(waiting);
  waitingRef.current = waiting;
  useEffect(() => {
    if (!watching) return undefined;
    const unsubscribe = useTickerStore.subscribe((state) => {
      const now = Date.now();
      if (now - lastReached.current < REACHED_THROTTLE_MS) return;
      if (!anyLimitReached(waitingRef.current, state.bySymbol)) return;
      lastReached.current = now;
      onChanged();
    });
    const timer = setInterval(() => void refresh(), WAITING_POLL_MS);
    return () => {
      unsubscribe();
      clearInterval(timer);
    };
  }, [watching, refresh, onChanged]);

  const cancel = async (order: SpotOrder) => {
    if (!(await confirm({ content: t('orders.cancelConfirm') }))) return;
    const result = await call(contract.trade.spotCancel, { id: order.id }, { loading: true });
    if (result.ok) toast(result.message || tc('status.operationSuccessful'));
    onChanged();
  };

  return (
    <section className="tr-section" aria-labelledby="tr-spot-orders-title">
      <h2 id="tr-spot-orders-title" className="tr-section__title">
        {t('orders.title')}
      </h2>
      <Tabs<Status>
        label={t('orders.title')}
        idBase="tr-spot-orders"
        active={status}
        onChange={setStatus}
        tabs={STATUSES.map((key) => ({ key, label: t(`orders.tab.${key}`) }))}
      />
      <div id="tr-spot-orders-panel" role="tabpanel" aria-labelledby={`tr-spot-orders-${status}`}>
        {signedIn ? (
          <OrderList<SpotOrder>
            orders={orders}
            label={t(`orders.tab.${status}`)}
            renderItem={(order) => <SpotOrderRow order={order} onCancel={(o) => void cancel(o)} />}
          />
        ) : (
          <p className="tr-guest-note">{t('orders.guest')}</p>
        )}
      </div>
    </section>
  );
}
