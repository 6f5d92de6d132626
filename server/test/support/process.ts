import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, stop as stopEsbuild } from 'esbuild';
import type { AppConfig } from '../../src/config';
import { freshSchema, startServer, type TestDatabase, type TestServer } from './server';

const SERVER_ROOT = path.join(__dirname, '../..');
/** Inside the server's node_modules, so the bundle finds the server's dependencies. */
const BUNDLE_ROOT = path.join(SERVER_ROOT, 'node_modules/.cache/h5-server-process');

let bundled: Promise<string> | null = null;

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The server as `npm start` runs it (main.ts bundled, dependencies external, migrations beside
 * it), built once per test file, in its worker's own folder: test files run in parallel workers,
 * and one rebuilding a shared folder removed the migrations under another's server as it started.
 */
function bundle(): Promise<string> {
  bundled ??= (async () => {
    const pkg = JSON.parse(await readFile(path.join(SERVER_ROOT, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    await mkdir(BUNDLE_ROOT, { recursive: true });
    // One folder per worker process (its files run one after another); those of workers that
    // have ended go, including any killed before they could remove their own.
    for (const name of await readdir(BUNDLE_ROOT)) {
      const pid = Number(name.replace(/^pid-/, ''));
      if (pid === process.pid || !isRunning(pid)) await rm(path.join(BUNDLE_ROOT, name), { recursive: true, force: true });
    }
    const dir = path.join(BUNDLE_ROOT, `pid-${process.pid}`);
    await mkdir(dir);
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    await build({
      entryPoints: [path.join(SERVER_ROOT, 'src/main.ts')],
      outfile: path.join(dir, 'main.js'),
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'cjs',
      external: Object.keys(pkg.dependencies ?? {}),
      logLevel: 'warning',
    });
    // esbuild's service process would keep the test run alive.
    await stopEsbuild();
    await cp(path.join(SERVER_ROOT, 'src/db/migrations'), path.join(dir, 'migrations'), { recursive: true });
    return path.join(dir, 'main.js');
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
