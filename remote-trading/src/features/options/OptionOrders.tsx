import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { call } from '@h5/shared/api';
import { contract, type OptionOrder } from '@h5/shared/contract';
import { formatAmount, formatDateTime } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { useTicker } from '@h5/shared/market';
import { formatMoney, formatSigned, ratePercent, signOf } from '../../common/money';
import { OrderList } from '../../common/orders/OrderList';
import { TickLine } from '../../common/orders/TickLine';
import { usePagedOrders } from '../../common/orders/usePagedOrders';
import { Tabs } from '../../common/Tabs';
import { elapsedShare, formatCountdown, outcomeAt, secondsLeft, toneOf } from './countdown';
import { formatDuration } from './duration';
import { expectedReturn } from './optionForm';

type Status = OptionOrder['status'];

/** While an option is due, the list is fetched again this often until the server has delivered it. */
export const DUE_POLL_MS = 2_000;

/** The time, ticking once a second while `running`. */
export function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

function Cell({ label, children, tone, testId }: { label: string; children: ReactNode; tone?: string; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={tone ? `tr-trend--${tone}` : undefined} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function DirectionTag({ order }: { order: OptionOrder }) {
  const { t } = useTranslation('trading');
  return <span className={`tr-tag tr-tag--${order.direction === 'call' ? 'up' : 'down'}`}>{t(`options.${order.direction}Short`)}</span>;
}

/** An option awaiting delivery: the time left, live, and the live price against the purchase price. */
export function WaitingOption({ order, now }: { order: OptionOrder; now: number }) {
  const { t, i18n } = useTranslation('trading');
  const live = useTicker(order.symbol);
  const decimals = live?.price_decimals ?? 2;
  const left = secondsLeft(order.delivers_at, now);
  const outcome = outcomeAt(order.direction, order.purchase_price, live?.price);
  const expected = expectedReturn(order.amount, order.payout_rate);
  return (
    <article aria-label={t('orders.orderLabel', { id: order.id })}>
      <header className="tr-order__head">
        <DirectionTag order={order} />
        <span className="tr-order__symbol">{order.symbol}</span>
        <span className="tr-order__type">{formatDuration(order.seconds, i18n.language)}</span>
        <span className="tr-order__end">
          <span className="tr-countdown" role="timer" aria-label={t('options.timeLeft')} data-testid="option-countdown">
            {left > 0 ? formatCountdown(left) : t('options.delivering')}
          </span>
        </span>
      </header>
      <div
        className="tr-countdown__bar"
        role="progressbar"
        aria-label={t('options.timeLeft')}
        aria-valuemin={0}
        aria-valuemax={order.seconds}
        aria-valuenow={order.seconds - left}
      >
        <span style={{ width: `${(elapsedShare(order, now) * 100).toFixed(1)}%` }} />
      </div>
      <dl className="tr-order__grid">
        <Cell label={t('options.purchasePrice')}>{formatAmount(order.purchase_price, decimals)}</Cell>
        <Cell label={t('options.livePrice')} tone={toneOf(outcome)} testId="option-live">
          {live ? formatAmount(live.price, decimals) : '--'}
        </Cell>
        <Cell label={t('options.heading')} tone={toneOf(outcome)} testId="option-outcome">
          {outcome ? t(`options.result.${outcome}`) : '--'}
        </Cell>
        <Cell label={t('options.amountIn', { currency: order.currency })}>{formatMoney(order.amount, 8)}</Cell>
        <Cell label={t('options.expected')}>{expected ? formatMoney(expected, 8) : '--'}</Cell>
        <Cell label={t('options.payoutRate')}>{`${ratePercent(order.payout_rate)}%`}</Cell>
        <div className="tr-order__wide">
          <dt>{t('options.deliversAt')}</dt>
          <dd>{formatDateTime(order.delivers_at)}</dd>
        </div>
      </dl>
    </article>
  );
}

/** A delivered option: both prices, the delivery tick, the result and what it paid. */
export function DeliveredOption({ order }: { order: OptionOrder }) {
  const { t, i18n } = useTranslation('trading');
  const live = useTicker(order.symbol);
  const decimals = live?.price_decimals ?? 2;
  const expected = expectedReturn(order.amount, order.payout_rate);
  const result = order.result;
  return (
    <article aria-label={t('orders.orderLabel', { id: order.id })}>
      <header className="tr-order__head">
        <DirectionTag order={order} />
        <span className="tr-order__symbol">{order.symbol}</span>
        <span className="tr-order__type">{formatDuration(order.seconds, i18n.language)}</span>
        <span className="tr-order__end">
          <span className={`tr-status tr-status--${result ?? 'flat'}`} data-testid="option-result">
            {result ? t(`options.result.${result}`) : '--'}
          </span>
        </span>
      </header>
      <dl className="tr-order__grid">
        <Cell label={t('options.purchasePrice')}>{formatAmount(order.purchase_price, decimals)}</Cell>
        <Cell label={t('options.deliveryPrice')}>{order.delivery_price ? formatAmount(order.delivery_price, decimals) : '--'}</Cell>
        <Cell label={t('options.profit', { currency: order.currency })} tone={signOf(order.profit)} testId="option-profit">
          {order.profit ? formatSigned(order.profit, 8) : '--'}
        </Cell>
        <Cell label={t('options.amountIn', { currency: order.currency })}>{formatMoney(order.amount, 8)}</Cell>
        <Cell label={t('options.expected')} testId="option-expected-row">
          {expected ? formatMoney(expected, 8) : '--'}
        </Cell>
        <Cell label={t('options.payoutRate')}>{`${ratePercent(order.payout_rate)}%`}</Cell>
        <div className="tr-order__wide">
          <dt>{t('options.purchasedAt')}</dt>
          <dd>{formatDateTime(order.created_at)}</dd>
        </div>
      </dl>
      {order.delivery_tick ? <TickLine tick={order.delivery_tick} label={t('options.deliveredOn')} decimals={decimals} /> : null}
    </article>
  );
}

interface OptionOrdersProps {
  signedIn: boolean;
  refreshKey: number;
  onChanged: () => void;
}

/** Options awaiting delivery, counting down, and the delivered ones. */
export function OptionOrders({ signedIn, refreshKey, onChanged }: OptionOrdersProps) {
  const { t } = useTranslation('trading');
  const [status, setStatus] = useState<Status>('waiting');
  const fetchPage = useCallback(
    (page: number, limit: number) => call(contract.trade.optionOrders, { status, page, limit }, { silent: true }),
    [status],
  );
  const orders = usePagedOrders<OptionOrder>(fetchPage, [status], signedIn);
  const { refresh } = orders;

  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void refresh();
  }, [refreshKey, refresh]);

  const waiting = status === 'waiting' ? (orders.items ?? []) : [];
  const now = useNow(waiting.length > 0);
  // Once one is due, ask again every couple of seconds until the server has delivered it.
  const due = waiting.some((order) => secondsLeft(order.delivers_at, now) === 0);
  useEffect(() => {
    if (!due) return undefined;
    const timer = setInterval(() => onChanged(), DUE_POLL_MS);
    return () => clearInterval(timer);
  }, [due, onChanged]);

  return (
    <section className="tr-section" aria-labelledby="tr-option-orders-title">
      <h2 id="tr-option-orders-title" className="tr-visually-hidden">
        {t('options.orders')}
      </h2>
      <Tabs<Status>
        label={t('options.orders')}
        idBase="tr-option-orders"
        active={status}
        onChange={setStatus}
        tabs={[
          { key: 'waiting', label: t('options.tab.waiting') },
          { key: 'delivered', label: t('options.tab.delivered') },
        ]}
      />
      <div id="tr-option-orders-panel" role="tabpanel" aria-labelledby={`tr-option-orders-${status}`}>
        {signedIn ? (
          <OrderList<OptionOrder>
            orders={orders}
            label={t(`options.tab.${status}`)}
            renderItem={(order) => (status === 'waiting' ? <WaitingOption order={order} now={now} /> : <DeliveredOption order={order} />)}
          />
        ) : (
          <p className="tr-guest-note">{t('orders.guest')}</p>
        )}
      </div>
    </section>
  );
}
