/** Where this remote's pages live, read from the shared route table (the one list of paths). */
import { routes } from '@h5/shared/routes';

const accountPaths = new Map(routes.filter((r) => r.remote === 'account').map((r) => [r.page, r.path]));

/** A page's path, with its query when given (`pathOf('withdraw', { currency_id: 3 })`). */
export function pathOf(page: string, query: Record<string, string | number> = {}): string {
  const path = accountPaths.get(page);
  if (!path) throw new Error(`no route for account page ${page}`);
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
  return search ? `${path}?${search}` : path;
}
