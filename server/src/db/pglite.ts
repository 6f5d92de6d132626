import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { checkedSchema, type Database, type Queryable, type Row, withAfterCommit } from './database';

const MEMORY = 'memory://';

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<T = Row>(sql: string, params: readonly unknown[] = []) {
      return (await target.query<T>(sql, [...params])).rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** The embedded database: a folder on disk that survives restarts, or `memory://`. */
export async function openPglite(dataDir: string, schema: string | null): Promise<Database> {
  if (!dataDir.startsWith(MEMORY)) await mkdir(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir);
  if (schema) await pg.exec(`SET search_path TO ${checkedSchema(schema)}`);
  return {
    kind: 'pglite',
    ...queryable(pg),
    transaction: (fn) => withAfterCommit((body) => pg.transaction((tx) => body(queryable(tx))), fn),
    // One process, one connection: never lost while open, and closed with the database.
    reserve: async () => ({ ...queryable(pg), lost: new Promise<void>(() => undefined), release: async () => undefined }),
    close: () => pg.close(),
  };
}
