/**
 * The ledger's promises, tested the hard way: thousands of random operations sent concurrently
 * through HTTP (deposits and their reviews, withdrawals and theirs, transfers, and operations
 * that must fail), then every invariant checked against the database:
 *   - every balance equals the sum of its ledger entries, available and frozen alike;
 *   - nothing is negative;
 *   - the money held equals what approved deposits brought in minus what approved withdrawals
 *     took out (and equals the tally of what the replies said happened);
 *   - what is frozen is exactly what pending withdrawals hold;
 *   - each request moved money exactly as its final status says, once;
 *   - no user made more than 3 withdrawal requests in a day.
 * The choices come from a seeded generator: LEDGER_SEED=<n> replays a run's choices (the
 * interleaving still varies), LEDGER_OPS=<n> changes how many operations run.
 */
import { ACCOUNT_TYPES } from '@h5/shared/constants';
import { translate } from '@h5/shared/i18n/messages';
import { FUND_PASSWORD, ops, uploadedId, withdrawer, type Member } from './support/funds';
import { call, databases, startServer, type CallResult, type TestServer } from './support/server';
import { addDecimal, compareDecimal, negateDecimal } from '@h5/shared/money';

const SEED = Number(process.env.LEDGER_SEED ?? 20_240_601);
const OPERATIONS = Number(process.env.LEDGER_OPS ?? 2000);
const ROUNDS = 16;
const CONCURRENCY = 12;
const USERS = 8;
const FEE = '1';

const en = (key: string, vars?: Record<string, string | number>) => translate('en', key, vars);
const SAID = {
  ok: 'ok',
  insufficient: en('funds.insufficientBalance'),
  dailyLimit: en('wallet.dailyLimit', { max: 3 }),
  guessing: en('server.tooManyRequests'),
  fundPasswordWrong: en('wallet.fundPasswordWrong'),
  belowMinimum: en('amount.belowMinimum', { min: '10 USDT' }),
  decimals: en('validation.amountDecimals'),
  alreadyReviewed: en('server.alreadyReviewed'),
};

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    int,
    pick: <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T,
    /** A USDT amount in [min, max] micro-units, written as a decimal string (never through a float). */
    amount: (minMicros: number, maxMicros: number) => {
      const micros = int(minMicros, maxMicros);
      const fraction = String(micros % 1_000_000).padStart(6, '0').replace(/0+$/, '');
      return `${Math.floor(micros / 1_000_000)}${fraction ? `.${fraction}` : ''}`;
    },
    /** Takes a random item out of the list (so no two operations review the same request unless meant to). */
    take: <T>(items: T[]): T | undefined => (items.length ? items.splice(int(0, items.length - 1), 1)[0] : undefined),
  };
}

