import { useCallback, useState, type ReactNode } from 'react';
import { useQueryTab } from '@h5/shared/router';
import { call, type ApiResult } from '@h5/shared/api';
import { contract, type Position } from '@h5/shared/contract';
import { PagedListView, cacheKey, useLoad, usePagedList } from '@h5/shared/data';
import { PLACEHOLDER, formatAmount, formatDateTime, formatPercent, formatSignedAmount, trendOf } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { pairDecimalsOf, useCurrencyDecimals, usePairDecimals, useTicker } from '@h5/shared/market';
import { BASE_CURRENCY_DECIMALS } from '@h5/shared/constants';
import { toast } from '@h5/shared/toast';
import { EmptyState, LoadState } from '@h5/shared/ui';
import { Segmented } from '../../common/form/Segmented';
import { OrdersSection } from '../../common/orders/OrdersSection';
import { Cell, OrderCard, OrderHead } from '../../common/orders/OrderParts';
import { TickLine } from '../../common/orders/TickLine';
import { useTriggerWatch } from '../../common/orders/useTriggerWatch';
import { useConfirm } from '@h5/shared/ui/confirm';
import { useOnNewKey } from '../../common/useOnNewKey';
import { useContractSize } from './contractSizes';
import { contractTriggerReached } from './contractWatch';
import { StopSheet } from './StopSheet';
import { positionValue, profitAndLoss, returnRateOf } from '@h5/shared/money';

const VIEWS = ['positions', 'history'] as const;
type View = (typeof VIEWS)[number];
type Past = 'closed' | 'cancelled';

/** Open positions are fetched again this often, to show what the server did at TP/SL/liquidation. */
export const POSITIONS_POLL_MS = 5_000;
const OPEN_LIMIT = 50;


const quoteOf = (symbol: string): string => symbol.split('/')[1] ?? '';

/** The places of a position's money figures (margin, fee, value, P/L): its quote currency's. */
const usePositionAmountDecimals = (position: Position): number => useCurrencyDecimals(quoteOf(position.symbol), BASE_CURRENCY_DECIMALS);

function PositionHead({ position, end }: { position: Position; end?: ReactNode }) {
  const { t } = useTranslation('trading');
  return (
    <OrderHead
      tone={position.side === 'long' ? 'up' : 'down'}
      tag={`${t(`contracts.${position.side}`)} ${position.multiple}x`}
      symbol={position.symbol}
      detail={t('common:units.lots', { count: position.lots })}
      end={end}
    />
  );
}

/** Take-profit and stop-loss cells, "--" when not set. */
function StopCells({ position, decimals }: { position: Position; decimals: number }) {
  const { t } = useTranslation('trading');
  return (
    <>
      <Cell label={t('contracts.takeProfit')}>{position.take_profit ? formatAmount(position.take_profit, decimals) : PLACEHOLDER}</Cell>
      <Cell label={t('contracts.stopLoss')}>{position.stop_loss ? formatAmount(position.stop_loss, decimals) : PLACEHOLDER}</Cell>
    </>
  );
}

interface RowProps {
  position: Position;
  onClose: (position: Position) => void;
  onStops: (position: Position) => void;
}

