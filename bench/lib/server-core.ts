/**
 * What a database benchmark needs from the server: its sources bundled with a core of the
 * benchmark's own (which imports them directly), the migrations beside it, and PostgreSQL in a
 * fresh schema when one answers (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local test
 * database), dropped after.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { REPO } from '../../e2e/lib/paths';

const fromServer = createRequire(join(REPO, 'server/package.json'));
interface PgClient {
  connect(): Promise<void>;
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
}
const pg = fromServer('pg') as { Client: new (options: { connectionString: string }) => PgClient };

/** `bench/<name>/core.ts` bundled with the server's sources, its npm dependencies resolved from the server. */
export async function loadCore<T>(name: string): Promise<T> {
  const esbuild = fromServer('esbuild') as { build(options: Record<string, unknown>): Promise<unknown> };
  const pkg = fromServer('./package.json') as { dependencies: Record<string, string> };
  const outdir = join(REPO, 'server/.bench');
  await esbuild.build({
    entryPoints: [join(REPO, `bench/${name}/core.ts`)],
    outfile: join(outdir, `${name}-core.cjs`),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: Object.keys(pkg.dependencies),
    logLevel: 'warning',
  });
  // The migrations are read beside the bundle, as in the server's own dist.
  cpSync(join(REPO, 'server/src/db/migrations'), join(outdir, 'migrations'), { recursive: true });
  return fromServer(`./.bench/${name}-core.cjs`) as T;
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

/** Runs `work` on a fresh PostgreSQL schema, dropped after; false (and a line saying so) when none answers. */
export async function onPostgres(work: (url: string, schema: string) => Promise<void>): Promise<boolean> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  if (!(await reachable(url))) {
    console.log('PostgreSQL: not reachable, skipped');
    return false;
  }
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  try {
    await work(url, schema);
  } finally {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  }
  return true;
}

/** Where a database benchmark runs: the embedded PGlite, or PostgreSQL in a fresh schema. */
export interface BenchDatabase {
  name: 'PGlite' | 'PostgreSQL';
  config: { databaseUrl: string | null; dataDir: string; databaseSchema: string | null };
}

/** Runs `work` on PGlite in a fresh folder (removed after), then on PostgreSQL when one answers. */
export async function onEachDatabase(prefix: string, work: (database: BenchDatabase) => Promise<void>): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), `h5-bench-${prefix}-`));
  try {
    await work({ name: 'PGlite', config: { databaseUrl: null, dataDir: join(dataDir, 'pglite'), databaseSchema: null } });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  await onPostgres((url, schema) => work({ name: 'PostgreSQL', config: { databaseUrl: url, dataDir: 'memory://', databaseSchema: schema } }));
}

/** The line each benchmark starts with: the machine it measured on. */
export const machineLine = (): string => `${cpus().length} cores, load ${loadavg().map((load) => load.toFixed(2)).join(' ')}`;
