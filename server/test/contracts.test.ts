import type { Balance, LedgerEntry, ContractsConfig, Position, Page, PriceTick } from '@h5/shared/contract';
import { translate } from '@h5/shared/i18n/messages';
import { deposit, member, ok, type Member } from './support/funds';
import { startProcessPair, type ProcessPair, type ServerProcess } from './support/process';
import { call, databases, startServer, type TestDatabase, type TestServer } from './support/server';
import { balanceOf, holdMarket, mirrored, setPrice, settleAgain } from './support/trading';
import { addDecimal, mulDecimal, roundTo, subDecimal } from '@h5/shared/money';

const en = (key: string, vars?: Record<string, string | number>) => translate('en', key, vars);
const PAIR = 'BTC/USDT';
/** BTC/USDT: 1 lot = 0.01 BTC, so 500 USDT at the price these tests start from. */
const START = '50000';

type Form = Record<string, string | number>;

describe.each(databases)('contracts (lever) on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(database);
    holdMarket(server);
    await setPrice(server, PAIR, START);
  });
  afterAll(() => server.close());
  // Every test starts from the same price, whatever the one before moved it to.
  afterEach(() => setPrice(server, PAIR, START));

  const post = <T>(who: Member | null, path: string, body: Form, lang = 'en') => call<T>(server, path, { body, token: who?.token, lang });
  const submit = (who: Member | null, body: Form, lang = 'en') =>
    post<{ id: number }>(who, 'lever/submit', { symbol: PAIR, side: 'long', type: 'market', lots: 1, multiple: 10, ...body }, lang);
  const close = (who: Member, id: number | string) => post<null>(who, 'lever/close', { id });
  const setStops = (who: Member, body: Form) => post<null>(who, 'lever/setstop', body);
  const positions = async (who: Member, status?: Position['status']) =>
    (await ok(post<Page<Position>>(who, 'lever/my_trade', status ? { status } : {}))).list;
  const position = async (who: Member, id: number) => (await positions(who)).find((candidate) => candidate.id === id);
  const contract = (who: Member): Promise<Balance> => balanceOf(server, who, 'contract');
  const tickAt = (tick: PriceTick, price: string) => ({ symbol: PAIR, time: tick.time, price });

  /** A member with `usdt` in the contract account. */
  async function trader(usdt = '1000'): Promise<Member> {
    const who = await member(server);
    await deposit(server, who, usdt);
    await ok(post(who, 'wallet/change', { from: 'coin', to: 'contract', currency_id: 3, amount: usdt }));
    return who;
  }

  it('tells the multiples, contract size, rates and the contract account balance', async () => {
    const who = await trader('1000');
    expect(await ok(post<ContractsConfig>(who, 'lever/deal', { symbol: PAIR }))).toEqual({
      symbol: PAIR,
      multiples: [5, 10, 20, 50, 100],
      contract_size: '0.01',
      fee_rate: '0.0005',
      maintenance_rate: '0.005',
      balance: '1000',
    });
    expect((await post(who, 'lever/deal', { symbol: 'NOPE/USDT' })).body.message).toBe(en('validation.symbolInvalid'));
  });

  it('opens a market long at once on the recorded live tick, and closes it by hand on the next', async () => {
    const who = await trader();
    const opened = await setPrice(server, PAIR, START);
    const { id } = await ok(submit(who, { lots: 2 }));
    // value 2 x 0.01 x 50000 = 1000: margin 100 at x10, fee 0.05 % = 0.5
    expect(await contract(who)).toMatchObject({ available: '899.5', frozen: '100' });
    expect(await position(who, id)).toMatchObject({
      side: 'long',
      type: 'market',
      lots: 2,
      multiple: 10,
      price: '50000',
      margin: '100',
      fee: '0.5',
      // (1000 - 100) / (0.02 x 0.995), rounded down
      liquidation_price: '45226.13',
      status: 'holding',
      open_tick: tickAt(opened, '50000'),
      close_tick: null,
    });

    const closedAt = await setPrice(server, PAIR, '51000');
    expect((await close(who, id)).body).toMatchObject({ code: 1, message: en('status.operationSuccessful') });
    // margin 100 + P/L 1000 x 0.02 = 20
    expect(await contract(who)).toMatchObject({ available: '1019.5', frozen: '0' });
    expect(await position(who, id)).toMatchObject({
      status: 'closed',
      close_reason: 'manual',
      close_price: '51000',
      profit: '20',
      close_tick: tickAt(closedAt, '51000'),
      closed_at: expect.any(String),
    });
    expect((await close(who, id)).body.message).toBe(en('trade.positionNotOpen'));
    expect(await contract(who)).toMatchObject({ available: '1019.5', frozen: '0' });
    const ledger = await ok(post<Page<LedgerEntry>>(who, 'wallet/legal_log', { account: 'contract' }));
    expect(ledger.list.filter((entry) => entry.reference === `contract:${id}`).map((entry) => [entry.reason, entry.available_delta, entry.frozen_delta])).toEqual([
      ['contract_close', '120', '-100'],
      ['contract_fee', '-0.5', '0'],
      ['contract_open', '-100', '100'],
    ]);
  });

  it('closes a short at its take-profit on the tick that reaches it, and records that tick', async () => {
    const who = await trader();
    const { id } = await ok(submit(who, { side: 'short', multiple: 20, take_profit: '48000', stop_loss: '51000' }));
    // value 500: margin 25, fee 0.25
    expect(await position(who, id)).toMatchObject({ margin: '25', fee: '0.25', take_profit: '48000', stop_loss: '51000', liquidation_price: '52238.81' });
    await setPrice(server, PAIR, '48500');
    expect((await position(who, id))?.status).toBe('holding');
    const reached = await setPrice(server, PAIR, '47999');
    expect(await position(who, id)).toMatchObject({
      status: 'closed',
      close_reason: 'take_profit',
      close_price: '47999',
      profit: '20.01',
      close_tick: tickAt(reached, '47999'),
    });
    // 1000 - 25.25 + (25 + 20.01)
    expect(await contract(who)).toMatchObject({ available: '1019.76', frozen: '0' });
  });

  it('closes a long at its stop-loss when the price falls to it', async () => {
    const who = await trader();
    const { id } = await ok(submit(who, { stop_loss: '49000' }));
    const reached = await setPrice(server, PAIR, '48800');
    expect(await position(who, id)).toMatchObject({ status: 'closed', close_reason: 'stop_loss', close_price: '48800', profit: '-12', close_tick: tickAt(reached, '48800') });
    // 1000 - 50.25 + (50 - 12)
    expect(await contract(who)).toMatchObject({ available: '987.75', frozen: '0' });
  });

  it('liquidates when equity meets the maintenance margin, paying what is left and never below zero', async () => {
    const [atLevel, gapped, short] = [await trader('100'), await trader('100'), await trader('100')];
    const level = await ok(submit(atLevel, { multiple: 100 }));
    const gap = await ok(submit(gapped, { multiple: 100 }));
    const shorted = await ok(submit(short, { side: 'short', multiple: 100 }));
    // margin 5: (500 - 5) / (0.01 x 0.995) = 49748.74 for the longs, (500 + 5) / (0.01 x 1.005) = 50248.76 for the short
    expect((await position(atLevel, level.id))?.liquidation_price).toBe('49748.74');
    expect((await position(short, shorted.id))?.liquidation_price).toBe('50248.76');

    await setPrice(server, PAIR, '49748.75');
    expect((await positions(atLevel, 'holding')).map((p) => p.id)).toEqual([level.id]);
    const reached = await setPrice(server, PAIR, '49748.74');
    // equity 5 - 2.5126 = 2.4874 <= maintenance 2.4874370: liquidated, and what is left comes back
    expect(await position(atLevel, level.id)).toMatchObject({ status: 'closed', close_reason: 'liquidation', profit: '-2.5126', close_tick: tickAt(reached, '49748.74') });
    expect(await contract(atLevel)).toMatchObject({ available: '97.2374', frozen: '0' });

    // The other long was liquidated on the same tick; a short gapped far past its level loses its margin, no more.
    expect((await position(gapped, gap.id))?.close_reason).toBe('liquidation');
    await setPrice(server, PAIR, '90000');
    expect(await position(short, shorted.id)).toMatchObject({ status: 'closed', close_reason: 'liquidation', close_price: '90000', profit: '-5' });
    expect(await contract(short)).toMatchObject({ available: '94.75', frozen: '0' });
  });

  it('opens a waiting limit long at its price when the live price comes down to it, then takes profit', async () => {
    const who = await trader();
    const { id } = await ok(submit(who, { type: 'limit', price: '49000', take_profit: '52000' }));
    // margin 49 and fee 0.245 held while it waits
    expect(await contract(who)).toMatchObject({ available: '950.755', frozen: '49.245' });
    expect(await position(who, id)).toMatchObject({ status: 'waiting', type: 'limit', price: '49000', open_tick: null, liquidation_price: '44321.6' });
    await setPrice(server, PAIR, '49500');
    expect((await position(who, id))?.status).toBe('waiting');

    const crossed = await setPrice(server, PAIR, '48900');
    expect(await position(who, id)).toMatchObject({ status: 'holding', price: '49000', open_tick: tickAt(crossed, '48900') });
    expect(await contract(who)).toMatchObject({ available: '950.755', frozen: '49' });

    // Running the jobs again on the same tick settles nothing twice.
    await settleAgain(server);
    expect(await contract(who)).toMatchObject({ available: '950.755', frozen: '49' });

    await setPrice(server, PAIR, '52000');
    // 49 + (52000 - 49000) x 0.01 = 79
    expect(await position(who, id)).toMatchObject({ status: 'closed', close_reason: 'take_profit', profit: '30' });
    expect(await contract(who)).toMatchObject({ available: '1029.755', frozen: '0' });
  });

  it('opens a waiting limit short when the price rises to it', async () => {
    const who = await trader();
    const { id } = await ok(submit(who, { side: 'short', type: 'limit', price: '51000', multiple: 5 }));
    await setPrice(server, PAIR, '50999');
    expect((await position(who, id))?.status).toBe('waiting');
    await setPrice(server, PAIR, '51000');
    expect(await position(who, id)).toMatchObject({ status: 'holding', price: '51000', margin: '102', fee: '0.255' });
  });

  it('cancels a waiting limit position on close, giving back margin and fee', async () => {
    const who = await trader();
    const before = await contract(who);
    const { id } = await ok(submit(who, { type: 'limit', price: '45000', lots: 3 }));
    expect(await contract(who)).toMatchObject({ available: '864.325', frozen: '135.675' });
    expect((await close(who, id)).body.code).toBe(1);
    expect(await contract(who)).toEqual(before);
    expect(await positions(who, 'cancelled')).toMatchObject([{ id, status: 'cancelled', open_tick: null, close_tick: null, profit: null }]);
    expect(await positions(who, 'waiting')).toEqual([]);
    expect((await close(who, id)).body.message).toBe(en('trade.positionNotOpen'));
    await setPrice(server, PAIR, '44000');
    expect((await position(who, id))?.status).toBe('cancelled');
    expect(await contract(who)).toEqual(before);
  });

  it('sets and clears take-profit and stop-loss on an open position, checked against the side and the live price', async () => {
    const who = await trader();
    const { id } = await ok(submit(who, {}));
    const refused = async (body: Form, key: string, vars: Record<string, string | number> = {}) => {
      const reply = await setStops(who, { id, ...body });
      expect([reply.status, reply.body.message]).toEqual([400, en(key, vars)]);
    };
    await refused({ take_profit: '49000' }, 'trade.takeProfitAbove', { price: '50000' });
    await refused({ stop_loss: '50000' }, 'trade.stopLossBelow', { price: '50000' });
    await refused({ take_profit: '55000.001' }, 'trade.priceDecimals', { decimals: 2 });
    await refused({ take_profit: 'NaN' }, 'validation.amountInvalid');
    await refused({ stop_loss: '1'.repeat(25) }, 'validation.amountInvalid');
    expect(await position(who, id)).toMatchObject({ take_profit: null, stop_loss: null });

    expect((await setStops(who, { id, take_profit: '55000', stop_loss: '45000' })).body.code).toBe(1);
    expect(await position(who, id)).toMatchObject({ take_profit: '55000', stop_loss: '45000' });
    expect((await setStops(who, { id })).body.code).toBe(1);
    expect(await position(who, id)).toMatchObject({ take_profit: null, stop_loss: null });

    // In profit, a stop above the open price locks some of it in, and fires when the price comes back.
    await setPrice(server, PAIR, '52000');
    expect((await setStops(who, { id, stop_loss: '51000' })).body.code).toBe(1);
    await setPrice(server, PAIR, '50900');
    expect(await position(who, id)).toMatchObject({ status: 'closed', close_reason: 'stop_loss', profit: '9' });
    await refused({ stop_loss: '40000' }, 'trade.positionNotHolding');

    const waiting = await ok(submit(who, { type: 'limit', price: '45000' }));
    await refused({ id: waiting.id, take_profit: '60000' }, 'trade.positionNotHolding');
  });

  const invalid: Array<[string, Form, string, Record<string, string | number>?]> = [
    ['no lots', { lots: '' }, 'validation.lotsInvalid'],
    ['zero lots', { lots: 0 }, 'validation.lotsInvalid'],
    ['negative lots', { lots: -1 }, 'validation.lotsInvalid'],
    ['fractional lots', { lots: '1.5' }, 'validation.lotsInvalid'],
    ['NaN lots', { lots: 'NaN' }, 'validation.lotsInvalid'],
    ['huge lots', { lots: '1'.repeat(20) }, 'validation.lotsInvalid'],
    ['more lots than the balance covers', { lots: 999_999_999 }, 'funds.insufficientBalance'],
    ['an unknown multiple', { multiple: 7 }, 'validation.multipleInvalid'],
    ['no multiple', { multiple: '' }, 'validation.multipleInvalid'],
    ['an unknown pair', { symbol: 'NOPE/USDT' }, 'validation.symbolInvalid'],
    ['no side', { side: '' }, 'validation.sideInvalid'],
    ['an unknown type', { type: 'stop' }, 'validation.priceTypeInvalid'],
    ['a limit without price', { type: 'limit' }, 'trade.priceRequired'],
    ['a NaN price', { type: 'limit', price: 'NaN' }, 'validation.amountInvalid'],
    ['a huge price', { type: 'limit', price: '9'.repeat(19) }, 'validation.tooLarge', { max: '999999999999999.99 USDT' }],
    ['a price far from the market', { type: 'limit', price: '1000' }, 'trade.priceOutOfRange', { min: '10,000', max: '250,000' }],
    ['a take-profit below a long', { take_profit: '49000' }, 'trade.takeProfitAbove', { price: '50000' }],
    ['a stop-loss above a long', { stop_loss: '50001' }, 'trade.stopLossBelow', { price: '50000' }],
    ['a take-profit above a short', { side: 'short', take_profit: '51000' }, 'trade.takeProfitBelow', { price: '50000' }],
    ['a stop-loss below a short', { side: 'short', stop_loss: '49000' }, 'trade.stopLossAbove', { price: '50000' }],
    ['a take-profit below a limit price', { type: 'limit', price: '48000', take_profit: '47000' }, 'trade.takeProfitAbove', { price: '48000' }],
    ['a NaN take-profit', { take_profit: 'NaN' }, 'validation.amountInvalid'],
    ['a take-profit too fine', { take_profit: '55000.001' }, 'trade.priceDecimals', { decimals: 2 }],
  ];

  // `vars` has a default so the test's arity stays below a row's length (a longer one would make Jest pass `done`).
  it.each(invalid)('refuses %s with its message and changes nothing', async (_case, body, key, vars = {}) => {
    const who = await trader();
    const before = await contract(who);
    const refused = await submit(who, body);
    expect([refused.status, refused.body.message]).toEqual([400, en(key, vars)]);
    expect(await contract(who)).toEqual(before);
    expect(await positions(who)).toEqual([]);
  });

  it('refuses in the caller’s language', async () => {
    const who = await trader('10');
    expect((await submit(who, { lots: 0 }, 'zh')).body.message).toBe(translate('zh', 'validation.lotsInvalid'));
    expect((await submit(who, {}, 'zh')).body.message).toBe(translate('zh', 'funds.insufficientBalance'));
    expect((await submit(who, { take_profit: '1' }, 'th')).body.message).toBe(translate('th', 'trade.takeProfitAbove', { price: '50000' }));
    expect(await contract(who)).toMatchObject({ available: '10', frozen: '0' });
  });

  it('refuses missing tokens, and answers other users’ positions as not found', async () => {
    const owner = await trader();
    const other = await trader();
    const holding = await ok(submit(owner, {}));
    const waiting = await ok(submit(owner, { type: 'limit', price: '45000' }));
    for (const [path, body] of [
      ['lever/deal', { symbol: PAIR }],
      ['lever/submit', { symbol: PAIR, side: 'long', type: 'market', lots: 1, multiple: 10 }],
      ['lever/my_trade', {}],
      ['lever/close', { id: holding.id }],
      ['lever/setstop', { id: holding.id, take_profit: '60000' }],
    ] as const) {
      expect((await call(server, path, { body, lang: 'en' })).status).toBe(401);
      expect((await call(server, path, { body, token: 'not-a-token', lang: 'en' })).status).toBe(401);
    }
    const ownerBefore = await contract(owner);
    for (const id of [holding.id, waiting.id]) {
      expect((await close(other, id)).status).toBe(404);
      expect((await setStops(other, { id, take_profit: '60000' })).status).toBe(404);
    }
    expect((await close(other, 999_999)).status).toBe(404);
    expect((await close(other, 'x')).body.message).toBe(en('validation.orderInvalid'));
    expect(await positions(other)).toEqual([]);
    expect(await contract(owner)).toEqual(ownerBefore);
    expect(await position(owner, holding.id)).toMatchObject({ status: 'holding', take_profit: null });
    expect(await position(owner, waiting.id)).toMatchObject({ status: 'waiting' });
  });

  it('lists positions by status, newest first', async () => {
    const who = await trader();
    const first = await ok(submit(who, {}));
    const second = await ok(submit(who, { type: 'limit', price: '45000' }));
    await ok(close(who, first.id));
    expect((await positions(who)).map((p) => p.id)).toEqual([second.id, first.id]);
    expect((await positions(who, 'closed')).map((p) => p.id)).toEqual([first.id]);
    expect((await positions(who, 'waiting')).map((p) => p.id)).toEqual([second.id]);
    expect(await positions(who, 'holding')).toEqual([]);
    expect((await post(who, 'lever/my_trade', { status: 'open' })).body.message).toBe(en('validation.invalid'));
  });
});

