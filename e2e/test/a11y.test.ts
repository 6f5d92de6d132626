/**
 * Every route of the route table, as a guest and logged in, in one Chromium at phone size
 * against the real server (which sends the Content-Security-Policy): no serious or critical
 * axe-core violation, no CSP violation, no horizontal overflow at 320 px. Pages built later
 * are held to it without new test code. One page per user, moved by hash navigation.
 */
import type { Page } from 'playwright-core';
import { H5_BASE } from '@h5/shared/constants';
import { LOGIN_PATH, routes } from '@h5/shared/routes';
import { takeCspViolations, horizontalOverflow, NARROW, prepareAudit, seriousViolations, type Finding } from '../lib/audit';
import { PHONE } from '../lib/browser';
import { useApp } from '../lib/fixture';
import { newTrader } from '../lib/trader';

const app = useApp();

/** Each path once (the help pages answer two path shapes). */
const pages = [...new Map(routes.map((r) => [r.path, r])).values()];

/** Waits until the route's page is on screen and done loading (no spinner or skeleton left). */
async function settle(page: Page, where: string): Promise<void> {
  await page
    .locator('.h5-app__main > *')
    .first()
    .waitFor({ timeout: 30_000 })
    .catch((error: Error) => {
      throw new Error(`${where}: the page did not render (${error.message})`);
    });
  await page
    .waitForFunction(() => !document.querySelector('.h5-boot, .adm-skeleton, .adm-spin-loading, .adm-dot-loading'), undefined, { timeout: 5_000 })
    .catch(() => undefined); // a page that keeps a spinner (a live feed) is still checked as it is
}

async function walk(page: Page, who: 'guest' | 'user', problems: string[]) {
  const findings: Finding[] = [];
  const overflow: string[] = [];
  const csp: string[] = [];
  await page.goto(H5_BASE);
  for (const { path, login } of pages) {
    const where = `${who} ${path}`;
    await page.evaluate((hash) => (window.location.hash = hash), path);
    if (who === 'guest' && login) {
      // Reloaded, as a guest who opens the link afresh: the guard sends a guest to login at
      // most once a second, so a quick walk would otherwise meet an empty guarded page.
      csp.push(...(await takeCspViolations(page)));
      await page.reload();
      await page.waitForURL((url) => url.hash.startsWith(`#${LOGIN_PATH}?`));
    }
    await settle(page, where);
    let found = await seriousViolations(page, where);
    // A dialog or toast still fading in is checked again once its animation is over.
    if (found.length) found = await page.waitForTimeout(1_000).then(() => seriousViolations(page, where));
    findings.push(...found);
    await page.setViewportSize(NARROW);
    const extra = await horizontalOverflow(page);
    if (extra > 0) overflow.push(`${where}: ${extra}px wider than ${NARROW.width}`);
    await page.setViewportSize(PHONE);
  }
  csp.push(...(await takeCspViolations(page)), ...problems.filter((p) => /Content Security Policy/i.test(p)));
  return { findings, overflow, csp };
}

const report = (findings: Finding[]) => findings.map((f) => `${f.impact} ${f.id} on ${f.page}: ${f.targets.join(', ')}`);

describe.each(['guest', 'user'] as const)('every route as a %s', (who) => {
  it('has no serious accessibility violation, no CSP violation and no overflow at 320 px', async () => {
    const phone = await app.phone({ as: who === 'user' ? await newTrader('a11y') : undefined });
    await prepareAudit(phone.context);
    const sockets: string[] = [];
    phone.page.on('websocket', (ws) => sockets.push(ws.url()));
    const started = Date.now();
    const { findings, overflow, csp } = await walk(phone.page, who, phone.problems);
    console.log(`${who}: ${pages.length} routes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await phone.context.close();
    expect(report(findings)).toEqual([]);
    expect(csp).toEqual([]);
    // The market socket connected under the policy (connect-src 'self' covers same-origin ws:).
    expect(sockets.length).toBeGreaterThan(0);
    expect(overflow).toEqual([]);
  });
});