/** An open position, live: current price, profit, market value; TP/SL and close. */
export function HoldingRow({ position, onClose, onStops }: RowProps) {
  const { t } = useTranslation('trading');
  const amountDecimals = usePositionAmountDecimals(position);
  const live = useTicker(position.symbol);
  const decimals = pairDecimalsOf(live).price;
  const size = useContractSize(position.symbol);
  const current = live?.price;
  const profit = size && current ? profitAndLoss({ side: position.side, lots: position.lots, contractSize: size }, position.price, current) : null;
  const value = size && current ? positionValue({ lots: position.lots, contractSize: size }, current) : null;
  const rate = profit ? returnRateOf(profit, position.margin) : null;
  return (
    <OrderCard
      id={position.id}
      kind="contract"
      head={<PositionHead position={position} />}
      footer={
        <>
          {position.open_tick ? <TickLine tick={position.open_tick} label={t('contracts.openedOn')} decimals={decimals} /> : null}
          <div className="tr-order__actions">
            <button type="button" className="tr-button" onClick={() => onStops(position)}>
              {t('contracts.setStops')}
            </button>
            <button type="button" className="tr-button tr-button--danger" onClick={() => onClose(position)}>
              {t('contracts.close')}
            </button>
          </div>
        </>
      }
    >
      <Cell label={t('contracts.openPrice')}>{formatAmount(position.price, decimals)}</Cell>
      <Cell label={t('contracts.currentPrice')} testId="position-current">
        {current ? formatAmount(current, decimals) : PLACEHOLDER}
      </Cell>
      <Cell label={t('contracts.profit', { quote: quoteOf(position.symbol) })} tone={trendOf(profit)} testId="position-profit">
        {profit ? formatSignedAmount(profit, amountDecimals) : PLACEHOLDER}
        {rate ? <small className="tr-order__rate"> ({formatPercent(rate)})</small> : null}
      </Cell>
      <Cell label={t('contracts.marketValue')} testId="position-value">
        {value ? formatAmount(value, amountDecimals) : PLACEHOLDER}
      </Cell>
      <Cell label={t('contracts.margin')}>{formatAmount(position.margin, amountDecimals)}</Cell>
      <Cell label={t('contracts.liquidation')} testId="position-liquidation">
        {position.liquidation_price ? formatAmount(position.liquidation_price, decimals) : PLACEHOLDER}
      </Cell>
      <StopCells position={position} decimals={decimals} />
      <Cell label={t('contracts.feeShort')}>{formatAmount(position.fee, amountDecimals)}</Cell>
    </OrderCard>
  );
}

/** A limit order waiting for its price. */
export function WaitingRow({ position, onClose }: RowProps) {
  const { t } = useTranslation('trading');
  const amountDecimals = usePositionAmountDecimals(position);
  const decimals = usePairDecimals(position.symbol).price;
  const size = useContractSize(position.symbol);
  const value = size ? positionValue({ lots: position.lots, contractSize: size }, position.price) : null;
  return (
    <OrderCard
      id={position.id}
      kind="contract"
      head={<PositionHead position={position} end={<span className="h5-status">{t('contracts.status.waiting')}</span>} />}
      footer={
        <div className="tr-order__actions">
          <button type="button" className="tr-button" onClick={() => onClose(position)}>
            {t('orders.cancel')}
          </button>
        </div>
      }
    >
      <Cell label={t('contracts.entrustedPrice')}>{formatAmount(position.price, decimals)}</Cell>
      <Cell label={t('contracts.entrustedValue')}>{value ? formatAmount(value, amountDecimals) : PLACEHOLDER}</Cell>
      <Cell label={t('contracts.margin')}>{formatAmount(position.margin, amountDecimals)}</Cell>
      <StopCells position={position} decimals={decimals} />
      <Cell label={t('contracts.feeShort')}>{formatAmount(position.fee, amountDecimals)}</Cell>
      <Cell label={t('orders.time')} wide>
        {formatDateTime(position.created_at)}
      </Cell>
    </OrderCard>
  );
}

/** A closed or cancelled order, with the close reason and the tick it closed on. */
export function PastRow({ position }: { position: Position }) {
  const { t } = useTranslation('trading');
  const amountDecimals = usePositionAmountDecimals(position);
  const decimals = usePairDecimals(position.symbol).price;
  const closed = position.status === 'closed';
  const reason = closed && position.close_reason ? t(`contracts.reason.${position.close_reason}`) : t(`contracts.status.${position.status}`);
  return (
    <OrderCard
      id={position.id}
      kind="contract"
      head={
        <PositionHead
          position={position}
          end={
            <span className={`h5-status tr-status--${position.close_reason ?? position.status}`} data-testid="position-reason">
              {reason}
            </span>
          }
        />
      }
      footer={closed && position.close_tick ? <TickLine tick={position.close_tick} label={t('contracts.closedOn')} decimals={decimals} /> : null}
    >
      <Cell label={closed ? t('contracts.openPrice') : t('contracts.entrustedPrice')}>{formatAmount(position.price, decimals)}</Cell>
      {closed ? (
        <>
          <Cell label={t('contracts.closePrice')}>{position.close_price ? formatAmount(position.close_price, decimals) : PLACEHOLDER}</Cell>
          <Cell label={t('contracts.profit', { quote: quoteOf(position.symbol) })} tone={trendOf(position.profit)} testId="position-closed-profit">
            {position.profit ? formatSignedAmount(position.profit, amountDecimals) : PLACEHOLDER}
          </Cell>
        </>
      ) : null}
      <Cell label={t('contracts.margin')}>{formatAmount(position.margin, amountDecimals)}</Cell>
      <StopCells position={position} decimals={decimals} />
      <Cell label={t('contracts.feeShort')}>{formatAmount(position.fee, amountDecimals)}</Cell>
      <Cell label={closed ? t('contracts.closedAt') : t('orders.time')} wide>
        {formatDateTime(position.closed_at ?? position.created_at)}
      </Cell>
    </OrderCard>
  );
}

