/**
 * The referral programme on a real database: each trading fee an invitee pays is shared out once
 * (the inviter's rebate, the invitee's reward, each ratio x fee floored to the currency's places;
 * options pay no fee, so they earn nothing), unissued until the hour, then paid into the spot
 * accounts through the ledger once, by one process of two racing, and caught up after a stop;
 * partner status comes at the threshold of qualified invitees; the ranking masks and orders;
 * nobody sees another user's invitees or shares; the ledger holds after it all.
 */
import type { Invitee, Page, RebateRecord, ReferralInfo, ReferralRanking } from '@h5/shared/contract';
import { maskAccount } from '@h5/shared/format/mask';
import { addDecimal, compareDecimal, mulDecimal, roundTo, sumDecimals } from '@h5/shared/money';
import { deposit, ledgerHolds, member, ok, verifyBasic, type Member } from './support/funds';
import { call, databases, startServer, type TestDatabase, type TestServer } from './support/server';
import { balanceOf, holdMarket, setPrice } from './support/trading';

const PAIR = 'BTC/USDT';
const USDT = 3;
const HOUR = 3_600_000;
/** The default terms (config `referral`). */
const BASE = '0.2';
const PARTNER = '0.3';
const REWARD = '0.1';
const share = (fee: string, ratio: string) => roundTo(mulDecimal(fee, ratio), 6, 'floor');

