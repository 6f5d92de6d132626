/**
 * The orders bench's check after a run, bundled with the server's sources (bench/lib/server-core):
 * the ledger invariant of the database the server wrote to, once it has stopped.
 */
import { openDatabase } from '../../server/src/db/open';
import { ledgerMismatches } from '../../server/src/modules/ledger/queries';

/** Where the server's database is: PGlite's folder, or a PostgreSQL schema. */
export type DatabasePlace = { dataDir: string } | { databaseUrl: string; databaseSchema: string };

/** Balances that are not the sum of their ledger entries, or entries whose running totals are wrong: 0 when the invariant holds. */
export async function ledgerBroken(where: DatabasePlace): Promise<number> {
  const db = await openDatabase('dataDir' in where ? { dataDir: where.dataDir, databaseUrl: null, databaseSchema: null } : { ...where, dataDir: '' });
  try {
    return await ledgerMismatches(db);
  } finally {
    await db.close();
  }
}
