import type { ApiResult } from '@h5/shared/api';
import type { Page } from '@h5/shared/contract';
import { PAGE_SIZE } from '@h5/shared/constants';
import { emptyPaged, findInPages, nextPage, withPage } from './paging';

type Row = { id: number };
const rows = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => ({ id: to - i }));
const page = (list: Array<{ id: number }>, total: number, n = 1): Page<{ id: number }> => ({ list, page: n, limit: PAGE_SIZE, total });

describe('paging', () => {
  it('starts at page 1 and asks for the next one after each', () => {
    const first = withPage(emptyPaged<Row>(), page(rows(31, 50), 50));
    expect(nextPage(emptyPaged())).toBe(1);
    expect(first).toMatchObject({ loaded: 1, done: false });
    expect(first.items).toHaveLength(20);
    expect(nextPage(first)).toBe(2);
  });

  it('is done on a short page, an empty one, or once it holds the total', () => {
    const first = withPage(emptyPaged<Row>(), page(rows(31, 50), 50));
    const second = withPage(first, page(rows(11, 30), 50, 2));
    expect(second.done).toBe(false);
    const third = withPage(second, page(rows(1, 10), 50, 3));
    expect(third).toMatchObject({ loaded: 3, done: true });
    expect(third.items.map((r) => r.id)).toEqual(rows(1, 50).map((r) => r.id));
    expect(withPage(emptyPaged<Row>(), page([], 0)).done).toBe(true);
    expect(withPage(emptyPaged<Row>(), page(rows(1, 20), 20)).done).toBe(true);
  });

  it('skips the rows a page repeats when new ones arrived at the top meanwhile', () => {
    const first = withPage(emptyPaged<Row>(), page(rows(31, 50), 52));
    // Two new records pushed 31 and 32 onto page 2.
    const second = withPage(first, page(rows(13, 32), 52, 2));
    expect(second.items).toHaveLength(38);
    expect(new Set(second.items.map((r) => r.id)).size).toBe(38);
  });

  it('finds one row page after page, and stops at the end', async () => {
    const all = rows(1, 45);
    const asked: number[] = [];
    const fetchPage = async (n: number, limit: number): Promise<ApiResult<Page<{ id: number }>>> => {
      asked.push(n);
      return { ok: true, message: '', data: { list: all.slice((n - 1) * limit, n * limit), page: n, limit, total: all.length } };
    };
    expect(await findInPages(fetchPage, 3, 20)).toEqual({ ok: true, message: '', data: { id: 3 } });
    expect(asked).toEqual([1, 2, 3]);
    asked.length = 0;
    expect(await findInPages(fetchPage, 99, 20)).toEqual({ ok: true, message: '', data: null });
    expect(asked).toEqual([1, 2, 3]);
  });

  it('passes a failed page on as it is', async () => {
    const failed = { ok: false as const, reason: 'network' as const, message: 'offline' };
    expect(await findInPages(async () => failed, 1)).toBe(failed);
  });
});
