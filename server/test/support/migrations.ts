import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { migrate, migrationsDigest } from '../../src/db/migrate';
import { openPglite } from '../../src/db/pglite';
import type { Database } from '../../src/db/database';

const MIGRATIONS = path.join(__dirname, '../../src/db/migrations');

/**
 * An in-memory database with every migration before `file` applied: a test writes rows as they
 * were before it, then `migrate(db, null)` applies `file` and the ones after it. The runner
 * applies what `schema_migrations` does not list, so those are listed while the rest run.
 */
export async function databaseBefore(file: string): Promise<Database> {
  const later = (await readdir(MIGRATIONS)).filter((name) => name.endsWith('.sql') && name >= file);
  return openPglite('memory://', null, {
    key: `${await migrationsDigest()}-before-${file}`,
    async prepare(db) {
      await db.exec('CREATE TABLE schema_migrations (name text PRIMARY KEY)');
      await db.query('INSERT INTO schema_migrations (name) SELECT unnest($1::text[])', [later]);
      await migrate(db, null);
      await db.query('DELETE FROM schema_migrations WHERE name = ANY($1::text[])', [later]);
    },
  });
}
