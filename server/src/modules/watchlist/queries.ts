import type { IsoTime, Queryable } from '../../db/database';

/** The user's starred pairs, newest star first. */
export async function listWatched(db: Queryable, userId: number): Promise<string[]> {
  const rows = await db.query<{ symbol: string }>('SELECT symbol FROM watchlist WHERE user_id = $1 ORDER BY created_at DESC, symbol', [userId]);
  return rows.map((row) => row.symbol);
}

/**
 * Stars each of `symbols` (newest first) not starred yet; a star already there keeps its time.
 * Each is a millisecond older than the one before it, so the list keeps the order it came in.
 */
export async function insertWatched(db: Queryable, userId: number, symbols: readonly string[], at: IsoTime): Promise<void> {
  if (!symbols.length) return;
  await db.query(
    `INSERT INTO watchlist (user_id, symbol, created_at)
     SELECT $1, s.symbol, $3::timestamptz - (s.n - 1) * interval '1 millisecond' FROM unnest($2::text[]) WITH ORDINALITY AS s (symbol, n)
     ON CONFLICT (user_id, symbol) DO NOTHING`,
    [userId, symbols, at],
  );
}

export async function deleteWatched(db: Queryable, userId: number, symbol: string): Promise<void> {
  await db.query('DELETE FROM watchlist WHERE user_id = $1 AND symbol = $2', [userId, symbol]);
}
