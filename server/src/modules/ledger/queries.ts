import type { AccountType, LedgerType } from '@h5/shared/constants';
import type { LedgerDetail, LedgerEntry, Page } from '@h5/shared/contract';
import type { Queryable } from '../../db/database';
import { readPage, type PageRequest } from '../../db/paging';
import { isoText, moneyText, tickJson } from '../../db/sql';

/** What the history narrows to; every part optional. Times are epoch seconds, `to` exclusive. */
export interface LedgerFilter {
  account?: AccountType | undefined;
  type?: LedgerType | undefined;
  currencyId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const ENTRY_COLUMNS = `e.id, e.account, c.code AS currency, e.type,
  ${moneyText('e.available_delta')} AS available_delta, ${moneyText('e.frozen_delta')} AS frozen_delta,
  ${moneyText('e.available_after')} AS available_after, ${moneyText('e.frozen_after')} AS frozen_after,
  e.reason, e.reference, ${isoText('e.created_at')} AS created_at`;

/** A user's ledger entries, newest first, narrowed by the filter. */
export function listLedgerEntries(db: Queryable, userId: number, filter: LedgerFilter, page: PageRequest): Promise<Page<LedgerEntry>> {
  return readPage<LedgerEntry>(db, page, {
    select: ENTRY_COLUMNS,
    from: `ledger_entries e JOIN currencies c ON c.id = e.currency_id
           WHERE e.user_id = $1 AND ($2::text IS NULL OR e.account = $2) AND ($3::text IS NULL OR e.type = $3)
             AND ($4::int IS NULL OR e.currency_id = $4)
             AND ($5::bigint IS NULL OR e.created_at >= to_timestamp($5::bigint))
             AND ($6::bigint IS NULL OR e.created_at < to_timestamp($6::bigint))`,
    orderBy: 'e.id DESC',
    params: [userId, filter.account ?? null, filter.type ?? null, filter.currencyId ?? null, filter.from ?? null, filter.to ?? null],
  });
}

/** The entries one record made (its reference, `deposit:12`), oldest first; only the user's own. */
export function listEntriesOf(db: Queryable, userId: number, reference: string): Promise<LedgerEntry[]> {
  return db.query<LedgerEntry>(
    `SELECT ${ENTRY_COLUMNS} FROM ledger_entries e JOIN currencies c ON c.id = e.currency_id
      WHERE e.reference = $1 AND e.user_id = $2 ORDER BY e.id`,
    [reference, userId],
  );
}

/**
 * One of the user's entries with what explains it: the record its reference names (`spot:12`,
 * `withdrawal:7`...), the tick it settled at (a spot fill, a position's opening or closing, an
 * option's purchase or delivery) and a deposit's or withdrawal's network and address. Someone
 * else's entry is not found, like one that does not exist.
 */
export async function findLedgerDetail(db: Queryable, userId: number, id: number): Promise<LedgerDetail | null> {
  const [row] = await db.query<LedgerDetail>(
    `WITH e AS (
       SELECT *, split_part(reference, ':', 1) AS source_kind, split_part(reference, ':', 2)::int AS source_id
         FROM ledger_entries WHERE id = $1 AND user_id = $2
     )
     SELECT ${ENTRY_COLUMNS},
            CASE WHEN coalesce(s.id, p.id, o.id, d.id, w.id, t.id, tr.id, n.id, a.id, cf.id, rp.id) IS NULL THEN NULL
                 -- A mirrored position's entries belong to its follow (copy trading), where the position is shown.
                 WHEN p.follow_id IS NOT NULL THEN json_build_object('kind', 'copy', 'id', p.follow_id, 'symbol', p.symbol, 'status', p.status)
                 ELSE json_build_object('kind', e.source_kind, 'id', e.source_id, 'symbol', coalesce(s.symbol, p.symbol, o.symbol),
                                   'status', coalesce(s.status, p.status, o.status, d.status, w.status, tr.status, n.status, cf.status)) END AS source,
            ${tickJson('k')} AS tick,
            coalesce(d.chain, w.chain) AS chain,
            coalesce(CASE WHEN d.kind = 'chain' THEN d.target END, w.address) AS address
       FROM e
       JOIN currencies c ON c.id = e.currency_id
       LEFT JOIN spot_orders s ON e.source_kind = 'spot' AND s.id = e.source_id AND s.user_id = e.user_id
       LEFT JOIN lever_positions p ON e.source_kind = 'contract' AND p.id = e.source_id AND p.user_id = e.user_id
       LEFT JOIN option_orders o ON e.source_kind = 'option' AND o.id = e.source_id AND o.user_id = e.user_id
       LEFT JOIN deposits d ON e.source_kind = 'deposit' AND d.id = e.source_id AND d.user_id = e.user_id
       LEFT JOIN withdrawals w ON e.source_kind = 'withdrawal' AND w.id = e.source_id AND w.user_id = e.user_id
       LEFT JOIN transfers t ON e.source_kind = 'transfer' AND t.id = e.source_id AND t.user_id = e.user_id
       LEFT JOIN trust_orders tr ON e.source_kind = 'trust' AND tr.id = e.source_id AND tr.user_id = e.user_id
       LEFT JOIN new_coin_orders n ON e.source_kind = 'new_coin' AND n.id = e.source_id AND n.user_id = e.user_id
       LEFT JOIN airdrop_claims a ON e.source_kind = 'airdrop' AND a.id = e.source_id AND a.user_id = e.user_id
       LEFT JOIN copy_follows cf ON e.source_kind = 'copy' AND cf.id = e.source_id AND cf.user_id = e.user_id
       LEFT JOIN referral_payouts rp ON e.source_kind = 'referral' AND rp.id = e.source_id AND rp.user_id = e.user_id
       LEFT JOIN price_ticks k ON k.symbol = coalesce(s.symbol, p.symbol, o.symbol)
        AND k.time_ms = CASE
          WHEN e.reason IN ('spot_buy', 'spot_sell', 'spot_fill', 'spot_fee') THEN s.tick_time
          WHEN e.reason IN ('contract_open', 'contract_fee') THEN p.open_tick_time
          WHEN e.reason = 'contract_close' THEN p.close_tick_time
          WHEN e.reason = 'option_stake' THEN o.purchase_tick_time
          WHEN e.reason = 'option_settle' THEN o.delivery_tick_time
        END`,
    [id, userId],
  );
  return row ?? null;
}

/**
 * The ledger invariant, as a count of what breaks it: balances that are not the sum of their
 * entries, and entries whose after-figures are not the running sum (0 when it holds). Tests and
 * benchmarks check it after what they did.
 */
export async function ledgerMismatches(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT ((SELECT count(*) FROM balances b
                FULL JOIN (SELECT user_id, account, currency_id, sum(available_delta) AS a, sum(frozen_delta) AS f FROM ledger_entries GROUP BY 1, 2, 3) l
                  USING (user_id, account, currency_id)
               WHERE coalesce(b.available, 0) <> coalesce(l.a, 0) OR coalesce(b.frozen, 0) <> coalesce(l.f, 0))
           + (SELECT count(*) FROM (SELECT available_after, frozen_after, sum(available_delta) OVER w AS a, sum(frozen_delta) OVER w AS f
                                      FROM ledger_entries WINDOW w AS (PARTITION BY user_id, account, currency_id ORDER BY id)) x
               WHERE available_after <> a OR frozen_after <> f))::int AS n`,
  );
  if (!row) throw new Error('the ledger check returned no row');
  return row.n;
}
