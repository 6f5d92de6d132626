/**
 * @jest-environment node
 *
 * Static checks of the container deployment (Docker cannot run here): docker-compose.yml is
 * parsed as YAML, the nginx files with a small parser, and routes are resolved the way nginx
 * picks a location, so removing a service, a route or a header fails a test. The step of the
 * app Dockerfile that lays out what nginx serves (deploy/app-site.mjs) runs on a stand-in dist,
 * and the server's health check runs against a stand-in server. Compose's `${VAR}`s are filled
 * in from .env.example the way compose fills them in from .env. COMPOSE_TEST_ROOT points the
 * checks at another copy of the files.
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { allCalls } from '@h5/shared/contract';
import { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from '@h5/shared/security';

const ROOT = process.env.COMPOSE_TEST_ROOT ?? path.resolve(__dirname, '..', '..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

// ---- nginx: a tokenizer, a block parser and location matching ----

interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) i++;
    else if (c === '#') while (i < text.length && text[i] !== '\n') i++;
    else if (c === '{' || c === '}' || c === ';') tokens.push(text[i++]!);
    else if (c === '"' || c === "'") {
      let word = '';
      for (i++; i < text.length && text[i] !== c; i++) word += text[i] === '\\' && text[i + 1] === c ? text[++i] : text[i];
      i++;
      tokens.push(word);
    } else {
      let word = '';
      while (i < text.length && !/[\s;{}]/.test(text[i]!)) {
        // ${NAME} is one word (an envsubst placeholder or an nginx variable), not a block.
        if (text[i] === '$' && text[i + 1] === '{') {
          const end = text.indexOf('}', i);
          word += text.slice(i, end + 1);
          i = end + 1;
        } else word += text[i++];
      }
      tokens.push(word);
    }
  }
  return tokens;
}

function parseNginx(text: string): Directive[] {
  const tokens = tokenize(text);
  let pos = 0;
  const block = (): Directive[] => {
    const out: Directive[] = [];
    while (pos < tokens.length && tokens[pos] !== '}') {
      const words: string[] = [];
      while (pos < tokens.length && tokens[pos] !== ';' && tokens[pos] !== '{') words.push(tokens[pos++]!);
      const [name = '', ...args] = words;
      if (tokens[pos] === '{') {
        pos++;
        out.push({ name, args, block: block() });
        if (tokens[pos++] !== '}') throw new Error(`unclosed block ${name} ${args.join(' ')}`);
      } else if (tokens[pos++] === ';') out.push({ name, args });
      else throw new Error(`missing ; after ${words.join(' ')}`);
    }
    return out;
  };
  const top = block();
  if (pos !== tokens.length) throw new Error('unbalanced }');
  return top;
}

function findBlock(list: Directive[], name: string): Directive | undefined {
  for (const d of list) {
    if (d.name === name) return d;
    const inner = d.block && findBlock(d.block, name);
    if (inner) return inner;
  }
  return undefined;
}

const locationsOf = (d: Directive) => (d.block ?? []).filter((c) => c.name === 'location');
const modifier = (loc: Directive) => (loc.args.length > 1 ? loc.args[0]! : '');
const locPath = (loc: Directive) => loc.args[loc.args.length - 1]!;
const isRegex = (loc: Directive) => modifier(loc) === '~' || modifier(loc) === '~*';
const regexOf = (loc: Directive) => new RegExp(locPath(loc), modifier(loc) === '~*' ? 'i' : '');

/** The location nginx serves `uri` from, with its enclosing blocks (server first). */
function route(server: Directive, uri: string): Directive[] {
  const find = (parent: Directive): Directive[] => {
    const locs = locationsOf(parent);
    const exact = locs.find((l) => modifier(l) === '=' && locPath(l) === uri);
    if (exact) return [exact];
    const prefix = locs
      .filter((l) => (modifier(l) === '' || modifier(l) === '^~') && uri.startsWith(locPath(l)))
      .sort((a, b) => locPath(b).length - locPath(a).length)[0];
    let best: Directive[] = prefix ? [prefix] : [];
    if (prefix) {
      const inner = find(prefix);
      const last = inner[inner.length - 1];
      if (last && (isRegex(last) || modifier(last) === '=')) return [prefix, ...inner];
      if (inner.length) best = [prefix, ...inner];
      if (modifier(prefix) === '^~') return best;
    }
    const regex = locs.find((l) => isRegex(l) && regexOf(l).test(uri));
    if (regex) return [regex, ...find(regex)];
    return best;
  };
  const chain = [server, ...find(server)];
  if (chain.length === 1) throw new Error(`no location serves ${uri}`);
  return chain;
}

/** nginx array directives (add_header, proxy_set_header) come from the innermost level that has any. */
function effectiveAll(chain: Directive[], name: string): Directive[] {
  for (const level of [...chain].reverse()) {
    const own = (level.block ?? []).filter((d) => d.name === name);
    if (own.length) return own;
  }
  return [];
}
const effective = (chain: Directive[], name: string) => effectiveAll(chain, name)[0]?.args;

