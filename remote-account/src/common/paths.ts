/** Where this remote's pages live, read from the shared route table (the one list of paths). */
import { routes } from '@h5/shared/routes';

const accountPaths = new Map(routes.filter((r) => r.remote === 'account').map((r) => [r.page, r.path]));

export function pathOf(page: string): string {
  const path = accountPaths.get(page);
  if (!path) throw new Error(`no route for account page ${page}`);
  return path;
}
