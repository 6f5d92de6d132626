import { translate } from '@h5/shared/i18n/messages';
import { largestStorable, MONEY_COLUMN } from '../src/modules/wallet/bounds';
import { deposit, member, type Member } from './support/funds';
import { call, databases, startServer, type TestServer } from './support/server';
import { holdMarket, setPrice } from './support/trading';

const PAIR = 'BTC/USDT';
const USDT_MAX = '999999999999999.999999 USDT';

describe.each(databases)('numbers bounded by their columns on $name', (database) => {
  let server: TestServer;
  let who: Member;
  beforeAll(async () => {
    server = await startServer(database);
    holdMarket(server);
    await setPrice(server, PAIR, '50000');
    who = await member(server);
    await deposit(server, who, '1000');
  });
  afterAll(() => server.close());

  /** Every order and balance row, and the ledger. */
  const money = () =>
    server.built.db.query(
      `SELECT (SELECT count(*) FROM spot_orders) AS orders, (SELECT count(*) FROM ledger_entries) AS entries,
              (SELECT string_agg(available::text || '/' || frozen::text, ',' ORDER BY user_id, account, currency_id) FROM balances) AS balances`,
    );

  it('stores every amount, price and balance in the one money column the bound is derived from', async () => {
    const columns = await server.built.db.query<{ name: string; precision: number; scale: number }>(
      `SELECT table_name || '.' || column_name AS name, numeric_precision AS precision, numeric_scale AS scale
         FROM information_schema.columns
        WHERE table_schema = current_schema() AND data_type = 'numeric' AND numeric_scale = $1`,
      [MONEY_COLUMN.scale],
    );
    expect(columns.length).toBeGreaterThan(30);
    expect(columns.filter((column) => column.precision !== MONEY_COLUMN.precision)).toEqual([]);
  });

  it('leaves room in the column for a thousand of the largest amounts, and none for more digits', async () => {
    const largest = largestStorable(MONEY_COLUMN.scale);
    const [sum] = await server.built.db.query<{ sum: string }>(`SELECT ($1::numeric * 1000)::numeric(36, 18)::text AS sum`, [largest]);
    expect(sum?.sum).toBe('999999999999999999.999999999999999000');
    await expect(server.built.db.query(`SELECT (($1::numeric + 1) * 1000)::numeric(36, 18)`, [largest])).rejects.toThrow(/overflow/);
    expect(largestStorable(6)).toBe('999999999999999.999999');
    expect(largestStorable(0)).toBe('999999999999999');
  });

  // A 14- or 15-digit quantity passed the old fixed digit count and overflowed the amount column (HTTP 500).
  it.each([
    ['buy', 'market', '99999999999999'],
    ['buy', 'limit', '999999999999999'],
    ['sell', 'market', '999999999999999'],
    ['sell', 'limit', '99999999999999'],
  ])('refuses a spot %s (%s) of %s BTC, worth more than the amount column holds, in the language asked, changing nothing', async (side, type, quantity) => {
    const before = await money();
    for (const lang of ['zh', 'en'] as const) {
      const body = { symbol: PAIR, side, type, quantity, ...(type === 'limit' ? { price: '50000' } : {}) };
      const refused = await call(server, 'coin/trade', { body, token: who.token, lang });
      expect([refused.status, refused.body]).toEqual([400, { type: 'error', code: 0, message: translate(lang, 'validation.tooLarge', { max: USDT_MAX }), data: null }]);
    }
    expect(await money()).toEqual(before);
  });

  it('refuses a quantity past its own column in the base currency', async () => {
    const refused = await call(server, 'coin/trade', { body: { symbol: PAIR, side: 'sell', type: 'market', quantity: '9'.repeat(16) }, token: who.token, lang: 'en' });
    expect([refused.status, refused.body.message]).toEqual([400, translate('en', 'validation.tooLarge', { max: '999999999999999.999999 BTC' })]);
  });

  it('still takes an order within the bounds', async () => {
    const placed = await call<{ id: number }>(server, 'coin/trade', { body: { symbol: PAIR, side: 'buy', type: 'market', quantity: '0.01' }, token: who.token, lang: 'en' });
    expect(placed.body.code).toBe(1);
  });

});