function headerOf(chain: Directive[], directive: string, header: string): string | undefined {
  return effectiveAll(chain, directive).find((d) => d.args[0]?.toLowerCase() === header.toLowerCase())?.args[1];
}

/** What a `map $uri $name { ... }` block gives `uri` (exact keys first, then regexes in order). */
function mapValue(conf: Directive[], variable: string, uri: string): string | undefined {
  const map = conf.find((d) => d.name === 'map' && d.args[1] === variable);
  if (!map) return undefined;
  const entries = map.block ?? [];
  const exact = entries.find((e) => e.name === uri);
  const regex = entries.find((e) => e.name.startsWith('~') && new RegExp(e.name.replace(/^~\*?/, ''), e.name.startsWith('~*') ? 'i' : '').test(uri));
  return (exact ?? regex ?? entries.find((e) => e.name === 'default'))?.args[0];
}

/** Fails unless every reply of `chain` carries the kernel's security headers, on errors too (`always`). */
function expectSecurityHeaders(chain: Directive[], uri: string): void {
  const sent = effectiveAll(chain, 'add_header');
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    const header = sent.find((d) => d.args[0]?.toLowerCase() === name);
    expect([uri, name, header?.args.slice(1)]).toEqual([uri, name, [value, 'always']]);
  }
}

/** The host a location proxies to, `set` variables resolved; fails unless the URL has no URI part. */
function proxyTarget(chain: Directive[]): string {
  const raw = effective(chain, 'proxy_pass')?.[0];
  if (!raw) throw new Error(`${locPath(chain[chain.length - 1]!)} does not proxy`);
  const url = raw.replace(/\$(\w+)/g, (_, name: string) => {
    const set = [...chain].reverse().flatMap((l) => l.block ?? []).find((d) => d.name === 'set' && d.args[0] === `$${name}`);
    return set?.args[1] ?? `$${name}`;
  });
  // A URI part would replace the matched prefix (or, with variables, the whole path).
  expect(url).toMatch(/^https?:\/\/[^/]+$/);
  return new URL(url).hostname;
}

function seconds(value: string): number {
  const m = /^(\d+)(ms|s|m|h|d)?$/.exec(value);
  if (!m) throw new Error(`bad time ${value}`);
  const unit = { ms: 0.001, s: 1, m: 60, h: 3600, d: 86400 }[m[2] ?? 's'] ?? 1;
  return Number(m[1]) * unit;
}

// ---- compose ----

interface Build {
  context?: string;
  dockerfile?: string;
  args?: Record<string, string> | string[];
}
interface Service {
  build?: string | Build;
  image?: string;
  environment?: Record<string, string | number> | string[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  ports?: unknown[];
  volumes?: (string | { source?: string; target?: string })[];
  healthcheck?: { test?: string | string[] };
  restart?: string;
  container_name?: string;
}
interface Compose {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

const compose = parse(read('docker-compose.yml')) as Compose;
const services = compose.services ?? {};
const service = (name: string): Service => {
  const s = services[name];
  if (!s) throw new Error(`service ${name} is missing`);
  return s;
};
const envOf = (s: Service): Record<string, string> =>
  Array.isArray(s.environment)
    ? Object.fromEntries(s.environment.map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)]))
    : Object.fromEntries(Object.entries(s.environment ?? {}).map(([k, v]) => [k, String(v)]));
const dependsOn = (s: Service): Record<string, string> =>
  Array.isArray(s.depends_on)
    ? Object.fromEntries(s.depends_on.map((n) => [n, 'service_started']))
    : Object.fromEntries(Object.entries(s.depends_on ?? {}).map(([n, v]) => [n, v.condition ?? 'service_started']));

const argsOf = (build: Build): Record<string, string> =>
  Array.isArray(build.args)
    ? Object.fromEntries(build.args.map((a) => [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]))
    : { ...build.args };

// ---- compose's interpolation (${VAR}, ${VAR:-default}, ${VAR:?error}, ${VAR:+alt}, $VAR, $$) ----

const VARIABLE = /\$(?:\$|\{([A-Za-z_]\w*)(?:(:?[-?+])([^}]*))?\}|([A-Za-z_]\w*))/g;

/** `text` as compose fills it in from `env`; throws where a required variable is missing. */
function interpolate(text: string, env: Record<string, string>): string {
  return text.replace(VARIABLE, (whole, braced: string | undefined, op: string | undefined, arg: string | undefined, bare: string | undefined) => {
    if (whole === '$$') return '$';
    const name = (braced ?? bare)!;
    const value = env[name];
    const present = op?.startsWith(':') ? Boolean(value) : value !== undefined;
    switch (op?.slice(-1)) {
      case '-':
        return present ? value! : (arg ?? '');
      case '?':
        if (!present) throw new Error(`${name}: ${arg}`);
        return value!;
      case '+':
        return present ? (arg ?? '') : '';
      default:
        return value ?? '';
    }
  });
}

