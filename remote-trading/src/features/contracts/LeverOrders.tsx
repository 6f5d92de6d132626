import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { call, type ApiResult } from '@h5/shared/api';
import { contract, type LeverPosition, type Page } from '@h5/shared/contract';
import { formatAmount, formatDateTime } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { useTicker, useTickerStore } from '@h5/shared/market';
import { toast } from '@h5/shared/toast';
import { EmptyState, Spinner } from '@h5/shared/ui';
import { Segmented } from '../../common/form/Segmented';
import { formatMoney, formatSigned, signOf } from '../../common/money';
import { OrderList } from '../../common/orders/OrderList';
import { TickLine } from '../../common/orders/TickLine';
import { usePagedOrders } from '../../common/orders/usePagedOrders';
import { Tabs } from '../../common/Tabs';
import { useConfirm } from '../../common/useConfirm';
import { useLoad } from '../../common/useLoad';
import { useContractSize } from './contractSizes';
import { positionValue, profitOf, returnRateOf } from './leverMath';
import { leverTriggerReached } from './leverWatch';
import { StopSheet } from './StopSheet';

type View = 'positions' | 'history';
type Past = 'closed' | 'cancelled';

/** Open positions are fetched again this often, to show what the server did at TP/SL/liquidation. */
export const POSITIONS_POLL_MS = 5_000;
const REACHED_THROTTLE_MS = 2_000;
const OPEN_LIMIT = 50;

const usePriceDecimals = (symbol: string): number => useTickerStore((state) => state.bySymbol[symbol]?.price_decimals ?? 2);

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

function SideTag({ position }: { position: LeverPosition }) {
  const { t } = useTranslation('trading');
  return (
    <span className={`tr-tag tr-tag--${position.side === 'long' ? 'up' : 'down'}`}>
      {t(`lever.${position.side}`)} {position.multiple}x
    </span>
  );
}

interface RowProps {
  position: LeverPosition;
  onClose: (position: LeverPosition) => void;
  onStops: (position: LeverPosition, livePrice: string | undefined) => void;
}

/** An open position, live: current price, profit, market value; TP/SL and close. */
export function HoldingRow({ position, onClose, onStops }: RowProps) {
  const { t } = useTranslation('trading');
  const live = useTicker(position.symbol);
  const decimals = live?.price_decimals ?? 2;
  const [, quote = ''] = position.symbol.split('/');
  const size = useContractSize(position.symbol);
  const current = live?.price;
  const profit = size && current ? profitOf(position.side, position.lots, size, position.price, current) : null;
  const value = size && current ? positionValue(position.lots, size, current) : null;
  const rate = profit ? returnRateOf(profit, position.margin) : null;
  return (
    <article aria-label={t('orders.orderLabel', { id: position.id })}>
      <header className="tr-order__head">
        <SideTag position={position} />
        <span className="tr-order__symbol">{position.symbol}</span>
        <span className="tr-order__type">{t('lever.lotsCount', { count: position.lots })}</span>
      </header>
      <dl className="tr-order__grid">
        <Cell label={t('lever.openPrice')}>{formatAmount(position.price, decimals)}</Cell>
        <Cell label={t('lever.currentPrice')} testId="position-current">
          {current ? formatAmount(current, decimals) : '--'}
        </Cell>
        <Cell label={t('lever.profit', { quote })} tone={signOf(profit)} testId="position-profit">
          {profit ? formatSigned(profit, 6) : '--'}
          {rate ? <small className="tr-order__rate"> ({formatSigned(rate, 2)}%)</small> : null}
        </Cell>
        <Cell label={t('lever.marketValue')} testId="position-value">
          {value ? formatMoney(value, 6) : '--'}
        </Cell>
        <Cell label={t('lever.margin')}>{formatMoney(position.margin, 6)}</Cell>
        <Cell label={t('lever.liquidation')} testId="position-liquidation">
          {position.liquidation_price ? formatAmount(position.liquidation_price, decimals) : '--'}
        </Cell>
        <Cell label={t('lever.takeProfit')}>{position.take_profit ? formatAmount(position.take_profit, decimals) : '--'}</Cell>
        <Cell label={t('lever.stopLoss')}>{position.stop_loss ? formatAmount(position.stop_loss, decimals) : '--'}</Cell>
        <Cell label={t('lever.feeShort')}>{formatMoney(position.fee, 6)}</Cell>
      </dl>
      {position.open_tick ? <TickLine tick={position.open_tick} label={t('lever.openedOn')} decimals={decimals} /> : null}
      <div className="tr-order__actions">
        <button type="button" className="tr-button" onClick={() => onStops(position, current)}>
          {t('lever.setStops')}
        </button>
        <button type="button" className="tr-button tr-button--danger" onClick={() => onClose(position)}>
          {t('lever.close')}
        </button>
      </div>
    </article>
  );
}

