/**
 * Migration 012 on a ledger written before it: every existing entry gets its type (from its
 * reason, and from its order where the reason alone does not say) and the balance it left, and
 * the ledger is append-only again afterwards. Migration 019 then renames what was stored under
 * the spec's URL words (`lever_*`, `lever:<id>`) to the code's names (`contract_*`, `contract:<id>`).
 */
import { migrate } from '../src/db/migrate';
import type { Database } from '../src/db/database';
import { databaseBefore } from './support/migrations';

const TYPED = '012_ledger_types.sql';

describe('migration 012 on an existing ledger', () => {
  let db: Database;

  beforeAll(async () => {
    db = await databaseBefore(TYPED);
  });
  afterAll(() => db.close());

  it('types every entry and writes the balance after each', async () => {
    const [user] = await db.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, nickname, invite_code) VALUES ('old@example.com', 'x', 'old', 'OLD001') RETURNING id`,
    );
    const id = user?.id ?? 0;
    await db.query(`INSERT INTO price_ticks (symbol, time_ms, price) VALUES ('BTC/USDT', 1000, 50000)`);
    const [sell] = await db.query<{ id: number }>(
      `INSERT INTO spot_orders (user_id, symbol, base_currency_id, quote_currency_id, side, type, price, quantity, amount, fee, fee_currency_id,
                                status, tick_time, created_at, finished_at)
       VALUES ($1, 'BTC/USDT', 1, 3, 'sell', 'limit', 50000, 0.01, 500, 0.5, 3, 'completed', 1000, now(), now()) RETURNING id`,
      [id],
    );
    const [liquidated] = await db.query<{ id: number }>(
      `INSERT INTO lever_positions (user_id, symbol, currency_id, side, type, lots, multiple, contract_size, fee_rate, maintenance_rate, price, margin, fee,
                                    status, open_tick_time, close_tick_time, close_price, close_reason, profit, payout, created_at, opened_at, closed_at)
       VALUES ($1, 'BTC/USDT', 3, 'long', 'market', 1, 100, 0.01, 0.0005, 0.005, 50000, 5, 0.25,
               'closed', 1000, 1000, 50000, 'liquidation', -5, 0, now(), now(), now()) RETURNING id`,
      [id],
    );
    const spot = `spot:${sell?.id}`;
    const position = `lever:${liquidated?.id}`;
    // What the old function wrote: [account, currency, available, frozen, reason, reference].
    const old: Array<[string, number, string, string, string, string]> = [
      ['coin', 3, '100', '0', 'deposit', 'deposit:1'],
      ['coin', 1, '1', '0', 'deposit', 'deposit:2'],
      ['coin', 1, '-0.01', '0.01', 'spot_freeze', spot],
      ['coin', 1, '0', '-0.01', 'spot_fill', spot],
      ['coin', 3, '499.5', '0', 'spot_fill', spot],
      ['coin', 3, '-50', '0', 'transfer_out', 'transfer:1'],
      ['contract', 3, '50', '0', 'transfer_in', 'transfer:1'],
      ['contract', 3, '-5.25', '5', 'lever_open', position],
      ['contract', 3, '0', '-5', 'lever_close', position],
      ['coin', 3, '-21', '21', 'withdraw_freeze', 'withdrawal:1'],
      ['coin', 3, '0', '-21', 'withdraw_paid', 'withdrawal:1'],
    ];
    for (const [account, currency, available, frozen, reason, reference] of old) {
      await db.query(`SELECT apply_balance_changes(ARRAY[$1::int], ARRAY[$2::text], ARRAY[$3::int], ARRAY[$4::numeric], ARRAY[$5::numeric], ARRAY[$6::text], ARRAY[$7::text], now())`, [
        id,
        account,
        currency,
        available,
        frozen,
        reason,
        reference,
      ]);
    }

    await migrate(db, null);

    const rows = await db.query<{ reason: string; type: string; available: string; frozen: string }>(
      `SELECT reason, type, trim_scale(available_after)::text AS available, trim_scale(frozen_after)::text AS frozen FROM ledger_entries ORDER BY id`,
    );
    expect(rows.map((row) => [row.reason, row.type, row.available, row.frozen])).toEqual([
      ['deposit', 'deposit', '100', '0'],
      ['deposit', 'deposit', '1', '0'],
      ['spot_freeze', 'spot_sell', '0.99', '0.01'],
      ['spot_fill', 'spot_sell', '0.99', '0'],
      ['spot_fill', 'spot_sell', '599.5', '0'],
      ['transfer_out', 'transfer', '549.5', '0'],
      ['transfer_in', 'transfer', '50', '0'],
      ['contract_open', 'contract_margin', '44.75', '5'],
      ['contract_close', 'liquidation', '44.75', '0'],
      ['withdraw_freeze', 'withdrawal', '528.5', '21'],
      ['withdraw_paid', 'withdrawal', '528.5', '0'],
    ]);
    const references = await db.query<{ reference: string }>(`SELECT DISTINCT reference FROM ledger_entries WHERE account = 'contract' AND reason <> 'transfer_in'`);
    expect(references.map((row) => row.reference)).toEqual([`contract:${liquidated?.id}`]);
    // The balances are what the last entry of each says.
    const balances = await db.query<{ available: string }>(`SELECT trim_scale(available)::text AS available FROM balances ORDER BY account, currency_id`);
    expect(balances.map((row) => row.available)).toEqual(['0.99', '528.5', '44.75']);
    // Append-only again.
    await expect(db.query(`UPDATE ledger_entries SET type = 'fee'`)).rejects.toThrow(/never changed/);
  });
});
