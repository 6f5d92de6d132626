/**
 * Assets shows every holding (wallet/holds): each domain answers for the money it holds away
 * from the available balances, with why and until when, and what it calls frozen is exactly the
 * accounts' frozen balances, before and after a new coin's window closes into a lock-up.
 */
import type { Hold, WalletList } from '@h5/shared/contract';
import { HOLD_FROZEN } from '@h5/shared/constants';
import { sumDecimals } from '@h5/shared/money';
import type { Database } from '../src/db/database';
import { FUND_PASSWORD, member, ok, withdrawer, type Member } from './support/funds';
import { call, databases, startServer, type TestServer } from './support/server';
import { holdMarket, setPrice } from './support/trading';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const PROJECT = 950;

/** A project selling 10 000 TSTH at 0.1 USDT, closing in an hour, launching an hour later, locked a day after. */
async function addProject(db: Database, now: number): Promise<void> {
  const at = (ms: number) => new Date(now + ms).toISOString();
  await db.query(
    `INSERT INTO new_coin_projects (id, coin, name, logo, description, currency_id, coin_currency_id, coin_decimals, price_decimals,
                                    price, supply, min_amount, user_cap, start_at, end_at, launch_at, unlock_at, sort)
     VALUES ($1, 'TSTH', 'Hold Test', '#123456', '{"en": "A test project"}', 3, $1, 4, 4, 0.1, 10000, 1, 500, $2, $3, $4, $5, $1)`,
    [PROJECT, at(-HOUR), at(HOUR), at(2 * HOUR), at(2 * HOUR + DAY)],
  );
}

describe.each(databases)('holdings on $name', (database) => {
  let server: TestServer;
  let who: Member & { addressId: number };
  beforeAll(async () => {
    server = await startServer(database);
    holdMarket(server);
    await setPrice(server, 'BTC/USDT', '50000');
    await addProject(server.built.db, Date.now());
    who = await withdrawer(server, '5000');
  }, 120_000);
  afterAll(() => server?.close());

  const post = <T>(path: string, body: Record<string, string | number> = {}, token: string | undefined = who.token) => call<T>(server, path, { body, token, lang: 'en' });
  const holds = (token = who.token) => ok(post<Hold[]>('wallet/holds', {}, token));

  /** What the holdings call frozen adds up, per account and currency, to the frozen balances. */
  async function frozenMatchesBalances(list: Hold[]): Promise<void> {
    const { accounts } = await ok(post<WalletList>('wallet/list'));
    for (const account of accounts) {
      for (const balance of account.balances) {
        const held = list.filter((h) => HOLD_FROZEN[h.reason] && h.account === account.type && h.currency === balance.currency).map((h) => h.amount);
        expect([account.type, balance.currency, sumDecimals(held)]).toEqual([account.type, balance.currency, balance.frozen]);
      }
    }
  }

  it('names every holding with why, where, how much and until when', async () => {
    for (const [to, amount] of [['contract', '1000'], ['option', '200'], ['trust', '600']] as const) {
      await ok(post('wallet/change', { from: 'coin', to, currency_id: 3, amount }));
    }
    await ok(post('coin/trade', { symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '49000', quantity: '0.01' }));
    await ok(post('lever/submit', { symbol: 'BTC/USDT', side: 'long', type: 'market', lots: 1, multiple: 10 }));
    await ok(post('lever/submit', { symbol: 'BTC/USDT', side: 'long', type: 'limit', price: '45000', lots: 1, multiple: 10 }));
    await ok(post('microtrade/submit', { symbol: 'BTC/USDT', seconds: 30, currency_id: 3, direction: 'call', amount: '100' }));
    await ok(post('wallet/out', { currency_id: 3, address_id: who.addressId, amount: '40', fund_password: FUND_PASSWORD, remark: 'rent' }));
    await ok(post('lh/send/order', { product_id: PROJECT, amount: '300' }));
    const order = await ok(post<{ value_at: string }>('lh/deposit', { product_id: 2, amount: '500', agree: '1' }));

    const list = await holds();
    const by = (reason: Hold['reason']) => list.filter((h) => h.reason === reason);
    expect(list.map((h) => h.reason).sort()).toEqual(
      ['contract_margin', 'contract_waiting', 'new_coin_commit', 'option_stake', 'spot_order', 'trust_escrow', 'withdrawal'].sort(),
    );
    expect(by('contract_margin')[0]).toMatchObject({ account: 'contract', currency: 'USDT', decimals: 6, subject: 'BTC/USDT', until: null, source: { kind: 'contract', status: 'holding' } });
    expect(by('spot_order')[0]).toMatchObject({ account: 'coin', currency: 'USDT', subject: 'BTC/USDT', until: null, source: { kind: 'spot', status: 'waiting' } });
    expect(by('new_coin_commit')[0]).toMatchObject({ account: 'coin', amount: '300', subject: 'Hold Test', source: { kind: 'new_coin', status: 'review' } });
    expect(by('option_stake')[0]).toMatchObject({ account: 'option', amount: '100', subject: 'BTC/USDT', source: { kind: 'option', status: 'waiting' } });
    const optionDue = Date.parse(by('option_stake')[0]?.until ?? '') - Date.now();
    expect(optionDue).toBeGreaterThan(0);
    expect(optionDue).toBeLessThanOrEqual(30_000);
    // A trust order's principal is away until maturity: interest day 15 after its value date.
    expect(by('trust_escrow')[0]).toMatchObject({ account: 'trust', amount: '500', subject: 'USDT-15D', source: { kind: 'trust', status: 'escrow' } });
    expect(Date.parse(by('trust_escrow')[0]?.until ?? '')).toBe(Date.parse(order.value_at) + 15 * DAY);
    await frozenMatchesBalances(list);
  });

  it('shows allocated coins locked until the lock-up ends once the window closes, the commitment gone', async () => {
    await ok(post('dev/clock', { seconds: 3600 + 60 }));
    const list = await holds();
    expect(list.some((h) => h.reason === 'new_coin_commit')).toBe(false);
    const locked = list.find((h) => h.reason === 'new_coin_locked');
    // The only subscriber of an undersubscribed sale gets what the commitment buys: 300 / 0.1.
    expect(locked).toMatchObject({ account: 'coin', currency: 'TSTH', decimals: 4, amount: '3000', subject: 'Hold Test', source: { kind: 'new_coin', status: 'passed' } });
    const [project] = await server.built.db.query<{ unlock_at: Date }>('SELECT unlock_at FROM new_coin_projects WHERE id = $1', [PROJECT]);
    expect(Date.parse(locked?.until ?? '')).toBe(new Date(project?.unlock_at ?? 0).getTime());
    await frozenMatchesBalances(list);
  });

  it("refuses a missing token and shows no one else's holdings", async () => {
    expect((await call(server, 'wallet/holds', { body: {} })).status).toBe(401);
    expect((await call(server, 'wallet/holds', { body: {}, token: 'forged' })).status).toBe(401);
    const other = await member(server);
    expect(await holds(other.token)).toEqual([]);
  });
});
