import type { CopyProduct, TrustProduct } from '@h5/shared/contract';
import type { Queryable } from '../../db/database';

export function listTrustProducts(db: Queryable): Promise<TrustProduct[]> {
  return db.query<TrustProduct>(
    `SELECT p.id, p.name, c.code AS currency, p.cycle_days,
            trim_scale(p.min_amount)::text AS min_amount,
            trim_scale(p.max_amount)::text AS max_amount,
            trim_scale(p.daily_rate)::text AS daily_rate,
            trim_scale(p.penalty_ratio)::text AS penalty_ratio,
            p.status
       FROM trust_products p JOIN currencies c ON c.id = p.currency_id
      ORDER BY p.sort`,
  );
}

export function listCopyProducts(db: Queryable): Promise<CopyProduct[]> {
  return db.query<CopyProduct>(
    `SELECT p.id, p.trader, c.code AS currency, p.cycle_days,
            trim_scale(p.min_amount)::text AS min_amount,
            trim_scale(p.daily_rate)::text AS daily_rate,
            trim_scale(p.win_rate)::text AS win_rate,
            p.followers, p.status
       FROM copy_products p JOIN currencies c ON c.id = p.currency_id
      ORDER BY p.sort`,
  );
}