describe.each(databases)('ledger invariants under concurrent random operations on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(database);
  });
  afterAll(() => server.close());

  it(`holds after ${OPERATIONS} operations (seed ${SEED})`, async () => {
    const random = randomSource(SEED);
    const members = await Promise.all(Array.from({ length: USERS }, () => withdrawer(server, '0')));
    const proofs = new Map<Member, string>(await Promise.all(members.map(async (who) => [who, await uploadedId(server, who.token)] as const)));

    const pendingDeposits: { id: number; amount: string }[] = [];
    const pendingWithdrawals: { id: number; total: string }[] = [];
    let tally = '0';
    let everDeposited = '0';
    const surprises: string[] = [];
    const counts: Record<string, number> = {};

    /** The reply's outcome (`ok` or its message), noted as a surprise unless it is one of `expected`. */
    function outcome(operation: string, result: CallResult | { status: number; body: { code: number; message: string } }, expected: string[]): string {
      const said = result.body.code === 1 ? SAID.ok : result.body.message;
      const seen = `${operation}: ${Object.entries(SAID).find(([, text]) => text === said)?.[0] ?? said}`;
      counts[seen] = (counts[seen] ?? 0) + 1;
      if (!expected.includes(said)) surprises.push(`${operation}: ${result.status} ${said}`);
      return said;
    }

    const post = (who: Member, path: string, body: Record<string, string | number>) => call(server, path, { body, token: who.token, lang: 'en' });

    const operations: Array<[weight: number, run: () => Promise<void>]> = [
      [20, async () => {
        const who = random.pick(members);
        const amount = random.amount(10_000_000, 500_000_000);
        const result = await post(who, 'wallet/charge_req', { kind: 'chain', currency_id: 3, amount, proof: proofs.get(who) ?? '' });
        if (outcome('deposit', result, [SAID.ok]) === SAID.ok) pendingDeposits.push({ id: (result.body.data as { id: number }).id, amount });
      }],
      [2, async () => {
        const who = random.pick(members);
        const [amount, expected] = random.pick([
          [random.amount(1, 9_999_999), SAID.belowMinimum],
          [`${random.int(10, 99)}.${random.int(1_000_000, 9_999_999)}`, SAID.decimals],
        ] as const);
        outcome('deposit (must fail)', await post(who, 'wallet/charge_req', { kind: 'chain', currency_id: 3, amount, proof: proofs.get(who) ?? '' }), [expected]);
      }],
      [14, async () => {
        const deposit = random.take(pendingDeposits);
        if (!deposit) return;
        if (outcome('approve deposit', await ops(server, 'POST', `deposits/${deposit.id}/approve`), [SAID.ok]) === SAID.ok) {
          tally = addDecimal(tally, deposit.amount);
          everDeposited = addDecimal(everDeposited, deposit.amount);
        }
      }],
      [3, async () => {
        // Two reviewers approve the same deposit at the same moment: it is credited once.
        const deposit = random.take(pendingDeposits);
        if (!deposit) return;
        const both = await Promise.all([ops(server, 'POST', `deposits/${deposit.id}/approve`), ops(server, 'POST', `deposits/${deposit.id}/approve`)]);
        const said = both.map((result) => outcome('approve deposit twice', result, [SAID.ok, SAID.alreadyReviewed]));
        if (said.filter((text) => text === SAID.ok).length !== 1) surprises.push(`deposit ${deposit.id} approved ${said.join(' / ')}`);
        tally = addDecimal(tally, deposit.amount);
        everDeposited = addDecimal(everDeposited, deposit.amount);
      }],
      [4, async () => {
        const deposit = random.take(pendingDeposits);
        if (deposit) outcome('reject deposit', await ops(server, 'POST', `deposits/${deposit.id}/reject`, { reason: 'no funds arrived' }), [SAID.ok]);
      }],
      [16, async () => {
        const who = random.pick(members);
        const amount = random.amount(10_000_000, 300_000_000);
        const result = await post(who, 'wallet/out', { currency_id: 3, address_id: who.addressId, amount, fund_password: FUND_PASSWORD });
        if (outcome('withdraw', result, [SAID.ok, SAID.insufficient, SAID.dailyLimit, SAID.guessing]) === SAID.ok) {
          pendingWithdrawals.push({ id: (result.body.data as { id: number }).id, total: addDecimal(amount, FEE) });
        }
      }],
      [1, async () => {
        const who = random.pick(members);
        const result = await post(who, 'wallet/out', { currency_id: 3, address_id: who.addressId, amount: '10', fund_password: '000000' });
        outcome('withdraw, wrong fund password (must fail)', result, [SAID.fundPasswordWrong, SAID.guessing, SAID.insufficient, SAID.dailyLimit]);
      }],
      [8, async () => {
        const withdrawal = random.take(pendingWithdrawals);
        if (withdrawal && outcome('approve withdrawal', await ops(server, 'POST', `withdrawals/${withdrawal.id}/approve`), [SAID.ok]) === SAID.ok) {
          tally = addDecimal(tally, negateDecimal(withdrawal.total));
        }
      }],
      [6, async () => {
        const withdrawal = random.take(pendingWithdrawals);
        if (withdrawal) outcome('reject withdrawal', await ops(server, 'POST', `withdrawals/${withdrawal.id}/reject`, { reason: 'address check failed' }), [SAID.ok]);
      }],
      [22, async () => {
        const who = random.pick(members);
        const from = random.pick(ACCOUNT_TYPES);
        const to = random.pick(ACCOUNT_TYPES.filter((account) => account !== from));
        const amount = random.amount(1, 400_000_000);
        outcome('transfer', await post(who, 'wallet/change', { from, to, currency_id: 3, amount }), [SAID.ok, SAID.insufficient]);
      }],
      [4, async () => {
        // More than every deposit so far put together: no interleaving can make this pass.
        const who = random.pick(members);
        const from = random.pick(ACCOUNT_TYPES);
        const to = random.pick(ACCOUNT_TYPES.filter((account) => account !== from));
        const amount = addDecimal(everDeposited, '0.000001');
        outcome('transfer (must fail)', await post(who, 'wallet/change', { from, to, currency_id: 3, amount }), [SAID.insufficient]);
      }],
    ];
    const totalWeight = operations.reduce((sum, [weight]) => sum + weight, 0);
    const chooseOperation = () => {
      let roll = random.int(1, totalWeight);
      for (const [weight, run] of operations) {
        roll -= weight;
        if (roll <= 0) return run;
      }
      throw new Error('weights do not add up');
    };

    for (let round = 0; round < ROUNDS; round++) {
      let left = Math.ceil(OPERATIONS / ROUNDS);
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (left-- > 0) await chooseOperation()();
        }),
      );
      // A new day, so the 3-a-day withdrawal limit lets more through (and resting fund passwords wake).
      server.clock.advance(24 * 60 * 60_000);
    }
    // Review what is still waiting, so the end state has every kind of status in it.
    for (const deposit of pendingDeposits.splice(0)) {
      if (outcome('approve deposit', await ops(server, 'POST', `deposits/${deposit.id}/approve`), [SAID.ok]) === SAID.ok) tally = addDecimal(tally, deposit.amount);
    }

    expect(surprises).toEqual([]);
    // The run went through every path that matters, refusals included.
    const covered = [
      'deposit: ok',
      'approve deposit: ok',
      'approve deposit twice: alreadyReviewed',
      'reject deposit: ok',
      'withdraw: ok',
      'withdraw: insufficient',
      'withdraw: dailyLimit',
      'approve withdrawal: ok',
      'reject withdrawal: ok',
      'transfer: ok',
      'transfer: insufficient',
      'transfer (must fail): insufficient',
    ];
    expect(covered.filter((seen) => !counts[seen])).toEqual([]);

    const { db } = server.built;
    const drift = await db.query(
      `SELECT b.user_id, b.account, b.currency_id, b.available::text, b.frozen::text,
              coalesce(sum(e.available_delta), 0)::text AS entries_available, coalesce(sum(e.frozen_delta), 0)::text AS entries_frozen
         FROM balances b LEFT JOIN ledger_entries e USING (user_id, account, currency_id)
        GROUP BY b.user_id, b.account, b.currency_id, b.available, b.frozen
       HAVING b.available <> coalesce(sum(e.available_delta), 0) OR b.frozen <> coalesce(sum(e.frozen_delta), 0)`,
    );
    expect(drift).toEqual([]);
    expect(await db.query('SELECT * FROM balances WHERE available < 0 OR frozen < 0')).toEqual([]);

    const [money] = await db.query<{ held: string; deposited: string; withdrawn: string }>(
      // The copy-trading leads are the platform's own accounts, funded by it, not by deposits.
      `SELECT trim_scale((SELECT coalesce(sum(available + frozen), 0) FROM balances WHERE user_id NOT IN (SELECT user_id FROM copy_leads)))::text AS held,
              trim_scale((SELECT coalesce(sum(amount), 0) FROM deposits WHERE status = 'approved'))::text AS deposited,
              trim_scale((SELECT coalesce(sum(amount + fee), 0) FROM withdrawals WHERE status = 'approved'))::text AS withdrawn`,
    );
    expect(money?.held).toBe(addDecimal(money?.deposited ?? '0', negateDecimal(money?.withdrawn ?? '0')));
    expect(money?.held).toBe(tally);
    expect(compareDecimal(money?.held ?? '0', '0')).toBe(1);

    const frozenMismatch = await db.query(
      `SELECT u.id FROM users u
        WHERE u.id NOT IN (SELECT user_id FROM copy_leads)
          AND (SELECT coalesce(sum(frozen), 0) FROM balances b WHERE b.user_id = u.id)
           <> (SELECT coalesce(sum(amount + fee), 0) FROM withdrawals w WHERE w.user_id = u.id AND w.status = 'pending')`,
    );
    expect(frozenMismatch).toEqual([]);

    const misbooked = await db.query(
      `SELECT 'deposit' AS kind, d.id FROM deposits d
        WHERE (SELECT count(*) FROM ledger_entries e WHERE e.reference = 'deposit:' || d.id) <> CASE WHEN d.status = 'approved' THEN 1 ELSE 0 END
       UNION ALL
       SELECT 'withdrawal', w.id FROM withdrawals w
        WHERE (SELECT count(*) FROM ledger_entries e WHERE e.reference = 'withdrawal:' || w.id AND e.reason = 'withdraw_freeze') <> 1
           OR (SELECT count(*) FROM ledger_entries e WHERE e.reference = 'withdrawal:' || w.id AND e.reason = 'withdraw_paid') <> CASE WHEN w.status = 'approved' THEN 1 ELSE 0 END
           OR (SELECT count(*) FROM ledger_entries e WHERE e.reference = 'withdrawal:' || w.id AND e.reason = 'withdraw_refund') <> CASE WHEN w.status = 'rejected' THEN 1 ELSE 0 END
       UNION ALL
       SELECT 'transfer', t.id FROM transfers t
        WHERE (SELECT count(*) FROM ledger_entries e WHERE e.reference = 'transfer:' || t.id) <> 2`,
    );
    expect(misbooked).toEqual([]);

    const overLimit = await db.query(
      `SELECT user_id, (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS requests
         FROM withdrawals GROUP BY user_id, day HAVING count(*) > 3`,
    );
    expect(overLimit).toEqual([]);
    console.log(`[ledger property, ${database.name}] seed ${SEED}:\n${Object.entries(counts).sort().map(([seen, n]) => `  ${seen} x${n}`).join('\n')}`);
  }, 120_000);
});