/** A limit order waiting for its price. */
export function WaitingRow({ position, onClose }: RowProps) {
  const { t } = useTranslation('trading');
  const decimals = usePriceDecimals(position.symbol);
  const size = useContractSize(position.symbol);
  const value = size ? positionValue(position.lots, size, position.price) : null;
  return (
    <article aria-label={t('orders.orderLabel', { id: position.id })}>
      <header className="tr-order__head">
        <SideTag position={position} />
        <span className="tr-order__symbol">{position.symbol}</span>
        <span className="tr-order__type">{t('lever.lotsCount', { count: position.lots })}</span>
        <span className="tr-order__end">
          <span className="tr-status">{t('lever.status.waiting')}</span>
        </span>
      </header>
      <dl className="tr-order__grid">
        <Cell label={t('lever.entrustedPrice')}>{formatAmount(position.price, decimals)}</Cell>
        <Cell label={t('lever.entrustedValue')}>{value ? formatMoney(value, 6) : '--'}</Cell>
        <Cell label={t('lever.margin')}>{formatMoney(position.margin, 6)}</Cell>
        <Cell label={t('lever.takeProfit')}>{position.take_profit ? formatAmount(position.take_profit, decimals) : '--'}</Cell>
        <Cell label={t('lever.stopLoss')}>{position.stop_loss ? formatAmount(position.stop_loss, decimals) : '--'}</Cell>
        <Cell label={t('lever.feeShort')}>{formatMoney(position.fee, 6)}</Cell>
        <div className="tr-order__wide">
          <dt>{t('orders.time')}</dt>
          <dd>{formatDateTime(position.created_at)}</dd>
        </div>
      </dl>
      <div className="tr-order__actions">
        <button type="button" className="tr-button" onClick={() => onClose(position)}>
          {t('orders.cancel')}
        </button>
      </div>
    </article>
  );
}

/** A closed or cancelled order, with the close reason and the tick it closed on. */
export function PastRow({ position }: { position: LeverPosition }) {
  const { t } = useTranslation('trading');
  const decimals = usePriceDecimals(position.symbol);
  const [, quote = ''] = position.symbol.split('/');
  const closed = position.status === 'closed';
  return (
    <article aria-label={t('orders.orderLabel', { id: position.id })}>
      <header className="tr-order__head">
        <SideTag position={position} />
        <span className="tr-order__symbol">{position.symbol}</span>
        <span className="tr-order__type">{t('lever.lotsCount', { count: position.lots })}</span>
        <span className="tr-order__end">
          <span className="tr-status" data-testid="position-reason">
            {closed && position.close_reason ? t(`lever.reason.${position.close_reason}`) : t(`lever.status.${position.status}`)}
          </span>
        </span>
      </header>
      <dl className="tr-order__grid">
        <Cell label={closed ? t('lever.openPrice') : t('lever.entrustedPrice')}>{formatAmount(position.price, decimals)}</Cell>
        {closed ? (
          <>
            <Cell label={t('lever.closePrice')}>{position.close_price ? formatAmount(position.close_price, decimals) : '--'}</Cell>
            <Cell label={t('lever.profit', { quote })} tone={signOf(position.profit)}>
              {position.profit ? formatSigned(position.profit, 6) : '--'}
            </Cell>
          </>
        ) : null}
        <Cell label={t('lever.margin')}>{formatMoney(position.margin, 6)}</Cell>
        <Cell label={t('lever.feeShort')}>{formatMoney(position.fee, 6)}</Cell>
        <div className="tr-order__wide">
          <dt>{closed ? t('lever.closedAt') : t('orders.time')}</dt>
          <dd>{formatDateTime(position.closed_at ?? position.created_at)}</dd>
        </div>
      </dl>
      {closed && position.close_tick ? <TickLine tick={position.close_tick} label={t('lever.closedOn')} decimals={decimals} /> : null}
    </article>
  );
}

interface LeverOrdersProps {
  signedIn: boolean;
  refreshKey: number;
  /** A position closed or changed here: balances are fetched again. */
  onChanged: () => void;
}

async function openPositions(): Promise<ApiResult<LeverPosition[]>> {
  const [holding, waiting] = await Promise.all([
    call(contract.trade.leverPositions, { status: 'holding', page: 1, limit: OPEN_LIMIT }, { silent: true }),
    call(contract.trade.leverPositions, { status: 'waiting', page: 1, limit: OPEN_LIMIT }, { silent: true }),
  ]);
  if (!holding.ok) return holding;
  if (!waiting.ok) return waiting;
  return { ok: true, message: '', data: [...holding.data.list, ...waiting.data.list] };
}

