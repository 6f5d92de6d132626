import type { Decimal } from '@h5/shared/contract';
import type { Queryable } from '../../db/database';

/**
 * One tick of the shared price (modules/settlement/prices.ts): the price every process settles
 * on. `units` is the same price in whole ticks of the pair.
 */
export interface SharedTick {
  symbol: string;
  /** Milliseconds since the epoch (the publisher's clock). */
  time: number;
  price: Decimal;
  units: number;
  /** "simulator", or the exchange's id. */
  source: string;
  /** The source's own time of the price (an exchange's timestamp). */
  sourceTime: number;
}

/**
 * Keeps ticks in `price_ticks` (once each; a tick already there is left alone), so the orders
 * and positions settled on them can reference them. Sorted, so two transactions inserting the
 * same ticks queue in one order and never deadlock.
 */
export async function recordTicks(db: Queryable, ticks: readonly SharedTick[]): Promise<void> {
  if (ticks.length === 0) return;
  const sorted = [...ticks].sort((a, b) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : a.time - b.time));
  await db.query(
    `INSERT INTO price_ticks (symbol, time_ms, price, source, source_time_ms)
     SELECT * FROM unnest($1::text[], $2::bigint[], $3::numeric[], $4::text[], $5::bigint[])
     ON CONFLICT (symbol, time_ms) DO NOTHING`,
    [
      sorted.map((tick) => tick.symbol),
      sorted.map((tick) => tick.time),
      sorted.map((tick) => tick.price),
      sorted.map((tick) => tick.source),
      sorted.map((tick) => tick.sourceTime),
    ],
  );
}

/**
 * Records a tick at most once per process (outside any transaction, so no order's transaction
 * ever waits on another's tick row): the first order of a tick writes it, the rest find it known.
 */
export function tickRecorder(db: Queryable): (tick: SharedTick) => Promise<void> {
  // Orders arriving together on a new tick share its one write (a failed one is tried again).
  const recorded = new Map<string, { time: number; written: Promise<void> }>();
  return (tick) => {
    const known = recorded.get(tick.symbol);
    if (known?.time === tick.time) return known.written;
    const written = recordTicks(db, [tick]);
    recorded.set(tick.symbol, { time: tick.time, written });
    written.catch(() => {
      if (recorded.get(tick.symbol)?.written === written) recorded.delete(tick.symbol);
    });
    return written;
  };
}
