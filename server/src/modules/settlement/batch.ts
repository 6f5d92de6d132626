import type { Database, Queryable, Transaction } from '../../db/database';

/** Rows claimed per transaction. */
export const SETTLE_BATCH = 100;
/** Batches per job and tick at most, so one busy job cannot hold a round up for long. */
const MAX_BATCHES = 50;

/**
 * Settles work in batches, each in its own transaction: `claim` locks due rows with
 * `FOR UPDATE SKIP LOCKED` (rows another process or request holds are left to it), `settle`
 * moves their status on and their money through the ledger in the same transaction. A row is
 * therefore settled once, by whoever claimed it, whatever else runs. Returns how many were settled.
 */
export async function settleInBatches<R>(
  db: Database,
  claim: (tx: Queryable, limit: number) => Promise<R[]>,
  settle: (tx: Transaction, rows: R[]) => Promise<void>,
): Promise<number> {
  let total = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const count = await db.transaction(async (tx) => {
      const rows = await claim(tx, SETTLE_BATCH);
      if (rows.length > 0) await settle(tx, rows);
      return rows.length;
    });
    total += count;
    if (count < SETTLE_BATCH) break;
  }
  return total;
}

/** The ticks as the arrays `unnest($1::text[], $2::numeric[], $3::bigint[])` takes (symbol, price, time). */
export const tickArrays = (ticks: ReadonlyArray<{ symbol: string; price: string; time: number }>): [string[], string[], number[]] => [
  ticks.map((tick) => tick.symbol),
  ticks.map((tick) => tick.price),
  ticks.map((tick) => tick.time),
];