describe.each(databases)('referral on $name', (database) => {
  let server: TestServer;
  const post = <T>(who: Member, path: string, body: Record<string, string | number> = {}) => ok(call<T>(server, path, { body, token: who.token, lang: 'en' }));
  const get = <T>(who: Member, path: string) => ok(call<T>(server, path, { method: 'GET', token: who.token, lang: 'en' }));
  const coinUsdt = async (who: Member) => (await balanceOf(server, who, 'coin', USDT)).available;
  const runJobs = () => server.built.scheduler.runNow();
  /** An invitee who has done everything that counts: verified, deposited, and (optionally) traded. */
  async function invitee(of: Member, amount = '2000'): Promise<Member> {
    const who = await member(server, of.user.invite_code);
    await verifyBasic(server, who);
    await deposit(server, who, amount);
    return who;
  }
  const spotBuy = (who: Member) => post<{ id: number }>(who, 'coin/trade', { symbol: PAIR, side: 'buy', type: 'market', quantity: '0.01' });

  beforeAll(async () => {
    server = await startServer(database);
    holdMarket(server);
    await setPrice(server, PAIR, '50000');
  });
  afterAll(() => server?.close());

  it('shares each spot and contract fee exactly, nothing on options, and pays it once on the hour', async () => {
    const inviter = await member(server);
    const friend = await invitee(inviter);
    const stranger = await member(server);
    await spotBuy(friend);
    await post(friend, 'wallet/change', { from: 'coin', to: 'contract', currency_id: USDT, amount: '500' });
    await post(friend, 'wallet/change', { from: 'coin', to: 'option', currency_id: USDT, amount: '100' });
    await post(friend, 'lever/submit', { symbol: PAIR, side: 'long', type: 'market', lots: 1, multiple: 10 });
    await post(friend, 'microtrade/submit', { symbol: PAIR, seconds: 30, currency_id: USDT, direction: 'put', amount: '50' });
    const { list: [position] } = await post<Page<{ fee: string }>>(friend, 'lever/my_trade', {});
    // 0.01 BTC at 50 000: 500 USDT, its fee 0.1 %.
    const fees = ['0.5', position!.fee];

    await runJobs();
    const rebates = await post<Page<RebateRecord>>(inviter, 'user/my_account_return');
    expect(rebates.list.map((r) => [r.role, r.fee, r.ratio, r.amount, r.status, r.source.split(':')[0]])).toEqual([
      ['rebate', fees[1], BASE, share(fees[1]!, BASE), 'unissued', 'contract'],
      ['rebate', fees[0], BASE, share(fees[0]!, BASE), 'unissued', 'spot'],
    ]);
    expect(rebates.list[0]?.invitee).toMatch(/^\d{3}\*{4}\d{4}$/);
    const rewards = await post<Page<RebateRecord>>(friend, 'user/my_account_return');
    expect(rewards.list.map((r) => [r.role, r.amount, r.invitee])).toEqual([
      ['reward', share(fees[1]!, REWARD), null],
      ['reward', share(fees[0]!, REWARD), null],
    ]);
    const info = await get<ReferralInfo>(inviter, 'user/invite');
    const rebateSum = sumDecimals(fees.map((fee) => share(fee, BASE)));
    expect(info).toMatchObject({ promoted_count: 1, qualified_count: 1, activated: false, rebate_ratio: BASE, reward_ratio: REWARD });
    expect(info.totals).toEqual([{ currency: 'USDT', issued: '0', unissued: rebateSum, this_month: rebateSum }]);

    // Nothing is paid before the hour; on it, once, however often the job runs.
    const before = { inviter: await coinUsdt(inviter), friend: await coinUsdt(friend) };
    await runJobs();
    expect(await coinUsdt(inviter)).toBe(before.inviter);
    server.clock.advance(HOUR);
    await runJobs();
    await runJobs();
    expect(await coinUsdt(inviter)).toBe(addDecimal(before.inviter, rebateSum));
    expect(await coinUsdt(friend)).toBe(addDecimal(before.friend, sumDecimals(fees.map((fee) => share(fee, REWARD)))));
    expect((await get<ReferralInfo>(inviter, 'user/invite')).totals).toEqual([{ currency: 'USDT', issued: rebateSum, unissued: '0', this_month: rebateSum }]);
    const events = await get<Page<{ kind: string; data: { amount: string; shares: number } }>>(inviter, 'notification/list');
    expect(events.list.filter((e) => e.kind === 'referral.issued').map((e) => e.data)).toEqual([{ currency: 'USDT', amount: rebateSum, shares: 2 }]);
    const paid = (await post<Page<{ type: string; available_delta: string; reference: string }>>(inviter, 'wallet/legal_log', { type: 'referral' })).list;
    expect(paid.map((entry) => [entry.type, entry.available_delta])).toEqual([['referral', rebateSum]]);

    // The invitee's own view, and nobody else's: the stranger has no invitees and no shares.
    const friends = await post<Page<Invitee>>(inviter, 'user/my_invite_list');
    expect(friends.list).toEqual([
      { id: friend.user.id, account: expect.stringMatching(/\*{4}/) as unknown, registered_at: expect.any(String) as unknown, stage: 'qualified', missing: [], earned: [{ currency: 'USDT', amount: rebateSum }] },
    ]);
    expect(await post<Page<Invitee>>(stranger, 'user/my_invite_list')).toMatchObject({ list: [], total: 0 });
    expect(await post<Page<RebateRecord>>(stranger, 'user/my_account_return')).toMatchObject({ list: [], total: 0 });
    await ledgerHolds(server);
  });

  it('tells an inviter why a friend does not count yet, and makes a partner at the threshold', async () => {
    const inviter = await member(server);
    await member(server, inviter.user.invite_code);
    const verifiedOnly = await member(server, inviter.user.invite_code);
    await verifyBasic(server, verifiedOnly);
    const traders = [await invitee(inviter), await invitee(inviter)];
    const deposited = await invitee(inviter);
    for (const friend of traders) await spotBuy(friend);
    await runJobs();
    const stages = (await post<Page<Invitee>>(inviter, 'user/my_invite_list')).list.map((friend) => [friend.stage, friend.missing]);
    expect(stages).toEqual([
      ['deposited', ['traded']],
      ['qualified', []],
      ['qualified', []],
      ['verified', ['deposited', 'traded']],
      ['registered', ['verified', 'deposited', 'traded']],
    ]);
    expect(await get<ReferralInfo>(inviter, 'user/invite')).toMatchObject({ promoted_count: 5, qualified_count: 2, activated: false, authorization_code: null });

    // The third qualified invitee makes a partner: told, with an authorization code, and the higher rate from then on.
    await spotBuy(deposited);
    await runJobs();
    const partner = await get<ReferralInfo>(inviter, 'user/invite');
    expect(partner).toMatchObject({ qualified_count: 3, activated: true, rebate_ratio: PARTNER });
    expect(partner.authorization_code).toMatch(/^[A-Z2-9]{8}$/);
    const events = await get<Page<{ kind: string; data: unknown }>>(inviter, 'notification/list');
    expect(events.list.filter((e) => e.kind === 'referral.partner').map((e) => e.data)).toEqual([{ ratio: PARTNER, invitees: 3 }]);
    await spotBuy(traders[0]!);
    await runJobs();
    const [latest] = (await post<Page<RebateRecord>>(inviter, 'user/my_account_return')).list;
    expect([latest?.ratio, latest?.amount]).toEqual([PARTNER, share('0.5', PARTNER)]);
  });

  it('ranks the top ten by rebate paid, ties to the earlier registered, accounts masked', async () => {
    // Two inviters earning the same: the one who registered first ranks first.
    const [earlier, later] = [await member(server), await member(server)];
    for (const inviter of [later, earlier]) await spotBuy(await invitee(inviter));
    await runJobs();
    server.clock.advance(HOUR);
    await runJobs();
    const reader = await member(server);
    const asked = server.clock.now();
    const ranking = await post<ReferralRanking>(reader, 'user/invite_list');
    const rebates = ranking.list.map((row) => row.rebate);
    expect(rebates).toEqual([...rebates].sort((a, b) => compareDecimal(b, a)));
    expect(ranking.list.map((row) => row.rank)).toEqual(ranking.list.map((_, index) => index + 1));
    const rankOf = (who: Member) => ranking.list.findIndex((row) => row.account === maskAccount(who.registered.account));
    expect(rankOf(earlier)).toBeGreaterThanOrEqual(0);
    expect(rankOf(later)).toBe(rankOf(earlier) + 1);
    expect(ranking.list[rankOf(earlier)]?.rebate).toBe(share('0.5', BASE));
    for (const row of ranking.list) expect(row.account).toMatch(/^\d{3}\*{4}\d{4}$/);
    // Computed as it was asked for, on the calendar.
    expect(Date.parse(ranking.computed_at)).toBeGreaterThanOrEqual(asked);
    expect(Date.parse(ranking.computed_at)).toBeLessThanOrEqual(server.clock.now());
  });

  it('refuses every call without a valid token', async () => {
    for (const [method, path] of [
      ['GET', 'user/invite'],
      ['GET', 'user/my_poster'],
      ['GET', 'user/my_share'],
      ['POST', 'user/my_invite_list'],
      ['POST', 'user/my_account_return'],
      ['POST', 'user/invite_list'],
    ] as const) {
      for (const token of [undefined, 'garbage-token']) {
        const { status } = await call(server, path, { method, token, lang: 'en' });
        expect([path, status]).toEqual([path, 401]);
      }
    }
  });
});

