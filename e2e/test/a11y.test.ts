/**
 * Every route of the route table, as a guest and logged in, in one Chromium at phone size
 * against the real server (which sends the Content-Security-Policy): no serious or critical
 * axe-core violation, no CSP violation, no horizontal overflow at 320 px. Pages built later
 * are held to it without new test code. One page per user, moved by hash navigation; the
 * guest's and the user's walks run at once.
 */
import type { Page } from 'playwright-core';
import { H5_BASE } from '@h5/shared/constants';
import { LOGIN_PATH, findRoute, routes } from '@h5/shared/routes';
import { takeCspViolations, horizontalOverflow, NARROW, prepareAudit, seriousViolations, type Finding } from '../lib/audit';
import { PHONE } from '../lib/browser';
import { useApp } from '../lib/fixture';
import { inParallel } from '../lib/parallel';
import { animationsDone, settleRoute } from '../lib/settle';
import { newTrader } from '../lib/trader';

const app = useApp();

/** Each path once (the help pages answer two path shapes). */
const pages = [...new Map(routes.map((r) => [r.path, r])).values()];
const LOGIN_PAGE = findRoute(LOGIN_PATH)?.page ?? 'login';

type Who = 'guest' | 'user';

async function walk(page: Page, who: Who, problems: string[]) {
  const findings: Finding[] = [];
  const overflow: string[] = [];
  const csp: string[] = [];
  const loading: string[] = [];
  await page.goto(H5_BASE);
  for (const { path, login, page: key } of pages) {
    const where = `${who} ${path}`;
    // Every route by hash inside the one loaded app, guarded ones too: the guard's one-second
    // rule only holds back the same page sent to login again (shared/src/router), so each guarded
    // page still sends the guest to login, and no reload per route is needed.
    await page.evaluate((hash) => (window.location.hash = hash), path);
    // Settled is the host showing this route (or, for a guest on a guarded one, login with this
    // page to come back to) with content and no loader left: the page left can no longer be checked
    // in its place, as it could when any rendered child counted.
    const expected = who === 'guest' && login ? { page: LOGIN_PAGE, path: LOGIN_PATH, query: { backpage: path } } : { page: key, path };
    if (!(await settleRoute(page, expected, where))) loading.push(where); // a live feed may keep a spinner: checked as it is
    let found = await seriousViolations(page, where);
    // A dialog or toast still fading in is checked again once its animation is over.
    if (found.length) found = await animationsDone(page).then(() => seriousViolations(page, where));
    findings.push(...found);
    await page.setViewportSize(NARROW);
    const extra = await horizontalOverflow(page);
    if (extra > 0) overflow.push(`${where}: ${extra}px wider than ${NARROW.width}`);
    await page.setViewportSize(PHONE);
  }
  csp.push(...(await takeCspViolations(page)), ...problems.filter((p) => /Content Security Policy/i.test(p)));
  if (loading.length) console.log(`${who}: still loading when checked:\n${loading.join('\n')}`);
  return { findings, overflow, csp };
}

const report = (findings: Finding[]) => findings.map((f) => `${f.impact} ${f.id} on ${f.page}: ${f.targets.join(', ')}`);

type Audit = Awaited<ReturnType<typeof walk>> & { sockets: string[] };

async function audit(who: Who): Promise<Audit> {
  const phone = await app.phone({ as: who === 'user' ? await newTrader('a11y') : undefined });
  try {
    await prepareAudit(phone.context);
    const sockets: string[] = [];
    phone.page.on('websocket', (ws) => sockets.push(ws.url()));
    const started = Date.now();
    const found = await walk(phone.page, who, phone.problems);
    console.log(`${who}: ${pages.length} routes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return { ...found, sockets };
  } finally {
    await phone.context.close();
  }
}

/**
 * Both walks at once, each in its own context (so neither sees the other's session or pages):
 * much of a walk is the page waiting, above all React showing a page loaded for the first time no
 * sooner than 300 ms after its skeleton, and two walks overlap those waits. Each test reports its own.
 */
const walks = inParallel();

describe.each(['guest', 'user'] as const)('every route as a %s', (who) => {
  walks(who).step('has no serious accessibility violation, no CSP violation and no overflow at 320 px', async () => {
    const { findings, overflow, csp, sockets } = await audit(who);
    expect(report(findings)).toEqual([]);
    expect(csp).toEqual([]);
    // The market socket connected under the policy (connect-src 'self' covers same-origin ws:).
    expect(sockets.length).toBeGreaterThan(0);
    expect(overflow).toEqual([]);
  });
});
