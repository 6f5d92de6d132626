/** Where login sends the user afterwards, and how the redirect travels between the forms. */
import { HOME_PATH, LOGIN_PATH, findRoute } from '@h5/shared/routes';

const REDIRECT_KEYS = ['backpage', 'backtype'] as const;

/** An in-app page worth returning to: a known route, not login itself (no loops, no other sites). */
function returnablePage(value: string | null): string | null {
  if (!value) return null;
  // Some links encode the page twice; one more decoding recovers the path.
  const page = value.startsWith('/') ? value : safeDecode(value);
  if (!page?.startsWith('/') || page.startsWith('//')) return null;
  const route = findRoute(page);
  return route && route.path !== LOGIN_PATH ? page : null;
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The page asked for in `backpage`, or the home tab (always entered with replace). */
export const afterLoginPath = (search: URLSearchParams): string => returnablePage(search.get('backpage')) ?? HOME_PATH;

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
