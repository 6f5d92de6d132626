/**
 * A new coin's allocation with 50 000 subscribers (`node bench/run.mjs allocation`): on the
 * embedded PGlite database, then on PostgreSQL in a fresh schema when one answers
 * (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local test database). The measured part
 * (`allocation/worker.ts`) runs in a process of its own over the server's own modules: it seeds
 * the subscribers (deposits and frozen commits through the ledger), times the scheduler's
 * allocation job (pro-rata shares by the kernel's formula written back in one statement, the
 * payments and refunds through the ledger, the report, an event each), and checks the supply,
 * each refund plus payment against its commit, and the ledger invariant afterwards.
 * Goal: under 10 s on PostgreSQL.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { REPO } from '../e2e/lib/paths';

const SUBSCRIBERS = Number(process.env.ALLOCATION_SUBSCRIBERS ?? 50_000);
const DATABASES = (process.env.ALLOCATION_DATABASES ?? 'pglite,postgres').split(',');
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const GOAL_MS = { pglite: Number.POSITIVE_INFINITY, postgres: 10_000 };

interface Result {
  database: 'pglite' | 'postgres';
  subscribers: number;
  seedMs: number;
  allocationMs: number;
  closed: number;
  again: number;
  committed: string;
  ok: boolean;
  problems: string[];
}

const fromServer = createRequire(join(REPO, 'server/package.json'));

/** The worker bundled inside the server's node_modules, so it finds the server's dependencies. */
function bundleWorker(): string {
  const server = JSON.parse(fromServer('fs').readFileSync(join(REPO, 'server/package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const outDir = join(REPO, 'server/node_modules/.cache/h5-bench');
  mkdirSync(outDir, { recursive: true });
  const outfile = join(outDir, 'allocation-worker.js');
  (fromServer('esbuild') as typeof import('esbuild')).buildSync({
    entryPoints: [join(REPO, 'bench/allocation/worker.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external: Object.keys(server.dependencies ?? {}),
    logLevel: 'warning',
  });
  // The migrations are read from beside the bundle, as in the server's own build.
  fromServer('fs').cpSync(join(REPO, 'server/src/db/migrations'), join(outDir, 'migrations'), { recursive: true });
  return outfile;
}

function run(worker: string, database: string): Result | null {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', ALLOCATION_SUBSCRIBERS: String(SUBSCRIBERS) };
  if (database === 'postgres') env.BENCH_POSTGRES_URL = POSTGRES_URL;
  const child = spawnSync(process.execPath, ['--max-old-space-size=4096', worker], { env, encoding: 'utf8', maxBuffer: 1 << 24 });
  if (child.status !== 0) {
    console.log(`${database}: not measured (${(child.stderr || child.stdout).trim().split('\n').slice(0, 3).join(' ')})`);
    return null;
  }
  return JSON.parse(child.stdout.trim().split('\n').pop() ?? '{}') as Result;
}

export async function main(): Promise<void> {
  const worker = bundleWorker();
  let failed = false;
  for (const database of DATABASES) {
    const result = run(worker, database);
    if (!result) continue;
    const goal = GOAL_MS[result.database];
    const within = result.allocationMs <= goal;
    console.log(
      `${result.database}: allocation of ${result.subscribers} subscribers in ${(result.allocationMs / 1000).toFixed(2)} s` +
        ` (set-up ${(result.seedMs / 1000).toFixed(1)} s; ${result.closed} window closed, ${result.again} on a second run)` +
        `${Number.isFinite(goal) ? `, goal ${goal / 1000} s: ${within ? 'met' : 'MISSED'}` : ''}` +
        `; supply, refunds and ledger invariant: ${result.ok ? 'ok' : result.problems.join('; ')}`,
    );
    failed ||= !result.ok || !within || result.again !== 0;
  }
  if (failed) process.exitCode = 1;
}
