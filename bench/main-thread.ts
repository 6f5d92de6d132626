/**
 * What a first visit costs the phone's main thread, from a Chromium trace of home and of the
 * spot trade page (median of a few runs, `MAIN_THREAD_RUNS`): first and largest contentful paint,
 * the main thread's busy time until the page has settled, and the blocking time the same tasks
 * would add on Lighthouse's 4x slower phone (each task's excess over 50 ms after the first paint,
 * its duration taken four times). Lighthouse's own score wanders by ten points between runs on
 * these 2 cores; this trace of the same work wanders less, so a change to the page's CPU shows.
 * The median run's longest tasks are printed with what filled them; with `MAIN_THREAD_TASKS=all`,
 * every task of 8 ms or more, in order (how a start-up is cut into tasks shows there). Then what
 * the live page costs once started: the main thread's time a second over steady ticks, from
 * Chromium's own counters (median of `MAIN_THREAD_STEADY_RUNS`, 3), and the blocking time those
 * ticks cause with the CPU really slowed 4x (traced), where a render React slices into short
 * tasks blocks nothing and one that runs whole blocks all its excess over 50 ms.
 */
import type { Browser } from 'playwright-core';
import { launch, openPhone } from '../e2e/lib/browser';
import { HOME, SPOT_TRADE, type VisitedPage } from '../e2e/lib/firstVisit';
import { measureLiveCost, type LiveCost } from '../e2e/lib/liveCost';
import { startServer } from '../e2e/lib/server';
import type { TraceEvent } from './lib/trace';

/** Lighthouse's mobile preset slows the CPU four times. */
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
/** Every task of 8 ms or more in order, rather than the five longest. */
const ALL_TASKS = process.env.MAIN_THREAD_TASKS === 'all';
/** The trace runs on after the page shows its data, for the live updates that follow it. */
const SETTLE_MS = 3000;
/** A started page's steady state: measured over this long, after this long to warm up. */
const STEADY_MS = 10_000;
const WARM_UP_MS = 4_000;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading', 'v8.execute'];


interface Task {
  start: number;
  ms: number;
  /** The largest pieces of work inside it (layout, a script's evaluation, a render). */
  parts: string;
}

interface Run {
  fcp: number;
  lcp: number;
  busy: number;
  blocking: number;
  longest: Task[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const fileOf = (url: string) => url.replace(/^.*\/h5\/(static\/js\/)?/, '') || 'document';

/** The renderer `pid`'s main-thread events that ran (complete events, times in µs). */
function onMainOf(events: TraceEvent[], pid: number): TraceEvent[] {
  const mainThreads = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === pid).map((e) => e.tid));
  return events.filter((e) => e.pid === pid && mainThreads.has(e.tid) && e.ph === 'X' && e.dur !== undefined);
}

const tasksOf = (events: TraceEvent[], pid: number): TraceEvent[] => onMainOf(events, pid).filter((e) => e.name === 'RunTask');

interface LiveBlocking {
  /** Blocking time (each task's excess over 50 ms) a second of the window. */
  perSecond: number;
  /** Tasks of 50 ms or more a second. */
  long: number;
  longest: number;
}

/** A started page's live updates with the CPU slowed 4x (really, not scaled afterwards), traced. */
async function traceLiveBlocking(browser: Browser, baseURL: string, visited: VisitedPage): Promise<LiveBlocking> {
  const { page, context } = await openPhone(browser, baseURL);
  try {
    await page.goto(`${baseURL}/h5/${visited.route}`);
    await page.waitForSelector(visited.ready, { timeout: 60_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.waitForTimeout(WARM_UP_MS);
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.waitForTimeout(STEADY_MS);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    // The page's renderer: of the renderers traced, the one whose main thread ran the most tasks.
    const renderers = new Set(traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => e.pid));
    const busiest = [...renderers].map((pid) => ({ pid, tasks: tasksOf(traceEvents, pid) })).sort((a, b) => b.tasks.length - a.tasks.length)[0];
    const durations = (busiest?.tasks ?? []).map((task) => task.dur! / 1000);
    const seconds = STEADY_MS / 1000;
    return {
      perSecond: durations.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0) / seconds,
      long: durations.filter((ms) => ms >= LONG_TASK_MS).length / seconds,
      longest: Math.max(0, ...durations),
    };
  } finally {
    await context.close();
  }
}

