import type { CopyProduct } from '@h5/shared/contract';
import type { Queryable } from '../../db/database';

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
