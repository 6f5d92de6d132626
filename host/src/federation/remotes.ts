/**
 * Where the remotes live (read at run time, so one can be redeployed without rebuilding the
 * host) and how their page maps are fetched through the federation runtime.
 */
import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { H5_BASE, REMOTE_CONFIG_FILE, REMOTE_PAGES_MODULE, REMOTES, defaultRemoteEntry, type RemoteName } from '@h5/shared/constants';
import { ChunkLoadError, classifyLoadError } from './loadError';

export type PageLoader = () => Promise<{ default: ComponentType }>;
export interface RemotePages {
  pages: Record<string, PageLoader>;
}

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

/** The remote's page map; rejects with a classified ChunkLoadError. A later call retries. */
export async function loadRemotePages(remote: RemoteName): Promise<RemotePages> {
  try {
    const mod = await loadRemote<RemotePages>(`${remote}/${REMOTE_PAGES_MODULE}`);
    if (!mod?.pages) throw new Error(`${remote} exposes no pages`);
    return mod;
  } catch (error) {
    throw new ChunkLoadError(classifyLoadError(error), remote, { cause: error });
  }
}
