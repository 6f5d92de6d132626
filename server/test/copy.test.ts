/**
 * Copy trading on the real engine: the leads' strategies trade through the contract engine on
 * the shared price (driven here, MARKET_CONTROL), their positions are mirrored for the follows at
 * the follow's share and on the lead's tick, skipped with the reason kept, closed with the lead's,
 * and profit share is charged on realised profit above the high-water mark only. Every figure is
 * checked against the kernel's formulas and the ledger invariant after it all.
 */
import { contract, type CopyFollow, type CopyFollowDetail, type CopyLead, type CopyLeadProfile, type Decimal, type Page, type PriceTick } from '@h5/shared/contract';
import { translate } from '@h5/shared/i18n/messages';
import { addDecimal, bookEquity, compareDecimal, feeOf, marginOf, mirrorLots, mulDecimal, payoutOf, profitAndLoss, profitShareOf, roundTo, subDecimal, sumDecimals } from '@h5/shared/money';
import { deposit, ledgerHolds, member, ok, type Member } from './support/funds';
import { startProcessPair, type ProcessPair, type ServerProcess } from './support/process';
import { call, databases, startServer, type TestDatabase, type TestServer } from './support/server';
import { balanceOf, holdMarket, mirrored, setPrice, settleAgain } from './support/trading';

const en = (key: string, vars?: Record<string, string | number>) => translate('en', key, vars);
const ATLAS = 1;
const MIRA = 2;
/** USDT's places: what the contract engine rounds margins, fees and payouts to. */
const USDT_PLACES = 6;

/** The mean and (population) deviation of a pair's last `count` completed 30-minute closes, as the strategies read them. */
function closesOf(server: TestServer, symbol: string, count: number): { mean: number; deviation: number } {
  const now = server.clock.now();
  const candles = (server.built.feed.candles(symbol, '30min', { limit: count + 2 }) ?? []).filter((candle) => candle.time * 1000 + 1_800_000 <= now).slice(-count);
  const closes = candles.map((candle) => Number(candle.close));
  const mean = closes.reduce((sum, value) => sum + value, 0) / closes.length;
  return { mean, deviation: Math.sqrt(closes.reduce((sum, value) => sum + (value - mean) ** 2, 0) / closes.length) };
}

const at2 = (value: number) => value.toFixed(2);

