/** Where login sends the user afterwards, and how the redirect travels between the forms. */
import { HOME_PATH, returnablePath } from '@h5/shared/routes';

const REDIRECT_KEYS = ['backpage', 'backtype'] as const;

/** The page asked for in `backpage`, or the home tab (always entered with replace). */
export const afterLoginPath = (search: URLSearchParams): string => returnablePath(search.get('backpage')) ?? HOME_PATH;

/** `path` with the login redirect of `search` carried over, so it survives sign-up or reset. */
export function withRedirect(path: string, search: URLSearchParams): string {
  const carried = new URLSearchParams();
  for (const key of REDIRECT_KEYS) {
    const value = search.get(key);
    if (value) carried.set(key, value);
  }
  const query = carried.toString();
  return query ? `${path}?${query}` : path;
}
