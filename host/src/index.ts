/**
 * The host starts in steps, each a task of its own, so the phone can paint and take a tap
 * between them. Evaluating the kernel and its libraries at once was one task of about 100 ms
 * here, 400 ms on Lighthouse's phone four times slower, which counts each task's excess over
 * 50 ms as blocking. Each step sends for what the first page waits on as soon as its code has
 * run: the remote's entry and page first, then the words, then the prices; React's renderer and
 * the app come last. Each step took 5-17 ms in a trace on the 2 cores. The host's shared modules
 * are eager (shared/build/federation.cjs), so all of this is in the first script already:
 * `webpackMode: "eager"` keeps it there, and a step costs no request.
 */

import { findRoute } from '@h5/shared/routes';

/** Back to the event loop: `scheduler.yield` resumes ahead of other tasks where there is one. */
function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

async function step<T>(load: () => Promise<T>): Promise<T> {
  await nextTask();
  return load();
}

async function start(): Promise<void> {
  const { startRemotes } = await step(() => import(/* webpackMode: "eager" */ './federation/start'));
  const path = window.location.hash.slice(1) || '/';
  const remotesReady = startRemotes(path);
  const { initI18n } = await step(() => import(/* webpackMode: "eager" */ '@h5/shared/i18n'));
  const wordsReady = initI18n();
  // The market module's largest imports, each evaluated in a step of its own: the validation
  // rules (zod), the contract's schemas, then the API client (axios), which imports the contract:
  // in one step, the two were a task of 195 ms on a phone four times slower.
  await step(() => import(/* webpackMode: "eager" */ '@h5/shared/validation'));
  const { firstCalls } = await step(() => import(/* webpackMode: "eager" */ '@h5/shared/contract'));
  const { prefetch } = await step(() => import(/* webpackMode: "eager" */ '@h5/shared/api'));
  // Most pages show prices: the market snapshot is asked for while the rest evaluates, and so
  // are the first page's own calls.
  const { loadTickers } = await step(() => import(/* webpackMode: "eager" */ '@h5/shared/market'));
  void loadTickers();
  const page = findRoute(path)?.page;
  for (const spec of (page && firstCalls[page]) || []) prefetch(spec);
  // React's renderer, then the app.
  await step(() => import(/* webpackMode: "eager" */ 'react-dom/client'));
  const { renderApp } = await step(() => import(/* webpackMode: "eager" */ './bootstrap'));
  await Promise.all([remotesReady, wordsReady]);
  renderApp();
}

void start();