/** Positions (open, and limit orders waiting to open) and the history of closed and cancelled ones. */
export function LeverOrders({ signedIn, refreshKey, onChanged }: LeverOrdersProps) {
  const { t } = useTranslation('trading');
  const { t: tc } = useTranslation('common');
  const confirm = useConfirm();
  const [view, setView] = useState<View>('positions');
  const [past, setPast] = useState<Past>('closed');
  const [stopsFor, setStopsFor] = useState<{ position: LeverPosition; live: string | undefined } | null>(null);

  const positions = useLoad(openPositions, [], signedIn && view === 'positions');
  const { reload } = positions;
  const fetchPast = useCallback(
    (page: number, limit: number): Promise<ApiResult<Page<LeverPosition>>> =>
      call(contract.trade.leverPositions, { status: past, page, limit }, { silent: true }),
    [past],
  );
  const history = usePagedOrders<LeverPosition>(fetchPast, [past], signedIn && view === 'history');
  const { refresh: refreshHistory } = history;

  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void reload();
    void refreshHistory();
  }, [refreshKey, reload, refreshHistory]);

  // Open positions: fetched again when the price reaches a level the server acts on, and every few seconds.
  const open = view === 'positions' ? (positions.data ?? []) : [];
  const watching = open.length > 0;
  const openRef = useRef(open);
  openRef.current = open;
  const lastReached = useRef(0);
  useEffect(() => {
    if (!watching) return undefined;
    const unsubscribe = useTickerStore.subscribe((state) => {
      const now = Date.now();
      if (now - lastReached.current < REACHED_THROTTLE_MS) return;
      if (!openRef.current.some((p) => leverTriggerReached(p, state.bySymbol[p.symbol]?.price))) return;
      lastReached.current = now;
      // Give the server its tick to act first.
      setTimeout(onChanged, 600);
    });
    const timer = setInterval(() => void reload(), POSITIONS_POLL_MS);
    return () => {
      unsubscribe();
      clearInterval(timer);
    };
  }, [watching, reload, onChanged]);

  const close = async (position: LeverPosition) => {
    const waiting = position.status === 'waiting';
    if (!(await confirm({ content: waiting ? t('orders.cancelConfirm') : t('lever.closeConfirm') }))) return;
    const result = await call(contract.trade.leverClose, { id: position.id }, { loading: true });
    if (result.ok) toast(result.message || tc('status.operationSuccessful'));
    onChanged();
  };

  const rowProps = {
    onClose: (p: LeverPosition) => void close(p),
    onStops: (p: LeverPosition, live: string | undefined) => setStopsFor({ position: p, live }),
  };

  let body;
  if (!signedIn) body = <p className="tr-guest-note">{t('orders.guest')}</p>;
  else if (view === 'positions') {
    if (!positions.data) {
      body = positions.failed ? (
        <div className="tr-list-failed">
          <EmptyState text={t('orders.failed')} />
          <button type="button" className="tr-button" onClick={() => void reload()}>
            {tc('action.retry')}
          </button>
        </div>
      ) : (
        <Spinner />
      );
    } else if (positions.data.length === 0) body = <EmptyState text={t('lever.noPositions')} />;
    else
      body = (
        <ul className="tr-orders" aria-label={t('lever.positions')}>
          {positions.data.map((position) => (
            <li key={position.id} className="tr-order">
              {position.status === 'waiting' ? <WaitingRow position={position} {...rowProps} /> : <HoldingRow position={position} {...rowProps} />}
            </li>
          ))}
        </ul>
      );
  } else
    body = (
      <>
        <div className="tr-subtabs">
          <Segmented<Past>
            label={t('lever.history')}
            value={past}
            onChange={setPast}
            options={[
              { value: 'closed', label: t('lever.status.closed') },
              { value: 'cancelled', label: t('lever.status.cancelled') },
            ]}
          />
        </div>
        <OrderList<LeverPosition> orders={history} label={t(`lever.status.${past}`)} renderItem={(p) => <PastRow position={p} />} />
      </>
    );

  return (
    <section className="tr-section" aria-labelledby="tr-lever-orders-title">
      <h2 id="tr-lever-orders-title" className="tr-visually-hidden">
        {t('lever.orders')}
      </h2>
      <Tabs<View>
        label={t('lever.orders')}
        idBase="tr-lever-orders"
        active={view}
        onChange={setView}
        tabs={[
          { key: 'positions', label: positions.data?.length ? `${t('lever.positions')} (${positions.data.length})` : t('lever.positions') },
          { key: 'history', label: t('lever.history') },
        ]}
      />
      <div id="tr-lever-orders-panel" role="tabpanel" aria-labelledby={`tr-lever-orders-${view}`}>
        {body}
      </div>
      {stopsFor ? (
        <StopSheet
          position={stopsFor.position}
          livePrice={stopsFor.live}
          priceDecimals={useTickerStore.getState().bySymbol[stopsFor.position.symbol]?.price_decimals ?? 2}
          onClose={() => setStopsFor(null)}
          onSaved={onChanged}
        />
      ) : null}
    </section>
  );
}