/** One page's first visit, traced, reduced to its main thread's figures. */
async function traceVisit(browser: Browser, baseURL: string, visited: VisitedPage): Promise<Run> {
  const { page, context } = await openPhone(browser, baseURL);
  try {
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(`${baseURL}/h5/${visited.route}`);
    await page.waitForSelector(visited.ready, { timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return figuresOf(traceEvents);
  } finally {
    await context.close();
  }
}

function figuresOf(events: TraceEvent[]): Run {
  const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.includes('/h5/'));
  if (!navigation) throw new Error('the trace has no navigation to the app');
  const at = (e: TraceEvent) => (e.ts - navigation.ts) / 1000;
  const onMain = onMainOf(events, navigation.pid).filter((e) => e.ts >= navigation.ts);
  const fcp = at(events.find((e) => e.name === 'firstContentfulPaint' && e.pid === navigation.pid)!);
  const lcp = Math.max(...events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === navigation.pid).map(at));
  const tasks = onMain.filter((e) => e.name === 'RunTask');
  const partsOf = (task: TraceEvent) =>
    onMain
      .filter((e) => e.tid === task.tid && e !== task && e.ts >= task.ts && e.ts < task.ts + task.dur! && e.dur! >= 4000)
      .filter((e) => /^(EvaluateScript|FunctionCall|Layout|UpdateLayoutTree|Paint|ParseHTML|RunMicrotasks)$/.test(e.name))
      .map((e) => `${e.name}${e.args?.data?.url ? ` ${fileOf(e.args.data.url)}` : ''} ${(e.dur! / 1000).toFixed(0)}`)
      .slice(0, 4)
      .join(', ');
  let blocking = 0;
  for (const task of tasks) if (at(task) >= fcp) blocking += Math.max(0, (CPU_SLOWDOWN * task.dur!) / 1000 - LONG_TASK_MS);
  const longest = (ALL_TASKS ? tasks.filter((task) => task.dur! >= 8000) : [...tasks].sort((a, b) => b.dur! - a.dur!).slice(0, 5))
    .map((task) => ({ start: at(task), ms: task.dur! / 1000, parts: partsOf(task) }));
  return { fcp, lcp, busy: tasks.reduce((sum, task) => sum + task.dur! / 1000, 0), blocking, longest };
}

export async function main(): Promise<void> {
  const runs = Number(process.env.MAIN_THREAD_RUNS ?? 5);
  const server = await startServer();
  const browser = await launch();
  try {
    // `MAIN_THREAD_RUNS=0` measures only the live pages, `MAIN_THREAD_STEADY_RUNS=0` only the first visits.
    for (const visited of runs > 0 ? [HOME, SPOT_TRADE] : []) {
      const traced: Run[] = [];
      for (let run = 0; run < runs; run += 1) traced.push(await traceVisit(browser, server.url, visited));
      const byBlocking = [...traced].sort((a, b) => a.blocking - b.blocking);
      const middle = byBlocking[Math.floor(byBlocking.length / 2)]!;
      const ms = (value: number) => `${value.toFixed(0)} ms`;
      console.log(`\nMain thread on a first visit to ${visited.name}, median of ${runs} runs (unthrottled):`);
      console.log(`  first contentful paint     ${ms(median(traced.map((r) => r.fcp)))}`);
      console.log(`  largest contentful paint   ${ms(median(traced.map((r) => r.lcp)))}`);
      console.log(`  busy until settled         ${ms(median(traced.map((r) => r.busy)))} (${SETTLE_MS / 1000} s after the data shows)`);
      console.log(`  blocking at 4x after FCP   ${ms(middle.blocking)}  (runs: ${byBlocking.map((r) => r.blocking.toFixed(0)).join(', ')})`);
      console.log(ALL_TASKS ? '  its tasks of 8 ms or more:' : '  longest tasks of that run:');
      for (const task of middle.longest) console.log(`    ${ms(task.ms).padStart(7)} at ${ms(task.start).padStart(8)}  ${task.parts}`);
    }
    const steadyRuns = Number(process.env.MAIN_THREAD_STEADY_RUNS ?? 3);
    for (const visited of steadyRuns > 0 ? [HOME, SPOT_TRADE] : []) {
      const measured: LiveCost[] = [];
      for (let run = 0; run < steadyRuns; run += 1) measured.push(await measureLiveCost(browser, server.url, visited, WARM_UP_MS, STEADY_MS));
      const of = (key: keyof LiveCost) => median(measured.map((m) => m[key])).toFixed(1);
      console.log(`\nMain thread over ${STEADY_MS / 1000} s of live updates on ${visited.name}, started ${WARM_UP_MS / 1000} s before, median of ${steadyRuns} runs (unthrottled):`);
      console.log(`  tasks ${of('task')} ms a second (runs: ${measured.map((m) => m.task.toFixed(1)).join(', ')}): script ${of('script')}, style ${of('style')}, layout ${of('layout')} ms`);
      console.log(`  ${of('styles')} style passes and ${of('layouts')} layouts a second`);
      const blocked: LiveBlocking[] = [];
      for (let run = 0; run < steadyRuns; run += 1) blocked.push(await traceLiveBlocking(browser, server.url, visited));
      const middle = [...blocked].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(blocked.length / 2)]!;
      console.log(
        `  with the CPU slowed ${CPU_SLOWDOWN}x: blocking ${middle.perSecond.toFixed(1)} ms a second (runs: ${blocked.map((b) => b.perSecond.toFixed(1)).join(', ')}), ` +
          `${middle.long.toFixed(1)} tasks of ${LONG_TASK_MS} ms or more a second, the longest ${middle.longest.toFixed(0)} ms`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
