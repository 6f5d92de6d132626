/**
 * Where the remotes live, read at run time from `remotes.json` beside the host page, so one can be
 * redeployed without rebuilding the host. No federation runtime here: the host's early script
 * (src/early.ts) reads it too.
 */
import { H5_BASE, REMOTE_CONFIG_FILE, REMOTES, defaultRemoteEntry, type RemoteName } from '@h5/shared/constants';

export type RemoteConfig = Record<RemoteName, string>;

export const defaultRemoteConfig = (): RemoteConfig => Object.fromEntries(REMOTES.map((r) => [r, defaultRemoteEntry(r)])) as RemoteConfig;

/** Reads `remotes.json`; any problem falls back to the built-in default. */
export async function readRemoteConfig(fetchImpl: typeof fetch = fetch): Promise<RemoteConfig> {
  const config = defaultRemoteConfig();
  try {
    // The server marks the file no-cache; index.html preloads it with the same request.
    const response = await fetchImpl(`${H5_BASE}${REMOTE_CONFIG_FILE}`);
    if (!response.ok) return config;
    const body = (await response.json()) as Record<string, unknown>;
    for (const remote of REMOTES) {
      const entry = body[remote];
      if (typeof entry === 'string' && entry) config[remote] = entry;
    }
  } catch {
    // Unreadable config: the built-in locations still work for a standard deploy.
  }
  return config;
}

/** Where the page's two scripts leave the one reading of the config they share. */
const SHARED_READING = '__h5RemoteConfig';

/**
 * The page's one reading of `remotes.json`: the early script and the main one each have their own
 * copy of this module, and whichever asks first reads the file; the other gets the same answer
 * (the preload serves one request only, a second would go back to the network).
 */
export function remoteConfigOnce(): Promise<RemoteConfig> {
  const page = window as unknown as Record<typeof SHARED_READING, Promise<RemoteConfig> | undefined>;
  return (page[SHARED_READING] ??= readRemoteConfig());
}

/** Whether one of the page's scripts has asked for the config already. */
export const remoteConfigAsked = (): boolean => SHARED_READING in window;
