/** Pages of other remotes the trading pages send the user to, read from the shared route table. */
import type { RemoteName } from '@h5/shared/constants';
import { routes } from '@h5/shared/routes';

function pathOf(remote: RemoteName, page: string): string {
  const path = routes.find((route) => route.remote === remote && route.page === page)?.path;
  if (!path) throw new Error(`no route for ${remote} page ${page}`);
  return path;
}

/** The transfer page, from one account to another, both preselected. */
export const transferPath = (from: string, to: string): string => `${pathOf('account', 'transfer')}?from=${from}&to=${to}`;

export const VERIFICATION_PATH = pathOf('account', 'verification');
