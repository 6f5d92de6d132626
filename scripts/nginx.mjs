/**
 * The topology test runs the repo's own nginx configs in Debian's nginx: installed when absent,
 * like Chromium. Nothing is started here; the test runs its own instances.
 */
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { aptInstall } from './debian.mjs';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** Debian's brotli_static module, as the app images load it (deploy/app.Dockerfile). */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/** Debian's hook that lets a package start its service: "101" forbids it while nginx installs. */
const POLICY = '/usr/sbin/policy-rc.d';

export function ensureNginx() {
  if (existsSync(NGINX) && existsSync(BROTLI_STATIC_MODULE)) return;
  const guard = process.getuid?.() === 0 && !existsSync(POLICY);
  if (guard) writeFileSync(POLICY, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    aptInstall('nginx', ['nginx', 'libnginx-mod-http-brotli-static']);
  } finally {
    if (guard) rmSync(POLICY, { force: true });
  }
}
