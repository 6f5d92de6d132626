import { PAGE_SIZE } from '@h5/shared/constants';
import type { Page } from '@h5/shared/contract';
import type { Queryable } from './database';

export const MAX_PAGE_SIZE = 100;

/** A page as the contract's `page` / `limit` fields ask for it (already checked to be positive whole numbers). */
export interface PageRequest {
  page?: string | undefined;
  limit?: string | undefined;
}

export interface PageQuery {
  /** Columns of one item. */
  select: string;
  /** Tables, joins and the WHERE clause, with `$1..$n` parameters. */
  from: string;
  orderBy: string;
  params: readonly unknown[];
}

/** One page of a listing and the count of the whole; a larger limit than 100 is cut to 100. */
export async function readPage<T>(db: Queryable, request: PageRequest, query: PageQuery): Promise<Page<T>> {
  const page = Number(request.page ?? 1);
  const limit = Math.min(Number(request.limit ?? PAGE_SIZE), MAX_PAGE_SIZE);
  const next = query.params.length + 1;
  const [list, counted] = await Promise.all([
    db.query<T>(`SELECT ${query.select} FROM ${query.from} ORDER BY ${query.orderBy} LIMIT $${next} OFFSET $${next + 1}`, [
      ...query.params,
      limit,
      (page - 1) * limit,
    ]),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${query.from}`, query.params),
  ]);
  return { list, page, limit, total: counted[0]?.total ?? 0 };
}