interface ContractOrdersProps {
  signedIn: boolean;
  refreshKey: number;
  /** A position closed or changed here: balances are fetched again. */
  onChanged: () => void;
}

async function openPositions(): Promise<ApiResult<Position[]>> {
  const [holding, waiting] = await Promise.all([
    call(contract.contracts.positions, { status: 'holding', page: 1, limit: OPEN_LIMIT }, { silent: true }),
    call(contract.contracts.positions, { status: 'waiting', page: 1, limit: OPEN_LIMIT }, { silent: true }),
  ]);
  if (!holding.ok) return holding;
  if (!waiting.ok) return waiting;
  return { ok: true, message: '', data: [...holding.data.list, ...waiting.data.list] };
}

/** Positions (open, and limit orders waiting to open) and the history of closed and cancelled ones. */
export function ContractOrders({ signedIn, refreshKey, onChanged }: ContractOrdersProps) {
  const { t } = useTranslation('trading');
  const { t: tc } = useTranslation('common');
  const confirm = useConfirm();
  const [view, setView] = useQueryTab(VIEWS, 'positions');
  const [past, setPast] = useState<Past>('closed');
  const [stopsFor, setStopsFor] = useState<Position | null>(null);

  const positions = useLoad(cacheKey(contract.contracts.positions, { open: true }), openPositions, { enabled: signedIn && view === 'positions' });
  const { reload } = positions;
  const history = usePagedList(
    cacheKey(contract.contracts.positions, { status: past }),
    (page, limit) => call(contract.contracts.positions, { status: past, page, limit }, { silent: true }),
    { enabled: signedIn && view === 'history' },
  );
  const { refresh: refreshHistory } = history;

  const refreshBoth = useCallback(() => {
    void reload();
    void refreshHistory();
  }, [reload, refreshHistory]);
  useOnNewKey(refreshKey, refreshBoth);

  useTriggerWatch({
    items: view === 'positions' ? (positions.data ?? []) : [],
    reached: contractTriggerReached,
    onReached: onChanged,
    poll: reload,
    pollMs: POSITIONS_POLL_MS,
  });

  const close = async (position: Position) => {
    const waiting = position.status === 'waiting';
    if (!(await confirm({ content: waiting ? t('orders.cancelConfirm') : t('contracts.closeConfirm') }))) return;
    const result = await call(contract.contracts.close, { id: position.id }, { loading: true });
    if (result.ok) toast(result.message || tc('status.operationSuccessful'));
    onChanged();
  };

  const rowProps = {
    onClose: (p: Position) => void close(p),
    onStops: setStopsFor,
  };

  let body;
  if (view === 'positions') {
    if (!positions.data) {
      body = <LoadState failed={positions.failed} failedText={t('orders.failed')} onRetry={() => void reload()} />;
    } else if (positions.data.length === 0) body = <EmptyState text={t('contracts.noPositions')} />;
    else
      body = (
        <ul className="tr-orders" aria-label={t('contracts.positions')}>
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
            label={t('contracts.history')}
            value={past}
            onChange={setPast}
            options={[
              { value: 'closed', label: t('contracts.status.closed') },
              { value: 'cancelled', label: t('contracts.status.cancelled') },
            ]}
          />
        </div>
        <PagedListView
          list={history}
          label={t(`contracts.status.${past}`)}
          failedText={t('orders.failed')}
          className="tr-orders"
          itemClassName="tr-order"
          renderItem={(p) => <PastRow position={p} />}
        />
      </>
    );

  return (
    <OrdersSection<View>
      idBase="tr-contract-orders"
      title={t('contracts.orders')}
      titleHidden
      active={view}
      onChange={setView}
      tabs={[
        { key: 'positions', label: positions.data?.length ? `${t('contracts.positions')} (${positions.data.length})` : t('contracts.positions') },
        { key: 'history', label: t('contracts.history') },
      ]}
      signedIn={signedIn}
    >
      {body}
      {stopsFor ? <StopSheet position={stopsFor} onClose={() => setStopsFor(null)} onSaved={onChanged} /> : null}
    </OrdersSection>
  );
}
