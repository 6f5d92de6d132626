import type { AppConfig } from '../config';
import type { Database } from './database';
import { migrate, migrationsDigest } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** The configured database, migrated to the latest schema. */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'databaseSchema'> & Partial<Pick<AppConfig, 'databasePoolSize'>>,
): Promise<Database> {
  const db = config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databaseSchema, config.databasePoolSize)
    : await openPglite(config.dataDir, config.databaseSchema, {
        key: `${await migrationsDigest()}-${config.databaseSchema ?? 'public'}`,
        prepare: async (fresh) => void (await migrate(fresh, config.databaseSchema)),
      });
  try {
    await migrate(db, config.databaseSchema);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
