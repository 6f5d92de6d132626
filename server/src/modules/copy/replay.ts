/**
 * A lead's track record at first start: its strategy run over the simulator's seeded 30-minute
 * history, bar by bar, on the contract engine's own formulas (margin, fee, liquidation, payout,
 * what a stop or a liquidation closes at). Pure and deterministic: the same seed gives the same
 * history, the same trades and the same profile. A bar's close is the tick it acts on, as a live
 * tick is; a position still open at the end is carried on live.
 */
import type { Decimal } from '@h5/shared/contract';
import { addDecimal, compareDecimal, divideTo, feeOf, liquidationPrice, marginOf, mulDecimal, payoutOf, profitAndLoss, roundTo, subDecimal, type PositionSide } from '@h5/shared/money';
import { triggerAt, type CloseReason } from '../contracts/service';
import type { Signal, Strategy } from './strategies';

/** A pair as the replay trades it. */
export interface ReplayPair {
  symbol: string;
  contractSize: Decimal;
  priceDecimals: number;
  /** Completed 30-minute bars, oldest first: `time` the bar's end in ms, `close` its close in the pair's places. */
  bars: ReadonlyArray<{ time: number; close: Decimal }>;
}

export interface ReplayTerms {
  capital: Decimal;
  /** The settlement currency's places. */
  decimals: number;
  feeRate: Decimal;
  maintenanceRate: Decimal;
  /** Bars ending before this (ms) are only read, never traded on. */
  from: number;
}

export interface ReplayedTrade {
  symbol: string;
  side: PositionSide;
  lots: number;
  multiple: number;
  contractSize: Decimal;
  price: Decimal;
  margin: Decimal;
  fee: Decimal;
  liquidationPrice: Decimal | null;
  stopLoss: Decimal;
  /** The lead's book equity just before it opened: what follows size on. */
  equity: Decimal;
  openTime: number;
  close: { time: number; price: Decimal; reason: CloseReason; payout: Decimal; profit: Decimal } | null;
}

/** The size a lead opens at `price`: its margin share of `equity`, times the multiple, in whole lots. */
export function leadLots(strategy: Strategy, equity: Decimal, price: Decimal, contractSize: Decimal): number {
  const value = mulDecimal(mulDecimal(equity, strategy.marginShare), String(strategy.multiple));
  return Number(divideTo(value, mulDecimal(price, contractSize), 0, 'floor'));
}

/** The stop-loss a lead's position opens with: `stopLossPercent` from the price, on the losing side, at the pair's places. */
export function leadStopLoss(strategy: Strategy, side: PositionSide, price: Decimal, priceDecimals: number): Decimal {
  const distance = mulDecimal(price, mulDecimal(strategy.stopLossPercent, '0.01'));
  return side === 'long' ? roundTo(subDecimal(price, distance), priceDecimals, 'floor') : roundTo(addDecimal(price, distance), priceDecimals, 'ceil');
}

/** What the strategy did over the bars from `terms.from`, with its account's money as the engine would have moved it. */
export function replayStrategy(strategy: Strategy, pairs: readonly ReplayPair[], terms: ReplayTerms): ReplayedTrade[] {
  let available = terms.capital;
  let frozen = '0';
  const trades: ReplayedTrade[] = [];
  const open = new Map<string, ReplayedTrade>();
  // Every pair's bars on one timeline: the bars of one time are taken in the pairs' order.
  const steps = pairs
    .flatMap((pair) => pair.bars.map((bar, index) => ({ pair, index, time: bar.time })))
    .filter((step) => step.time >= terms.from && step.index >= strategy.bars)
    .sort((a, b) => a.time - b.time || pairs.indexOf(a.pair) - pairs.indexOf(b.pair));

  const close = (trade: ReplayedTrade, time: number, price: Decimal, reason: CloseReason) => {
    const payout = payoutOf(trade.margin, profitAndLoss(trade, trade.price, price), terms.decimals);
    trade.close = { time, price, reason, payout, profit: subDecimal(payout, trade.margin) };
    available = addDecimal(available, payout);
    frozen = subDecimal(frozen, trade.margin);
    open.delete(trade.symbol);
  };

  for (const { pair, index, time } of steps) {
    const { close: price } = pair.bars[index] as { close: Decimal };
    const holding = open.get(pair.symbol);
    if (holding) {
      // The engine's own stop and liquidation first, on this tick.
      const reason = triggerAt({ side: holding.side, take_profit: null, stop_loss: holding.stopLoss, liquidation_price: holding.liquidationPrice }, price);
      if (reason) {
        close(holding, time, price, reason);
        continue;
      }
    }
    const closes = pair.bars.slice(index - strategy.bars, index).map((bar) => Number(bar.close));
    const signal: Signal = strategy.signal(closes, Number(price), holding?.side ?? null);
    if (holding) {
      if (signal === 'close') close(holding, time, price, 'manual');
      continue;
    }
    if (signal !== 'long' && signal !== 'short') continue;
    const equity = addDecimal(available, frozen);
    const lots = leadLots(strategy, equity, price, pair.contractSize);
    if (lots < 1) continue;
    const size = { lots, contractSize: pair.contractSize, multiple: strategy.multiple, feeRate: terms.feeRate };
    const margin = marginOf(size, price, terms.decimals);
    const fee = feeOf(size, price, terms.decimals);
    if (compareDecimal(addDecimal(margin, fee), available) > 0) continue;
    const trade: ReplayedTrade = {
      symbol: pair.symbol,
      side: signal,
      lots,
      multiple: strategy.multiple,
      contractSize: pair.contractSize,
      price,
      margin,
      fee,
      liquidationPrice: liquidationPrice({ ...size, side: signal, maintenanceRate: terms.maintenanceRate }, price, margin, pair.priceDecimals),
      stopLoss: leadStopLoss(strategy, signal, price, pair.priceDecimals),
      equity,
      openTime: time,
      close: null,
    };
    available = subDecimal(available, addDecimal(margin, fee));
    frozen = addDecimal(frozen, margin);
    open.set(pair.symbol, trade);
    trades.push(trade);
  }
  return trades;
}
