import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { checkedSchema, type Database } from './database';

/** Beside this file in the sources, beside `main.js` in the bundle (build.mjs copies them). */
const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

const MIGRATION_FILE = /^(\d{3,})_[\w-]+\.sql$/;

const migrationFiles = async () => (await readdir(MIGRATIONS_DIR)).filter((name) => MIGRATION_FILE.test(name)).sort();

/** Names the schema the migrations make: a digest of every file's name and text. */
export async function migrationsDigest(): Promise<string> {
  const hash = createHash('sha256');
  for (const name of await migrationFiles()) hash.update(`${name}\0${await readFile(path.join(MIGRATIONS_DIR, name), 'utf8')}\0`);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Applies the numbered `.sql` files not yet recorded in `schema_migrations`, in order, in one
 * transaction. An advisory lock makes a second process starting at the same time wait, then
 * find nothing left to do.
 */
export async function migrate(db: Database, schema: string | null): Promise<string[]> {
  const files = await migrationFiles();
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('h5-server-migrations'))`);
    if (schema) await tx.exec(`CREATE SCHEMA IF NOT EXISTS ${checkedSchema(schema)}`);
    await tx.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         name text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const done = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name));
    const applied: string[] = [];
    for (const name of files.filter((file) => !done.has(file))) {
      await tx.exec(await readFile(path.join(MIGRATIONS_DIR, name), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      applied.push(name);
    }
    return applied;
  });
}