describe.each(databases)('copy trading on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(database);
    holdMarket(server);
  });
  afterAll(() => server.close());

  const post = <T>(who: Member | null, path: string, body: Record<string, string | number>, lang = 'en') => call<T>(server, path, { body, token: who?.token, lang });
  const get = <T>(who: Member | null, path: string, query: Record<string, string | number> = {}, lang = 'en') => call<T>(server, path, { query, token: who?.token, lang });
  const follow = (who: Member, body: Record<string, string | number>, lang = 'en') => post<CopyFollow>(who, 'documentation/sub', { ratio: '1', ...body }, lang);
  const detail = (who: Member, id: number) => ok(get<CopyFollowDetail>(who, 'documentation/order/detail', { id }));

  async function follower(usdt: string): Promise<Member> {
    const who = await member(server);
    await deposit(server, who, usdt);
    await ok(post(who, 'wallet/change', { from: 'coin', to: 'contract', currency_id: 3, amount: usdt }));
    return who;
  }

  const leadSignal = async (positionId: number) => {
    const [row] = await server.built.db.query<{ equity: Decimal; lots: number; price: Decimal; open_tick_time: number }>(
      `SELECT trim_scale(s.equity)::text AS equity, p.lots, trim_scale(p.price)::text AS price, p.open_tick_time::float8 AS open_tick_time
         FROM copy_signals s JOIN lever_positions p ON p.id = s.position_id WHERE s.position_id = $1`,
      [positionId],
    );
    return row as { equity: Decimal; lots: number; price: Decimal; open_tick_time: number };
  };

  it('lists the leads with their terms and no typed-in figures, and explains the config', async () => {
    const leads = await ok(get<CopyLead[]>(null, 'documentation/product_info'));
    expect(leads.map((lead) => [lead.name, lead.strategy, lead.risk])).toEqual([
      ['Atlas Trend', 'trend', 'low'],
      ['Mira Reversion', 'reversion', 'medium'],
      ['Nova Breakout', 'breakout', 'high'],
      ['Sage Careful', 'careful', 'low'],
    ]);
    // With no record replayed here, nothing is claimed: no trades, a zero ROI, nobody's earnings.
    for (const lead of leads) {
      expect(lead.performance.map((window) => [window.days, window.trades, window.roi, window.win_rate, window.follower_roi])).toEqual([
        [7, 0, '0', null, null],
        [30, 0, '0', null, null],
        [90, 0, '0', null, null],
      ]);
    }
    expect(await ok(get(null, 'documentation/config'))).toMatchObject({ ratios: ['0.5', '1', '2', '3'] });
    expect((await get(null, 'documentation/lead', { id: 99 })).body.message).toBe(en('copy.leadUnknown'));
    expect((await get(null, 'documentation/lead', { id: 99 }, 'zh')).body.message).toBe(translate('zh', 'copy.leadUnknown'));
  });

  it('refuses bad follows with a clear message and changes nothing', async () => {
    const who = await follower('500');
    const refused = async (body: Record<string, string | number>, message: string) => {
      const { body: reply } = await follow(who, body);
      expect(reply.message).toBe(message);
    };
    await refused({ lead_id: 99, amount: '100' }, en('copy.leadUnknown'));
    await refused({ lead_id: ATLAS, amount: '100', ratio: '7' }, en('copy.ratioInvalid'));
    await refused({ lead_id: ATLAS, amount: '100', stop_loss: '95' }, en('copy.percentOutOfRange', { min: 1, max: 90 }));
    await refused({ lead_id: ATLAS, amount: '50' }, en('amount.belowMinimum', { min: '100 USDT' }));
    await refused({ lead_id: ATLAS, amount: '600' }, en('funds.insufficientBalance'));
    await refused({ lead_id: ATLAS, amount: '100.0000001' }, en('validation.amountDecimals'));
    expect(await balanceOf(server, who, 'contract')).toMatchObject({ available: '500', frozen: '0' });
    expect((await post(null, 'documentation/sub', { lead_id: ATLAS, amount: '100', ratio: '1' })).status).toBe(401);
    await ok(follow(who, { lead_id: ATLAS, amount: '200' }));
    // Following the same lead twice is refused: stop and follow again to change the amount.
    await refused({ lead_id: ATLAS, amount: '100' }, en('copy.alreadyFollowing'));
    expect(await balanceOf(server, who, 'contract')).toMatchObject({ available: '300', frozen: '200' });
  });

  it("mirrors a lead's position at the follow's share on the lead's tick, skips what rounds to nothing, and closes with the lead", async () => {
    const { mean } = closesOf(server, 'BTC/USDT', 48);
    await setPrice(server, 'BTC/USDT', at2(mean));
    const big = await follower('5000');
    const small = await follower('500');
    const bigFollow = await ok(follow(big, { lead_id: ATLAS, amount: '4000', ratio: '2' }));
    const smallFollow = await ok(follow(small, { lead_id: ATLAS, amount: '100', ratio: '0.5' }));

    // 2 % above its 24-hour average: Atlas goes long (its stop-loss 3 % below).
    const opened = await setPrice(server, 'BTC/USDT', at2(mean * 1.02));
    const { mirrors, skips } = await detail(big, bigFollow.id);
    expect(mirrors).toHaveLength(1);
    const mirror = mirrors[0] as CopyFollowDetail['mirrors'][number];
    const lead = await leadSignal(mirror.mirror_of);
    const lots = mirrorLots(lead.lots, '2', bookEquity('4000', []), lead.equity);
    expect(lots).toBeGreaterThan(0);
    const terms = { lots, contractSize: '0.01', multiple: 5, feeRate: '0.0005' };
    expect(mirror).toMatchObject({
      side: 'long',
      lots,
      multiple: 5,
      price: lead.price,
      margin: marginOf(terms, lead.price, USDT_PLACES),
      fee: feeOf(terms, lead.price, USDT_PLACES),
      status: 'holding',
      open_tick: { symbol: 'BTC/USDT', time: opened.time, price: opened.price },
    });
    expect(lead.open_tick_time).toBe(opened.time);
    expect(skips).toEqual([]);
    // The small follow's share rounds down to nothing: skipped, and told why.
    const smallDetail = await detail(small, smallFollow.id);
    expect(smallDetail.mirrors).toEqual([]);
    expect(smallDetail.skips).toEqual([expect.objectContaining({ position_id: mirror.mirror_of, reason: 'too_small', lead_lots: lead.lots, needed: null })]);
    // Its money stays frozen in the contract account: the cash less margin and fee, plus the margin.
    const spent = addDecimal(mirror.margin, mirror.fee);
    expect(await balanceOf(server, big, 'contract')).toMatchObject({ available: '1000', frozen: subDecimal('4000', mirror.fee) });
    expect((await detail(big, bigFollow.id)).follow).toMatchObject({ cash: subDecimal('4000', spent), margin: mirror.margin, open_positions: 1 });
    // Not the user's to close by hand.
    expect((await post(big, 'lever/close', { id: mirror.id })).status).toBe(404);

    // Back to the average: Atlas closes, and the mirror with it on the same tick and price.
    const closed = await setPrice(server, 'BTC/USDT', at2(mean));
    const after = await detail(big, bigFollow.id);
    const payout = payoutOf(mirror.margin, profitAndLoss({ side: 'long', lots, contractSize: '0.01' }, mirror.price, closed.price), USDT_PLACES);
    expect(after.mirrors[0]).toMatchObject({ status: 'closed', close_reason: 'manual', close_price: closed.price, profit: subDecimal(payout, mirror.margin) });
    expect(after.mirrors[0]?.close_tick).toEqual({ symbol: 'BTC/USDT', time: closed.time, price: closed.price });
    expect(after.follow).toMatchObject({
      cash: addDecimal(subDecimal('4000', spent), payout),
      realised: subDecimal(subDecimal(payout, mirror.margin), mirror.fee),
      open_positions: 0,
    });
    await ledgerHolds(server);
  });

  it('charges profit share only on realised profit above the high-water mark, and stopping returns the rest exactly', async () => {
    const { mean, deviation } = closesOf(server, 'ETH/USDT', 24);
    await setPrice(server, 'ETH/USDT', at2(mean));
    const who = await follower('3000');
    const { id } = await ok(follow(who, { lead_id: MIRA, amount: '2000', ratio: '3', stop_loss: '80' }));
    // Far below the average: Mira buys; much further down its own stop-loss closes it at a loss,
    // and on that tick it buys again; back at the average it takes the gain.
    await setPrice(server, 'ETH/USDT', at2(mean - 2.5 * deviation));
    const first = (await detail(who, id)).mirrors[0] as CopyFollowDetail['mirrors'][number];
    const stopLoss = Number(first.price) * 0.95;
    await setPrice(server, 'ETH/USDT', at2(stopLoss));
    await setPrice(server, 'ETH/USDT', at2(mean));
    const { follow: state, mirrors } = await detail(who, id);
    expect(mirrors.map((mirror) => [mirror.status, mirror.close_reason])).toEqual([
      ['closed', 'manual'],
      ['closed', 'stop_loss'],
    ]);
    const realised = sumDecimals(mirrors.map((mirror) => subDecimal(mirror.profit as string, mirror.fee)));
    expect(state.realised).toBe(realised);
    expect(state.profit_share).toBe('0');

    const before = await balanceOf(server, who, 'contract');
    const ended = await ok(post<CopyFollow>(who, 'documentation/order/cancel', { id }));
    const share = profitShareOf({ realised, high_water_mark: '0', profit_share_rate: '0.12' }, USDT_PLACES);
    expect(ended).toMatchObject({ status: 'ended', end_reason: 'user', profit_share: share.amount });
    expect(ended.returned).toBe(subDecimal(state.cash, share.amount));
    expect(await balanceOf(server, who, 'contract')).toEqual(
      expect.objectContaining({ available: addDecimal(before.available, ended.returned as string), frozen: '0' }),
    );
    const statement = await detail(who, id);
    if (share.amount === '0') expect(statement.settlements).toEqual([]);
    else
      expect(statement.settlements).toEqual([
        expect.objectContaining({ kind: 'end', realised, high_water_mark: '0', new_high_water_mark: realised, rate: '0.12', amount: roundTo(mulDecimal(realised, '0.12'), USDT_PLACES, 'floor') }),
      ]);
    // Ended once: a second stop is refused, nothing changes.
    expect((await post(who, 'documentation/order/cancel', { id })).body.message).toBe(en('copy.followEnded'));
    await ledgerHolds(server);
  });

  it("ends a follow by its own stop-loss at market, and tells the follower", async () => {
    const { mean } = closesOf(server, 'BTC/USDT', 48);
    await setPrice(server, 'BTC/USDT', at2(mean));
    const who = await follower('3000');
    const { id } = await ok(follow(who, { lead_id: ATLAS, amount: '2000', ratio: '3', stop_loss: '3' }));
    await setPrice(server, 'BTC/USDT', at2(mean * 1.02));
    const open = (await detail(who, id)).mirrors[0] as CopyFollowDetail['mirrors'][number];
    // A 0.7 % fall at this size costs more than 3 % of the invested amount; Atlas itself holds on.
    const fell = await setPrice(server, 'BTC/USDT', at2(mean * 1.0125));
    const { follow: ended, mirrors } = await detail(who, id);
    expect(ended).toMatchObject({ status: 'ended', end_reason: 'stop_loss', open_positions: 0 });
    expect(mirrors[0]).toMatchObject({ id: open.id, status: 'closed', close_reason: 'stop_loss', close_price: fell.price });
    const payout = payoutOf(open.margin, profitAndLoss({ side: 'long', lots: open.lots, contractSize: '0.01' }, open.price, fell.price), USDT_PLACES);
    expect(ended.returned).toBe(addDecimal(subDecimal('2000', addDecimal(open.margin, open.fee)), payout));
    expect(await balanceOf(server, who, 'contract')).toMatchObject({ available: addDecimal('1000', ended.returned as string), frozen: '0' });
    const [lead] = await server.built.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM lever_positions WHERE id = $1 AND status = 'holding'`,
      [open.mirror_of],
    );
    expect(lead?.n).toBe(1);
    const events = await ok(get<Page<{ kind: string; data: Record<string, unknown> }>>(who, 'notification/list'));
    expect(events.list.map((event) => event.kind).slice(0, 3)).toEqual(['copy.stopped', 'copy.closed', 'copy.opened']);
    expect(events.list[0]?.data).toMatchObject({ lead: 'Atlas Trend', reason: 'stop_loss', returned: ended.returned });
    await setPrice(server, 'BTC/USDT', at2(mean));
  });

  it('settles profit share weekly on the calendar, above the high-water mark only', async () => {
    const { mean, deviation } = closesOf(server, 'ETH/USDT', 24);
    await setPrice(server, 'ETH/USDT', at2(mean));
    const who = await follower('3000');
    const { id } = await ok(follow(who, { lead_id: MIRA, amount: '2000', ratio: '1' }));
    const week = () => ok(call<{ done: Record<string, number> }>(server, 'dev/clock', { body: { seconds: 7 * 86_400 }, json: true }));
    const trade = async (exit: number) => {
      await setPrice(server, 'ETH/USDT', at2(mean - 2.5 * deviation));
      await setPrice(server, 'ETH/USDT', at2(exit));
    };
    // A gain, then the week ends: the share of it is paid and the mark rises to it.
    await trade(mean);
    const first = (await detail(who, id)).follow;
    expect(compareDecimal(first.realised, '0')).toBe(1);
    expect((await week()).done['copy.profit-share']).toBe(1);
    const charged = profitShareOf({ realised: first.realised, high_water_mark: '0', profit_share_rate: '0.12' }, USDT_PLACES);
    let state = await detail(who, id);
    expect(state.settlements).toEqual([
      expect.objectContaining({ kind: 'weekly', realised: first.realised, high_water_mark: '0', new_high_water_mark: first.realised, amount: charged.amount }),
    ]);
    expect(state.follow).toMatchObject({ high_water_mark: first.realised, profit_share: charged.amount });
    // A loss (its stop-loss 4 % down), and the week ends below the mark: nothing is charged.
    await setPrice(server, 'ETH/USDT', at2(mean - 2.5 * deviation));
    await setPrice(server, 'ETH/USDT', at2((mean - 2.5 * deviation) * 0.95));
    await setPrice(server, 'ETH/USDT', at2((mean - 2.5 * deviation) * 0.95 + 0.01));
    state = await detail(who, id);
    expect(compareDecimal(state.follow.realised, first.realised)).toBe(-1);
    expect((await week()).done['copy.profit-share']).toBe(0);
    expect((await detail(who, id)).settlements).toHaveLength(1);
    // Mira bought again on its stop's tick; back at the average it gains. Stopping now charges the
    // share of what is above the mark only.
    await setPrice(server, 'ETH/USDT', at2(mean));
    const last = (await detail(who, id)).follow;
    const due = profitShareOf({ realised: last.realised, high_water_mark: first.realised, profit_share_rate: '0.12' }, USDT_PLACES);
    const ended = await ok(post<CopyFollow>(who, 'documentation/order/cancel', { id }));
    expect(ended).toMatchObject({ profit_share: addDecimal(charged.amount, due.amount), returned: subDecimal(last.cash, due.amount) });
    const settlements = (await detail(who, id)).settlements;
    expect(settlements.map((one) => [one.kind, one.high_water_mark, one.amount])).toEqual([
      ['weekly', '0', charged.amount],
      ...(compareDecimal(due.amount, '0') > 0 ? [['end', first.realised, due.amount]] : []),
    ]);
    await ledgerHolds(server);
  });

  it('refuses every protected copy call without a valid token, and serves the public ones to a guest', async () => {
    const protectedCalls = Object.values(contract.copy).filter((spec) => spec.auth);
    expect(protectedCalls.map((spec) => spec.path).sort()).toEqual(['documentation/order', 'documentation/order/cancel', 'documentation/order/detail', 'documentation/report', 'documentation/sub']);
    for (const spec of protectedCalls) {
      for (const token of [undefined, '', 'garbage-token']) {
        const reply = await call(server, spec.path, { method: spec.method, ...(spec.method === 'GET' ? { query: { id: 1 } } : { body: { id: 1, lead_id: 1, amount: '100', ratio: '1' } }), token, lang: 'en' });
        expect([reply.status, reply.body.message]).toEqual([401, en('server.notLoggedIn')]);
      }
    }
    for (const spec of Object.values(contract.copy).filter((one) => !one.auth)) expect((await call(server, spec.path, { query: { id: 1 } })).status).toBe(200);
  });

  it("refuses another user's follow as not found", async () => {
    const owner = await follower('500');
    const other = await follower('500');
    const { id } = await ok(follow(owner, { lead_id: ATLAS, amount: '100' }));
    expect((await get(other, 'documentation/order/detail', { id })).status).toBe(404);
    expect((await post(other, 'documentation/order/cancel', { id })).status).toBe(404);
    const list = await ok(get<Page<CopyFollow>>(owner, 'documentation/order'));
    expect(list.list.map((one) => one.id)).toEqual([id]);
  });
});

describe.each(databases)('lead records replayed over history on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(database, { copy: { historyDays: 90 } });
  });
  afterAll(() => server.close());

  it('gives every lead a record read from its replayed positions and ledger', async () => {
    const leads = await ok(call<CopyLead[]>(server, 'documentation/product_info'));
    const traded = leads.filter((lead) => (lead.performance[2]?.trades ?? 0) > 0);
    expect(traded.length).toBeGreaterThanOrEqual(3);
    for (const lead of leads) {
      const [user] = await server.built.db.query<{ user_id: number }>('SELECT user_id FROM copy_leads WHERE id = $1', [lead.id]);
      const [sum] = await server.built.db.query<{ pnl: string; n: number }>(
        `SELECT trim_scale(coalesce(sum(profit - fee), 0))::text AS pnl, count(*)::int AS n FROM lever_positions
          WHERE user_id = $1 AND status = 'closed' AND closed_at >= now() - interval '90 days'`,
        [user?.user_id],
      );
      expect(lead.performance[2]).toMatchObject({ pnl: sum?.pnl, trades: sum?.n });
      const profile = await ok(call<CopyLeadProfile>(server, 'documentation/lead', { query: { id: lead.id } }));
      expect(profile.curve.length).toBeGreaterThanOrEqual(89);
      expect(profile.curve[profile.curve.length - 1]?.equity).toBe(lead.equity);
      for (const trade of profile.trades) expect(trade.close_tick).toEqual(expect.objectContaining({ symbol: trade.symbol, price: trade.close_price }));
    }
    await ledgerHolds(server);
  });
});

/**
 * Two server processes on one PostgreSQL schema, both running the copy jobs on every shared tick
 * (and this one running them again and again beside its own rounds): a lead acts once per tick,
 * each lead position is mirrored once per follow and closed once, and a follow ends once.
 */
const postgres = databases.find((database) => database.url);
(postgres ? describe : describe.skip)('copy trading across two processes on PostgreSQL', () => {
  let pair: ProcessPair;
  let mirror: TestServer;
  let publisher: ServerProcess;
  beforeAll(async () => {
    // The same seed as this process (the same history, so the same signals) and no replayed record.
    pair = await startProcessPair(postgres as TestDatabase & { url: string }, { env: { MARKET_SEED: '7', COPY_HISTORY_DAYS: '0' } });
    ({ mirror, publisher } = pair);
  }, 60_000);
  afterAll(() => pair?.stop());

  it('mirrors and closes each lead position once per follow, and ends a follow once, whichever process runs the jobs', async () => {
    await mirrored(mirror, { symbol: 'BTC/USDT', time: 0 });
    const { mean } = closesOf(mirror, 'BTC/USDT', 48);
    const hold = (price: string) => ok(call<PriceTick>(publisher, 'dev/price', { body: { symbol: 'BTC/USDT', price, hold: true }, json: true }));
    await mirrored(mirror, await hold(at2(mean)));
    const followers: Array<{ who: Member; id: number }> = [];
    for (let i = 0; i < 6; i++) {
      const who = await member(mirror);
      await deposit(mirror, who, '3000');
      await ok(call(mirror, 'wallet/change', { body: { from: 'coin', to: 'contract', currency_id: 3, amount: '3000' }, token: who.token }));
      const { id } = await ok(call<CopyFollow>(i % 2 ? mirror : publisher, 'documentation/sub', { body: { lead_id: ATLAS, amount: '2500', ratio: '3' }, token: who.token }));
      followers.push({ who, id });
    }
    const race = async () => {
      for (let round = 0; round < 10; round++) await settleAgain(mirror);
    };
    const opened = await hold(at2(mean * 1.02));
    await Promise.all([race(), mirrored(mirror, opened)]);
    await race();
    const closed = await hold(at2(mean));
    await Promise.all([race(), mirrored(mirror, closed)]);
    await race();

    const db = mirror.built.db;
    const [lead] = await db.query<{ user_id: number }>('SELECT user_id FROM copy_leads WHERE id = $1', [ATLAS]);
    const leadPositions = await db.query<{ id: number; open_tick_time: number }>(
      `SELECT id, open_tick_time::float8 AS open_tick_time FROM lever_positions WHERE user_id = $1 AND follow_id IS NULL ORDER BY id`,
      [lead?.user_id],
    );
    // One position on the tick that crossed the band, closed on the one back.
    expect(leadPositions.map((position) => position.open_tick_time)).toEqual([opened.time]);
    for (const { who, id } of followers) {
      const { mirrors, skips } = await ok(call<CopyFollowDetail>(mirror, 'documentation/order/detail', { query: { id }, token: who.token }));
      expect(skips).toEqual([]);
      expect(mirrors.map((one) => [one.mirror_of, one.status, one.close_tick?.time])).toEqual([[leadPositions[0]?.id, 'closed', closed.time]]);
    }
    const entries = await db.query<{ reference: string; reason: string; n: number }>(
      `SELECT reference, reason, count(*)::int AS n FROM ledger_entries WHERE user_id = ANY($1::int[]) GROUP BY 1, 2 HAVING count(*) > 1`,
      [followers.map(({ who }) => who.user.id)],
    );
    expect(entries).toEqual([]);

    // Stopped through both processes at once: one ends it, the other is told it has ended.
    for (const { who, id } of followers) {
      const replies = await Promise.all([mirror, publisher].map((server) => call<CopyFollow>(server, 'documentation/order/cancel', { body: { id }, token: who.token })));
      expect(replies.map((reply) => reply.body.code).sort()).toEqual([0, 1]);
      expect(await balanceOf(mirror, who, 'contract')).toMatchObject({ frozen: '0' });
    }
    const returns = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_entries WHERE reason = 'copy_return' AND user_id = ANY($1::int[])`, [
      followers.map(({ who }) => who.user.id),
    ]);
    expect(returns[0]?.n).toBe(followers.length);
    await ledgerHolds(mirror);
  });
});
