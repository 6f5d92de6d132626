/**
 * A lead's figures, read from what it did: its closed positions (P/L and fees) and its contract
 * account's balance after each ledger entry (book equity: realised, with open positions at their
 * margin). Percentages are two places, toward zero.
 *
 *   ROI            = P/L closed in the window less their fees / equity at the window's start x 100
 *   max drawdown   = the deepest (peak - equity) / peak x 100 of the daily equity curve in the window
 *   win rate       = positions closed in the window that made money after fees / positions closed x 100
 *   followers' ROI = (their mirrors' P/L less fees closed in the window - profit share paid in it)
 *                    / what the follows active in the window had invested x 100
 */
import type { CopyPerformance, CopyWindow, Decimal } from '@h5/shared/contract';
import { DAY_MS } from '@h5/shared/constants';
import { compareDecimal, divideTo, mulDecimal, subDecimal, sumDecimals } from '@h5/shared/money';

export const WINDOWS: readonly CopyWindow[] = [7, 30, 90];

const percent = (part: Decimal, whole: Decimal): Decimal => (compareDecimal(whole, '0') > 0 ? divideTo(mulDecimal(part, '100'), whole, 2, 'down') : '0');

/** The balance after each entry, oldest first: the equity at `time` is the last entry at or before it. */
export type EquityEntries = ReadonlyArray<{ time: number; equity: Decimal }>;

export function equityAt(entries: EquityEntries, time: number): Decimal | null {
  let found: Decimal | null = null;
  for (const entry of entries) {
    if (entry.time > time) break;
    found = entry.equity;
  }
  return found;
}

/** The equity at each day's end (UTC) from `from`, then now: the profile's curve. */
export function dailyCurve(entries: EquityEntries, from: number, now: number): Array<{ time: number; equity: Decimal }> {
  const curve: Array<{ time: number; equity: Decimal }> = [];
  for (let day = Math.ceil(from / DAY_MS) * DAY_MS; day < now; day += DAY_MS) {
    const equity = equityAt(entries, day);
    if (equity !== null) curve.push({ time: day / 1000, equity });
  }
  const last = equityAt(entries, now);
  if (last !== null) curve.push({ time: Math.floor(now / 1000), equity: last });
  return curve;
}

export function maxDrawdown(points: ReadonlyArray<{ equity: Decimal }>): Decimal {
  let peak: Decimal | null = null;
  let deepest = '0';
  for (const { equity } of points) {
    if (peak === null || compareDecimal(equity, peak) > 0) peak = equity;
    const fall = percent(subDecimal(peak, equity), peak);
    if (compareDecimal(fall, deepest) > 0) deepest = fall;
  }
  return deepest;
}

/** One window's figures of a lead. */
export function performanceOver(
  days: CopyWindow,
  now: number,
  lead: { entries: EquityEntries; closed: ReadonlyArray<{ time: number; profit: Decimal; fee: Decimal }> },
  followers: { invested: Decimal; net: Decimal } | undefined,
): CopyPerformance {
  const from = now - days * DAY_MS;
  const closed = lead.closed.filter((trade) => trade.time >= from);
  const nets = closed.map((trade) => subDecimal(trade.profit, trade.fee));
  const pnl = sumDecimals(nets);
  // Before the record starts, the equity is the starting capital: the first entry.
  const start = equityAt(lead.entries, from) ?? lead.entries[0]?.equity ?? '0';
  const curve = [{ equity: start }, ...dailyCurve(lead.entries, from, now)];
  return {
    days,
    roi: percent(pnl, start),
    pnl,
    max_drawdown: maxDrawdown(curve),
    win_rate: closed.length === 0 ? null : percent(String(nets.filter((net) => compareDecimal(net, '0') > 0).length), String(closed.length)),
    trades: closed.length,
    follower_roi: followers && compareDecimal(followers.invested, '0') > 0 ? percent(followers.net, followers.invested) : null,
  };
}
