/**
 * What a page is checked for on every route: axe-core's serious and critical accessibility
 * violations, Content-Security-Policy violations, and horizontal overflow at the narrowest phone.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The narrowest phone we support (iPhone SE 1st gen, small Androids). */
export const NARROW = { width: 320, height: 640 };

export interface Finding {
  page: string;
  id: string;
  impact: string;
  targets: string[];
}

/**
 * Prepares a context for the checks: axe-core in every document (an init script, which the
 * page's CSP does not govern, where a <script> tag would itself be refused as inline) and a
 * record of every CSP violation reported (the event, so no report endpoint is needed).
 */
export async function prepareAudit(context: BrowserContext): Promise<void> {
  await context.addInitScript(AXE_SOURCE);
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { h5CspViolations: string[] }).h5CspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`));
  });
}

/** The CSP violations reported since the last call (taken, so a reload loses none). */
export const takeCspViolations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { h5CspViolations?: string[] }).h5CspViolations?.splice(0) ?? []);

/** Serious and critical axe-core violations on the page as it is now. */
export async function seriousViolations(page: Page, where: string): Promise<Finding[]> {
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (o: object) => Promise<{ violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[] }> }> }> } }).axe.run({
      resultTypes: ['violations'],
      // Experimental in axe 4.x, so off by default: a button's name must contain its visible label.
      rules: { 'label-content-name-mismatch': { enabled: true } },
    }),
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ page: where, id: v.id, impact: v.impact ?? '', targets: v.nodes.map((n) => n.target.map(String).join(' ')) }));
}

/** How far the page is wider than its viewport, in CSS pixels (0 = no horizontal overflow). */
export const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
