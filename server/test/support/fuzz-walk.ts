/**
 * The fuzz walks, run by server/test/fuzz.test.ts (the contract's calls) and fuzz-ops.test.ts (the
 * back office's endpoints), each a file of its own so that the two run side by side. Every call of
 * the shared contract (walked from `allCalls`, so a call added later is covered with no new test
 * code), as a guest and signed in, with bad values for each field of its request schema and whole
 * bodies that are wrong: never a 5xx, every reply in the envelope with a message in the language
 * asked for, and no row changed by a request that was refused. The back office's endpoints
 * (`/ops/*`, walked from what the server registered) the same way, from each endpoint's examples,
 * without the token and with it, adding the slips an operator makes (a place past the currency's,
 * a thousandfold amount, a date that does not exist or lies in the past).
 */
import { readdir } from 'node:fs/promises';
import { API_BASE, LANGUAGES, type Language } from '@h5/shared/constants';
import { allCalls, callKey, type CallSpec } from '@h5/shared/contract';
import { commonMessages } from '@h5/shared/i18n/messages';
import { login } from './accounts';
import { withdrawer, type Member } from './funds';
import { readOpsAccess } from '../../src/modules/ops/access';
import {
  acceptedValue,
  badValuesFor,
  fieldsOf,
  operatorSlips,
  opsFieldsOf,
  opsRequest,
  opsRequestFor,
  opsWholeRequests,
  requestFor,
  sendFuzz,
  sendOps,
  wholeBodyRequests,
  type FuzzReply,
  type FuzzRequest,
  type OpsFuzzRequest,
} from './fuzz';
import { call, databases, startServer, type TestServer } from './server';
import { holdMarket, setPrice } from './trading';

type Resources = (typeof commonMessages)[Language];

/** A message as a pattern: its `{{placeholders}}` match anything. */
const templateOf = (message: string): RegExp =>
  new RegExp(`^${message.split(/\{\{\s*\w+\s*\}\}/).map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\s\\S]*')}$`);

/** Every text a reply may carry in a language: its common messages. */
function templates(resources: Resources | string): RegExp[] {
  if (typeof resources === 'string') return [];
  return Object.values(resources).flatMap((value) => (typeof value === 'string' ? [templateOf(value)] : templates(value)));
}
const MESSAGES = Object.fromEntries(LANGUAGES.map((lang) => [lang, templates(commonMessages[lang])])) as Record<Language, RegExp[]>;

/** What is wrong with a reply, if anything: a 5xx, no envelope, or a message not in `lang`. */
export function replyProblem(reply: FuzzReply, lang: Language): string | null {
  if (reply.status >= 500) return `HTTP ${reply.status}`;
  const body = reply.body as Record<string, unknown> | null;
  const envelope = typeof body === 'object' && body !== null && typeof body.type === 'string' && typeof body.code === 'number' && 'data' in body;
  if (!envelope || typeof body.message !== 'string' || !body.message.trim()) return `not an envelope: ${JSON.stringify(body).slice(0, 120)}`;
  const message = body.message;
  if (!MESSAGES[lang].some((template) => template.test(message))) return `message not in ${lang}: "${message.slice(0, 80)}"`;
  return null;
}

/** A value each field accepts, so a bad value in one field is the only thing wrong. */
function baseOf(spec: CallSpec): Record<string, string> {
  const base: Record<string, string> = {};
  for (const [name, schema] of Object.entries(fieldsOf(spec))) {
    const value = acceptedValue(name, schema);
    if (value !== undefined) base[name] = value;
  }
  return base;
}

/** The back office's endpoints: a new one is walked by itself, this list only says it was expected. */
const OPS_ROUTES = [
  'GET :desk',
  'GET airdrops',
  'GET chat',
  'GET chat-watch',
  'GET chat/:id',
  'GET content',
  'GET files/:id',
  'GET trust-products',
  'POST :desk/:id/approve',
  'POST :desk/:id/reject',
  'POST airdrops',
  'POST chat/:id/close',
  'POST chat/:id/reply',
  'POST chat/:id/typing',
  'POST content',
  'POST content-images',
  'POST content/:id',
  'POST content/:id/:action',
  'POST content/:id/cover',
  'POST trust-products',
  'POST trust-products/:id/:action',
];

/** The market's own record, written on every tick whoever asks (recorded outside any order's transaction on purpose). */
const MARKET_RECORD = new Set(['market_prices', 'price_ticks']);
/** Counters of wrong guesses: a refused guess is counted on purpose, so it cannot be repeated for free. */
const GUESS_COUNTERS: Record<string, string[]> = { users: ['fund_password_tries', 'fund_password_tried_at', 'totp_tries', 'totp_tried_at'], verification_codes: ['attempts'] };

