/**
 * Debian's Chromium driven by playwright-core at a phone's size, collecting what goes wrong
 * on the page so every journey can assert a clean console.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ARTIFACTS } from './paths';

export const PHONE = { width: 390, height: 844 };

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export interface PhonePage {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors and console errors seen so far. */
  problems: string[];
}

export async function openPhone(browser: Browser, baseURL: string, lang?: string, viewport = PHONE): Promise<PhonePage> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, isMobile: true, hasTouch: true, baseURL });
  if (lang) await context.addInitScript((l) => localStorage.setItem('h5.lang', l), lang);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return { context, page, problems };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path });
  return path;
}

/**
 * For a wait that timed out in a full run and not alone: fails saying `what` did not happen,
 * where the page was, what it showed and `state` (whatever else the caller read), beside a
 * screenshot named `name`, so the next such failure tells its cause.
 */
export async function failSayingWhere(page: Page, name: string, what: string, error: unknown, state = ''): Promise<never> {
  await screenshot(page, name);
  const shown = (await page.evaluate(() => document.body.innerText)).replace(/\s+/g, ' ').slice(0, 300);
  throw new Error(`${what}, at ${decodeURIComponent(new URL(page.url()).hash)}: "${shown}"${state ? `\n${state}` : ''}\n${String(error)}`);
}

/** Fails when the page is wider than the phone (horizontal overflow). */
export async function expectNoOverflow(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

/** Fails when text that looks like an untranslated i18n key is on screen. */
export async function expectNoRawKeys(page: Page): Promise<void> {
  const text = await page.evaluate(() => document.body.innerText);
  const keys = text.match(/\b(?:common|account|trading|wealth|content):[\w.]+|\b[a-z]+(?:\.[a-zA-Z]+){1,3}\b/g) ?? [];
  expect(keys.filter((k) => !/^[\w-]+\.(?:com|co|net|org)$/.test(k))).toEqual([]);
}
