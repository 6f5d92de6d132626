import { useEffect, type ReactNode } from 'react';
import { useQueryTab } from '@h5/shared/router';
import { ProgressBar, useNow } from '@h5/shared/ui';
import { call } from '@h5/shared/api';
import { contract, type OptionOrder } from '@h5/shared/contract';
import { PagedListView, cacheKey, usePagedList } from '@h5/shared/data';
import { PLACEHOLDER, formatAmount, formatCountdown, formatDateTime, formatSignedAmount, ratePercent, secondsLeft, trendOf } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { pairDecimalsOf, useCurrencyDecimals, usePairDecimals, useTicker } from '@h5/shared/market';
import { OrdersSection } from '../../common/orders/OrdersSection';
import { Cell, OrderCard, OrderHead } from '../../common/orders/OrderParts';
import { TickLine } from '../../common/orders/TickLine';
import { useOnNewKey } from '../../common/useOnNewKey';
import { elapsedShare, outcomeAt, toneOf } from './countdown';
import { formatDuration } from './duration';
import { expectedReturnOf } from './optionForm';

type Status = OptionOrder['status'];
const STATUSES: readonly Status[] = ['waiting', 'delivered'];

/** While an option is due, the list is fetched again this often until the server has delivered it. */
export const DUE_POLL_MS = 2_000;

function OptionHead({ order, end }: { order: OptionOrder; end: ReactNode }) {
  const { t, i18n } = useTranslation('trading');
  return (
    <OrderHead
      tone={order.direction === 'call' ? 'up' : 'down'}
      tag={t(`options.${order.direction}Short`)}
      symbol={order.symbol}
      detail={formatDuration(order.seconds, i18n.language)}
      end={end}
    />
  );
}

/** The stake, what a win would add to it, and the rate that sets it. */
function StakeCells({ order }: { order: OptionOrder }) {
  const { t } = useTranslation('trading');
  const decimals = useCurrencyDecimals(order.currency);
  const expected = expectedReturnOf(order.amount, order.payout_rate, decimals);
  return (
    <>
      <Cell label={t('options.amountIn', { currency: order.currency })}>{formatAmount(order.amount, decimals)}</Cell>
      <Cell label={t('options.expected')}>{expected ? formatAmount(expected, decimals) : PLACEHOLDER}</Cell>
      <Cell label={t('options.payoutRate')}>{`${ratePercent(order.payout_rate)}%`}</Cell>
    </>
  );
}

/** An option awaiting delivery: the time left, live, and the live price against the purchase price. */
export function WaitingOption({ order, now }: { order: OptionOrder; now: number }) {
  const { t } = useTranslation('trading');
  const live = useTicker(order.symbol);
  const decimals = pairDecimalsOf(live).price;
  const left = secondsLeft(order.delivers_at, now);
  const outcome = outcomeAt(order.direction, order.purchase_price, live?.price);
  const countdown = (
    <span className="tr-countdown" role="timer" aria-label={t('options.timeLeft')} data-testid="option-countdown">
      {left > 0 ? formatCountdown(left) : t('options.delivering')}
    </span>
  );
  return (
    <OrderCard
      id={order.id}
      kind="option"
      head={
        <>
          <OptionHead order={order} end={countdown} />
          <ProgressBar
            share={elapsedShare(order, now)}
            className="tr-countdown__bar"
            role="progressbar"
            aria-label={t('options.timeLeft')}
            aria-valuemin={0}
            aria-valuemax={order.seconds}
            aria-valuenow={order.seconds - left}
          />
        </>
      }
    >
      <Cell label={t('options.purchasePrice')}>{formatAmount(order.purchase_price, decimals)}</Cell>
      <Cell label={t('options.livePrice')} tone={toneOf(outcome)} testId="option-live">
        {live ? formatAmount(live.price, decimals) : PLACEHOLDER}
      </Cell>
      <Cell label={t('options.heading')} tone={toneOf(outcome)} testId="option-outcome">
        {outcome ? t(`options.result.${outcome}`) : PLACEHOLDER}
      </Cell>
      <StakeCells order={order} />
      <Cell label={t('options.deliversAt')} wide>
        {formatDateTime(order.delivers_at)}
      </Cell>
    </OrderCard>
  );
}

/** A delivered option: both prices, the delivery tick, the result and what it paid. */
export function DeliveredOption({ order }: { order: OptionOrder }) {
  const { t } = useTranslation('trading');
  const decimals = usePairDecimals(order.symbol).price;
  const amountDecimals = useCurrencyDecimals(order.currency);
  const result = order.result;
  return (
    <OrderCard
      id={order.id}
      kind="option"
      head={
        <OptionHead
          order={order}
          end={
            <span className={`h5-status tr-status--${result ?? 'flat'}`} data-testid="option-result">
              {result ? t(`options.result.${result}`) : PLACEHOLDER}
            </span>
          }
        />
      }
      footer={order.delivery_tick ? <TickLine tick={order.delivery_tick} label={t('options.deliveredOn')} decimals={decimals} /> : null}
    >
      <Cell label={t('options.purchasePrice')}>{formatAmount(order.purchase_price, decimals)}</Cell>
      <Cell label={t('options.deliveryPrice')} testId="option-delivery-price">
        {order.delivery_price ? formatAmount(order.delivery_price, decimals) : PLACEHOLDER}
      </Cell>
      <Cell label={t('options.profit', { currency: order.currency })} tone={trendOf(order.profit)} testId="option-profit">
        {order.profit ? formatSignedAmount(order.profit, amountDecimals) : PLACEHOLDER}
      </Cell>
      <StakeCells order={order} />
      <Cell label={t('options.purchasedAt')} wide>
        {formatDateTime(order.created_at)}
      </Cell>
    </OrderCard>
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
  const [status, setStatus] = useQueryTab(STATUSES, 'waiting');
  const orders = usePagedList(
    cacheKey(contract.option.orders, { status }),
    (page, limit) => call(contract.option.orders, { status, page, limit }, { silent: true }),
    { enabled: signedIn },
  );
  const { refresh } = orders;

  useOnNewKey(refreshKey, refresh);

  const waiting = status === 'waiting' ? orders.items : [];
  const now = useNow(waiting.length > 0);
  // Once one is due, ask again every couple of seconds until the server has delivered it.
  const due = waiting.some((order) => secondsLeft(order.delivers_at, now) === 0);
  useEffect(() => {
    if (!due) return undefined;
    const timer = setInterval(() => onChanged(), DUE_POLL_MS);
    return () => clearInterval(timer);
  }, [due, onChanged]);

  return (
    <OrdersSection<Status>
      idBase="tr-option-orders"
      title={t('options.orders')}
      titleHidden
      active={status}
      onChange={setStatus}
      tabs={[
        { key: 'waiting', label: t('options.tab.waiting') },
        { key: 'delivered', label: t('options.tab.delivered') },
      ]}
      signedIn={signedIn}
    >
      <PagedListView
        list={orders}
        label={t(`options.tab.${status}`)}
        failedText={t('orders.failed')}
        className="tr-orders"
        itemClassName="tr-order"
        renderItem={(order) => (status === 'waiting' ? <WaitingOption order={order} now={now} /> : <DeliveredOption order={order} />)}
      />
    </OrdersSection>
  );
}