/** Every string in a parsed YAML value (compose interpolates values, not keys). */
const stringsIn = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? Object.values(value).flatMap(stringsIn) : [];

/** The parsed YAML with every string filled in from `env`. */
function interpolated<T>(value: T, env: Record<string, string>): T {
  if (typeof value === 'string') return interpolate(value, env) as T;
  if (Array.isArray(value)) return value.map((v) => interpolated(v, env)) as T;
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolated(v, env)])) as T;
  return value;
}

const variablesIn = (text: string): string[] => [...text.matchAll(VARIABLE)].filter((m) => m[0] !== '$$').map((m) => (m[1] ?? m[4])!);

/** .env.example's variables with their values, and whether a comment line sits right above each. */
function readEnvFile(text: string): { env: Record<string, string>; uncommented: string[] } {
  const env: Record<string, string> = {};
  const uncommented: string[] = [];
  let previous = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const m = /^([A-Za-z_]\w*)=(.*)$/.exec(line);
    if (m) {
      env[m[1]!] = m[2]!;
      if (!previous.startsWith('#')) uncommented.push(m[1]!);
    } else if (line && !line.startsWith('#')) throw new Error(`not a variable or a comment: ${line}`);
    previous = line;
  }
  return { env, uncommented };
}

const GLOB: Record<string, string> = { '**/': '(?:.*/)?', '*': '[^/]*', '?': '[^/]' };

/** Whether an ignore file (.gitignore, .dockerignore: globs, `**`, `!`, last match wins) leaves out `file` at the root. */
function ignores(patterns: string, file: string): boolean {
  let ignored = false;
  for (const raw of patterns.split('\n')) {
    let line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const negate = line.startsWith('!');
    if (negate) line = line.slice(1);
    line = line.replace(/^\//, '').replace(/\/$/, '');
    const glob = line
      .split(/(\*\*\/|\*|\?)/)
      .map((part) => GLOB[part] ?? part.replace(/[.+^${}()|[\]\\]/g, '\\$&'))
      .join('');
    if (new RegExp(`^${glob}$`).test(file)) ignored = !negate;
  }
  return ignored;
}

const ENV_EXAMPLE = '.env.example';
/** A secret's whole value: a variable from .env, required (no default written here). */
const SECRET_REF = /^\$\{[A-Za-z_]\w*(:?\?[^}]*)?\}$/;

/** The static apps: compose service, package folder, URL prefix served (= gateway route), health-check file. */
const REMOTES = ['trading', 'wealth', 'account', 'content'] as const;
const STATIC = [
  { name: 'host', dir: 'host', prefix: '/h5/', probe: 'index.html' },
  ...REMOTES.map((r) => ({ name: r, dir: `remote-${r}`, prefix: `/h5/static/js/${r}/`, probe: 'remoteEntry.js' })),
];
const APP_DOCKERFILE = 'deploy/app.Dockerfile';
const ALL = ['gateway', ...STATIC.map((s) => s.name), 'server', 'redis', 'postgres'];
/** The services built here: each image tagged from .env, so the previous one stays for a rollback. */
const BUILT = [...STATIC.map((s) => s.name), 'server'];
/** An image `name:${TAG_VARIABLE}` (a default allowed): its tag variable. */
const tagVariableOf = (name: string): string | undefined => /^[\w./-]+:\$\{([A-Za-z_]\w*)(?::-[^}]*)?\}$/.exec(service(name).image ?? '')?.[1];

