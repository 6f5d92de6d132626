/**
 * Airdrops on a real database: each rule's eligibility and why not, claims credited once into
 * the spot account through the ledger (parallel taps of one user; many users racing for the
 * last of the total), refusals that change nothing, and the holding snapshot taken once, at its
 * instant, by the calendar's job.
 */
import type { AirdropCampaign, AirdropRecord, LedgerDetail, Page } from '@h5/shared/contract';
import { translate } from '@h5/shared/i18n/messages';
import { isoTime } from '../src/db/database';
import { insertCampaign, type NewCampaign } from '../src/modules/airdrop/queries';
import { runOps } from '../src/modules/ops/cli';
import { deposit, member, ok, verifyBasic, type Member } from './support/funds';
import { call, databases, startServer, type TestServer } from './support/server';
import { balanceOf } from './support/trading';

const en = (key: string) => translate('en', key);
const DAY = 86_400_000;
const BTC = 1;
const USDT = 3;
const TRX = 5;

describe.each(databases)('airdrops on $name', (database) => {
  let server: TestServer;
  // How far the calendar has been moved past the server's clock (POST dev/clock).
  let shifted = 0;
  const calendarNow = () => server.clock.now() + shifted;
  const campaign = (spec: Partial<NewCampaign> = {}): Promise<number> =>
    insertCampaign(
      server.built.db,
      {
        currencyId: USDT,
        amount: '5',
        total: '1000',
        rule: { kind: 'verified' },
        startsAt: isoTime(calendarNow() - DAY),
        endsAt: isoTime(calendarNow() + 7 * DAY),
        ...spec,
      },
      isoTime(calendarNow()),
    );
  const list = (who?: Member) => ok(call<AirdropCampaign[]>(server, 'airdrop/list', { token: who?.token, lang: 'en' }));
  const seen = async (who: Member | undefined, id: number) => (await list(who)).find((c) => c.id === id);
  const claim = (who: Member, id: number | string) => call<AirdropRecord>(server, 'airdrop/claim', { body: { id }, token: who.token, lang: 'en' });
  const claimsOf = (id: number) =>
    server.built.db.query<{ user_id: number; amount: string }>('SELECT user_id, trim_scale(amount)::text AS amount FROM airdrop_claims WHERE campaign_id = $1', [id]);

  beforeAll(async () => {
    server = await startServer(database);
  });
  afterAll(() => server?.close());

  it('seeds the demo campaigns and shows them to a guest, who must log in to claim', async () => {
    const campaigns = await list();
    expect(campaigns.map((c) => c.state)).toEqual(['login', 'login', 'upcoming', 'upcoming', 'ended']);
    expect(campaigns.map((c) => c.rule.kind)).toEqual(['verified', 'new_users', 'holding', 'verified', 'verified']);
    expect(campaigns[2]).toMatchObject({ coin: 'BNB', amount: '0.02', rule: { kind: 'holding', coin: 'BTC', min: '0.01', snapshot_taken: false }, held: null });
  });

  it('verified rule: "verify first" until verified, then one credit into the spot account', async () => {
    const id = await campaign();
    const who = await member(server);
    expect((await seen(who, id))?.state).toBe('verify');
    const refused = await claim(who, id);
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([400, 0, en('airdropClaim.verifyFirst')]);
    expect(await claimsOf(id)).toEqual([]);
    expect((await balanceOf(server, who, 'coin')).available).toBe('0');

    await verifyBasic(server, who);
    expect((await seen(who, id))?.state).toBe('claimable');
    const done = await claim(who, id);
    expect(done.body.message).toBe(en('airdropClaim.claimed'));
    expect(done.body.data).toMatchObject({ campaign_id: id, coin: 'USDT', amount: '5', rule: 'verified' });
    expect((await balanceOf(server, who, 'coin')).available).toBe('5');
    expect(await seen(who, id)).toMatchObject({ state: 'claimed', claimed: '5' });

    const again = await claim(who, id);
    expect(again.body.message).toBe(en('airdropClaim.alreadyClaimed'));
    expect((await balanceOf(server, who, 'coin')).available).toBe('5');

    const records = await ok(call<Page<AirdropRecord>>(server, 'airdrop/order_list', { token: who.token }));
    expect(records).toMatchObject({ total: 1, list: [{ id: done.body.data.id, campaign_id: id, coin: 'USDT', amount: '5' }] });
    const [entry] = await server.built.db.query<{ id: number; type: string; account: string; reference: string }>(
      `SELECT id, type, account, reference FROM ledger_entries WHERE user_id = $1 AND type = 'airdrop'`,
      [who.user.id],
    );
    expect(entry).toEqual({ id: expect.any(Number), type: 'airdrop', account: 'coin', reference: `airdrop:${done.body.data.id}` });
    // The history's detail of the entry names the claim.
    const detail = await ok(call<LedgerDetail>(server, 'wallet/legal_detail', { body: { id: entry?.id ?? 0 }, token: who.token }));
    expect(detail.source).toEqual({ kind: 'airdrop', id: done.body.data.id, symbol: null, status: null });
    const events = await server.built.db.query<{ kind: string; data: unknown }>('SELECT kind, data FROM notifications WHERE user_id = $1 AND kind = $2', [
      who.user.id,
      'airdrop.claimed',
    ]);
    expect(events).toEqual([{ kind: 'airdrop.claimed', data: { coin: 'USDT', amount: '5' } }]);
  });

  it('credits one claim whatever the parallel taps', async () => {
    const id = await campaign({ currencyId: TRX, amount: '20' });
    const who = await member(server);
    await verifyBasic(server, who);
    const replies = await Promise.all(Array.from({ length: 12 }, () => claim(who, id)));
    const messages = replies.map((reply) => reply.body.message).sort();
    expect(messages.filter((m) => m === en('airdropClaim.claimed'))).toHaveLength(1);
    expect(messages.filter((m) => m === en('airdropClaim.alreadyClaimed'))).toHaveLength(11);
    expect((await balanceOf(server, who, 'coin', TRX)).available).toBe('20');
    expect(await claimsOf(id)).toEqual([{ user_id: who.user.id, amount: '20' }]);
  });

  it('never gives out more than the total when many users race for the last of it', async () => {
    const registeredFrom = isoTime(Date.now() - DAY);
    const id = await campaign({ amount: '2.5', total: '7.5', rule: { kind: 'new_users', from: registeredFrom, to: isoTime(Date.now() + DAY) } });
    const racers = await Promise.all(Array.from({ length: 8 }, () => member(server)));
    const replies = await Promise.all(racers.map((who) => claim(who, id)));
    const messages = replies.map((reply) => reply.body.message);
    expect(messages.filter((m) => m === en('airdropClaim.claimed'))).toHaveLength(3);
    expect(messages.filter((m) => m === en('airdropClaim.soldOut'))).toHaveLength(5);
    expect(await claimsOf(id)).toHaveLength(3);
    const [row] = await server.built.db.query<{ claimed: string }>('SELECT trim_scale(claimed)::text AS claimed FROM airdrop_campaigns WHERE id = $1', [id]);
    expect(row?.claimed).toBe('7.5');
    const late = await member(server);
    expect((await seen(late, id))?.state).toBe('sold_out');
  });

  it('new-users rule: accounts registered outside the range are told so', async () => {
    const id = await campaign({ rule: { kind: 'new_users', from: isoTime(Date.now() - 30 * DAY), to: isoTime(Date.now() - 10 * DAY) } });
    const who = await member(server);
    expect((await seen(who, id))?.state).toBe('registered_outside');
    expect((await claim(who, id)).body.message).toBe(en('airdropClaim.registeredOutside'));
    expect(await claimsOf(id)).toEqual([]);
  });

  it('refuses unknown, not-yet-open and ended campaigns, bad ids and missing tokens, changing nothing', async () => {
    const upcoming = await campaign({ startsAt: isoTime(calendarNow() + DAY), endsAt: isoTime(calendarNow() + 2 * DAY) });
    const ended = await campaign({ startsAt: isoTime(calendarNow() - 3 * DAY), endsAt: isoTime(calendarNow() - DAY) });
    const who = await member(server);
    await verifyBasic(server, who);
    expect((await claim(who, upcoming)).body.message).toBe(en('airdropClaim.notOpen'));
    expect((await claim(who, ended)).body.message).toBe(en('airdropClaim.ended'));
    expect((await claim(who, 999_999)).body.message).toBe(en('airdropClaim.notFound'));
    for (const bad of ['abc', '-1', '0', '1.5']) expect((await claim(who, bad)).body.message).toBe(en('airdropClaim.notFound'));
    const zh = await call(server, 'airdrop/claim', { body: { id: ended }, token: who.token, lang: 'zh' });
    expect(zh.body.message).toBe(translate('zh', 'airdropClaim.ended'));
    for (const path of ['airdrop/claim', 'airdrop/order_list']) {
      const anonymous = await call(server, path, path === 'airdrop/claim' ? { body: { id: upcoming }, lang: 'en' } : { lang: 'en' });
      expect([anonymous.status, anonymous.body.message]).toEqual([401, en('server.notLoggedIn')]);
      const forged = await call(server, path, path === 'airdrop/claim' ? { body: { id: upcoming }, token: 'not-a-token', lang: 'en' } : { token: 'x', lang: 'en' });
      expect(forged.status).toBe(401);
    }
    expect(await claimsOf(upcoming)).toEqual([]);
    expect(await claimsOf(ended)).toEqual([]);
    // Another user's records are not in mine.
    expect(await ok(call<Page<AirdropRecord>>(server, 'airdrop/order_list', { token: who.token }))).toMatchObject({ total: 0, list: [] });
  });

  it('takes the holding snapshot once, at its instant, read from the ledger even when taken late', async () => {
    const before = await member(server);
    const after = await member(server);
    const small = await member(server);
    await deposit(server, before, '0.02', BTC);
    await deposit(server, small, '0.005', BTC);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const instant = server.clock.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Coins arriving after the snapshot instant count for nothing, even before the job has run.
    await deposit(server, before, '0.5', BTC);
    await deposit(server, after, '1', BTC);
    const id = await campaign({
      currencyId: 4,
      amount: '0.02',
      rule: { kind: 'holding', currencyId: BTC, min: '0.01', snapshotAt: isoTime(instant + (calendarNow() - server.clock.now())) },
      startsAt: isoTime(calendarNow()),
    });
    const future = await campaign({
      currencyId: 4,
      rule: { kind: 'holding', currencyId: BTC, min: '0.01', snapshotAt: isoTime(calendarNow() + DAY) },
      startsAt: isoTime(calendarNow() + DAY),
      endsAt: isoTime(calendarNow() + 3 * DAY),
    });
    expect((await seen(before, id))?.state).toBe('snapshot_pending');
    expect((await claim(before, id)).body.message).toBe(en('airdropClaim.snapshotPending'));

    const first = await server.built.scheduler.runNow();
    expect(first['airdrop-snapshots']).toBeGreaterThanOrEqual(1);
    const second = await server.built.scheduler.runNow();
    expect(second['airdrop-snapshots']).toBe(0);
    const rows = await server.built.db.query<{ user_id: number; held: string }>(
      'SELECT user_id, trim_scale(held)::text AS held FROM airdrop_snapshots WHERE campaign_id = $1 ORDER BY user_id',
      [id],
    );
    expect(rows).toEqual(
      [
        { user_id: before.user.id, held: '0.02' },
        { user_id: small.user.id, held: '0.005' },
      ].sort((a, b) => a.user_id - b.user_id),
    );
    expect(await seen(before, id)).toMatchObject({ state: 'claimable', held: '0.02' });
    expect(await seen(small, id)).toMatchObject({ state: 'holding_short', held: '0.005' });
    expect(await seen(after, id)).toMatchObject({ state: 'holding_short', held: '0' });
    expect((await claim(small, id)).body.message).toBe(en('airdropClaim.holdingShort'));
    expect((await claim(before, id)).body.message).toBe(en('airdropClaim.claimed'));
    expect((await balanceOf(server, before, 'coin', 4)).available).toBe('0.02');

    // The future snapshot waits for its day on the calendar, then is taken once.
    const [pending] = await server.built.db.query<{ taken: boolean }>('SELECT snapshot_taken_at IS NOT NULL AS taken FROM airdrop_campaigns WHERE id = $1', [future]);
    expect(pending?.taken).toBe(false);
    const moved = await ok(call<{ done: Record<string, number> }>(server, 'dev/clock', { body: { seconds: 2 * 86_400 }, json: true }));
    shifted += 2 * DAY;
    expect(moved.done['airdrop-snapshots']).toBeGreaterThanOrEqual(1);
    expect(await seen(after, future)).toMatchObject({ state: 'claimable', held: '1' });
  });

  it('creates campaigns from the ops CLI, checked, and lists them', async () => {
    const run = async (...args: string[]) => {
      let out = '';
      let err = '';
      const code = await runOps(args, { OPS_ACCESS_FILE: server.config.opsAccessFile }, { write: (c) => (out += String(c)) }, { write: (c) => (err += String(c)) });
      return { code, out, err };
    };
    const starts = isoTime(calendarNow() + DAY);
    const ends = isoTime(calendarNow() + 8 * DAY);
    const created = await run('airdrops', 'create', '--coin', 'bnb', '--amount', '0.02', '--total', '50', '--rule', 'holding', '--hold-coin', 'BTC', '--min', '0.01',
      '--snapshot', starts, '--starts', starts, '--ends', ends);
    expect(created).toMatchObject({ code: 0, err: '' });
    const id = Number(/^airdrop (\d+): created$/m.exec(created.out)?.[1]);
    expect(await seen(undefined, id)).toMatchObject({ coin: 'BNB', amount: '0.02', total: '50', state: 'upcoming', rule: { kind: 'holding', coin: 'BTC', min: '0.01', snapshot_at: starts } });
    const listed = await run('airdrops', 'list');
    expect(listed.out.split('\n')[0]).toMatch(/^id\s+coin\s+amount\s+total\s+claimed\s+rule\s+starts_at\s+ends_at/);
    expect(listed.out).toMatch(new RegExp(`^${id}\\s+BNB\\s+0.02\\s+50\\s+0\\s+holding 0.01 BTC @ ${starts}`, 'm'));

    const base = ['airdrops', 'create', '--amount', '5', '--total', '100', '--starts', starts, '--ends', ends];
    // A field's own fault names the field; a relation between fields says both.
    const field = (name: string, key: string, vars: Record<string, string | number> = {}) => `${en(`ops.field.${name}`)}: ${translate('en', key, vars)}`;
    const refusals: Array<[string[], string]> = [
      [[...base, '--coin', 'NOPE', '--rule', 'verified'], field('coin', 'airdropClaim.coinUnknown')],
      [[...base, '--coin', 'USDT', '--rule', 'verified', '--total', '1'], en('airdropClaim.totalBelowAmount')],
      [[...base, '--coin', 'USDT', '--rule', 'verified', '--ends', starts], en('airdropClaim.windowInvalid')],
      [[...base, '--coin', 'USDT', '--rule', 'verified', '--starts', isoTime(calendarNow() - 9 * DAY), '--ends', isoTime(calendarNow() - DAY)], en('ops.endsInPast')],
      [[...base, '--coin', 'USDT', '--rule', 'holding', '--hold-coin', 'BTC', '--min', '1'], en('airdropClaim.ruleIncomplete')],
      [[...base, '--coin', 'USDT', '--rule', 'holding', '--hold-coin', 'BTC', '--min', '1', '--snapshot', ends], en('airdropClaim.snapshotAfterStart')],
      [[...base, '--coin', 'USDT', '--rule', 'holding', '--hold-coin', 'NOPE', '--min', '1', '--snapshot', starts], field('hold_coin', 'airdropClaim.coinUnknown')],
      [[...base, '--coin', 'USDT', '--rule', 'holding', '--hold-coin', 'BTC', '--min', '0.000000001', '--snapshot', starts], field('min', 'ops.places', { currency: 'BTC', decimals: 8 })],
      [[...base, '--coin', 'USDT', '--rule', 'new_users', '--from', starts], en('airdropClaim.ruleIncomplete')],
      [[...base, '--coin', 'USDT', '--rule', 'new_users', '--from', ends, '--to', starts], en('ops.registrationInvalid')],
      [[...base, '--coin', 'USDT', '--rule', 'everyone'], field('rule', 'ops.ruleInvalid')],
      [[...base, '--coin', 'USDT', '--rule', 'verified', '--amount', 'lots'], field('amount', 'validation.amountInvalid')],
      [[...base, '--coin', 'USDT', '--rule', 'verified', '--amount', '0'], field('amount', 'validation.amountPositive')],
      // TRX has 6 places: a 7th would credit dust no transfer or withdrawal could ever move.
      [[...base, '--coin', 'TRX', '--rule', 'verified', '--amount', '0.1234567'], field('amount', 'ops.places', { currency: 'TRX', decimals: 6 })],
      [[...base, '--coin', 'TRX', '--rule', 'verified', '--total', '100.0000001'], field('total', 'ops.places', { currency: 'TRX', decimals: 6 })],
      [[...base, '--coin', 'TRX', '--rule', 'verified', '--total', '9'.repeat(16)], field('total', 'validation.tooLarge', { max: `${'9'.repeat(15)}.999999 TRX` })],
      [[...base, '--coin', 'USDT', '--rule', 'verified', '--starts', 'soon'], field('starts_at', 'ops.timeInvalid')],
      [[...base, '--coin', 'USDT', '--rule', 'verified', '--ends', '2099-02-30T00:00:00Z'], field('ends_at', 'ops.timeInvalid')],
      [[...base, '--coin', 'USDT', '--rule', 'verified', '--ends', '2099-01-01T08:00:00'], field('ends_at', 'ops.timeInvalid')],
    ];
    const [{ count: before }] = (await server.built.db.query<{ count: number }>('SELECT count(*)::int AS count FROM airdrop_campaigns')) as [{ count: number }];
    for (const [args, message] of refusals) expect(await run(...args)).toMatchObject({ code: 1, err: `refused (400): ${message}\n` });
    const [{ count: after }] = (await server.built.db.query<{ count: number }>('SELECT count(*)::int AS count FROM airdrop_campaigns')) as [{ count: number }];
    expect(after).toBe(before);
    // The ops endpoints want this run's token.
    const forged = await fetch(`${server.url}/ops/airdrops`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-ops-token': 'guess' }, body: '{}' });
    expect(forged.status).toBe(403);
  });

  it('keeps the ledger whole: balances are their entries, claims their credits, totals their claims', async () => {
    const drift = await server.built.db.query(
      `SELECT b.user_id FROM balances b
         LEFT JOIN (SELECT user_id, account, currency_id, sum(available_delta) AS a, sum(frozen_delta) AS f FROM ledger_entries GROUP BY 1, 2, 3) e
           USING (user_id, account, currency_id)
        WHERE b.available <> coalesce(e.a, 0) OR b.frozen <> coalesce(e.f, 0)`,
    );
    expect(drift).toEqual([]);
    const unmatched = await server.built.db.query(
      `SELECT cl.id FROM airdrop_claims cl
         LEFT JOIN ledger_entries e ON e.reference = 'airdrop:' || cl.id AND e.type = 'airdrop' AND e.user_id = cl.user_id AND e.available_delta = cl.amount
        GROUP BY cl.id HAVING count(e.id) <> 1`,
    );
    expect(unmatched).toEqual([]);
    const totals = await server.built.db.query(
      `SELECT c.id FROM airdrop_campaigns c LEFT JOIN airdrop_claims cl ON cl.campaign_id = c.id
        GROUP BY c.id, c.claimed HAVING c.claimed <> coalesce(sum(cl.amount), 0)`,
    );
    expect(totals).toEqual([]);
  });
});
