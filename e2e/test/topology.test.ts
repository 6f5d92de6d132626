/**
 * The production shape on one machine (e2e/lib/topology.ts): Debian's nginx as the gateway with
 * the repo's own config, the static images' nginx, two server processes in production mode on
 * one PostgreSQL schema with Redis. Through the gateway: the app in Chromium, signed in, ticks
 * over the websocket upgrade; the security headers; orders from several clients through both
 * processes; a rate limit reached half through each; then one process killed (-9) under load:
 * the page reconnects to the other, every acknowledged order is there, none settled twice, and
 * every balance equals its ledger. Skipped, with a notice, where nginx, PostgreSQL or Redis are
 * missing (`npm test` installs nginx on demand, as it does Chromium).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import pg from 'pg';
import { contract, type SpotPlaced } from '@h5/shared/contract';
import { REMOTE_ENTRY_FILE, defaultRemoteEntry } from '@h5/shared/constants';
import { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from '@h5/shared/security';
import commonEn from '../../shared/src/i18n/common/en';
import { ledgerMismatches } from '../../server/src/modules/ledger/queries';
import { redisAnswers, TEST_REDIS_URL as REDIS_URL } from '../../server/test/support/redis';
import { callAt } from '../lib/api';
import { openPhone } from '../lib/browser';
import { APP_DIST } from '../lib/paths';
import { signIn, useApp } from '../lib/fixture';
import { NGINX, startTopology, type Topology } from '../lib/topology';
import { deposit, newTrader, PASSWORD, type Trader } from '../lib/trader';

const DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = `topology_${process.pid}_${Date.now()}`;
const PAIR = 'BTC/USDT';

/** Why the test cannot run here, or null. */
async function missing(): Promise<string | null> {
  if (!existsSync(NGINX)) return `no nginx at ${NGINX}`;
  const client = new pg.Client({ connectionString: DATABASE_URL });
  try {
    await client.connect();
  } catch {
    return `no PostgreSQL at ${DATABASE_URL}`;
  } finally {
    await client.end().catch(() => undefined);
  }
  return (await redisAnswers(REDIS_URL)) ? null : `no Redis at ${REDIS_URL}`;
}

let skipped: string | null = null;
let topology: Topology | undefined;
let db: pg.Client | undefined;
beforeAll(async () => {
  skipped = await missing();
  if (skipped) return console.warn(`notice: the production topology test is skipped: ${skipped}`);
  db = new pg.Client({ connectionString: DATABASE_URL, options: `-c search_path=${SCHEMA}` });
  await db.connect();
  // Earlier runs' schemas that could not be dropped then.
  const { rows } = await db.query<{ name: string }>(`SELECT nspname AS name FROM pg_namespace WHERE nspname LIKE 'topology\\_%' AND nspname <> $1`, [SCHEMA]);
  for (const { name } of rows) await db.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`).catch(() => undefined);
  topology = await startTopology({ env: { DATABASE_URL, DATABASE_SCHEMA: SCHEMA, REDIS_URL } });
}, 180_000);
afterAll(async () => {
  await topology?.stop();
  if (!db) return;
  // The embedded process may still hold the schema (its own afterAll comes later): a drop that
  // would wait on it gives up and leaves the schema, named for this run, to the next one's sweep.
  await db.query(`SET lock_timeout = '3s'`);
  await db.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`).catch((error: Error) => console.warn(`notice: ${SCHEMA} left in place: ${error.message}`));
  await db.end();
});

// Sign-ups read their codes from the dev outbox and deposits are approved by the ops CLI: an
// embedded process on the same schema does that, beside the two in production (which have neither).
const app = useApp({ env: (): Record<string, string> => (skipped ? {} : { DATABASE_URL, DATABASE_SCHEMA: SCHEMA }) });

const gateway = () => (topology as Topology).url;
const place = (trader: Trader, body: Record<string, string>) => callAt(gateway(), contract.spot.place, { symbol: PAIR, side: 'buy', ...body } as never, trader.token);

