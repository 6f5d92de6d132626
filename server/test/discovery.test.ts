/**
 * Home discovery and deposit networks: the watchlist calls (per user, idempotent, listed pairs
 * only, a guest's stars merged at sign-in), the pairs' listing time and names, and deposits on
 * each coin's own chains with addresses valid for the chain.
 */
import type { Currency, DepositRecord, DepositTarget, Page, Ticker } from '@h5/shared/contract';
import { WATCHLIST_MAX } from '@h5/shared/constants';
import { translate } from '@h5/shared/i18n/messages';
import { chainFormat, isValidAddress } from '../src/lib/chain-address';
import { member, ok, uploadedId, type Member } from './support/funds';
import { call, databases, startServer, type TestServer } from './support/server';

const en = (key: string, vars?: Record<string, string | number>) => translate('en', key, vars);

describe.each(databases)('discovery on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(database);
  });
  afterAll(() => server.close());

  const post = <T>(who: Member | string | undefined, path: string, body: Record<string, string | number> = {}) =>
    call<T>(server, path, { body, token: typeof who === 'object' ? who.token : who, lang: 'en' });
  const list = (who: Member | string | undefined) => call<string[]>(server, 'user/watchlist', { token: typeof who === 'object' ? who.token : who, lang: 'en' });
  const rows = async (who: Member) =>
    (await server.built.db.query<{ symbol: string }>('SELECT symbol FROM watchlist WHERE user_id = $1 ORDER BY symbol', [who.user.id])).map((r) => r.symbol);

  describe('watchlist', () => {
    it('adds, lists newest first, and removes; twice changes nothing', async () => {
      const who = await member(server);
      expect(await ok(list(who))).toEqual([]);
      expect(await ok(post<string[]>(who, 'user/watchlist/add', { symbol: 'ETH/USDT' }))).toEqual(['ETH/USDT']);
      server.clock.advance(1_000);
      expect(await ok(post<string[]>(who, 'user/watchlist/add', { symbol: 'BTC/USDT' }))).toEqual(['BTC/USDT', 'ETH/USDT']);
      server.clock.advance(1_000);
      // Starring again keeps the first star's place and makes no second row.
      expect(await ok(post<string[]>(who, 'user/watchlist/add', { symbol: 'ETH/USDT' }))).toEqual(['BTC/USDT', 'ETH/USDT']);
      expect(await rows(who)).toEqual(['BTC/USDT', 'ETH/USDT']);
      expect(await ok(list(who))).toEqual(['BTC/USDT', 'ETH/USDT']);

      expect(await ok(post<string[]>(who, 'user/watchlist/remove', { symbol: 'BTC/USDT' }))).toEqual(['ETH/USDT']);
      expect(await ok(post<string[]>(who, 'user/watchlist/remove', { symbol: 'BTC/USDT' }))).toEqual(['ETH/USDT']);
      expect(await rows(who)).toEqual(['ETH/USDT']);
    });

    it("keeps each user's list apart", async () => {
      const [a, b] = [await member(server), await member(server)];
      await ok(post(a, 'user/watchlist/add', { symbol: 'SOL/USDT' }));
      expect(await ok(list(b))).toEqual([]);
      await ok(post(b, 'user/watchlist/remove', { symbol: 'SOL/USDT' }));
      expect(await ok(list(a))).toEqual(['SOL/USDT']);
    });

    it('refuses a missing or foreign token, and changes nothing', async () => {
      const who = await member(server);
      for (const token of [undefined, 'not-a-session-token', `${who.token}x`]) {
        for (const reply of [await list(token), await post(token, 'user/watchlist/add', { symbol: 'BTC/USDT' }), await post(token, 'user/watchlist/merge', { symbols: 'BTC/USDT' })]) {
          expect(reply.status).toBe(401);
          expect(reply.body).toMatchObject({ type: '999', message: en('server.notLoggedIn') });
        }
      }
      expect(await rows(who)).toEqual([]);
    });

    it('refuses a pair the market does not list, and a malformed one', async () => {
      const who = await member(server);
      for (const symbol of ['FOO/USDT', 'BTC/EUR']) {
        const reply = await post(who, 'user/watchlist/add', { symbol });
        expect([reply.status, reply.body.message]).toEqual([400, en('validation.symbolInvalid')]);
        expect((await post(who, 'user/watchlist/remove', { symbol })).body.message).toBe(en('validation.symbolInvalid'));
      }
      expect((await post(who, 'user/watchlist/add', { symbol: 'btc-usdt' })).body.message).toBe(en('validation.symbolInvalid'));
      expect((await post(who, 'user/watchlist/add', {})).body.message).toBe(en('validation.symbolRequired'));
      expect(await rows(who)).toEqual([]);
    });

    it("merges a guest's stars at sign-in: listed pairs join once, delisted ones are left out", async () => {
      const who = await member(server);
      await ok(post(who, 'user/watchlist/add', { symbol: 'BTC/USDT' }));
      server.clock.advance(1_000);
      const merged = await ok(post<string[]>(who, 'user/watchlist/merge', { symbols: 'DOGE/USDT,BTC/USDT,GONE/USDT,SOL/USDT,DOGE/USDT' }));
      // In the guest's order (newest star first), after the stars the user had.
      expect(merged).toEqual(['DOGE/USDT', 'SOL/USDT', 'BTC/USDT']);
      expect(await ok(post<string[]>(who, 'user/watchlist/merge', { symbols: 'DOGE/USDT' }))).toEqual(merged);
      expect(await rows(who)).toEqual(['BTC/USDT', 'DOGE/USDT', 'SOL/USDT']);
      expect((await post(who, 'user/watchlist/merge', { symbols: 'BTC/USDT,,ETH/USDT' })).body.message).toBe(en('validation.symbolInvalid'));
      const tooMany = Array.from({ length: WATCHLIST_MAX + 1 }, () => 'BTC/USDT').join(',');
      expect((await post(who, 'user/watchlist/merge', { symbols: tooMany })).body.message).toBe(en('validation.symbolInvalid'));
    });

    it(`holds at most ${WATCHLIST_MAX} pairs`, async () => {
      const who = await member(server);
      const symbols = Array.from({ length: WATCHLIST_MAX }, (_, i) => `X${i}/USDT`);
      await server.built.db.query(`INSERT INTO watchlist (user_id, symbol, created_at) SELECT $1, s, now() FROM unnest($2::text[]) s`, [who.user.id, symbols]);
      const reply = await post(who, 'user/watchlist/add', { symbol: 'BTC/USDT' });
      expect(reply.body.message).toBe(en('trade.watchlistFull', { max: WATCHLIST_MAX }));
      expect(await ok(post<string[]>(who, 'user/watchlist/merge', { symbols: 'BTC/USDT' }))).toHaveLength(WATCHLIST_MAX);
      expect(await rows(who)).not.toContain('BTC/USDT');
    });
  });

  it("quotes each pair with its coin's name and listing time", async () => {
    const tickers = (await call<Ticker[]>(server, 'currency/quotation_new')).body.data;
    const btc = tickers.find((t) => t.symbol === 'BTC/USDT');
    expect(btc).toMatchObject({ name: 'Bitcoin', listed_at: Date.parse('2019-06-03T08:00:00Z') });
    for (const ticker of tickers) {
      expect(ticker.name).not.toBe('');
      expect(ticker.listed_at).toBeLessThan(Date.now());
    }
    // Not all listed at once: the new-listings tab has an order to show.
    expect(new Set(tickers.map((t) => t.listed_at)).size).toBeGreaterThan(5);
  });

  describe('deposit networks', () => {
    it('offers USDT on TRC20 first, then ERC20 and BEP20, and every coin on its own network first', async () => {
      const currencies = (await call<Currency[]>(server, 'currency/user_currency_list')).body.data;
      const first = Object.fromEntries(currencies.map((c) => [c.code, c.chains[0]]));
      expect(first).toMatchObject({ USDT: 'TRC20', BTC: 'BTC', ETH: 'ERC20', BNB: 'BEP20', TRX: 'TRC20', SOL: 'SOL', XRP: 'XRP', DOGE: 'DOGE', ADA: 'ADA', LTC: 'LTC', DOT: 'DOT', AVAX: 'AVAXC' });
      expect(currencies.find((c) => c.code === 'USDT')?.chains).toEqual(['TRC20', 'ERC20', 'BEP20']);
      for (const currency of currencies) for (const chain of currency.chains) expect([chain, chainFormat(chain) !== null]).toEqual([chain, true]);
    });

    it('gives an address valid for each chain of each coin, stable per user and chain', async () => {
      const who = await member(server);
      const currencies = (await call<Currency[]>(server, 'currency/user_currency_list')).body.data;
      for (const currency of currencies) {
        for (const chain of currency.chains) {
          const target = await ok(post<DepositTarget>(who, 'wallet/get_in_address', { currency_id: currency.id, chain }));
          expect(target.kind === 'chain' && [target.chain, isValidAddress(chain, target.address)]).toEqual([chain, true]);
        }
      }
      const trc = await ok(post<DepositTarget>(who, 'wallet/get_in_address', { currency_id: 3 }));
      const erc = await ok(post<DepositTarget>(who, 'wallet/get_in_address', { currency_id: 3, chain: 'ERC20' }));
      expect(trc).toMatchObject({ chain: 'TRC20', address: expect.stringMatching(/^T/) });
      expect(erc).toMatchObject({ chain: 'ERC20', address: expect.stringMatching(/^0x/) });
      expect(await ok(post(who, 'wallet/get_in_address', { currency_id: 3, chain: 'ERC20' }))).toEqual(erc);
    });

    it('records a deposit on the chain chosen, and refuses a chain the coin is not on', async () => {
      const who = await member(server);
      expect((await post(who, 'wallet/get_in_address', { currency_id: 1, chain: 'TRC20' })).body.message).toBe(en('wallet.chainUnsupported'));
      const proof = await uploadedId(server, who.token);
      const refused = await post(who, 'wallet/charge_req', { kind: 'chain', currency_id: 1, chain: 'ERC20', amount: '0.01', proof });
      expect(refused.body.message).toBe(en('wallet.chainUnsupported'));
      await ok(post(who, 'wallet/charge_req', { kind: 'chain', currency_id: 3, chain: 'BEP20', amount: '20', proof }));
      const records = await ok(call<Page<DepositRecord>>(server, 'charge_mention/log2', { token: who.token }));
      expect(records.list.map((r) => [r.currency, r.chain, r.amount])).toEqual([['USDT', 'BEP20', '20']]);
      const [row] = await server.built.db.query<{ target: string }>('SELECT target FROM deposits WHERE user_id = $1', [who.user.id]);
      expect(isValidAddress('BEP20', row?.target ?? '')).toBe(true);
    });
  });
});
