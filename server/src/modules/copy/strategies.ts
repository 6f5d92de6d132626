/**
 * The leads' strategies: what each trades and when, as pure functions of the pair's recent
 * 30-minute closes and the live price. The same function decides a live tick and each bar of the
 * replayed history, so a lead's record is what its rules did. Signals are read in floating point
 * (they only compare prices); sizes, margins, fees and P/L come from the kernel's decimal formulas.
 */
import type { CopyRisk, CopyStrategy, Decimal } from '@h5/shared/contract';
import type { PositionSide } from '@h5/shared/money';

export type Signal = PositionSide | 'close' | null;

export interface Strategy {
  key: CopyStrategy;
  risk: CopyRisk;
  symbols: readonly string[];
  multiple: number;
  /** Share of the lead's book equity put up as margin for one position. */
  marginShare: Decimal;
  /** The position's own stop-loss, this far (percent) from its open price. */
  stopLossPercent: Decimal;
  /** Completed 30-minute closes the signal reads. */
  bars: number;
  /** What to do at `price`, given the last `bars` closes (oldest first) and the side held, if any. */
  signal(closes: readonly number[], price: number, holding: PositionSide | null): Signal;
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const deviation = (values: readonly number[], average: number) => Math.sqrt(mean(values.map((value) => (value - average) ** 2)));

/** Trend following on BTC: in when the price leaves its 24-hour average by 1.5 %, out when it comes back within 0.5 %. */
const trend: Strategy = {
  key: 'trend',
  risk: 'low',
  symbols: ['BTC/USDT'],
  multiple: 5,
  marginShare: '0.3',
  stopLossPercent: '3',
  bars: 48,
  signal(closes, price, holding) {
    const average = mean(closes);
    if (holding === 'long') return price < average * 1.005 ? 'close' : null;
    if (holding === 'short') return price > average * 0.995 ? 'close' : null;
    if (price > average * 1.015) return 'long';
    if (price < average * 0.985) return 'short';
    return null;
  },
};

/** Mean reversion on ETH: against a move of two standard deviations from the 12-hour average, out near the average. */
const reversion: Strategy = {
  key: 'reversion',
  risk: 'medium',
  symbols: ['ETH/USDT'],
  multiple: 10,
  marginShare: '0.2',
  stopLossPercent: '4',
  bars: 24,
  signal(closes, price, holding) {
    const average = mean(closes);
    const spread = deviation(closes, average);
    if (spread === 0) return null;
    const z = (price - average) / spread;
    if (holding === 'long') return z >= -0.25 ? 'close' : null;
    if (holding === 'short') return z <= 0.25 ? 'close' : null;
    if (z < -2) return 'long';
    if (z > 2) return 'short';
    return null;
  },
};

/** Breakouts on three pairs at high leverage: in past the 12-hour high or low, out when the price falls back to its 6-hour average. */
const breakout: Strategy = {
  key: 'breakout',
  risk: 'high',
  symbols: ['SOL/USDT', 'BNB/USDT', 'DOGE/USDT'],
  multiple: 20,
  marginShare: '0.1',
  stopLossPercent: '2',
  bars: 24,
  signal(closes, price, holding) {
    const recent = mean(closes.slice(-12));
    if (holding === 'long') return price < recent ? 'close' : null;
    if (holding === 'short') return price > recent ? 'close' : null;
    if (price > Math.max(...closes) * 1.003) return 'long';
    if (price < Math.min(...closes) * 0.997) return 'short';
    return null;
  },
};

/** A careful one on BTC: long only, at low leverage, and only in a strong rise (4 % over its 2-day average). */
const careful: Strategy = {
  key: 'careful',
  risk: 'low',
  symbols: ['BTC/USDT'],
  multiple: 3,
  marginShare: '0.25',
  stopLossPercent: '5',
  bars: 96,
  signal(closes, price, holding) {
    const average = mean(closes);
    if (holding === 'long') return price < average * 1.01 ? 'close' : null;
    if (holding === 'short') return 'close';
    return price > average * 1.04 ? 'long' : null;
  },
};

export const STRATEGIES: Readonly<Record<CopyStrategy, Strategy>> = { trend, reversion, breakout, careful };