/**
 * Has every table but the market's record note each real change of a row in `fuzz_changes`, in
 * the writer's own transaction: a write that rolls back leaves no note, and an update that leaves
 * a row as it was (but for its guess counters) is none. Reading the notes costs the same however
 * many rows the walk has made, where hashing every row at each step grew with them.
 */
async function noteChanges(db: TestServer['built']['db']): Promise<void> {
  const [row] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const schema = row?.schema ?? 'public';
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE' ORDER BY 1`,
    [schema],
  );
  const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const notes = `${quoted(schema)}.fuzz_changes`;
  await db.exec(`
    CREATE TABLE ${notes} (name text NOT NULL);
    CREATE FUNCTION ${quoted(schema)}.fuzz_note() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND to_jsonb(OLD) - coalesce(TG_ARGV, '{}') = to_jsonb(NEW) - coalesce(TG_ARGV, '{}') THEN RETURN NULL; END IF;
      INSERT INTO ${notes} VALUES (TG_TABLE_NAME);
      RETURN NULL;
    END $$;
    ${tables
      .filter(({ name }) => !MARKET_RECORD.has(name))
      .map(({ name }) => {
        const counters = (GUESS_COUNTERS[name] ?? []).map((column) => `'${column}'`).join(', ');
        return `CREATE TRIGGER fuzz_note AFTER INSERT OR UPDATE OR DELETE ON ${quoted(schema)}.${quoted(name)} FOR EACH ROW EXECUTE FUNCTION ${quoted(schema)}.fuzz_note(${counters});`;
      })
      .join('\n')}`);
}

