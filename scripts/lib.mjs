/**
 * What the root commands share: running pnpm without a global install, knowing when the
 * install or the build is already done, and running steps with a clear heading.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpmVersion = pkg.packageManager.split('@')[1];

const corepackEnv = { COREPACK_INTEGRITY_KEYS: '0', COREPACK_ENABLE_DOWNLOAD_PROMPT: '0', COREPACK_ENABLE_STRICT: '0' };

export function step(title) {
  console.log(`\n== ${title}`);
}

/** Runs a command in the repo, inheriting output; exits the process when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  if (result.status !== 0) {
    console.error(`\nFailed: ${command} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

function corepackWorks() {
  const probe = spawnSync('corepack', [`pnpm@${pnpmVersion}`, '--version'], { cwd: root, env: { ...process.env, ...corepackEnv }, encoding: 'utf8' });
  return probe.status === 0 && probe.stdout.trim() === pnpmVersion;
}

let pnpmCommand;
/** pnpm at the pinned version: through corepack (bundled with Node 20), else through npx. */
export function pnpm(args, options = {}) {
  pnpmCommand ??= corepackWorks() ? ['corepack', [`pnpm@${pnpmVersion}`]] : ['npx', ['-y', `pnpm@${pnpmVersion}`]];
  run(pnpmCommand[0], [...pnpmCommand[1], ...args], { ...options, env: { ...corepackEnv, ...options.env } });
}

const manifests = () => [
  'package.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  ...readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8')
    .split('\n')
    .map((line) => /^\s*-\s*(\S+)/.exec(line)?.[1])
    .filter(Boolean)
    .map((dir) => `${dir}/package.json`),
];

/** Installs when node_modules is missing or older than a manifest or the lockfile. */
export function ensureInstalled() {
  const marker = join(root, 'node_modules/.modules.yaml');
  const installedAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const stale = manifests().some((file) => existsSync(join(root, file)) && statSync(join(root, file)).mtimeMs > installedAt);
  if (!stale) return;
  step('Installing dependencies');
  pnpm(['install', '--frozen-lockfile']);
}

// Outputs of builds, tests and benches, never inputs of a build.
const SKIP = new Set(['node_modules', 'dist', '.git', '.data', '.bench', 'artifacts', 'results', 'coverage']);

function* files(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

export const APPS = ['host', 'remote-trading', 'remote-wealth', 'remote-account', 'remote-content'];
const BUILT = [...APPS, 'server'];

/** A fingerprint of everything a build reads, to skip a build that would change nothing. */
function sourceFingerprint() {
  const hash = createHash('sha256');
  for (const dir of ['shared', ...BUILT]) {
    for (const file of files(join(root, dir))) {
      const { size, mtimeMs } = statSync(file);
      hash.update(`${relative(root, file)}:${size}:${mtimeMs}\n`);
    }
  }
  for (const file of ['pnpm-lock.yaml', 'tsconfig.base.json']) hash.update(readFileSync(join(root, file)));
  return hash.digest('hex');
}

/** Builds the host, the remotes and the server unless nothing changed since the last build. */
export function ensureBuilt({ force = false } = {}) {
  const stampFile = join(root, '.build-stamp');
  const fingerprint = sourceFingerprint();
  const built = BUILT.every((dir) => existsSync(join(root, dir, 'dist')));
  if (!force && built && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === fingerprint) {
    console.log('Build is up to date.');
    return;
  }
  step('Building host, remotes and server');
  pnpm(['--recursive', '--workspace-concurrency=2', '--filter', '!e2e', '--filter', '!@h5/shared', 'run', 'build']);
  writeFileSync(stampFile, fingerprint);
}