const postgres = databases.find((database) => database.url);
(postgres ? describe : describe.skip)('referral issue with two server processes on PostgreSQL', () => {
  const database = postgres as TestDatabase;
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    first = await startServer(database);
    second = await startServer(database, { databaseSchema: first.config.databaseSchema });
    holdMarket(first);
    await setPrice(first, PAIR, '50000');
  }, 60_000);
  afterAll(async () => {
    await second?.close({ keepData: true });
    await first?.close();
  });

  it('pays each share once while both issue at the same time, and catches up after a stop', async () => {
    const inviter = await member(first);
    const friends: Member[] = [];
    for (let i = 0; i < 4; i += 1) {
      const friend = await member(first, inviter.user.invite_code);
      await verifyBasic(first, friend);
      await deposit(first, friend, '2000');
      friends.push(friend);
    }
    // Fees charged while no job runs (the processes "down"), then both catch up at once.
    for (const friend of friends) for (let n = 0; n < 3; n += 1) await ok(call(first, 'coin/trade', { body: { symbol: PAIR, side: 'buy', type: 'market', quantity: '0.01' }, token: friend.token }));
    await Promise.all([first.built.scheduler.runNow(), second.built.scheduler.runNow()]);
    first.clock.advance(HOUR);
    second.clock.advance(HOUR);
    const before = await balanceOf(first, inviter, 'coin', USDT);
    await Promise.all([first.built.scheduler.runNow(), second.built.scheduler.runNow(), first.built.scheduler.runNow()]);
    const after = await balanceOf(first, inviter, 'coin', USDT);
    expect(after.available).toBe(addDecimal(before.available, mulDecimal(share('0.5', BASE), '12')));
    // One payout per owner (the inviter and four friends), each the sum of its shares.
    const [counts] = await first.built.db.query<{ shares: number; issued: number; payouts: number; off: number; queued: number }>(
      `SELECT (SELECT count(*)::int FROM referral_shares) AS shares, (SELECT count(*)::int FROM referral_shares s JOIN referral_payouts p ON p.id = s.payout_id WHERE p.issued_at IS NOT NULL) AS issued,
              (SELECT count(*)::int FROM referral_payouts) AS payouts,
              (SELECT count(*)::int FROM referral_payouts p
                 LEFT JOIN (SELECT payout_id, sum(amount) AS amount, count(*)::int AS n FROM referral_shares GROUP BY payout_id) s ON s.payout_id = p.id
                WHERE p.amount IS DISTINCT FROM s.amount OR p.shares IS DISTINCT FROM s.n) AS off,
              (SELECT count(*)::int FROM referral_fee_queue) AS queued`,
    );
    expect(counts).toEqual({ shares: 24, issued: 24, payouts: 5, off: 0, queued: 0 });
    await ledgerHolds(first);
  });
});

