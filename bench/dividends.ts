/**
 * A day's trust dividends for 100 000 escrow orders (`node bench/run.mjs dividends`): on the
 * embedded PGlite database, then on PostgreSQL in a fresh schema when one answers
 * (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local test database). 20 000 users
 * hold five orders each, all with their first day due; the dividend job (the one the scheduler
 * runs) pays them once, timed. Printed per database: the seeding and payment times, what was
 * written (dividends, ledger entries, account events) and whether every balance still equals
 * the sum of its ledger entries. Goal: under 10 s on PostgreSQL with 2 cores.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { REPO } from '../e2e/lib/paths';
import type { DividendFigures } from './dividends/core';

const ORDERS = Number(process.env.DIVIDEND_ORDERS ?? 100_000);
const GOAL_MS = 10_000;

const fromServer = createRequire(join(REPO, 'server/package.json'));
interface PgClient {
  connect(): Promise<void>;
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
}
const pg = fromServer('pg') as { Client: new (options: { connectionString: string }) => PgClient };

/** The core bundled with the server's sources and the kernel, its npm dependencies resolved from the server. */
async function loadCore(): Promise<{ runDividends: (config: { databaseUrl: string | null; dataDir: string; databaseSchema: string | null }, orders: number) => Promise<DividendFigures> }> {
  const esbuild = fromServer('esbuild') as { build(options: Record<string, unknown>): Promise<unknown> };
  const pkg = fromServer('./package.json') as { dependencies: Record<string, string> };
  const outdir = join(REPO, 'server/.bench');
  await esbuild.build({
    entryPoints: [join(REPO, 'bench/dividends/core.ts')],
    outfile: join(outdir, 'dividends-core.cjs'),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: Object.keys(pkg.dependencies),
    logLevel: 'warning',
  });
  // The migrations are read beside the bundle, as in the server's own dist.
  cpSync(join(REPO, 'server/src/db/migrations'), join(outdir, 'migrations'), { recursive: true });
  return fromServer('./.bench/dividends-core.cjs');
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

function report(name: string, figures: DividendFigures): void {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `${name}: ${figures.orders} orders paid in ${seconds(figures.payMs)} (seeded in ${seconds(figures.seedMs)}); ` +
      `job paid ${figures.paid}, ${figures.dividends} dividends, ${figures.ledgerEntries} ledger entries, ${figures.events} events; ` +
      `ledger invariant ${figures.invariantHolds ? 'holds' : 'BROKEN'}`,
  );
  const complete = figures.paid === figures.orders && figures.dividends === figures.orders && figures.ledgerEntries === figures.orders && figures.events === figures.orders;
  if (!complete || !figures.invariantHolds) process.exitCode = 1;
}

export async function main(): Promise<void> {
  console.log(`${cpus().length} cores, load ${loadavg().map((load) => load.toFixed(2)).join(' ')}`);
  const core = await loadCore();

  const dataDir = mkdtempSync(join(tmpdir(), 'h5-bench-dividends-'));
  try {
    report('PGlite', await core.runDividends({ databaseUrl: null, dataDir: join(dataDir, 'pglite'), databaseSchema: null }, ORDERS));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  if (!(await reachable(url))) {
    console.log('PostgreSQL: not reachable, skipped');
    return;
  }
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  try {
    const figures = await core.runDividends({ databaseUrl: url, dataDir: 'memory://', databaseSchema: schema }, ORDERS);
    report('PostgreSQL', figures);
    console.log(`goal: under ${GOAL_MS / 1000} s on PostgreSQL: ${figures.payMs < GOAL_MS ? 'met' : 'MISSED'}`);
  } finally {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  }
}
