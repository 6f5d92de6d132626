/**
 * The production shape of docker-compose.yml on one machine, without Docker: Debian's nginx as
 * the gateway with the repo's own deploy/gateway/nginx.conf, the host and each remote served by
 * nginx with deploy/remote/nginx.conf as deploy/app-site.mjs lays them out for their images, and
 * server processes in production mode on one PostgreSQL schema with Redis. Each service has a
 * loopback address of its own and the port its container has (80 for the static ones, 8080 for
 * the server), and a DNS server answers their names as Docker's does, so the configs run with
 * only these changed: the gateway's listening address, its resolver's address, the socket
 * upstream's addresses, and the paths of pid, log and temporary files. The static servers' template is wrapped in an http block
 * as their images' nginx.conf does, with the brotli_static module their images load.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDns, type TestDns } from './dns';
import { REPO, SERVER_MAIN } from './paths';
import { freePort } from './server';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** Debian's brotli_static module (scripts/nginx.mjs installs it), which the app images load too. */
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The compose services and their addresses here; the statics' names are the compose file's. */
const STATICS = [
  { service: 'host', app: 'host', address: '127.0.0.10' },
  { service: 'trading', app: 'remote-trading', address: '127.0.0.11' },
  { service: 'wealth', app: 'remote-wealth', address: '127.0.0.12' },
  { service: 'account', app: 'remote-account', address: '127.0.0.13' },
  { service: 'content', app: 'remote-content', address: '127.0.0.14' },
];
const SERVER_PORT = 8080;

export interface ServerProcess {
  address: string;
  /** `http://<address>:8080`, past the gateway. */
  url: string;
  pid: number;
  /** Ends it at once, as a crash does (SIGKILL: nothing is closed cleanly). */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export interface Topology {
  /** The gateway: `http://127.0.0.1:<port>`. */
  url: string;
  servers: ServerProcess[];
  dns: TestDns;
  /** Takes a server out of the name `server`, as Docker does with a container that died. */
  forget(server: ServerProcess): void;
  stop(): Promise<void>;
}

/** Resolves once something accepts connections on `address:port`, or rejects after `timeoutMs`. */
async function listening(address: string, port: number, child: ChildProcess, log: () => string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited (${child.exitCode}) before listening on ${address}:${port}:\n${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, address, () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listens on ${address}:${port}:\n${log()}`);
}

function started(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): { child: ChildProcess; log: () => string } {
  let output = '';
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, log: () => output };
}

const exited = (child: ChildProcess) => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve)));

/** nginx in the foreground on `config` (workers as root: the sites are in private temporary folders). */
async function runNginx(dir: string, config: string, address: string, port: number): Promise<() => Promise<void>> {
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, config);
  const checked = spawnSync(NGINX, ['-t', '-p', dir, '-c', file, '-g', 'daemon off; user root;'], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx refuses ${file}:\n${checked.stderr}`);
  const { child, log } = started(NGINX, ['-p', dir, '-c', file, '-g', 'daemon off; user root;']);
  await listening(address, port, child, () => `${log()}${readLog(join(dir, 'error.log'))}`);
  return async () => {
    // Fast shutdown: a graceful one would wait for the open websockets (their timeout is an hour).
    child.kill('SIGTERM');
    await exited(child);
  };
}

const readLog = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/** One static image's nginx: its laid-out site, the template in the image's http block. */
function staticConfig(site: string, address: string): string {
  const server = readFileSync(join(site, 'default.conf'), 'utf8')
    .replace(/listen\s+80;/, `listen ${address}:80;`)
    .replace('root /usr/share/nginx/html;', `root ${join(site, 'html')};`);
  return `load_module ${BROTLI_STATIC_MODULE};
worker_processes 1;
pid ${join(site, 'nginx.pid')};
error_log ${join(site, 'error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  access_log off;
  client_body_temp_path ${join(site, 'body')};
  proxy_temp_path ${join(site, 'proxy')};
${server}
}
`;
}

/** `config` with what `pattern` finds replaced; a config that no longer has it is an error, not a silent skip. */
function change(config: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(config)) throw new Error(`deploy/gateway/nginx.conf has no ${what} to change`);
  return config.replace(pattern, replacement);
}

