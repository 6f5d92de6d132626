/**
 * Waiting for a page of the app to be settled, by what the app shows rather than by fixed sleeps:
 * the host marks the route it renders (`.h5-app[data-page="<route key>"]`, host/src/app/RoutePage.tsx)
 * and every loading placeholder carries a known class. Works after a reload as well as after an
 * in-app hash navigation, where the page left may still be on screen for a moment. Waits poll on
 * every animation frame: Playwright's `locator.waitFor()` backs off to 500 ms between checks, so a
 * page that renders in 300 ms was seen only after about 800 ms.
 */
import { errors, type Locator, type Page } from 'playwright-core';
import { findRoute } from '@h5/shared/routes';

/**
 * What stands where content is coming: the host's boot spinner, the kernel's skeletons and
 * spinners (shared/src/ui, shared/src/data), the request mask (shared/src/toast), a chart still
 * loading, and antd-mobile's own loaders.
 */
export const LOADING =
  '.h5-boot, .h5-skeleton, .h5-page-spinner, .h5-spinner-inline, .h5-loading-mask--on, [aria-busy="true"], .adm-skeleton, .adm-spin-loading, .adm-dot-loading';

export interface Expected {
  /** The route key the host shows (`RouteDef.page`). */
  page: string;
  /** The hash path the address must show (without `#` and query). */
  path: string;
  /** Query parameters the address must carry, as decoded values (`{ backpage: '/pages/...' }`). */
  query?: Record<string, string>;
}

/**
 * Waits until the address shows `expected.path` (and query), the host renders `expected.page`
 * and that page has content; throws, naming `where`, when that does not happen within `timeout`.
 * Then waits up to `loadingTimeout` for every loading placeholder to go; resolves false when one
 * stayed (a live feed may keep a spinner: the caller checks the page as it is).
 */
export async function settleRoute(page: Page, expected: Expected, where: string, { timeout = 30_000, loadingTimeout = 5_000 } = {}): Promise<boolean> {
  await page
    .waitForFunction(
      ({ page: key, path, query }) => {
        const hash = location.hash.slice(1);
        const at = hash.indexOf('?');
        if (decodeURIComponent(at < 0 ? hash : hash.slice(0, at)) !== path) return false;
        const params = new URLSearchParams(at < 0 ? '' : hash.slice(at + 1));
        if (Object.entries(query).some(([name, value]) => params.get(name) !== value)) return false;
        const app = document.querySelector('.h5-app');
        return app?.getAttribute('data-page') === key && app.querySelector(':scope > .h5-app__main > *') !== null;
      },
      { page: expected.page, path: expected.path, query: expected.query ?? {} },
      { timeout },
    )
    .catch(async (error: Error) => {
      const shown = await page.evaluate(() => `${location.hash} data-page=${document.querySelector('.h5-app')?.getAttribute('data-page') ?? 'none'}`).catch(() => '?');
      throw new Error(`${where}: the page did not render as ${expected.page} at ${expected.path} (shown: ${shown}; ${error.message})`);
    });
  return page
    .waitForFunction((loading) => !document.querySelector(loading), LOADING, { timeout: loadingTimeout })
    .then(
      () => true,
      () => false,
    );
}

/**
 * Waits for the page's finite animations and transitions (a dialog sliding in, a toast fading)
 * to finish, at most `timeout` ms; endless ones (spinners) are not waited for.
 */
export async function animationsDone(page: Page, timeout = 2_000): Promise<void> {
  await page.evaluate(
    (ms) =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
            .map((a) => a.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, ms)),
      ]),
    timeout,
  );
}

/**
 * Shows `hashPath` (`/pages/...`, a query allowed) and waits until it is settled with `ready`
 * (a selector) visible in it. The first call loads the app; later ones change the hash, as a
 * link in the app does, so the app, its remotes and the sign-in are not loaded again. Only the
 * page the host renders for this route counts (`.h5-app[data-page]`, host/src/app/RoutePage.tsx),
 * so an element of the page left behind cannot satisfy `ready`. (Between two addresses of the
 * same route, as two tabs of one page, `ready` itself must tell them apart.)
 */
export async function show(page: Page, hashPath: string, ready: string, timeout = 30_000): Promise<void> {
  const route = findRoute(hashPath);
  if (!route) throw new Error(`no route for ${hashPath}`);
  if (new URL(page.url()).pathname.startsWith('/h5/')) {
    await page.evaluate((hash) => {
      location.hash = hash;
    }, hashPath);
  } else {
    await page.goto(`/h5/#${hashPath}`);
  }
  await settled(page, `.h5-app[data-page="${route.page}"] ${ready}`, timeout);
}

/**
 * Waits until `ready` is visible, nothing is loading, the fonts are in, no finite animation or
 * transition runs (colour-only ones aside), and neither the DOM nor the document's size changed
 * over two animation frames: what a check or a screenshot then reads is the page as it stays.
 */
export async function settled(page: Page, ready = 'body', timeout = 30_000): Promise<void> {
  const waited = await page.evaluate(
    ({ ready, loading, timeout }) =>
      new Promise<string>((resolve) => {
        let changes = 0;
        const observer = new MutationObserver((records) => {
          changes += records.length;
        });
        observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
        const deadline = performance.now() + timeout;
        let last = '';
        let calm = 0;
        const check = () => {
          const shown = document.querySelector(ready);
          const busy = document.querySelector(loading);
          const moving = document.getAnimations().some((a) => {
            if (a.playState !== 'running' || !Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity)) return false;
            // A price's colour flash on every tick of a live page moves nothing: not waited for.
            const animated = a.effect instanceof KeyframeEffect ? a.effect.getKeyframes().flatMap((frame) => Object.keys(frame)) : [];
            return !animated.filter((name) => !/^(offset|computedOffset|easing|composite)$/.test(name)).every((name) => /color|^background|shadow/i.test(name));
          });
          const root = document.documentElement;
          const shape = `${changes} ${root.scrollWidth} ${root.scrollHeight}`;
          const still = !!shown?.checkVisibility() && !busy && !moving && document.fonts.status === 'loaded' && shape === last;
          calm = still ? calm + 1 : 0;
          last = shape;
          if (calm >= 2) {
            observer.disconnect();
            resolve('');
          } else if (performance.now() > deadline) {
            observer.disconnect();
            // Says what was still missing, for the failure message.
            resolve([!shown?.checkVisibility() && `${ready} not shown`, busy && `still loading (${busy.getAttribute('class')})`, moving && 'animating', document.fonts.status !== 'loaded' && 'fonts loading', 'changing'].filter(Boolean)[0] as string);
          } else {
            requestAnimationFrame(check);
          }
        };
        requestAnimationFrame(check);
      }),
    { ready, loading: LOADING, timeout },
  );
  if (waited) throw new Error(`page at ${page.url()} not settled within ${timeout} ms: ${waited}`);
}

/**
 * `locator.waitFor()`, seen within 100 ms of coming: Playwright backs off to 500 ms between
 * checks unless the timeout is under 2.5 s, so the wait is made of 2 s ones up to `timeout`.
 */
export async function seen(locator: Locator, { state = 'visible', timeout = 30_000 }: { state?: 'visible' | 'hidden' | 'attached' | 'detached'; timeout?: number } = {}): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await locator.waitFor({ state, timeout: Math.max(1, Math.min(2_000, deadline - Date.now())) });
    } catch (error) {
      if (!(error instanceof errors.TimeoutError)) throw error;
      if (Date.now() >= deadline) throw Object.assign(error, { message: `${timeout} ms in all: ${error.message}` });
    }
  }
}
