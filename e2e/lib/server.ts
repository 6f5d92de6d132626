/**
 * Runs the real server (the built one `npm start` runs) on a free port with a fresh embedded
 * database, for one test file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contract } from '@h5/shared/contract';
import { callAt, dataOf } from './api';
import { APP_DIST, REPO, SERVER_MAIN } from './paths';

export interface RunningServer {
  url: string;
  /** Where this server tells the ops CLI how to reach it. */
  opsAccessFile: string;
  /** Where the static files are served from (a private copy when `copyStatic` was asked). */
  staticRoot: string;
  /** The server's process id (a bench reads its CPU and memory). */
  pid: number;
  stop: () => Promise<void>;
}

/** A port nothing listens on now, on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      dataOf(await callAt(url, contract.market.quotation), 'the market');
      return;
    } catch {
      // Not listening, or not serving the market, yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start:\n${log()}`);
}

/**
 * @param copyStatic serve a private copy of the built apps, so a test may break one remote
 *   without touching the build other tests use.
 */
export async function startServer({ copyStatic = false, env = {} }: { copyStatic?: boolean; env?: Record<string, string> } = {}): Promise<RunningServer> {
  const work = mkdtempSync(join(tmpdir(), 'h5-e2e-'));
  let staticRoot = REPO;
  if (copyStatic) {
    staticRoot = join(work, 'static');
    for (const { dir, dist } of APP_DIST) cpSync(dist, join(staticRoot, dir, 'dist'), { recursive: true });
  }
  const port = await freePort();
  let output = '';
  // SERVER_NODE_ARGS: flags for the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it under a bench.
  const nodeArgs = process.env.SERVER_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, SERVER_MAIN], {
    cwd: REPO,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(work, 'data'),
      STATIC_ROOT: staticRoot,
      APP_MODE: 'embedded',
      LOG_LEVEL: 'warn',
      UPLOAD_DIR: join(work, 'uploads'),
      OPS_ACCESS_FILE: join(work, 'ops-access.json'),
      // Reviews happen when a test says so (through the ops CLI), not on a timer.
      AUTO_APPROVE_SECONDS: '0',
      // No journey asks OpenStreetMap for tiles: the map pages get a refusal from a closed local
      // port unless the test serves tiles itself (location-journey.test.ts).
      MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(url, child, () => output);
  return {
    url,
    opsAccessFile: join(work, 'ops-access.json'),
    staticRoot,
    pid: child.pid as number,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(work, { recursive: true, force: true });
    },
  };
}
