/**
 * The one test kit of the browser journeys. `useApp()` gives a test file (or a describe block)
 * the real server on a free port with a fresh database and a Chromium, started before its tests
 * and stopped after them; `app.phone()` opens a phone-sized page in it, in a language, signed in
 * as a trader, with `look` (the checked, numbered screenshot of each step) and `go` (in-app
 * navigation to a hash path). `api()` makes contract calls to the server that is running; the
 * trader (`./trader`), the dev endpoints (`./dev`) and the ops CLI (`./ops`) go through it.
 */
import type { Browser, BrowserContext, Locator } from 'playwright-core';
import { contract, type CallSpec, type Envelope, type ReplyOf, type RequestOf } from '@h5/shared/contract';
import { callAt, dataOf, uploadAt } from './api';
import { expectNoOverflow, expectNoRawKeys, launch, openPhone, PHONE, screenshot, type PhonePage } from './browser';
import { startServer, type RunningServer } from './server';
import { animationsDone, LOADING } from './settle';
import type { Trader } from './trader';

export interface AppOptions {
  /**
   * Server environment on top of the test defaults, such as `{ MARKET_CONTROL: '1' }` or
   * `{ CLOCK_CONTROL: '1' }`; a function is read when the server starts (after the file's own
   * `beforeAll` hooks registered before `useApp`, which may start what it points at).
   */
  env?: Record<string, string> | (() => Record<string, string>);
  /** Serve a private copy of the built apps, so a test may break a remote without touching the build. */
  copyStatic?: boolean;
}

export interface PhoneOptions {
  /** The language the page starts in (`h5.lang`); the app's default when left out. */
  lang?: string;
  /** The phone's size; 390x844 when left out. */
  viewport?: { width: number; height: number };
  /** Signed in as this trader, as a returning user whose session is stored (see `signIn`). */
  as?: Pick<Trader, 'token' | 'user'>;
  /** Numbers the screenshots `look` saves: `<shots>-01-<name>`, `<shots>-02-<name>`... */
  shots?: string;
  /** The important notice pops up over home as for a new visitor; otherwise it was dismissed already (journeys about other things). */
  noticeFresh?: boolean;
}

export interface Phone extends PhonePage {
  /**
   * Checks the page as every step is checked (no horizontal overflow, no raw i18n key) and saves
   * a screenshot, with `subject` (what the step made) scrolled into view first.
   */
  look(name: string, subject?: Locator): Promise<void>;
  /** In-app navigation to a hash path (`/pages/...`, a query allowed), done once the hash shows its path. */
  go(hashPath: string): Promise<void>;
}

export interface App {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** The server's base URL (`http://127.0.0.1:<port>`), the pages' base URL too. */
  readonly url: string;
  phone(options?: PhoneOptions): Promise<Phone>;
}

/** The server `useApp` started for the tests now running. */
let current: RunningServer | undefined;

export function running(): RunningServer {
  if (!current) throw new Error('no server is running: call useApp() in the test file');
  return current;
}

/**
 * Starts the server and the browser before the tests of the file (or of the describe block it
 * is called in) and stops them after. Its `afterAll` also closes any phone still open.
 */
export function useApp(options: AppOptions = {}): App {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    // Both kept as they come, so that when one fails the other is still stopped after.
    const env = typeof options.env === 'function' ? options.env() : options.env;
    const [started, launched] = await Promise.allSettled([startServer({ ...options, env }), launch()]);
    if (started.status === 'fulfilled') server = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    for (const outcome of [started, launched]) if (outcome.status === 'rejected') throw outcome.reason;
    current = server;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (current === server) current = undefined;
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the app is used before useApp() started it (in a test or a hook)');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
    get url() {
      return started(server).url;
    },
    phone: async ({ lang, viewport = PHONE, as, shots, noticeFresh = false }: PhoneOptions = {}) => {
      const phone = await openPhone(started(browser), started(server).url, lang, viewport);
      const { page } = phone;
      if (as) await signIn(phone.context, as);
      if (!noticeFresh) await dismissImportantNotice(phone.context);
      let step = 0;
      return {
        ...phone,
        look: async (name, subject) => {
          // The page, not its skeleton, is checked and shot (a placeholder still there after 5 s is shot as it is).
          await page.waitForFunction((loading) => !document.querySelector(loading), LOADING, { timeout: 5_000 }).catch(() => undefined);
          await subject?.evaluate((element) => element.scrollIntoView({ block: 'center' }));
          // What the user sees once it has come in, not a frame of it sliding in (home's notice bar).
          await animationsDone(page);
          await expectNoOverflow(page);
          await expectNoRawKeys(page);
          step += 1;
          await screenshot(page, shots ? `${shots}-${String(step).padStart(2, '0')}-${name}` : name);
        },
        go: async (hashPath) => {
          await page.evaluate((path) => (window.location.hash = path), hashPath);
          const path = hashPath.split('?')[0];
          await page.waitForURL((url) => decodeURIComponent(url.hash).startsWith(`#${path}`));
        },
      };
    },
  };
}

/**
 * Signs the pages of `context` in as `trader` from their next load: the session is stored as the
 * app stores it, unless one is stored already (so logging out in a test stays logged out).
 */
export async function signIn(context: BrowserContext, trader: Pick<Trader, 'token' | 'user'>): Promise<void> {
  await context.addInitScript((session) => {
    if (!localStorage.getItem('h5.session')) localStorage.setItem('h5.session', JSON.stringify(session));
  }, { token: trader.token, user: trader.user });
}

/** The important notice, as a returning visitor who has dismissed it: home opens without it. */
async function dismissImportantNotice(context: BrowserContext): Promise<void> {
  const { important } = await api(contract.notice.highlights, {});
  if (!important) return;
  await context.addInitScript(
    ({ id, origin }) => {
      // Only the app's pages: a page that left the app (about:blank) has no storage to reach.
      if (location.origin === origin && !localStorage.getItem('h5.notices.dismissed')) localStorage.setItem('h5.notices.dismissed', JSON.stringify([id]));
    },
    { id: important.id, origin: new URL(running().url).origin },
  );
}

/** One contract call to the running server: its reply's data; it throws with the server's message when refused. */
export async function api<C extends CallSpec>(spec: C, params?: RequestOf<C>, token?: string): Promise<ReplyOf<C>> {
  return dataOf(await callAt(running().url, spec, params, token), `${spec.method} ${spec.path}`);
}

/** One contract call to the running server, as it answered: the whole envelope, success or refusal. */
export function apiReply<C extends CallSpec>(spec: C, params?: RequestOf<C>, token?: string): Promise<Envelope<ReplyOf<C>>> {
  return callAt(running().url, spec, params, token);
}

/** An upload (a multipart contract call) to the running server: its reply's data. */
export async function upload<C extends CallSpec>(spec: C, file: Blob, name: string, params: RequestOf<C>, token?: string): Promise<ReplyOf<C>> {
  return dataOf(await uploadAt(running().url, spec, file, name, params, token), `${spec.method} ${spec.path}`);
}

/** What `read` gives once `done` holds it, or its last value after `ms` (for the assertion to show). */
export async function settled<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}
