import type { LedgerEntry, OptionOrder, OptionTerm, Page } from '@h5/shared/contract';
import { REQUIREMENT_CODES } from '@h5/shared/constants';
import { translate } from '@h5/shared/i18n/messages';
import { deposit, member, ok, verifyBasic, type Member } from './support/funds';
import { call, databases, startServer, type TestDatabase, type TestServer } from './support/server';
import { balanceOf, holdMarket, mirrored, setPrice, settleAgain } from './support/trading';

const en = (key: string, vars?: Record<string, string | number>) => translate('en', key, vars);
const PAIR = 'BTC/USDT';
const USDT = 3;
const USDC = 7;

describe.each(databases)('timed options on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(database);
    holdMarket(server);
    await setPrice(server, PAIR, '50000');
  });
  afterAll(() => server.close());

  const submit = (who: Member | null, body: Record<string, string | number>, lang = 'en') =>
    call<{ id: number }>(server, 'microtrade/submit', {
      body: { symbol: PAIR, seconds: 30, currency_id: USDT, direction: 'call', amount: '100', ...body },
      token: who?.token,
      lang,
    });
  const orders = async (who: Member, query: Record<string, string | number> = {}) =>
    ok(call<Page<OptionOrder>>(server, 'microtrade/lists', { query, token: who.token }));
  const optionBalance = (who: Member) => balanceOf(server, who, 'option');
  const rowCount = async (table: string) => (await server.built.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;

  /** A verified member with `usdt` moved into the option account. */
  async function optionTrader(usdt = '1000', verified = true): Promise<Member> {
    const who = await member(server);
    if (verified) await verifyBasic(server, who);
    await deposit(server, who, usdt);
    await ok(call(server, 'wallet/change', { body: { from: 'coin', to: 'option', currency_id: USDT, amount: usdt }, token: who.token }));
    return who;
  }

  /** Buys on `price`, lets the option's time pass, and delivers it on a tick at `deliveryPrice`. */
  async function deliver(who: Member, body: Record<string, string | number>, price: string, deliveryPrice: string) {
    const purchaseTick = await setPrice(server, PAIR, price);
    const { id } = await ok(submit(who, body));
    server.clock.advance(Number(body.seconds ?? 30) * 1000);
    const deliveryTick = await setPrice(server, PAIR, deliveryPrice);
    const order = (await orders(who)).list.find((candidate) => candidate.id === id);
    return { order, purchaseTick, deliveryTick };
  }

  it('lists each time with its minimum purchase and payout rate, and the currencies it is paid in, to anyone', async () => {
    expect(await ok(call<OptionTerm[]>(server, 'microtrade/seconds'))).toEqual([
      { seconds: 30, min_amount: '10', payout_rate: '0.8' },
      { seconds: 60, min_amount: '20', payout_rate: '0.85' },
      { seconds: 120, min_amount: '50', payout_rate: '0.9' },
      { seconds: 300, min_amount: '100', payout_rate: '0.95' },
    ]);
    expect(await ok(call(server, 'microtrade/payable_currencies'))).toEqual([
      { currency_id: USDT, currency: 'USDT' },
      { currency_id: USDC, currency: 'USDC' },
    ]);
  });

  it('a 30 s call bought on the live tick waits, then wins on the first tick at its delivery time: stake x 0.8 plus the stake', async () => {
    const who = await optionTrader();
    const purchaseTick = await setPrice(server, PAIR, '50000');
    const { id } = await ok(submit(who, { amount: '100' }));
    expect(await optionBalance(who)).toMatchObject({ available: '900', frozen: '0' });

    const waiting = await orders(who, { status: 'waiting' });
    expect(waiting.list).toEqual([
      {
        id,
        symbol: PAIR,
        direction: 'call',
        seconds: 30,
        currency: 'USDT',
        amount: '100',
        payout_rate: '0.8',
        purchase_price: '50000',
        delivery_price: null,
        result: null,
        profit: null,
        status: 'waiting',
        purchase_tick: purchaseTick,
        delivery_tick: null,
        created_at: expect.any(String),
        delivers_at: expect.any(String),
      },
    ]);
    const [order] = waiting.list;
    expect(Date.parse(order?.delivers_at ?? '') - Date.parse(order?.created_at ?? '')).toBe(30_000);

    // A tick before the delivery time leaves it waiting.
    server.clock.advance(20_000);
    await setPrice(server, PAIR, '50100');
    expect((await orders(who, { status: 'waiting' })).total).toBe(1);

    server.clock.advance(10_000);
    const deliveryTick = await setPrice(server, PAIR, '50000.01');
    expect((await orders(who, { status: 'waiting' })).total).toBe(0);
    const delivered = await orders(who, { status: 'delivered' });
    expect(delivered.list).toEqual([
      { ...order, status: 'delivered', delivery_price: '50000.01', result: 'win', profit: '80', delivery_tick: deliveryTick },
    ]);
    expect(deliveryTick.time).toBeGreaterThanOrEqual(Date.parse(order?.delivers_at ?? ''));
    expect(await optionBalance(who)).toMatchObject({ available: '1080', frozen: '0' });

    // The tick it was delivered on is kept.
    const kept = await server.built.db.query<{ price: string }>(`SELECT trim_scale(price)::text AS price FROM price_ticks WHERE symbol = $1 AND time_ms = $2`, [
      PAIR,
      deliveryTick.time,
    ]);
    expect(kept).toEqual([{ price: '50000.01' }]);

    const ledger = await ok(call<Page<LedgerEntry>>(server, 'wallet/legal_log', { body: {}, token: who.token }));
    expect(ledger.list.filter((entry) => entry.account === 'option').map((entry) => [entry.reason, entry.available_delta, entry.reference])).toEqual([
      ['option_settle', '180', `option:${id}`],
      ['option_stake', '-100', `option:${id}`],
      ['transfer_in', '1000', expect.any(String)],
    ]);
  });

  it('a put loses the whole stake when the price rises, and pays nothing back', async () => {
    const who = await optionTrader();
    const { order, deliveryTick } = await deliver(who, { direction: 'put', seconds: 60, amount: '50.5' }, '50000', '50000.01');
    expect(order).toMatchObject({ status: 'delivered', result: 'loss', profit: '-50.5', payout_rate: '0.85', delivery_price: '50000.01', delivery_tick: deliveryTick });
    expect(await optionBalance(who)).toMatchObject({ available: '949.5', frozen: '0' });
  });

  it('a put wins when the price falls, paid to the currency decimals, rounded down', async () => {
    const who = await optionTrader();
    // 20.000001 x 0.85 = 17.00000085, paid as 17
    const { order } = await deliver(who, { direction: 'put', seconds: 60, amount: '20.000001' }, '50000', '49999.99');
    expect(order).toMatchObject({ result: 'win', profit: '17' });
    expect(await optionBalance(who)).toMatchObject({ available: '1017' });
  });

  it('an equal delivery price is flat: the stake comes back', async () => {
    const who = await optionTrader();
    const { order } = await deliver(who, { direction: 'call', amount: '10' }, '50000', '50000');
    expect(order).toMatchObject({ status: 'delivered', result: 'flat', profit: '0', delivery_price: '50000' });
    expect(await optionBalance(who)).toMatchObject({ available: '1000', frozen: '0' });
  });

  it('is delivered once, whatever runs the job again on the same tick', async () => {
    const who = await optionTrader();
    const { order } = await deliver(who, { amount: '100' }, '50000', '50001');
    expect(order?.result).toBe('win');
    await settleAgain(server);
    await setPrice(server, PAIR, '50002');
    expect(await optionBalance(who)).toMatchObject({ available: '1080' });
    expect((await orders(who)).list).toEqual([order]);
  });

  it('refuses unknown times and currencies and bad amounts in the user language, and changes nothing', async () => {
    const who = await optionTrader('1000');
    const before = { balance: await optionBalance(who), orders: await rowCount('option_orders'), ticks: await rowCount('price_ticks') };
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ seconds: 45 }, en('trade.optionTimeUnknown')],
      [{ seconds: '' }, en('validation.optionTimeRequired')],
      [{ seconds: 'abc' }, en('validation.optionTimeRequired')],
      [{ currency_id: 1 }, en('trade.optionCurrencyUnknown')],
      [{ currency_id: 999 }, en('trade.optionCurrencyUnknown')],
      [{ amount: '9.999999' }, en('trade.minPurchase', { min: '10 USDT' })],
      [{ seconds: 300, amount: '99.99' }, en('trade.minPurchase', { min: '100 USDT' })],
      [{ amount: '' }, en('validation.amountRequired')],
      [{ amount: '0' }, en('validation.amountPositive')],
      [{ amount: '-100' }, en('validation.amountInvalid')],
      [{ amount: 'NaN' }, en('validation.amountInvalid')],
      [{ amount: 'Infinity' }, en('validation.amountInvalid')],
      [{ amount: '1e3' }, en('validation.amountInvalid')],
      [{ amount: '1'.repeat(16) }, en('validation.tooLarge', { max: '999999999999999.999999 USDT' })],
      [{ amount: '1'.repeat(40) }, en('validation.amountInvalid')],
      [{ amount: '10.0000001' }, en('validation.amountDecimals')],
      [{ amount: '10.000000001' }, en('validation.amountDecimals')],
      [{ amount: '1000.000001' }, en('funds.insufficientBalance')],
      [{ direction: 'up' }, en('validation.sideInvalid')],
      [{ symbol: 'NOPE/USDT' }, en('validation.symbolInvalid')],
    ];
    for (const [body, message] of cases) {
      const { status, body: reply } = await submit(who, body);
      expect({ body, status, message: reply.message, code: reply.code }).toEqual({ body, status: 400, message, code: 0 });
    }
    expect((await submit(who, { amount: '5' }, 'zh')).body.message).toBe(translate('zh', 'trade.minPurchase', { min: '10 USDT' }));
    expect((await submit(who, { seconds: 45 }, 'jp')).body.message).toBe(translate('jp', 'trade.optionTimeUnknown'));
    expect({ balance: await optionBalance(who), orders: await rowCount('option_orders'), ticks: await rowCount('price_ticks') }).toEqual(before);
    expect((await orders(who)).total).toBe(0);
  });

  it('an unverified account is told to verify first, with the code the page acts on, and nothing changes', async () => {
    const who = await optionTrader('1000', false);
    const before = await rowCount('option_orders');
    const { status, body } = await submit(who, { amount: '100' });
    expect({ status, code: body.code, message: body.message }).toEqual({ status: 400, code: REQUIREMENT_CODES.notVerified, message: en('funds.notVerified') });
    expect(await optionBalance(who)).toMatchObject({ available: '1000' });
    expect(await rowCount('option_orders')).toBe(before);
  });

  it('refuses missing and unknown tokens, and shows each user only their own options', async () => {
    const [owner, other] = [await optionTrader(), await optionTrader()];
    await ok(submit(owner, { amount: '10' }));
    for (const token of [undefined, 'not-a-token']) {
      const bought = await call(server, 'microtrade/submit', { body: { symbol: PAIR, seconds: 30, currency_id: USDT, direction: 'call', amount: '10' }, token });
      const listed = await call(server, 'microtrade/lists', { token });
      for (const reply of [bought, listed]) expect({ status: reply.status, type: reply.body.type }).toEqual({ status: 401, type: '999' });
    }
    expect((await orders(other)).total).toBe(0);
    expect((await orders(owner)).total).toBe(1);
    expect(await optionBalance(other)).toMatchObject({ available: '1000' });
  });
});