/**
 * The gateway's own config, its listening address, resolver and file paths changed, and the
 * socket upstream's server name replaced by the replicas' addresses: Debian's nginx (1.22) has
 * no `resolve` on an upstream server, which re-resolves the name in the compose stack's 1.27.
 */
function gatewayConfig(dir: string, port: number, resolver: string, servers: readonly string[]): string {
  let config = readFileSync(join(REPO, 'deploy/gateway/nginx.conf'), 'utf8');
  config = change(config, /listen\s+8080;/, `listen 127.0.0.1:${port};`, 'listening port');
  config = change(config, /resolver\s+127\.0\.0\.11/, `resolver ${resolver}`, "Docker's resolver");
  config = change(config, /server\s+server:8080\s+resolve;/, servers.map((address) => `server ${address}:${SERVER_PORT};`).join(' '), 'socket upstream');
  config = change(config, /error_log\s+\S+/, `error_log ${join(dir, 'error.log')}`, 'error log');
  config = change(config, /pid\s+\S+;/, `pid ${join(dir, 'nginx.pid')};`, 'pid file');
  config = change(config, /access_log\s+\S+;/, `access_log ${join(dir, 'access.log')};`, 'access log');
  return change(config, /http\s*\{/, `http {\n    client_body_temp_path ${join(dir, 'body')};\n    proxy_temp_path ${join(dir, 'proxy')};`, 'http block');
}

/** A server process as `npm start` runs it in production, on `address`:8080. */
async function startServerProcess(work: string, address: string, env: Record<string, string>): Promise<ServerProcess> {
  const dir = join(work, `server-${address}`);
  mkdirSync(dir, { recursive: true });
  const { child, log } = started(process.execPath, [SERVER_MAIN], {
    PATH: process.env.PATH,
    HOST: address,
    PORT: String(SERVER_PORT),
    APP_MODE: 'production',
    // One proxy in front: the gateway. Per-address limits count the client it names.
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    STATIC_ROOT: dir,
    UPLOAD_DIR: join(dir, 'uploads'),
    OPS_ACCESS_FILE: join(dir, 'ops-access.json'),
    MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
    ...env,
  });
  await listening(address, SERVER_PORT, child, log);
  return {
    address,
    url: `http://${address}:${SERVER_PORT}`,
    pid: child.pid as number,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited(child);
    },
  };
}

/**
 * Starts it all: DNS, the five static servers (from the built dists), `servers` server processes
 * (the first started publishes the shared price), then the gateway.
 */
export async function startTopology({ env, servers: count = 2 }: { env: Record<string, string>; servers?: number }): Promise<Topology> {
  const work = mkdtempSync(join(tmpdir(), 'h5-topology-'));
  const stops: Array<() => Promise<void>> = [];
  const dns = await startDns();
  stops.push(() => dns.close());
  try {
    for (const { service, app, address } of STATICS) {
      const site = join(work, service);
      const laid = spawnSync(process.execPath, [join(REPO, 'deploy/app-site.mjs'), app, site], { cwd: REPO, encoding: 'utf8' });
      if (laid.status !== 0) throw new Error(`deploy/app-site.mjs ${app}: ${laid.stderr}`);
      stops.push(await runNginx(site, staticConfig(site, address), address, 80));
      dns.set(service, [address]);
    }
    const servers: ServerProcess[] = [];
    for (let index = 0; index < count; index++) {
      const server = await startServerProcess(work, `127.0.0.${2 + index}`, env);
      servers.push(server);
      stops.push(() => server.stop());
    }
    dns.set('server', servers.map((server) => server.address));
    const gateway = join(work, 'gateway');
    mkdirSync(gateway);
    const port = await freePort();
    const config = gatewayConfig(
      gateway,
      port,
      dns.address,
      servers.map((server) => server.address),
    );
    stops.push(await runNginx(gateway, config, '127.0.0.1', port));
    let alive = [...servers];
    return {
      url: `http://127.0.0.1:${port}`,
      servers,
      dns,
      forget(server) {
        alive = alive.filter((candidate) => candidate !== server);
        dns.set('server', alive.map((candidate) => candidate.address));
      },
      async stop() {
        for (const stop of stops.reverse()) await stop().catch(() => undefined);
        rmSync(work, { recursive: true, force: true });
      },
    };
  } catch (error) {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
}
