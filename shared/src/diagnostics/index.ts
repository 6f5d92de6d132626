/**
 * Proof that the page holds one copy of each stateful piece. Every app reports the React it
 * runs on and, through this module's own imports, the kernel's stateful singletons; a second
 * copy anywhere (a sharing mistake in a remote's build) shows up as a second identity here,
 * is warned about in the console and fails the browser test that reads `window.__H5_KERNEL__`.
 */
import { http } from '@h5/shared/api';
import { i18n } from '@h5/shared/i18n';
import { subscribe } from '@h5/shared/market';
import { useNavigate } from '@h5/shared/router';
import { useSession } from '@h5/shared/session';

type Registry = Record<string, { owners: string[]; instances: unknown[] }>;

declare global {
  interface Window {
    __H5_KERNEL__?: Registry;
  }
}

function record(registry: Registry, name: string, owner: string, instance: unknown): void {
  const entry = (registry[name] ??= { owners: [], instances: [] });
  if (!entry.owners.includes(owner)) entry.owners.push(owner);
  if (entry.instances.includes(instance)) return;
  entry.instances.push(instance);
  if (entry.instances.length > 1) console.warn(`[h5] ${name} exists ${entry.instances.length} times on this page (seen from ${owner})`);
}

/**
 * `react` is the app's `import * as React`: its hooks tell the copy apart, not the namespace
 * object, which a remote's build may wrap anew around the host's very module.
 */
export function reportKernel(owner: string, react: { useState: unknown }): void {
  if (typeof window === 'undefined') return;
  const registry = (window.__H5_KERNEL__ ??= {});
  const pieces: Record<string, unknown> = { react: react.useState, router: useNavigate, session: useSession, i18n, http, socket: subscribe };
  for (const [name, instance] of Object.entries(pieces)) record(registry, name, owner, instance);
}
