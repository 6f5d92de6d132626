import { WATCHLIST_MAX } from '@h5/shared/constants';
import { isoTime, type Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { AppError, refusal } from '../../plugins/envelope';
import { deleteWatched, insertWatched, listWatched } from './queries';

export interface WatchlistService {
  list(userId: number): Promise<string[]>;
  /** Stars a listed pair; starring it again changes nothing. */
  add(userId: number, symbol: string): Promise<string[]>;
  remove(userId: number, symbol: string): Promise<string[]>;
  /** A guest's stars, carried over at sign-in: the listed ones join, up to the limit. */
  merge(userId: number, symbols: readonly string[]): Promise<string[]>;
}

export interface WatchlistDeps {
  db: Database;
  clock: Clock;
  /** Whether the market lists a pair (the pairs live in the market module, not in the database). */
  isListed: (symbol: string) => boolean;
}

export function createWatchlistService({ db, clock, isListed }: WatchlistDeps): WatchlistService {
  /** Adds what fits under the limit, in one transaction so two taps cannot pass it together. */
  async function star(userId: number, symbols: readonly string[], refuseOverLimit: boolean): Promise<string[]> {
    return db.transaction(async (tx) => {
      // One writer per user at a time: the count below stays true until the insert.
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const current = await listWatched(tx, userId);
      const fresh = [...new Set(symbols)].filter((symbol) => !current.includes(symbol));
      const room = WATCHLIST_MAX - current.length;
      if (refuseOverLimit && fresh.length > room) throw refusal('trade.watchlistFull', { vars: { max: WATCHLIST_MAX } });
      await insertWatched(tx, userId, fresh.slice(0, Math.max(0, room)), isoTime(clock.now()));
      return listWatched(tx, userId);
    });
  }

  return {
    list: (userId) => listWatched(db, userId),
    async add(userId, symbol) {
      if (!isListed(symbol)) throw new AppError('validation.symbolInvalid');
      return star(userId, [symbol], true);
    },
    async remove(userId, symbol) {
      if (!isListed(symbol)) throw new AppError('validation.symbolInvalid');
      await deleteWatched(db, userId, symbol);
      return listWatched(db, userId);
    },
    // A pair delisted since the guest starred it must not cost them the others.
    merge: (userId, symbols) => star(userId, symbols.filter(isListed), false),
  };
}