describe('docker-compose.yml', () => {
  it.each(ALL)('has the %s service with a restart policy', (name) => {
    expect(service(name).restart).toMatch(/^(always|unless-stopped|on-failure)/);
  });

  it.each(STATIC)('$name builds from the repo root with the one app Dockerfile, APP=$dir', ({ name, dir }) => {
    const build = service(name).build;
    expect(typeof build).toBe('object');
    const { context = '.', dockerfile } = build as Build;
    expect(path.resolve(ROOT, context)).toBe(path.resolve(ROOT));
    expect(dockerfile).toBe(APP_DOCKERFILE);
    expect(argsOf(build as Build).APP).toBe(dir);
    // No copy of it is left beside the app.
    expect(fs.existsSync(path.join(ROOT, dir, 'Dockerfile'))).toBe(false);
  });

  it('the app Dockerfile builds APP and serves it with nginx, laid out by deploy/app-site.mjs', () => {
    const docker = read(APP_DOCKERFILE);
    expect(docker).toMatch(/^ARG APP\b/m);
    expect(docker).toMatch(/pnpm install [^\n]*--filter "\$\{APP\}\.\.\."/);
    expect(docker).toMatch(/pnpm --filter "\$\{APP\}" build/);
    expect(docker).toMatch(/^RUN node deploy\/app-site\.mjs "\$\{APP\}" (\S+)$/m);
    const site = /^RUN node deploy\/app-site\.mjs "\$\{APP\}" (\S+)$/m.exec(docker)![1]!;
    // Debian's nginx with the brotli_static module the template's `brotli_static on` needs, in the foreground.
    expect(read('deploy/remote/nginx.conf')).toMatch(/^\s*brotli_static on;/m);
    expect(docker).toMatch(/^FROM debian:bookworm-slim\n[^]*apt-get install [^\n]*\bnginx libnginx-mod-http-brotli-static\b/m);
    expect(docker).toMatch(/^CMD \["nginx", "-g", "daemon off;"\]$/m);
    expect(docker).toContain(`COPY --from=build ${site}/default.conf /etc/nginx/conf.d/default.conf`);
    expect(docker).toContain(`COPY --from=build ${site}/html/ /usr/share/nginx/html/`);
    expect(docker).toMatch(new RegExp(`COPY --from=build ${site}/health (\\S+)\n[^]*HEALTHCHECK [^\\n]*wget -q --spider "http://127\\.0\\.0\\.1\\$\\(cat \\1\\)"`));
  });

  describe.each(STATIC)('deploy/app-site.mjs for $dir', ({ dir, prefix, probe }) => {
    // Run on a stand-in dist, as the Dockerfile runs it after the build.
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'app-site-'));
    afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
    fs.mkdirSync(path.join(work, dir, 'dist/assets'), { recursive: true });
    fs.writeFileSync(path.join(work, dir, 'dist', probe), 'probe');
    fs.writeFileSync(path.join(work, dir, 'dist/assets/logo.1a2b3c4d.svg'), 'svg');
    execFileSync(process.execPath, [path.join(ROOT, 'deploy/app-site.mjs'), dir, 'site'], { cwd: work, stdio: 'pipe' });
    const site = (file: string) => path.join(work, 'site', file);

    it(`puts dist under ${prefix}, where the gateway routes`, () => {
      expect(fs.readFileSync(site(`html${prefix}${probe}`), 'utf8')).toBe('probe');
      expect(fs.readFileSync(site(`html${prefix}assets/logo.1a2b3c4d.svg`), 'utf8')).toBe('svg');
    });

    it('fills the nginx template in with that prefix', () => {
      expect(fs.readFileSync(site('default.conf'), 'utf8')).toBe(read('deploy/remote/nginx.conf').replaceAll('${H5_PREFIX}', prefix));
    });

    it(`health-checks ${probe}`, () => {
      expect(fs.readFileSync(site('health'), 'utf8')).toBe(`${prefix}${probe}`);
    });
  });

  it('deploy/app-site.mjs refuses an app that is not host or remote-<name>', () => {
    expect(() => execFileSync(process.execPath, [path.join(ROOT, 'deploy/app-site.mjs'), 'server', os.tmpdir()], { stdio: 'pipe' })).toThrow(
      /usage: node deploy\/app-site\.mjs/,
    );
  });

  it('server builds from server/Dockerfile, runs as non-root on 8080', () => {
    const build = service('server').build as { context?: string; dockerfile?: string };
    expect(build.dockerfile).toBe('server/Dockerfile');
    const docker = read('server/Dockerfile');
    expect(docker).toMatch(/^USER (?!root\b)\S+/m);
    expect(docker).toMatch(/^EXPOSE 8080$/m);
    expect(docker).toMatch(/pnpm --filter server deploy --prod/);
  });

  it.each([
    ['.env.example', {}],
    ['other values', { POSTGRES_USER: 'ops', POSTGRES_PASSWORD: 'another-one', POSTGRES_DB: 'live' }],
  ])("server's DATABASE_URL points at the postgres service with postgres's credentials (%s)", (_, values) => {
    // Built from the same variables as postgres's own, so one .env changes both.
    const env = { ...readEnvFile(read(ENV_EXAMPLE)).env, ...values };
    const filled = interpolated(compose, env).services;
    const pg = envOf(filled.postgres!);
    const url = new URL(envOf(filled.server!).DATABASE_URL ?? '');
    expect(url.protocol).toMatch(/^postgres(ql)?:$/);
    expect(url.hostname).toBe('postgres');
    expect(['', '5432']).toContain(url.port);
    expect(url.username).toBe(pg.POSTGRES_USER);
    expect(decodeURIComponent(url.password)).toBe(pg.POSTGRES_PASSWORD);
    expect(url.pathname.slice(1)).toBe(pg.POSTGRES_DB);
    expect(pg.POSTGRES_USER).toBeTruthy();
    for (const [name, value] of Object.entries(values)) expect(pg[name]).toBe(value);
  });

  it('writes no password: each is a required ${VAR} from .env, in every variable and every URL', () => {
    for (const [name, s] of Object.entries(services)) {
      for (const [key, value] of Object.entries(envOf(s))) {
        if (/PASSWORD|SECRET/i.test(key)) expect([name, key, value]).toEqual([name, key, expect.stringMatching(SECRET_REF)]);
      }
    }
    // A URL's password (DATABASE_URL's): the ${...}s masked first, since they hold : and spaces.
    const urls = stringsIn(compose).flatMap((text) => {
      const refs: string[] = [];
      const masked = text.replace(/\$\{[^}]*\}/g, (ref) => `\u0000${refs.push(ref) - 1}\u0000`);
      return [...masked.matchAll(/[a-z][\w+.-]*:\/\/([^\s/@]*)@/gi)].map((m) => ({ text, userinfo: m[1]!, refs }));
    });
    expect(urls.length).toBeGreaterThan(0);
    for (const { text, userinfo, refs } of urls) {
      const colon = userinfo.indexOf(':');
      if (colon < 0) continue;
      const ref = /^\u0000(\d+)\u0000$/.exec(userinfo.slice(colon + 1));
      expect([text, ref ? refs[Number(ref[1])] : userinfo.slice(colon + 1)]).toEqual([text, expect.stringMatching(SECRET_REF)]);
    }
  });

  it('refuses to start without the password from .env', () => {
    const { env } = readEnvFile(read(ENV_EXAMPLE));
    expect(() => interpolated(compose, env)).not.toThrow();
    const secrets = Object.keys(env).filter((name) => /PASSWORD|SECRET/i.test(name));
    expect(secrets).toContain('POSTGRES_PASSWORD');
    for (const name of secrets) {
      const without = { ...env };
      delete without[name];
      expect(() => interpolated(compose, without)).toThrow(name);
      expect(() => interpolated(compose, { ...without, [name]: '' })).toThrow(name);
    }
  });

  it('redis: redis:7, health-checked with redis-cli ping, reached on the stack\'s network only', () => {
    const redis = service('redis');
    expect(redis.image).toMatch(/^redis:7(\.|-|$)/);
    expect([redis.healthcheck?.test ?? []].flat().join(' ')).toMatch(/redis-cli\b.*\bping\b/);
    expect(redis.ports ?? []).toEqual([]);
  });

  it('server meets the other replicas through redis, and waits for healthy postgres and redis', () => {
    const server = service('server');
    const url = new URL(envOf(server).REDIS_URL ?? '');
    expect(url.protocol).toBe('redis:');
    expect(url.hostname).toBe('redis');
    expect(['', '6379']).toContain(url.port);
    expect(dependsOn(server)).toMatchObject({ postgres: 'service_healthy', redis: 'service_healthy' });
  });

  it('server scales: no container_name, no published port (the gateway reaches it by name)', () => {
    const server = service('server');
    expect(server.container_name).toBeUndefined();
    expect(server.ports ?? []).toEqual([]);
  });

  it('no service sets container_name (it would forbid a second replica)', () => {
    expect(Object.entries(services).filter(([, s]) => s.container_name !== undefined).map(([n]) => n)).toEqual([]);
  });

  it("server's health check: node (the image has no curl) GETs a public call, ok only on a 2xx", async () => {
    const test = [service('server').healthcheck?.test ?? []].flat();
    expect(test.slice(0, 3)).toEqual(['CMD', 'node', '-e']);
    expect(read('server/Dockerfile')).toMatch(/^FROM node:\S+\s*$/m); // the final stage: node is there
    const script = test[3] ?? '';
    const apiPath = /http:\/\/127\.0\.0\.1:[^/]*\/api\/([\w/]+)/.exec(script)?.[1];
    expect(allCalls.find((call) => call.path === apiPath)).toMatchObject({ method: 'GET', auth: false });
    // Run it, as the container would, against a stand-in server on PORT.
    let status = 200;
    const seen: string[] = [];
    const stub = http.createServer((request, response) => {
      seen.push(`${request.method} ${request.url}`);
      response.writeHead(request.url === `/api/${apiPath}` ? status : 404).end('{}');
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    const { port } = stub.address() as AddressInfo;
    const check = () =>
      promisify(execFile)(process.execPath, test.slice(2), { env: { ...process.env, PORT: String(port) }, timeout: 10_000 }).then(
        () => 0,
        (error: { code?: number }) => error.code ?? -1,
      );
    try {
      expect(await check()).toBe(0);
      status = 503;
      expect(await check()).toBe(1);
    } finally {
      await new Promise((resolve) => stub.close(resolve));
    }
    expect(seen[0]).toBe(`GET /api/${apiPath}`);
    expect(await check()).toBe(1); // nothing listening
  });

  it.each(BUILT)('%s is tagged from .env, so the previous image stays for a rollback', (name) => {
    expect(tagVariableOf(name)).toBeDefined();
  });

  it('each built image has a name and a tag variable of its own', () => {
    const names = BUILT.map((name) => service(name).image?.split(':')[0]);
    const tags = BUILT.map(tagVariableOf);
    expect(new Set(names).size).toBe(BUILT.length);
    expect(new Set(tags).size).toBe(BUILT.length);
  });

  it('server waits for a healthy postgres, which checks itself with pg_isready and keeps a named volume', () => {
    expect(dependsOn(service('server')).postgres).toBe('service_healthy');
    const pg = service('postgres');
    expect(pg.image).toMatch(/^postgres:/);
    expect([pg.healthcheck?.test ?? []].flat().join(' ')).toMatch(/pg_isready/);
    const sources = (pg.volumes ?? []).map((v) => (typeof v === 'string' ? v.split(':')[0] : v.source));
    expect(sources.some((s) => s !== undefined && Object.keys(compose.volumes ?? {}).includes(s))).toBe(true);
  });

  it('only the gateway publishes a port, 8080', () => {
    const publishing = Object.entries(services).filter(([, s]) => (s.ports ?? []).length > 0).map(([n]) => n);
    expect(publishing).toEqual(['gateway']);
    const ports = (service('gateway').ports ?? []).map((p) =>
      typeof p === 'object' && p !== null ? String((p as { published?: unknown }).published) : String(p).split(':').slice(-2)[0],
    );
    expect(ports).toContain('8080');
  });

  it('the gateway runs deploy/gateway/nginx.conf and starts after the apps and a healthy server', () => {
    const gw = service('gateway');
    expect((gw.volumes ?? []).map(String).join(' ')).toMatch(/\.\/deploy\/gateway\/nginx\.conf:\/etc\/nginx\/nginx\.conf/);
    expect(Object.keys(dependsOn(gw)).sort()).toEqual(expect.arrayContaining([...STATIC.map((s) => s.name), 'server']));
    expect(dependsOn(gw).server).toBe('service_healthy');
  });
});