// PostgreSQL only (PGlite is one process); without it the suite says so and skips this part.
const postgres = databases.find((database) => database.url);
(postgres ? describe : describe.skip)('timed options with two server processes on one PostgreSQL database', () => {
  const database = postgres as TestDatabase;
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startServer(database);
    holdMarket(first);
    await setPrice(first, PAIR, '50000');
    // The second process mirrors the price the first publishes.
    second = await startServer(database, { databaseSchema: first.config.databaseSchema });
  });
  afterAll(async () => {
    await second.close({ keepData: true });
    await first.close();
  });

  it('delivers every option exactly once when both run the delivery job on the same tick', async () => {
    const buyers: Array<{ server: TestServer; who: Member }> = [];
    for (const server of [first, second, first, second]) {
      const who = await member(server);
      await verifyBasic(server, who);
      await deposit(server, who, '1000');
      await ok(call(server, 'wallet/change', { body: { from: 'coin', to: 'option', currency_id: USDT, amount: '1000' }, token: who.token }));
      buyers.push({ server, who });
    }
    for (const { server, who } of buyers) {
      for (const direction of ['call', 'put', 'call', 'put', 'call']) {
        await ok(call(server, 'microtrade/submit', { body: { symbol: PAIR, seconds: 30, currency_id: USDT, direction, amount: '100' }, token: who.token }));
      }
    }
    const tick = await setPrice(first, PAIR, '50001');
    // Due on the tick both processes now hold: whichever claims an option delivers it, the other skips it.
    await mirrored(second, tick);
    await first.built.db.query(`UPDATE option_orders SET delivers_at_ms = $1 WHERE status = 'waiting'`, [tick.time]);
    await Promise.all([settleAgain(first), settleAgain(second)]);

    const settled = await first.built.db.query<{ reference: string; n: number }>(
      `SELECT reference, count(*)::int AS n FROM ledger_entries WHERE reason = 'option_settle' GROUP BY reference`,
    );
    expect(settled).toHaveLength(buyers.length * 3);
    expect(settled.every((entry) => entry.n === 1)).toBe(true);
    for (const { server, who } of buyers) {
      // 500 staked: three calls win 180 each, two puts lose.
      expect(await balanceOf(server, who, 'option')).toMatchObject({ available: '1040', frozen: '0' });
      const delivered = await ok(call<Page<OptionOrder>>(server, 'microtrade/lists', { query: { status: 'delivered' }, token: who.token }));
      expect(delivered.list.map((order) => [order.result, order.delivery_tick])).toEqual(
        ['win', 'loss', 'win', 'loss', 'win'].map((result) => [result, tick]),
      );
    }
  });
});
