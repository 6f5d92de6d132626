import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

function database(pg: PGlite): Database {
  return {
    kind: 'pglite',
    ...queryable(pg),
    transaction: (fn) => withAfterCommit((body) => pg.transaction((tx) => body(queryable(tx))), fn),
    // One process, one connection: never lost while open, and closed with the database.
    reserve: async () => ({ ...queryable(pg), lost: new Promise<void>(() => undefined), release: async () => undefined }),
    close: () => pg.close(),
  };
}

async function withSchema(pg: PGlite, schema: string | null): Promise<PGlite> {
  if (schema) await pg.exec(`SET search_path TO ${checkedSchema(schema)}`);
  return pg;
}

/** How a new database is readied (the migrations), and the name of what that makes. */
export interface Preparation {
  key: string;
  prepare(db: Database): Promise<void>;
}

/** Where prepared new databases are kept, one file per preparation. */
const SNAPSHOTS = path.join(tmpdir(), 'h5-pglite-snapshots');
/** A snapshot unused this long is of a schema since changed (about 40 MB each): it is removed. */
const SNAPSHOT_UNUSED_MS = 7 * 24 * 3600_000;

async function pruneSnapshots(): Promise<void> {
  for (const name of await readdir(SNAPSHOTS).catch(() => [] as string[])) {
    const file = path.join(SNAPSHOTS, name);
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Date.now() }));
    if (Date.now() - mtimeMs > SNAPSHOT_UNUSED_MS) await rm(file, { force: true });
  }
}

/**
 * A new database: from the snapshot of one prepared the same way when there is one (initdb and
 * the migrations are 3-5 s of a start, loading the snapshot about 1 s), else made and prepared,
 * and its snapshot kept for the next. The snapshot is written whole or not at all; one that no
 * longer loads (another PostgreSQL inside PGlite) is made again.
 */
async function openNew(dataDir: string, schema: string | null, preparation: Preparation): Promise<PGlite> {
  const file = path.join(SNAPSHOTS, `${preparation.key}.tar`);
  const saved = await readFile(file).catch(() => null);
  if (saved) {
    try {
      const pg = await withSchema(await PGlite.create(dataDir, { loadDataDir: new Blob([saved]) }), schema);
      await utimes(file, new Date(), new Date()).catch(() => undefined);
      return pg;
    } catch {
      await rm(file, { force: true });
      if (!dataDir.startsWith(MEMORY)) await rm(dataDir, { recursive: true, force: true }).then(() => mkdir(dataDir, { recursive: true }));
    }
  }
  const pg = await withSchema(await PGlite.create(dataDir), schema);
  try {
    await preparation.prepare(database(pg));
  } catch (error) {
    await pg.close();
    throw error;
  }
  const snapshot = Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer());
  await pruneSnapshots();
  await mkdir(SNAPSHOTS, { recursive: true });
  const partial = `${file}.${process.pid}.${Date.now()}`;
  await writeFile(partial, snapshot);
  await rename(partial, file);
  return pg;
}

/** The embedded database: a folder on disk that survives restarts, or `memory://`. */
export async function openPglite(dataDir: string, schema: string | null, preparation: Preparation): Promise<Database> {
  if (!dataDir.startsWith(MEMORY)) await mkdir(dataDir, { recursive: true });
  const isNew = dataDir.startsWith(MEMORY) || !existsSync(path.join(dataDir, 'PG_VERSION'));
  return database(isNew ? await openNew(dataDir, schema, preparation) : await withSchema(await PGlite.create(dataDir), schema));
}
