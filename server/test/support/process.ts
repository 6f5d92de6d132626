import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, stop as stopEsbuild } from 'esbuild';
import type { AppConfig } from '../../src/config';
import { freshSchema, startServer, type TestDatabase, type TestServer } from './server';

const SERVER_ROOT = path.join(__dirname, '../..');
/** Inside the server's node_modules, so the bundle finds the server's dependencies. */
const BUNDLE_DIR = path.join(SERVER_ROOT, 'node_modules/.cache/h5-server-process');

let bundled: Promise<string> | null = null;

/** The server as `npm start` runs it (main.ts bundled, dependencies external, migrations beside it), built once per run. */
function bundle(): Promise<string> {
  bundled ??= (async () => {
    const pkg = JSON.parse(await readFile(path.join(SERVER_ROOT, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    await rm(BUNDLE_DIR, { recursive: true, force: true });
    await mkdir(BUNDLE_DIR, { recursive: true });
    await build({
      entryPoints: [path.join(SERVER_ROOT, 'src/main.ts')],
      outfile: path.join(BUNDLE_DIR, 'main.js'),
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'cjs',
      external: Object.keys(pkg.dependencies ?? {}),
      logLevel: 'warning',
    });
    // esbuild's service process would keep the test run alive.
    await stopEsbuild();
    await cp(path.join(SERVER_ROOT, 'src/db/migrations'), path.join(BUNDLE_DIR, 'migrations'), { recursive: true });
    return path.join(BUNDLE_DIR, 'main.js');
  })();
  return bundled;
}

export interface ServerProcess {
  url: string;
  /** Where it wrote its port and ops token (the ops CLI's OPS_ACCESS_FILE). */
  accessFile: string;
  stop(): Promise<void>;
}

async function portOf(accessFile: string, child: ChildProcess, output: () => string): Promise<number> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server process exited (${child.exitCode}):\n${output()}`);
    try {
      return (JSON.parse(await readFile(accessFile, 'utf8')) as { port: number }).port;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`server process did not start:\n${output()}`);
}

/** A second server in a process of its own, on the same PostgreSQL database and schema. */
export async function startServerProcess(databaseUrl: string, schema: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const main = await bundle();
  const dir = await mkdtemp(path.join(tmpdir(), 'h5-server-process-'));
  const accessFile = path.join(dir, 'ops-access.json');
  const child = spawn(process.execPath, [main], {
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      PORT: '0',
      HOST: '127.0.0.1',
      MARKET_CONTROL: '1',
      AUTO_APPROVE_SECONDS: '0',
      LOG_LEVEL: 'warn',
      OPS_ACCESS_FILE: accessFile,
      UPLOAD_DIR: path.join(dir, 'uploads'),
      STATIC_ROOT: dir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const port = await portOf(accessFile, child, () => output);
  return {
    url: `http://127.0.0.1:${port}`,
    accessFile,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface ProcessPair {
  /** A process of its own, started first, so it holds the lock and publishes the shared price. */
  publisher: ServerProcess;
  /** This process, mirroring the published ticks (`settleAgain` runs its jobs once more beside its own rounds). */
  mirror: TestServer;
  stop(): Promise<void>;
}

/**
 * Two servers on one fresh PostgreSQL schema, both running the settlement jobs on every shared tick
 * (their sockets meeting through Redis when given); `env` configures the process, `mirrorConfig` this one.
 */
export async function startProcessPair(
  database: TestDatabase & { url: string },
  { redisUrl, env = {}, mirrorConfig = {} }: { redisUrl?: string; env?: Record<string, string>; mirrorConfig?: Partial<AppConfig> } = {},
): Promise<ProcessPair> {
  const schema = freshSchema();
  const publisher = await startServerProcess(database.url, schema, { ...env, ...(redisUrl ? { REDIS_URL: redisUrl } : {}) });
  const mirror = await startServer(database, { ...mirrorConfig, databaseSchema: schema, ...(redisUrl ? { redisUrl } : {}) });
  return {
    publisher,
    mirror,
    async stop() {
      await publisher.stop();
      await mirror.close();
    },
  };
}
