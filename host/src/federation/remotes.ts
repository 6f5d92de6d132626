/**
 * Where the remotes live (read at run time, so one can be redeployed without rebuilding the
 * host) and how their pages are fetched through the federation runtime.
 */
import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { H5_BASE, REMOTE_CONFIG_FILE, REMOTE_START_MODULE, REMOTES, defaultRemoteEntry, type RemoteName } from '@h5/shared/constants';
import { ChunkLoadError, classifyLoadError } from './loadError';

export const defaultRemoteConfig = (): Record<RemoteName, string> =>
  Object.fromEntries(REMOTES.map((r) => [r, defaultRemoteEntry(r)])) as Record<RemoteName, string>;

/** Reads `remotes.json` beside the host page; any problem falls back to the built-in default. */
export async function readRemoteConfig(fetchImpl: typeof fetch = fetch): Promise<Record<RemoteName, string>> {
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

export function registerRemoteEntries(config: Record<RemoteName, string>): void {
  registerRemotes(REMOTES.map((name) => ({ name, entry: config[name], type: 'var' })));
}

/**
 * A page of a remote: each is exposed as `<remote>/<page key>` (see shared/build/federation.cjs),
 * so its chunks come straight after the remote's entry. Rejects with a classified
 * ChunkLoadError; a later call retries.
 */
export async function loadRemotePage(remote: RemoteName, page: string): Promise<ComponentType> {
  // The remote's start-up on its own: its small chunk comes before the page's, so the page's
  // words (which it waits for to draw) are fetched while its code still is. The page brings the
  // start-up too, so a failure here is the page's to report.
  loadRemote(`${remote}/${REMOTE_START_MODULE}`).catch(() => undefined);
  let mod: { default?: ComponentType } | null;
  try {
    mod = await loadRemote<{ default?: ComponentType }>(`${remote}/${page}`);
  } catch (error) {
    throw new ChunkLoadError(classifyLoadError(error), remote, { cause: error });
  }
  if (!mod?.default) throw new ChunkLoadError('missing', remote);
  return mod.default;
}