/** One of the walks, on each database. */
export function describeFuzz(part: 'calls' | 'ops'): void {
  describe.each(databases)(`fuzz of every ${part === 'calls' ? 'contract call' : 'ops endpoint'} on $name`, (database) => {
    let server: TestServer;
    let who: Member;
    let token: string;
    beforeAll(async () => {
      // No scheduler round but the first (at start): an accepted request may leave a job something
      // to do (a spoilt but valid date makes an airdrop's snapshot due), and a round that did it in
      // the middle of a refused batch would read as that batch's change.
      // Support's watch answers "nothing" after 50 ms, not 25 s: the walk's accepted watches wait
      // their longest (a dropped `wait`, an `after` past every message).
      server = await startServer(database, { schedule: { everyMs: 24 * 3600_000, control: true }, support: { url: null, replyHours: 12, watchMaxMs: 50 } });
      // No tick but the ones set here: no job settles an accepted order in the middle of a refused batch.
      holdMarket(server);
      await setPrice(server, 'BTC/USDT', '50000');
      who = await withdrawer(server, '1000');
      token = who.token;
      await noteChanges(server.built.db);
    }, 60_000);
    afterAll(() => server.close());

    /** How many times each table's rows have changed (but the market's record), and the upload folder's files. */
    async function fingerprint(): Promise<Record<string, string>> {
      const rows = await server.built.db.query<{ name: string; changes: string }>('SELECT name, count(*)::text AS changes FROM fuzz_changes GROUP BY name');
      const folders = await readdir(server.config.uploads.dir).catch(() => [] as string[]);
      const files = await Promise.all(folders.map(async (folder) => (await readdir(`${server.config.uploads.dir}/${folder}`)).length));
      return { ...Object.fromEntries(rows.map(({ name, changes }) => [name, changes])), uploads: files.join(',') };
    }

    /** What changed between two fingerprints: the tables (or the upload folder) by name, or ''. */
    const changed = (before: Record<string, string>, after: Record<string, string>): string =>
      Object.keys(after)
        .filter((name) => after[name] !== before[name])
        .join(', ');

    /** The member's token, signed in again when a call (logout) has ended its session. */
    async function liveToken(): Promise<string> {
      if ((await call(server, 'user/center', { token })).status === 401) token = await login(server, who.registered);
      return token;
    }

    /** One request of a walk: its label and how to send it in a language. */
    interface Sendable {
      label: string;
      send(lang: Language): Promise<FuzzReply>;
    }

    /** The bookkeeping of one walk: problems found, requests sent and refusals sent again. */
    function walk() {
      const problems: string[] = [];
      let sent = 0;
      let replayed = 0;

      const send = async (what: string, request: Sendable) => {
        const lang = LANGUAGES[sent++ % LANGUAGES.length] as Language;
        const reply = await request.send(lang);
        const problem = replyProblem(reply, lang);
        if (problem) problems.push(`${what} ${request.label}: ${problem}`);
        return reply.status >= 400;
      };

      /**
       * One batch: fingerprints before and after. If any request of it was accepted (and so may
       * change rows), each refused one is sent again between fingerprints of its own.
       */
      async function batch(what: string, requests: Sendable[]) {
        const before = await fingerprint();
        const refused: Sendable[] = [];
        for (const request of requests) if (await send(what, request)) refused.push(request);
        if (refused.length === requests.length) {
          const moved = changed(before, await fingerprint());
          if (moved) problems.push(`${what}: a batch of refused requests changed rows (${moved})`);
          return;
        }
        // Nothing else writes meanwhile (no scheduler round, no tick), so one request's after is the next one's before.
        let own = await fingerprint();
        for (const request of refused) {
          replayed += 1;
          await send(what, request);
          const after = await fingerprint();
          const moved = changed(own, after);
          if (moved) problems.push(`${what} ${request.label}: refused, yet changed rows (${moved})`);
          own = after;
        }
      }
      return { problems, batch, sent: () => sent, replayed: () => replayed };
    }

    if (part === 'calls') it('never answers 5xx, always a localised envelope, and a refusal changes no row', async () => {
      const started = Date.now();
      const { problems, batch, sent, replayed } = walk();
      let valueCount = 0;
      const sendable = (spec: CallSpec, auth: string | undefined) => (request: FuzzRequest): Sendable => ({
        label: request.label,
        send: (lang) => sendFuzz(server.url, spec, request, lang, auth),
      });

      for (const spec of allCalls) {
        const base = baseOf(spec);
        const fields = Object.entries(base).map(([field]) =>
          badValuesFor(base[field]).flatMap((bad) => requestFor(spec, base, field, bad) ?? []),
        );
        const whole = wholeBodyRequests(spec, base);
        valueCount += fields.reduce((sum, requests) => sum + requests.length, 0) + whole.length;
        for (const as of ['guest', 'member']) {
          const auth = as === 'member' ? await liveToken() : undefined;
          for (const requests of [...fields, whole]) await batch(`${callKey(spec)} [${as}]`, requests.map(sendable(spec, auth)));
        }
      }

      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      // Calls the contract lists that no route serves yet are answered with the 404 envelope.
      const unserved = allCalls.filter((spec) => !server.built.app.hasRoute({ method: spec.method, url: `${API_BASE}/${spec.path}` }));
      console.log(
        `fuzz on ${database.name}: ${allCalls.length} calls (${unserved.length} not served yet: 404) x ${(valueCount / allCalls.length).toFixed(1)} ` +
          `bad values and bodies each (${valueCount} in all) x 2 (guest, member) = ${valueCount * 2} requests, ` +
          `+ ${replayed()} refusals sent again beside an accepted one; ${sent()} requests in ${seconds} s`,
      );
      expect(problems.slice(0, 40)).toEqual([]);
      expect(sent()).toBe(valueCount * 2 + replayed());
    }, 240_000);

    if (part === 'ops') it('walks every ops endpoint the same way: the examples, then each field spoilt, without and with the token', async () => {
      const started = Date.now();
      const { problems, batch, sent, replayed } = walk();
      const { token: opsToken } = await readOpsAccess(server.config.opsAccessFile);
      const endpoints = server.built.ops;
      // Every back-office call the server serves is walked, with an example holding each field of its schemas.
      expect(endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort()).toEqual(OPS_ROUTES);
      let valueCount = 0;

      for (const endpoint of endpoints) {
        const what = `${endpoint.method} /ops/${endpoint.path}`;
        const fields = opsFieldsOf(endpoint);
        for (const part of ['params', 'query', 'body'] as const) {
          for (const name of Object.keys(fields[part])) {
            if (!endpoint.examples.some((example) => example[part]?.[name] !== undefined)) problems.push(`${what}: no example gives ${part}.${name}`);
          }
        }
        const sendable = (auth: string | undefined) => (request: OpsFuzzRequest): Sendable => ({
          label: request.label,
          send: (lang) => sendOps(server.url, endpoint, request, lang, auth),
        });
        const requests: OpsFuzzRequest[][] = endpoint.examples.flatMap((example) => [
          [opsRequest(endpoint, example)],
          ...(['params', 'query', 'body'] as const).flatMap((part) =>
            Object.entries(example[part] ?? {}).map(([field, accepted]) =>
              [...badValuesFor(accepted), ...operatorSlips(accepted)].flatMap((bad) => opsRequestFor(endpoint, example, part, field, bad) ?? []),
            ),
          ),
          opsWholeRequests(endpoint, example),
        ]);
        valueCount += requests.reduce((sum, batchOf) => sum + batchOf.length, 0);
        // A stranger (no token) is refused before anything is read; the operator's refusals change nothing either.
        for (const [as, auth] of [['no token', undefined], ['operator', opsToken]] as const) {
          for (const batchOf of requests) await batch(`${what} [${as}]`, batchOf.map(sendable(auth)));
        }
      }

      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `ops fuzz on ${database.name}: ${endpoints.length} endpoints, ${valueCount} examples, bad values and bodies x 2 (no token, operator) ` +
          `+ ${replayed()} refusals sent again beside an accepted one; ${sent()} requests in ${seconds} s`,
      );
      expect(problems.slice(0, 40)).toEqual([]);
      expect(sent()).toBe(valueCount * 2 + replayed());
    }, 240_000);
  });
}
