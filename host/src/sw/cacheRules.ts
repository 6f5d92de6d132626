/**
 * Which of the page's requests the service worker keeps, and how. Pure, so it is tested
 * without a worker; sw.ts routes by it.
 *
 * - `locations`: remotes.json and every remote's remoteEntry.js name what to load next. Network
 *   first, so a redeployed remote is taken at the next start; the copy is only for offline.
 * - `immutable`: a file whose name carries its content hash (a remote's chunk, its CSS): the
 *   same URL is always the same bytes, so cache first.
 * - `null`: not ours to keep. The API and socket.io above all (replies carry the user's data,
 *   and a request with a token is never stored), anything of another origin, anything not a GET.
 *
 * The host's own files are not here: they are precached from the build's list.
 */
import { H5_BASE, isContentHashed, REMOTE_CONFIG_FILE, REMOTE_ENTRY_FILE } from '@h5/shared/constants';

export type CacheRule = 'locations' | 'immutable';

export interface RequestFacts {
  url: URL;
  method: string;
  /** Whether the request carries an Authorization header. */
  authorized: boolean;
}

export function cacheRuleFor({ url, method, authorized }: RequestFacts, origin: string): CacheRule | null {
  if (method !== 'GET' || authorized || url.origin !== origin || !url.pathname.startsWith(H5_BASE)) return null;
  const name = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  if (url.pathname === `${H5_BASE}${REMOTE_CONFIG_FILE}` || name === REMOTE_ENTRY_FILE) return 'locations';
  if (isContentHashed(name)) return 'immutable';
  return null;
}