describe('the production topology', () => {
  let traders: Trader[] = [];
  let page: Page;
  const acknowledged: number[] = [];

  beforeAll(async () => {
    if (skipped) return;
    traders = await Promise.all([1, 2, 3, 4].map((n) => newTrader(`topology-${n}`)));
    for (const trader of traders) await deposit(trader, '5000');
  });

  it('serves the app through the gateway with the security headers, and ticks over the websocket', async () => {
    if (skipped) return;
    for (const path of ['/h5/', '/api/currency/quotation_new', '/h5/remotes.json']) {
      const response = await fetch(`${gateway()}${path}`);
      expect(response.status).toBe(200);
      for (const [name, value] of Object.entries({ ...SECURITY_HEADERS, 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY })) {
        expect([path, name, response.headers.get(name)]).toEqual([path, name, value]);
      }
    }

    const phone = await openPhone(app.browser, gateway(), 'en');
    await signIn(phone.context, traders[0] as Trader);
    page = phone.page;
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await page.goto('/h5/#/pages/trade/index');
    await page.locator('.tr-quote').getByRole('status').filter({ hasText: commonEn.status.live }).waitFor();
    const first = await page.getByTestId('pair-price').innerText();
    await page.waitForFunction((before) => document.querySelector('[data-testid="pair-price"]')?.textContent !== before, first, { timeout: 15_000 });
    expect(sockets.some((url) => url.includes('/socket.io/') && url.includes('transport=websocket'))).toBe(true);
  });

  it("sends the build's compressed twins from the static images: brotli to a browser that takes it, else gzip", async () => {
    if (skipped) return;
    const dist = APP_DIST.find(({ dir }) => dir === 'remote-content')?.dist ?? '';
    for (const [accept, twin] of [['br, gzip', 'br'], ['gzip', 'gz']] as const) {
      const response = await fetch(`${gateway()}${defaultRemoteEntry('content')}`, { headers: { 'accept-encoding': accept } });
      expect(response.headers.get('content-encoding')).toBe(twin === 'br' ? 'br' : 'gzip');
      // The twin's bytes as built (fetch decompresses, so the length says what came).
      expect(Number(response.headers.get('content-length'))).toBe(statSync(join(dist, `${REMOTE_ENTRY_FILE}.${twin}`)).size);
      expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(join(dist, REMOTE_ENTRY_FILE)))).toBe(true);
    }
  });

  it('takes orders from several clients through both processes, and counts a rate limit across both', async () => {
    if (skipped) return;
    const [one, two] = (topology as Topology).servers;
    // Straight to each process once, then through the gateway: all land in the one database.
    for (const [index, trader] of traders.entries()) {
      const base = index % 3 === 0 ? gateway() : index % 3 === 1 ? one!.url : two!.url;
      const placed = await callAt(base, contract.spot.place, { symbol: PAIR, side: 'buy', type: 'market', total: '10' } as never, trader.token);
      expect(placed.code).toBe(1);
      acknowledged.push((placed.data as SpotPlaced).id);
    }
    const wrong = { type: 'email', account: traders[3]!.email, password: `${PASSWORD}-wrong` };
    // Ten wrong passwords for one account, half through each process: the eleventh is refused at the gateway.
    for (let attempt = 0; attempt < 10; attempt++) {
      const reply = await callAt(attempt % 2 ? one!.url : two!.url, contract.user.login, wrong as never);
      expect(reply.code).not.toBe(1);
    }
    const refused = await fetch(`${gateway()}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', lang: 'en' },
      body: new URLSearchParams(wrong).toString(),
    });
    expect(refused.status).toBe(429);
  });

  it('loses one process to kill -9 under load: the page reconnects, no acknowledged order is lost, none is settled twice', async () => {
    if (skipped) return;
    const stack = topology as Topology;
    const [publisher] = stack.servers;
    let loading = true;
    let lost = 0;
    const load = traders.map(async (trader) => {
      while (loading) {
        const placed = await place(trader, { type: 'market', total: '5' }).catch(() => null);
        if (placed?.code === 1) acknowledged.push((placed.data as SpotPlaced).id);
        else lost += 1;
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const before = acknowledged.length;
    // The first process started publishes the shared price: the other takes it over.
    await publisher!.kill();
    stack.forget(publisher!);
    await new Promise((resolve) => setTimeout(resolve, 4000));
    loading = false;
    await Promise.all(load);
    expect(acknowledged.length).toBeGreaterThan(before);
    console.log(`kill -9 under load: ${acknowledged.length} orders acknowledged (${acknowledged.length - before} after the kill), ${lost} answered otherwise`);

    // The page's socket was on either process; either way it is live again, and ticking.
    await page.locator('.tr-quote').getByRole('status').filter({ hasText: commonEn.status.live }).waitFor({ timeout: 30_000 });
    const shown = await page.getByTestId('pair-price').innerText();
    await page.waitForFunction((before) => document.querySelector('[data-testid="pair-price"]')?.textContent !== before, shown, { timeout: 20_000 });

    const client = db as pg.Client;
    const orders = await client.query<{ id: number; status: string }>('SELECT id, status FROM spot_orders WHERE id = ANY($1::int[])', [acknowledged]);
    expect(orders.rows).toHaveLength(new Set(acknowledged).size);
    expect(orders.rows.every((order) => order.status === 'completed')).toBe(true);
    // One fill of the base coin per order, whoever settled it.
    const fills = await client.query<{ reference: string; n: number }>(
      `SELECT reference, count(*)::int AS n FROM ledger_entries WHERE reason = 'spot_fill' AND currency_id = 1 GROUP BY reference HAVING count(*) > 1`,
    );
    expect(fills.rows).toEqual([]);
    // The server's own check of the invariant: every balance the sum of its entries, every entry's after-figures the running sum.
    await expect(ledgerMismatches({ query: async (sql: string, params?: unknown[]) => (await client.query(sql, params)).rows } as never)).resolves.toBe(0);
  });
});
