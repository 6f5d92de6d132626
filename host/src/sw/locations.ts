/**
 * Where the worker keeps the remote locations it fetched (remotes.json, each remoteEntry.js):
 * a cache per host build, named by the build's precache list. A new host reads only its own, so
 * an entry kept for the old host never starts beside it, whatever the old worker still wrote
 * while the new one took over; a new worker drops the others as it takes over.
 */
import { REMOTE_LOCATIONS_CACHE } from '@h5/shared/constants';
import { fnv1a } from '@h5/shared/hash';

/** One line of the build's precache list, as Workbox injects it. */
export type PrecacheLine = string | { url: string; revision?: string | null };

/** The locations cache of the host whose precache list this is: any file of the host changed, a new name. */
export function locationsCacheOf(precache: readonly PrecacheLine[]): string {
  const lines = precache.map((line) => (typeof line === 'string' ? line : `${line.url} ${line.revision ?? ''}`));
  return `${REMOTE_LOCATIONS_CACHE}-${fnv1a(lines.join('\n')).toString(16).padStart(8, '0')}`;
}

/** A cache of locations kept for another host (or by a worker from before the caches were named by host). */
export const isOtherHostsLocations = (name: string, own: string): boolean => name.startsWith(REMOTE_LOCATIONS_CACHE) && name !== own;