describe('.env', () => {
  const { env, uncommented } = readEnvFile(read(ENV_EXAMPLE));

  it('.env.example names every variable docker-compose.yml reads, each under a comment', () => {
    const used = [...new Set(stringsIn(compose).flatMap(variablesIn))].sort();
    expect(used).toEqual(expect.arrayContaining(['POSTGRES_PASSWORD']));
    expect(Object.keys(env).sort()).toEqual(used);
    expect(uncommented).toEqual([]);
  });

  it('.env.example holds placeholders, never a real secret', () => {
    const secrets = Object.entries(env).filter(([name]) => /PASSWORD|SECRET/i.test(name));
    expect(secrets.length).toBeGreaterThan(0);
    for (const [name, value] of secrets) expect([name, value]).toEqual([name, expect.stringMatching(/^change-me$/)]);
  });

  it('.env is git-ignored and kept out of the images; .env.example is committed', () => {
    const gitignore = read('.gitignore');
    expect(ignores(gitignore, '.env')).toBe(true);
    expect(ignores(gitignore, ENV_EXAMPLE)).toBe(false);
    expect(ignores(read('.dockerignore'), '.env')).toBe(true);
  });
});

describe('gateway nginx.conf', () => {
  const conf = parseNginx(read('deploy/gateway/nginx.conf'));
  // The http block's server, not an upstream's `server` line.
  const server = (findBlock(conf, 'http')?.block ?? []).find((d) => d.name === 'server' && d.block);
  if (!server) throw new Error('gateway has no server block');
  const upstream = (name: string) => (findBlock(conf, 'http')?.block ?? []).find((d) => d.name === 'upstream' && d.args[0] === name);
  /** The host a route reaches: through an upstream block, the one host its servers name. */
  const to = (uri: string) => {
    const target = proxyTarget(route(server, uri));
    const group = upstream(target);
    if (!group) return target;
    const hosts = new Set((group.block ?? []).filter((d) => d.name === 'server').map((d) => new URL(`http://${d.args[0]}`).hostname));
    return [...hosts].join(' ');
  };

  it('listens on 8080', () => {
    expect(server.block?.some((d) => d.name === 'listen' && d.args[0] === '8080')).toBe(true);
  });

  it.each(REMOTES)('/h5/static/js/%s/ goes to its own service', (remote) => {
    const chain = route(server, `/h5/static/js/${remote}/remoteEntry.js`);
    expect(locPath(chain[chain.length - 1]!)).toBe(`/h5/static/js/${remote}/`);
    expect(proxyTarget(chain)).toBe(remote);
    expect(to(`/h5/static/js/${remote}/src_pages_ts.1a2b3c4d.js`)).toBe(remote);
  });

  it.each(['/h5/', '/h5/index.html', '/h5/remotes.json', '/h5/static/js/host/main.c77f8be7.js'])('%s goes to host', (uri) => {
    expect(to(uri)).toBe('host');
  });

  it.each(['/api/user/login', '/socket.io/'])('%s goes to server', (uri) => {
    expect(to(uri)).toBe('server');
  });

  it('every proxied route passes Host and X-Forwarded-For/Proto', () => {
    for (const uri of ['/h5/', '/h5/static/js/trading/x.js', '/api/x', '/socket.io/']) {
      const chain = route(server, uri);
      expect([uri, headerOf(chain, 'proxy_set_header', 'Host')]).toEqual([uri, '$host']);
      expect([uri, headerOf(chain, 'proxy_set_header', 'X-Forwarded-For')]).toEqual([uri, '$proxy_add_x_forwarded_for']);
      expect([uri, headerOf(chain, 'proxy_set_header', 'X-Forwarded-Proto')]).toEqual([uri, expect.stringMatching(/^\$/)]);
    }
  });

  it('/socket.io/ upgrades to WebSocket over HTTP/1.1 with a long read timeout', () => {
    const chain = route(server, '/socket.io/');
    expect(locPath(chain[chain.length - 1]!)).toBe('/socket.io/');
    expect(effective(chain, 'proxy_http_version')).toEqual(['1.1']);
    expect(headerOf(chain, 'proxy_set_header', 'Upgrade')).toBe('$http_upgrade');
    const connection = headerOf(chain, 'proxy_set_header', 'Connection') ?? '';
    expect(connection).toMatch(/^(upgrade|\$connection_upgrade)$/i);
    if (connection.startsWith('$')) expect(findBlock(conf, 'map')?.args).toEqual(['$http_upgrade', connection]);
    expect(seconds(effective(chain, 'proxy_read_timeout')?.[0] ?? '60s')).toBeGreaterThanOrEqual(300);
  });

  it.each(['/', '/h5/', '/h5/static/js/trading/remoteEntry.js', '/api/user/login', '/socket.io/', '/elsewhere'])(
    '%s leaves with the security headers and HSTS, and only the gateway\'s copy of them',
    (uri) => {
      const chain = route(server, uri);
      expectSecurityHeaders(chain, uri);
      expect(headerOf(chain, 'add_header', 'Strict-Transport-Security')).toBe(STRICT_TRANSPORT_SECURITY);
      const hidden = effectiveAll(chain, 'proxy_hide_header').map((d) => d.args[0]?.toLowerCase());
      expect(hidden).toEqual(expect.arrayContaining(Object.keys(SECURITY_HEADERS)));
    },
  );

  it('/ redirects to /h5/', () => {
    const chain = route(server, '/');
    expect(effective(chain, 'return')).toEqual([expect.stringMatching(/^30[1278]$/), '/h5/']);
  });

  it("/api/ finds the server's replicas per request: a variable in proxy_pass, Docker's DNS, a short valid", () => {
    expect(effective(route(server, '/api/x'), 'proxy_pass')?.[0]).toMatch(/\$\w+/);
    const resolver = findBlock(conf, 'resolver')?.args ?? [];
    expect(resolver).toContain('127.0.0.11');
    // Without valid= nginx keeps Docker's answer for its TTL (600 s): replicas would be missed that long.
    expect(seconds(resolver.find((a) => a.startsWith('valid='))?.slice('valid='.length) ?? '600s')).toBeLessThanOrEqual(30);
  });

  it('/socket.io/ keeps each client on one replica and follows the replicas as they change', () => {
    const target = /^http:\/\/([\w-]+)$/.exec(effective(route(server, '/socket.io/'), 'proxy_pass')?.[0] ?? '')?.[1] ?? '';
    const group = upstream(target);
    expect(group).toBeDefined();
    const inGroup = (name: string) => (group?.block ?? []).filter((d) => d.name === name);
    // Sticky (long-polling's requests must reach the replica holding the session), by client.
    const sticky = inGroup('ip_hash').length > 0 || inGroup('hash').some((d) => d.args[0] === '$remote_addr');
    expect(sticky).toBe(true);
    // Resolved again at run time (`resolve`, which needs the group in shared memory), not once at start.
    expect(inGroup('zone')).toHaveLength(1);
    const servers = inGroup('server');
    expect(servers.length).toBeGreaterThan(0);
    for (const d of servers) expect(d.args).toEqual(['server:8080', 'resolve']);
    // Open-source nginx has `resolve` since 1.27.3: the gateway's image is pinned to one that does.
    const version = /^nginx:(\d+)\.(\d+)\.(\d+)(-|$)/.exec(service('gateway').image ?? '')?.slice(1, 4).map(Number) ?? [0, 0, 0];
    expect(version[0]! * 1e6 + version[1]! * 1e3 + version[2]!).toBeGreaterThanOrEqual(1_027_003);
  });

  it('names in variables have a resolver, and gzip covers js/css/json', () => {
    if (/proxy_pass\s+\S*\$/.test(read('deploy/gateway/nginx.conf'))) expect(findBlock(conf, 'resolver')).toBeDefined();
    const http = findBlock(conf, 'http')!;
    const gzip = (name: string) => [...http.block!, ...server.block!].filter((d) => d.name === name).flatMap((d) => d.args);
    expect(gzip('gzip')).toContain('on');
    expect(gzip('gzip_types')).toEqual(expect.arrayContaining(['application/javascript', 'text/css', 'application/json']));
  });
});