/**
 * Two server processes on one PostgreSQL schema, both running the jobs on every shared tick: each
 * limit position opens once and each position closes once (liquidation or take-profit), whatever
 * they race, and the contract account ends at exactly 3000 + the sum of (profit - fee).
 */
const postgres = databases.find((database) => database.url);
(postgres ? describe : describe.skip)('contracts settled by two server processes on one PostgreSQL database', () => {
  let pair: ProcessPair;
  let mirror: TestServer;
  let publisher: ServerProcess;
  beforeAll(async () => {
    pair = await startProcessPair(postgres as TestDatabase & { url: string });
    ({ mirror, publisher } = pair);
  }, 60_000);
  afterAll(() => pair?.stop());

  it('opens and closes every position exactly once while both settle the same ticks', async () => {
    const live = (await mirrored(mirror, { symbol: PAIR, time: 0 })).price;
    const at = (share: string) => roundTo(mulDecimal(live, share), 2, 'floor');
    const users = await Promise.all(Array.from({ length: 3 }, () => member(mirror)));
    for (const who of users) {
      await deposit(mirror, who, '3000');
      await ok(call(mirror, 'wallet/change', { body: { from: 'coin', to: 'contract', currency_id: 3, amount: '3000' }, token: who.token }));
    }
    // Through both processes: market longs (liquidated at 0.88 x live) and limit longs at 0.9 x live (opened there, then taking profit).
    const orders = users.flatMap((who) =>
      Array.from({ length: 10 }, (_, i) => {
        const limit: Form = i % 2 === 0 ? { type: 'limit', price: at('0.9') } : { type: 'market' };
        const body = { symbol: PAIR, side: 'long', lots: 1, multiple: 10, take_profit: at('1.2'), ...limit };
        return ok(call(i % 4 < 2 ? mirror : publisher, 'lever/submit', { body, token: who.token }));
      }),
    );
    await Promise.all(orders);

    for (const share of ['0.88', '1.2']) {
      const moved = call<PriceTick>(publisher, 'dev/price', { body: { symbol: PAIR, price: at(share) }, json: true });
      // Meanwhile this process settles again and again, beside its own rounds on the ticks it mirrors.
      for (let round = 0; round < 10; round++) await settleAgain(mirror);
      const { body } = await moved;
      expect(body.code).toBe(1);
      await mirrored(mirror, body.data);
      await settleAgain(mirror);
    }

    for (const who of users) {
      const list = (await ok(call<Page<Position>>(mirror, 'lever/my_trade', { body: { limit: 100 }, token: who.token }))).list;
      expect(list.map((p) => [p.type, p.status, p.close_reason, p.close_tick?.price]).sort()).toEqual(
        [...Array(5).fill(['limit', 'closed', 'take_profit', at('1.2')]), ...Array(5).fill(['market', 'closed', 'liquidation', at('0.88')])].sort(),
      );
      const expected = list.reduce((sum, p) => addDecimal(sum, subDecimal(p.profit as string, p.fee)), '3000');
      expect(await balanceOf(mirror, who, 'contract')).toMatchObject({ available: expected, frozen: '0' });
      const closes = await mirror.built.db.query<{ entries: number }>(
        `SELECT count(*)::int AS entries FROM ledger_entries WHERE user_id = $1 AND reason IN ('contract_fee', 'contract_close') GROUP BY reference, reason`,
        [who.user.id],
      );
      // Every position, market or limit, has its fee and its closing once.
      expect(closes).toHaveLength(20);
      expect(closes.every((row) => row.entries === 1)).toBe(true);
    }
  }, 120_000);
});
