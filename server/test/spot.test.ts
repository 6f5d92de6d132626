import type { Page, SpotOrder, SpotPlaced } from '@h5/shared/contract';
import { translate } from '@h5/shared/i18n/messages';
import { deposit, ledgerHolds, member, ok, type Member } from './support/funds';
import { call, databases, startServer, type TestServer } from './support/server';
import { balanceOf, holdMarket, secondProcess, setPrice, UNHEARD } from './support/trading';
import { createSpotService, type SpotService } from '../src/modules/spot/service';
import type { StoredEvent } from '../src/modules/notification/queries';
import { AppError } from '../src/plugins/envelope';

const en = (key: string, vars?: Record<string, string | number>) => translate('en', key, vars);
const BTC = 1;
const PAIR = 'BTC/USDT';

describe.each(databases)('spot trading on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(database);
    holdMarket(server);
    await setPrice(server, PAIR, '50000');
  });
  afterAll(() => server.close());

  const place = (who: Member | null, body: Record<string, string | number>, lang = 'en') =>
    call<{ id: number }>(server, 'coin/trade', { body: { symbol: PAIR, ...body }, token: who?.token, lang });
  const cancel = (who: Member, id: number) => call(server, 'coin/trade', { method: 'PUT', body: { id }, token: who.token, lang: 'en' });
  const orders = async (who: Member, query: Record<string, string> = {}) =>
    (await ok(call<Page<SpotOrder>>(server, 'coin/list', { query, token: who.token }))).list;
  const wallet = async (who: Member) => ({ usdt: await balanceOf(server, who, 'coin'), btc: await balanceOf(server, who, 'coin', BTC) });

  async function trader(usdt = '1000'): Promise<Member> {
    const who = await member(server);
    await deposit(server, who, usdt);
    return who;
  }

  it('fills a market buy at once on the live tick, fee in USDT, and records the tick', async () => {
    const who = await trader();
    const { id } = await ok(place(who, { side: 'buy', type: 'market', quantity: '0.01' }));
    const { usdt, btc } = await wallet(who);
    // 0.01 x 50000 = 500, fee 0.1 % = 0.5
    expect(usdt).toMatchObject({ available: '499.5', frozen: '0' });
    expect(btc).toMatchObject({ available: '0.01', frozen: '0' });
    const [order] = await orders(who);
    expect(order).toMatchObject({ id, side: 'buy', type: 'market', price: '50000', quantity: '0.01', fee: '0.5', fee_currency: 'USDT', status: 'completed' });
    expect(order?.tick).toEqual({ symbol: PAIR, time: expect.any(Number), price: '50000' });
  });

  it('fills a market buy by total: the most the total buys, fee included, charged exactly', async () => {
    const who = await trader();
    const { id } = await ok(place(who, { side: 'buy', type: 'market', total: '100' }));
    // 100 / (50000 x 1.001) = 0.0019980…: 0.001998 BTC for 99.9 + fee 0.0999; one unit more would cost 100.04995.
    const { usdt, btc } = await wallet(who);
    expect(usdt).toMatchObject({ available: '900.0001', frozen: '0' });
    expect(btc).toMatchObject({ available: '0.001998', frozen: '0' });
    const [order] = await orders(who);
    expect(order).toMatchObject({ id, side: 'buy', type: 'market', price: '50000', quantity: '0.001998', fee: '0.0999', status: 'completed' });
  });

  it('refuses a buy by total the balance cannot cover, or too small to buy anything, and changes nothing', async () => {
    const who = await trader('100');
    const before = await wallet(who);
    expect((await place(who, { side: 'buy', type: 'market', total: '150' })).body.message).toBe(en('funds.insufficientBalance'));
    expect((await place(who, { side: 'buy', type: 'market', total: '150' }, 'zh')).body.message).toBe(translate('zh', 'funds.insufficientBalance'));
    expect((await place(who, { side: 'buy', type: 'market', total: '0.000001' })).body.message).toBe(en('trade.orderTooSmall'));
    expect(await wallet(who)).toEqual(before);
    expect(await orders(who)).toEqual([]);
  });

  it('sells at market what was bought, the fee taken from what arrives', async () => {
    const who = await trader();
    await ok(place(who, { side: 'buy', type: 'market', quantity: '0.01' }));
    await setPrice(server, PAIR, '51000');
    await ok(place(who, { side: 'sell', type: 'market', quantity: '0.01' }));
    const { usdt, btc } = await wallet(who);
    // 499.5 + 510 - 0.51
    expect(usdt.available).toBe('1008.99');
    expect(btc.available).toBe('0');
    await setPrice(server, PAIR, '50000');
  });

  it('freezes what a limit order needs, gives it back on cancel, and cancels only once', async () => {
    const who = await trader();
    const { id } = await ok(place(who, { side: 'buy', type: 'limit', price: '49000', quantity: '0.01' }));
    // 490 + 0.49 fee held
    expect((await wallet(who)).usdt).toMatchObject({ available: '509.51', frozen: '490.49' });
    expect((await orders(who, { status: 'waiting' })).map((order) => order.id)).toEqual([id]);

    expect((await cancel(who, id)).body.code).toBe(1);
    expect((await wallet(who)).usdt).toMatchObject({ available: '1000', frozen: '0' });
    expect((await orders(who, { status: 'cancelled' }))[0]).toMatchObject({ id, status: 'cancelled', tick: null });
    expect((await cancel(who, id)).body.message).toBe(en('trade.orderNotWaiting'));
    expect((await wallet(who)).usdt).toMatchObject({ available: '1000', frozen: '0' });
  });

  it('fills a waiting limit buy at its price when the live price crosses it, on the recorded tick', async () => {
    const who = await trader();
    const { id } = await ok(place(who, { side: 'buy', type: 'limit', price: '49000', quantity: '0.01' }));
    await setPrice(server, PAIR, '49500');
    expect((await orders(who))[0]?.status).toBe('waiting');
    const tick = await setPrice(server, PAIR, '48900');
    const [order] = await orders(who);
    expect(order).toMatchObject({ id, status: 'completed', price: '49000', tick });
    const { usdt, btc } = await wallet(who);
    expect(usdt).toMatchObject({ available: '509.51', frozen: '0' });
    expect(btc).toMatchObject({ available: '0.01', frozen: '0' });
    await setPrice(server, PAIR, '50000');
  });

  it('fills a limit sell when the price rises to it', async () => {
    const who = await trader('1100');
    await ok(place(who, { side: 'buy', type: 'market', quantity: '0.02' }));
    const { id } = await ok(place(who, { side: 'sell', type: 'limit', price: '52000', quantity: '0.02' }));
    expect((await wallet(who)).btc).toMatchObject({ available: '0', frozen: '0.02' });
    await setPrice(server, PAIR, '52000.01');
    expect((await orders(who, { status: 'completed' })).map((order) => order.id)).toContain(id);
    // 1100 - 1001 (buy 1000 + fee 1) + 1040 - 1.04
    expect((await wallet(who)).usdt.available).toBe('1137.96');
    await setPrice(server, PAIR, '50000');
  });

  it('refuses what the balance cannot cover, in the words of each side, and changes nothing', async () => {
    const who = await trader('100');
    const before = await wallet(who);
    expect((await place(who, { side: 'buy', type: 'market', quantity: '0.01' })).body.message).toBe(en('funds.insufficientBalance'));
    expect((await place(who, { side: 'sell', type: 'limit', price: '50000', quantity: '0.01' })).body.message).toBe(en('funds.insufficientSellable'));
    expect((await place(who, { side: 'sell', type: 'market', quantity: '0.01' }, 'zh')).body.message).toBe(translate('zh', 'funds.insufficientSellable'));
    expect(await wallet(who)).toEqual(before);
    expect(await orders(who)).toEqual([]);
  });

  it.each([
    ['no quantity', { side: 'buy', type: 'market' }, 'validation.amountRequired'],
    ['zero', { side: 'buy', type: 'market', quantity: '0' }, 'validation.amountPositive'],
    ['negative', { side: 'buy', type: 'market', quantity: '-1' }, 'validation.amountInvalid'],
    ['NaN', { side: 'buy', type: 'market', quantity: 'NaN' }, 'validation.amountInvalid'],
    ['huge', { side: 'buy', type: 'market', quantity: '1'.repeat(30) }, 'validation.amountInvalid'],
    ['too fine', { side: 'buy', type: 'market', quantity: '0.0000001' }, 'trade.quantityDecimals'],
    ['no side', { type: 'market', quantity: '0.01' }, 'validation.sideInvalid'],
    ['unknown type', { side: 'buy', type: 'stop', quantity: '0.01' }, 'validation.priceTypeInvalid'],
    ['limit without price', { side: 'buy', type: 'limit', quantity: '0.01' }, 'trade.priceRequired'],
    ['price too fine', { side: 'buy', type: 'limit', price: '49000.001', quantity: '0.01' }, 'trade.priceDecimals'],
    ['unknown pair', { symbol: 'NOPE/USDT', side: 'buy', type: 'market', quantity: '1' }, 'validation.symbolInvalid'],
    ['a total on a limit buy', { side: 'buy', type: 'limit', price: '49000', total: '100' }, 'validation.totalMarketBuyOnly'],
    ['a total on a sell', { side: 'sell', type: 'market', total: '100' }, 'validation.totalMarketBuyOnly'],
    ['both a quantity and a total', { side: 'buy', type: 'market', quantity: '0.01', total: '100' }, 'validation.totalMarketBuyOnly'],
    ['a zero total', { side: 'buy', type: 'market', total: '0' }, 'validation.amountPositive'],
    ['a NaN total', { side: 'buy', type: 'market', total: 'NaN' }, 'validation.amountInvalid'],
    ['a huge total', { side: 'buy', type: 'market', total: '9'.repeat(30) }, 'validation.amountInvalid'],
    ['a total too fine', { side: 'buy', type: 'market', total: '100.0000001' }, 'trade.totalDecimals'],
  ] as const)('refuses %s with its message and changes nothing', async (_case, body, key) => {
    const who = await trader();
    const before = await wallet(who);
    const refused = await place(who, body as Record<string, string>);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(en(key, { decimals: key === 'trade.priceDecimals' ? 2 : 6 }));
    expect(await wallet(who)).toEqual(before);
    expect(await orders(who)).toEqual([]);
  });

  it('refuses a limit price far from the live one, saying the range', async () => {
    const who = await trader();
    const refused = await place(who, { side: 'buy', type: 'limit', price: '5', quantity: '0.01' });
    expect(refused.body.message).toBe(en('trade.priceOutOfRange', { min: '10,000', max: '250,000' }));
  });

  it('refuses missing tokens and other users’ orders', async () => {
    const owner = await trader();
    const other = await trader();
    const { id } = await ok(place(owner, { side: 'buy', type: 'limit', price: '49000', quantity: '0.01' }));
    expect((await place(null, { side: 'buy', type: 'market', quantity: '0.01' })).status).toBe(401);
    expect((await call(server, 'coin/list')).status).toBe(401);
    expect((await call(server, 'coin/trade', { method: 'PUT', body: { id } })).status).toBe(401);
    const foreign = await cancel(other, id);
    expect(foreign.status).toBe(404);
    expect(await orders(other)).toEqual([]);
    expect((await orders(owner))[0]?.status).toBe('waiting');
    expect((await call(server, 'coin/trade', { method: 'PUT', body: { id: 'x' }, token: other.token, lang: 'en' })).body.message).toBe(en('validation.orderInvalid'));
  });

  describe('market orders under load (group commit)', () => {
    /** A spot service of its own (its own queue), called in-process so the orders queue behind each other at once. */
    async function spotWithEars(): Promise<{ spot: SpotService; sent: StoredEvent[] }> {
      const sent: StoredEvent[] = [];
      const ctx = await secondProcess(server, { ...UNHEARD, send: (events) => void sent.push(...events) });
      return { spot: createSpotService(ctx), sent };
    }
    const buy = (spot: SpotService, who: Member, quantity = '0.01') => spot.place(who.user.id, { symbol: PAIR, side: 'buy', type: 'market', quantity } as never);
    const transactionsOf = async (ids: number[]) =>
      (await server.built.db.query<{ n: number }>('SELECT count(DISTINCT xmin::text)::int AS n FROM spot_orders WHERE id = ANY($1::int[])', [ids]))[0]?.n;

    it('writes the orders that queue behind the first ones in one transaction: each filled, booked and told once', async () => {
      const traders = await Promise.all(Array.from({ length: 10 }, () => trader()));
      const { spot, sent } = await spotWithEars();
      const placed = await Promise.all(traders.map((who) => buy(spot, who)));
      const ids = placed.map((order) => order.id);
      expect(new Set(ids).size).toBe(traders.length);
      expect(placed.every((order) => order.status === 'completed' && order.price === '50000')).toBe(true);
      // The first went alone (nothing was waiting); the other nine queued behind it and went together.
      expect(await transactionsOf(ids)).toBe(2);
      for (const who of traders) {
        expect((await wallet(who)).usdt).toMatchObject({ available: '499.5', frozen: '0' });
        expect((await wallet(who)).btc).toMatchObject({ available: '0.01', frozen: '0' });
        expect(await orders(who)).toHaveLength(1);
      }
      expect(sent.map(({ event }) => event.kind === 'spot.filled' && event.ref).sort()).toEqual([...ids].sort());
      expect(sent.map(({ userId }) => userId).sort()).toEqual(traders.map((who) => who.user.id).sort());
      await ledgerHolds(server);
    });

    it('answers an order that would overdraw alone, and fills the rest of its group', async () => {
      const traders = await Promise.all(Array.from({ length: 6 }, (_, index) => trader(index === 3 ? '10' : '1000')));
      const short = traders[3] as Member;
      const before = await wallet(short);
      const { spot, sent } = await spotWithEars();
      const results = await Promise.allSettled(traders.map((who) => buy(spot, who)));
      results.forEach((result, index) => {
        if (index === 3) expect(result).toMatchObject({ status: 'rejected', reason: expect.objectContaining({ key: 'funds.insufficientBalance' }) });
        else expect(result.status).toBe('fulfilled');
      });
      expect((results[3] as PromiseRejectedResult).reason).toBeInstanceOf(AppError);
      expect(await wallet(short)).toEqual(before);
      expect(await orders(short)).toEqual([]);
      expect(sent).toHaveLength(5);
      for (const who of traders.filter((who) => who !== short)) expect((await wallet(who)).btc).toMatchObject({ available: '0.01' });
      await ledgerHolds(server);
    });

    it('refuses, alone, a sell of a coin its user never held, and fills the buys and sells around it', async () => {
      const traders = await Promise.all(Array.from({ length: 5 }, () => trader()));
      const [holderA, holderB, never, buyerA, buyerB] = traders as [Member, Member, Member, Member, Member];
      const { spot: warmUp } = await spotWithEars();
      for (const who of [holderA, holderB]) await buy(warmUp, who);
      const before = await wallet(never);
      const { spot, sent } = await spotWithEars();
      const sell = (who: Member) => spot.place(who.user.id, { symbol: PAIR, side: 'sell', type: 'market', quantity: '0.01' } as never);
      const results = await Promise.allSettled([buy(spot, buyerA), sell(holderA), sell(never), sell(holderB), buy(spot, buyerB)]);
      expect(results[2]).toMatchObject({ status: 'rejected', reason: expect.objectContaining({ key: 'funds.insufficientSellable' }) });
      const placed = results.filter((result): result is PromiseFulfilledResult<SpotPlaced> => result.status === 'fulfilled').map((result) => result.value);
      expect(placed).toHaveLength(4);
      expect(await wallet(never)).toEqual(before);
      expect(await orders(never)).toEqual([]);
      // 1000 - 500.5 for the buy, + 499.5 for the sell
      for (const who of [holderA, holderB]) expect(await wallet(who)).toMatchObject({ usdt: { available: '999', frozen: '0' }, btc: { available: '0', frozen: '0' } });
      for (const who of [buyerA, buyerB]) expect(await wallet(who)).toMatchObject({ usdt: { available: '499.5' }, btc: { available: '0.01' } });
      expect(sent.map(({ event }) => event.kind === 'spot.filled' && event.ref).sort()).toEqual(placed.map((order) => order.id).sort());
      await ledgerHolds(server);
    });

    it('fills each order of a group once when telling the users fails after the group has committed', async () => {
      const traders = await Promise.all(Array.from({ length: 5 }, () => trader()));
      const ctx = await secondProcess(server, {
        ...UNHEARD,
        send: () => {
          throw new Error('the adapter is down');
        },
      });
      const spot = createSpotService(ctx);
      const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const placed = await Promise.all(traders.map((who) => buy(spot, who)));
        expect(await transactionsOf(placed.map((order) => order.id))).toBe(2);
        expect(logged).toHaveBeenCalled();
      } finally {
        logged.mockRestore();
      }
      for (const who of traders) {
        expect(await wallet(who)).toMatchObject({ usdt: { available: '499.5', frozen: '0' }, btc: { available: '0.01', frozen: '0' } });
        expect(await orders(who)).toHaveLength(1);
      }
      await ledgerHolds(server);
    });

    it('never puts two orders of one user in a group: both fill, one after the other', async () => {
      const who = await trader();
      const others = await Promise.all(Array.from({ length: 4 }, () => trader()));
      const { spot } = await spotWithEars();
      const [, , first, second] = await Promise.all([
        buy(spot, others[0] as Member),
        buy(spot, others[1] as Member),
        buy(spot, who, '0.001'),
        buy(spot, who, '0.001'),
        buy(spot, others[2] as Member),
        buy(spot, others[3] as Member),
      ]);
      // 2 x (0.001 x 50000 + 0.05 fee) = 100.1
      expect(await wallet(who)).toMatchObject({ usdt: { available: '899.9', frozen: '0' }, btc: { available: '0.002', frozen: '0' } });
      expect(await transactionsOf([(first as SpotPlaced).id, (second as SpotPlaced).id])).toBe(2);
      await ledgerHolds(server);
    });
  });
});