describe('deploy/README.md', () => {
  const readme = read('deploy/README.md');
  /** The text under a `## ` heading matching `title`, up to the next one. */
  const section = (title: RegExp) => {
    const start = readme.split(/^(?=## )/m).find((part) => title.test(part.split('\n')[0]!));
    if (!start) throw new Error(`deploy/README.md has no section ${title}`);
    return start;
  };
  /** The tag variables a section's `sed -i "s/^NAME=..."` lines point at another image. */
  const setsTag = (text: string) => [...text.matchAll(/s\/\^(\w+)=/g)].map((m) => m[1]);

  it('says how to configure and start', () => {
    expect(readme).toMatch(/cp \.env\.example \.env/);
    expect(readme).toMatch(/docker compose up -d --build/);
  });

  it('says how to scale the server', () => {
    expect(section(/scal/i)).toMatch(/docker compose up -d --scale server=\d+/);
  });

  it('says how to redeploy one remote alone: a new tag, that one image built, that one container replaced', () => {
    const text = section(/redeploy.*one remote/i);
    const remote = /docker compose build (\w+)/.exec(text)?.[1] ?? '';
    expect(REMOTES).toContain(remote);
    expect(text).toContain(`docker compose up -d --no-deps ${remote}`);
    expect(setsTag(text)).toContain(tagVariableOf(remote));
  });

  it('says how to roll back: the previous tag, that container replaced, nothing built', () => {
    const text = section(/roll(ing)? ?back/i);
    const target = /docker compose up -d --no-deps (\w+)/.exec(text)?.[1] ?? '';
    expect(BUILT).toContain(target);
    expect(setsTag(text)).toContain(tagVariableOf(target));
    expect(text).not.toMatch(/docker compose (build|up[^\n]*--build)/);
  });
});

describe('static nginx template (host and remotes)', () => {
  const template = read('deploy/remote/nginx.conf');
  const IMMUTABLE = 'public, max-age=31536000, immutable';

  it('is parameterised by ${H5_PREFIX}', () => {
    expect(template).toMatch(/location\s+(\^~\s+)?\$\{H5_PREFIX\}\s*\{/);
  });

  describe.each(STATIC)('as $name ($prefix)', ({ prefix }) => {
    // What the nginx image's envsubst step produces for this container.
    const conf = parseNginx(template.replaceAll('${H5_PREFIX}', prefix));
    const server = findBlock(conf, 'server');
    if (!server) throw new Error('template has no server block');
    const cache = (file: string) => {
      const value = headerOf(route(server, prefix + file), 'add_header', 'Cache-Control');
      return value?.startsWith('$') ? mapValue(conf, value, prefix + file) : value;
    };

    it.each(['main.c77f8be7.js', '8507.a4c8cc09.css', 'static/js/host/4693.6fbe024f.js', 'src_pages_ts.0a1b2c3d.js'])(
      'hashed %s is immutable for a year',
      (file) => expect(cache(file)).toBe(IMMUTABLE),
    );

    it.each(['remoteEntry.js', 'mf-manifest.json', 'remotes.json', 'index.html', 'sw.js'])('%s is no-cache', (file) => {
      expect(cache(file)).toBe('no-cache');
    });

    it('serves the web app manifest as application/manifest+json, with the security headers', () => {
      const chain = route(server, `${prefix}manifest.webmanifest`);
      const types = effectiveAll(chain, 'types')[0]?.block ?? [];
      expect(types.find((d) => d.args.includes('webmanifest'))?.name).toBe('application/manifest+json');
      expectSecurityHeaders(chain, `${prefix}manifest.webmanifest`);
    });

    it('does not cache unhashed or wrongly hashed names for long', () => {
      expect(cache('main.js')).not.toBe(IMMUTABLE);
      expect(cache('main.c77f8be.js')).not.toBe(IMMUTABLE);
    });

    it.each(['', 'index.html', 'main.c77f8be7.js', 'remoteEntry.js'])('sends the security headers with %s', (file) => {
      expectSecurityHeaders(route(server, prefix + file), prefix + file);
    });

    it('sends them with its 404 outside the prefix too', () => {
      expectSecurityHeaders(route(server, '/elsewhere'), '/elsewhere');
    });

    it('serves the prefix from the root the Dockerfile copies dist into, with gzip', () => {
      const chain = route(server, prefix);
      expect(effective(chain, 'root')).toEqual(['/usr/share/nginx/html']);
      expect(effective(chain, 'index')).toContain('index.html');
      expect(effective(chain, 'gzip_static')).toEqual(['on']);
      expect(effective(chain, 'gzip')).toEqual(['on']);
    });
  });
});
