/**
 * @jest-environment node
 *
 * Static checks of the container deployment (Docker cannot run here): docker-compose.yml is
 * parsed as YAML, the nginx files with a small parser, and routes are resolved the way nginx
 * picks a location, so removing a service, a route or a header fails a test. The step of the
 * app Dockerfile that lays out what nginx serves (deploy/app-site.mjs) runs on a stand-in dist.
 * COMPOSE_TEST_ROOT points the checks at another copy of the files.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
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

/** The static apps: compose service, package folder, URL prefix served (= gateway route), health-check file. */
const REMOTES = ['trading', 'wealth', 'account', 'content'] as const;
const STATIC = [
  { name: 'host', dir: 'host', prefix: '/h5/', probe: 'index.html' },
  ...REMOTES.map((r) => ({ name: r, dir: `remote-${r}`, prefix: `/h5/static/js/${r}/`, probe: 'remoteEntry.js' })),
];
const APP_DOCKERFILE = 'deploy/app.Dockerfile';
const ALL = ['gateway', ...STATIC.map((s) => s.name), 'server', 'postgres'];

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
    expect(docker).toMatch(/^FROM nginx:1\.27-alpine/m);
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

  it("server's DATABASE_URL points at the postgres service with postgres's credentials", () => {
    const pg = envOf(service('postgres'));
    const url = new URL(envOf(service('server')).DATABASE_URL ?? '');
    expect(url.protocol).toMatch(/^postgres(ql)?:$/);
    expect(url.hostname).toBe('postgres');
    expect(['', '5432']).toContain(url.port);
    expect(url.username).toBe(pg.POSTGRES_USER);
    expect(decodeURIComponent(url.password)).toBe(pg.POSTGRES_PASSWORD);
    expect(url.pathname.slice(1)).toBe(pg.POSTGRES_DB);
    expect(pg.POSTGRES_USER).toBeTruthy();
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

  it('the gateway runs deploy/gateway/nginx.conf and starts after the apps and the server', () => {
    const gw = service('gateway');
    expect((gw.volumes ?? []).map(String).join(' ')).toMatch(/\.\/deploy\/gateway\/nginx\.conf:\/etc\/nginx\/nginx\.conf/);
    expect(Object.keys(dependsOn(gw)).sort()).toEqual(expect.arrayContaining([...STATIC.map((s) => s.name), 'server']));
  });
});

describe('gateway nginx.conf', () => {
  const conf = parseNginx(read('deploy/gateway/nginx.conf'));
  const server = findBlock(conf, 'server');
  if (!server) throw new Error('gateway has no server block');
  const to = (uri: string) => proxyTarget(route(server, uri));

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

  it('names in variables have a resolver, and gzip covers js/css/json', () => {
    if (/proxy_pass\s+\S*\$/.test(read('deploy/gateway/nginx.conf'))) expect(findBlock(conf, 'resolver')).toBeDefined();
    const http = findBlock(conf, 'http')!;
    const gzip = (name: string) => [...http.block!, ...server.block!].filter((d) => d.name === name).flatMap((d) => d.args);
    expect(gzip('gzip')).toContain('on');
    expect(gzip('gzip_types')).toEqual(expect.arrayContaining(['application/javascript', 'text/css', 'application/json']));
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

    it.each(['remoteEntry.js', 'mf-manifest.json', 'remotes.json', 'index.html'])('%s is no-cache', (file) => {
      expect(cache(file)).toBe('no-cache');
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
