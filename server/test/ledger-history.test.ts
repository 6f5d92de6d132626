/**
 * The history that explains itself: every action writes entries of the right type with the
 * balance they left, the list narrows by type, coin, account and dates and pages, and an entry's
 * detail names its source record, tick or address. Nobody sees another user's entries.
 */
import { LEDGER_TYPES } from '@h5/shared/constants';
import type { LedgerDetail, LedgerEntry, Page } from '@h5/shared/contract';
import { translate } from '@h5/shared/i18n/messages';
import { FUND_PASSWORD, member, ok, review, withdrawer, type Member } from './support/funds';
import { call, databases, startServer, type TestServer } from './support/server';
import { balanceOf, holdMarket, setPrice } from './support/trading';

const en = (key: string) => translate('en', key);
const PAIR = 'BTC/USDT';
const USDT = 3;
const BTC = 1;
const DAY = 86_400_000;

describe.each(databases)('typed ledger history on $name', (database) => {
  let server: TestServer;
  let who: Member & { addressId: number };
  let other: Member;
  /** What each action's entries were referenced by. */
  const refs: Record<string, string> = {};
  let firstDay = 0;

  const post = <T>(member: Member | null, path: string, body: Record<string, string | number> = {}) => call<T>(server, path, { body, token: member?.token, lang: 'en' });
  const list = (member: Member, filter: Record<string, string | number> = {}) => ok(post<Page<LedgerEntry>>(member, 'wallet/legal_log', { limit: 100, ...filter }));
  const detail = (member: Member, id: number) => post<LedgerDetail>(member, 'wallet/legal_detail', { id });
  const typesOf = (entries: LedgerEntry[], reference: string) =>
    entries.filter((entry) => entry.reference === reference).map((entry) => [entry.type, entry.currency, entry.available_delta, entry.frozen_delta]);

  beforeAll(async () => {
    server = await startServer(database);
    holdMarket(server);
    await setPrice(server, PAIR, '50000');
    firstDay = server.clock.now();
    // Day one: a deposit (in withdrawer), transfers, spot, contracts and an option.
    who = await withdrawer(server, '3000');
    other = await member(server);
    const [deposit] = (await list(who)).list;
    refs.deposit = deposit?.reference ?? '';
    await ok(post(who, 'wallet/change', { from: 'coin', to: 'contract', currency_id: USDT, amount: '500' }));
    await ok(post(who, 'wallet/change', { from: 'coin', to: 'option', currency_id: USDT, amount: '300' }));
    const spotBuy = await ok(post<{ id: number }>(who, 'coin/trade', { symbol: PAIR, side: 'buy', type: 'market', quantity: '0.01' }));
    const spotSell = await ok(post<{ id: number }>(who, 'coin/trade', { symbol: PAIR, side: 'sell', type: 'market', quantity: '0.005' }));
    const limit = await ok(post<{ id: number }>(who, 'coin/trade', { symbol: PAIR, side: 'buy', type: 'limit', price: '40000', quantity: '0.01' }));
    await ok(call(server, 'coin/trade', { method: 'PUT', body: { id: limit.id }, token: who.token, lang: 'en' }));
    const closed = await ok(post<{ id: number }>(who, 'lever/submit', { symbol: PAIR, side: 'long', type: 'market', lots: 1, multiple: 10 }));
    await setPrice(server, PAIR, '51000');
    await ok(post(who, 'lever/close', { id: closed.id }));
    const liquidated = await ok(post<{ id: number }>(who, 'lever/submit', { symbol: PAIR, side: 'long', type: 'market', lots: 1, multiple: 100 }));
    await setPrice(server, PAIR, '50000');
    const option = await ok(post<{ id: number }>(who, 'microtrade/submit', { symbol: PAIR, seconds: 30, currency_id: USDT, direction: 'put', amount: '100' }));
    server.clock.advance(30_000);
    await setPrice(server, PAIR, '49000');
    Object.assign(refs, {
      spotBuy: `spot:${spotBuy.id}`,
      spotSell: `spot:${spotSell.id}`,
      limit: `spot:${limit.id}`,
      closed: `contract:${closed.id}`,
      liquidated: `contract:${liquidated.id}`,
      option: `option:${option.id}`,
    });
    // Two days later: a withdrawal, paid.
    server.clock.advance(2 * DAY);
    const withdrawal = await ok(post<{ id: number }>(who, 'wallet/out', { currency_id: USDT, address_id: who.addressId, amount: '50', fund_password: FUND_PASSWORD }));
    await review(server, 'withdrawals', withdrawal.id);
    refs.withdrawal = `withdrawal:${withdrawal.id}`;
  }, 120_000);
  afterAll(() => server.close());

  it('gives every action entries of its own type, the fee apart', async () => {
    const { list: entries } = await list(who);
    expect(typesOf(entries, refs.deposit ?? '')).toEqual([['deposit', 'USDT', '3000', '0']]);
    expect(entries.filter((entry) => entry.reference.startsWith('transfer:')).map((entry) => [entry.type, entry.account, entry.available_delta])).toEqual([
      ['transfer', 'option', '300'],
      ['transfer', 'coin', '-300'],
      ['transfer', 'contract', '500'],
      ['transfer', 'coin', '-500'],
    ]);
    // 0.01 BTC at 50000: 500 and a 0.5 fee; half sold back: 250 arrives, 0.25 fee leaves (newest first).
    expect(typesOf(entries, refs.spotBuy ?? '')).toEqual([
      ['fee', 'USDT', '-0.5', '0'],
      ['spot_buy', 'USDT', '-500', '0'],
      ['spot_buy', 'BTC', '0.01', '0'],
    ]);
    expect(typesOf(entries, refs.spotSell ?? '')).toEqual([
      ['fee', 'USDT', '-0.25', '0'],
      ['spot_sell', 'USDT', '250', '0'],
      ['spot_sell', 'BTC', '-0.005', '0'],
    ]);
    // A limit buy held 400 + 0.4 fee, and got it back on cancel: both of its side's type.
    expect(typesOf(entries, refs.limit ?? '')).toEqual([
      ['spot_buy', 'USDT', '400.4', '-400.4'],
      ['spot_buy', 'USDT', '-400.4', '400.4'],
    ]);
    expect(typesOf(entries, refs.closed ?? '').map(([type]) => type)).toEqual(['contract_pnl', 'fee', 'contract_margin']);
    expect(typesOf(entries, refs.liquidated ?? '').map(([type]) => type)).toEqual(['liquidation', 'fee', 'contract_margin']);
    expect(typesOf(entries, refs.option ?? '')).toEqual([
      ['option_payout', 'USDT', expect.stringMatching(/^[1-9]/), '0'],
      ['option_stake', 'USDT', '-100', '0'],
    ]);
    expect(typesOf(entries, refs.withdrawal ?? '').map(([type]) => type)).toEqual(['withdrawal', 'withdrawal']);
    expect(entries.every((entry) => (LEDGER_TYPES as readonly string[]).includes(entry.type))).toBe(true);
  });

  it('says what each balance was after each change, ending at the balance', async () => {
    const { list: entries } = await list(who);
    for (const [account, currencyId, code] of [
      ['coin', USDT, 'USDT'],
      ['coin', BTC, 'BTC'],
      ['contract', USDT, 'USDT'],
      ['option', USDT, 'USDT'],
    ] as const) {
      const [latest] = entries.filter((entry) => entry.account === account && entry.currency === code);
      const balance = await balanceOf(server, who, account, currencyId);
      expect([latest?.available_after, latest?.frozen_after]).toEqual([balance.available, balance.frozen]);
    }
    const [deposit] = entries.filter((entry) => entry.reference === refs.deposit);
    expect(deposit).toMatchObject({ available_after: '3000', frozen_after: '0' });
  });

  it('filters by type, coin, account and dates, and pages', async () => {
    const fees = (await list(who, { type: 'fee' })).list;
    // The liquidated position's (opened at 51000), the closed one's, the spot sell's and buy's.
    expect(fees.map((entry) => entry.available_delta)).toEqual(['-0.255', '-0.25', '-0.25', '-0.5']);
    expect((await list(who, { currency_id: BTC })).list.map((entry) => [entry.type, entry.available_delta])).toEqual([
      ['spot_sell', '-0.005'],
      ['spot_buy', '0.01'],
    ]);
    expect((await list(who, { type: 'transfer', account: 'coin' })).total).toBe(2);
    const seconds = (ms: number) => Math.floor(ms / 1000);
    const later = await list(who, { from: seconds(firstDay + DAY) });
    expect(later.list.map((entry) => entry.reference)).toEqual([refs.withdrawal, refs.withdrawal]);
    const dayOne = await list(who, { from: seconds(firstDay - 60_000), to: seconds(firstDay + DAY) });
    expect(dayOne.list.some((entry) => entry.reference === refs.withdrawal)).toBe(false);
    expect(dayOne.total + later.total).toBe((await list(who)).total);

    const all = await list(who);
    const first = await list(who, { page: 1, limit: 5 });
    const second = await list(who, { page: 2, limit: 5 });
    expect([first.total, first.list.length, second.list.length]).toEqual([all.total, 5, 5]);
    expect([...first.list, ...second.list].map((entry) => entry.id)).toEqual(all.list.slice(0, 10).map((entry) => entry.id));
  });

  it('refuses a filter that makes no sense, in words', async () => {
    for (const [filter, key] of [
      [{ type: 'bonus' }, 'validation.ledgerTypeInvalid'],
      [{ currency_id: 999 }, 'validation.currencyRequired'],
      [{ from: 2000, to: 1000 }, 'validation.dateRangeInvalid'],
      [{ from: 1000, to: 1000 }, 'validation.dateRangeInvalid'],
      [{ from: 'yesterday' }, 'validation.timeInvalid'],
    ] as const) {
      const refused = await post(who, 'wallet/legal_log', filter);
      expect([refused.status, refused.body.message]).toEqual([400, en(key)]);
    }
  });

  it('explains an entry: its source record and the tick it settled at', async () => {
    const { list: entries } = await list(who);
    const find = (reference: string, type: string) => entries.find((entry) => entry.reference === reference && entry.type === type);

    const fee = await ok(detail(who, find(refs.spotBuy ?? '', 'fee')?.id ?? 0));
    expect(fee).toMatchObject({ type: 'fee', currency: 'USDT', available_delta: '-0.5', source: { kind: 'spot', id: Number(refs.spotBuy?.split(':')[1]), symbol: PAIR, status: 'completed' } });
    expect(fee.tick).toEqual({ symbol: PAIR, time: expect.any(Number), price: '50000' });

    const pnl = await ok(detail(who, find(refs.closed ?? '', 'contract_pnl')?.id ?? 0));
    expect(pnl).toMatchObject({ source: { kind: 'contract', symbol: PAIR, status: 'closed' }, tick: { symbol: PAIR, price: '51000' } });
    const payout = await ok(detail(who, find(refs.option ?? '', 'option_payout')?.id ?? 0));
    expect(payout).toMatchObject({ source: { kind: 'option', symbol: PAIR, status: 'delivered' }, tick: { price: '49000' } });
    const stake = await ok(detail(who, find(refs.option ?? '', 'option_stake')?.id ?? 0));
    expect(stake.tick?.price).toBe('50000');

    const withdrawal = await ok(detail(who, find(refs.withdrawal ?? '', 'withdrawal')?.id ?? 0));
    expect(withdrawal).toMatchObject({ source: { kind: 'withdrawal', symbol: null, status: 'approved' }, tick: null, chain: 'TRC20', address: expect.stringMatching(/^T/) });
    const deposit = await ok(detail(who, find(refs.deposit ?? '', 'deposit')?.id ?? 0));
    expect(deposit).toMatchObject({ source: { kind: 'deposit' }, chain: 'TRC20', address: expect.any(String), available_after: '3000' });
    const transfer = entries.find((entry) => entry.type === 'transfer');
    expect(await ok(detail(who, transfer?.id ?? 0))).toMatchObject({ source: { kind: 'transfer', status: null }, tick: null, chain: null, address: null });
  });

  it('never shows one user another user\'s entries, in the list or in detail', async () => {
    const mine = (await list(who)).list;
    expect((await list(other)).list).toEqual([]);
    for (const entry of mine.slice(0, 3)) {
      const refused = await detail(other, entry.id);
      expect([refused.status, refused.body.message]).toEqual([404, en('server.notFound')]);
    }
    const missing = await detail(who, 999_999_999);
    expect([missing.status, missing.body.message]).toEqual([404, en('server.notFound')]);
  });

  it('refuses the detail without a valid token', async () => {
    const [entry] = (await list(who)).list;
    for (const token of [undefined, 'garbage-token', `${who.token}x`]) {
      const refused = await call(server, 'wallet/legal_detail', { body: { id: entry?.id ?? 0 }, token, lang: 'en' });
      expect([refused.status, refused.body.message]).toEqual([401, en('server.notLoggedIn')]);
    }
  });

  it('stores only the kernel\'s types: the CHECK lists exactly LEDGER_TYPES', async () => {
    const [row] = await server.built.db.query<{ definition: string }>(
      `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conname = 'ledger_entries_type_check'`,
    );
    const listed = [...(row?.definition ?? '').matchAll(/'([a-z_]+)'/g)].map((match) => match[1]);
    expect(listed.sort()).toEqual([...LEDGER_TYPES].sort());
  });
});
