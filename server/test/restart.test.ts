import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DepositTarget, SignedIn } from '@h5/shared/contract';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open';
import { login, registerAccount, type Registered } from './support/accounts';
import { call, databases, dropSchema, freshSchema, startServer, type TestDatabase, type TestServer } from './support/server';

const migrationFiles = async () => (await readdir(path.join(__dirname, '../src/db/migrations'))).filter((name) => name.endsWith('.sql')).sort();

/** Where one server's data lives, so a second server can open the same data. */
async function placeFor(database: TestDatabase): Promise<{ overrides: { dataDir: string; databaseSchema: string | null }; cleanUp(): Promise<void> }> {
  if (database.url) return { overrides: { dataDir: 'memory://', databaseSchema: freshSchema() }, cleanUp: async () => undefined };
  const dataDir = await mkdtemp(path.join(tmpdir(), 'h5-pglite-'));
  return { overrides: { dataDir, databaseSchema: null }, cleanUp: () => rm(dataDir, { recursive: true, force: true }) };
}

describe.each(databases)('restart on $name', (database) => {
  it('keeps accounts and deposit addresses across a restart and migrates only once', async () => {
    const place = await placeFor(database);
    const depositAddress = async (server: TestServer, registered: Registered) =>
      (await call<DepositTarget>(server, 'wallet/get_in_address', { body: { currency_id: 3 }, token: await login(server, registered) })).body.data;
    try {
      const first = await startServer(database, place.overrides);
      const registered = await registerAccount(first);
      const address = await depositAddress(first, registered);
      await first.close({ keepData: true });

      const second = await startServer(database, place.overrides);
      try {
        const { body } = await call<SignedIn>(second, 'user/login', { body: registered.form });
        expect(body.code).toBe(1);
        expect(body.data.user.id).toBe(registered.user.id);
        expect(await depositAddress(second, registered)).toEqual(address);
        expect(await migrate(second.built.db, place.overrides.databaseSchema)).toEqual([]);
        const applied = await second.built.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
        expect(applied.map((row) => row.name)).toEqual(await migrationFiles());
      } finally {
        await second.close();
      }
    } finally {
      await place.cleanUp();
    }
  });

  // Two processes starting together on one PostgreSQL database: the advisory lock lets one migrate.
  (database.url ? it : it.skip)('migrates once when two servers start at the same time', async () => {
    const settings = { databaseUrl: database.url, dataDir: 'memory://', databaseSchema: freshSchema() };
    const both = await Promise.all([openDatabase(settings), openDatabase(settings)]);
    try {
      const [row] = await both[0].query<{ count: number }>('SELECT count(*)::int AS count FROM schema_migrations');
      expect(row?.count).toBe((await migrationFiles()).length);
    } finally {
      await Promise.all(both.map((db) => db.close()));
      await dropSchema(database.url as string, settings.databaseSchema);
    }
  });
});
