/**
 * First visit to home and to the spot trade page: the JS each downloads (gzip bytes per package
 * and per file, plus every remote entry's size) and Lighthouse's mobile performance score for it
 * (median of a few runs: single runs wander by ten points).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from '../e2e/lib/browser';
import { HOME, SPOT_TRADE, measureFirstVisit, totalGzip, totalWire, type ScriptDownload, type VisitedPage } from '../e2e/lib/firstVisit';
import { REPO } from '../e2e/lib/paths';
import { startServer } from '../e2e/lib/server';

interface LighthouseReport {
  categories: { performance: { score: number } };
  audits: Record<string, { displayValue?: string }>;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printDownloads(visited: VisitedPage, scripts: ScriptDownload[]): void {
  console.log(`\nFirst visit to ${visited.name}: JavaScript downloaded (gzip -9, and as it came over the wire)`);
  for (const s of [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    const libraries = s.libraries.length ? `  [${s.libraries.join(', ')}]` : '';
    console.log(`  ${kb(s.gzipBytes).padStart(9)}  ${kb(s.wireBytes).padStart(9)} wire  ${s.package.padEnd(15)} ${s.url}${libraries}`);
  }
  const byPackage = new Map<string, number>();
  for (const s of scripts) byPackage.set(s.package, (byPackage.get(s.package) ?? 0) + s.gzipBytes);
  console.log('\n  per package:');
  for (const [pkg, bytes] of byPackage) console.log(`  ${kb(bytes).padStart(9)}  ${pkg}`);
  console.log(`  ${kb(totalGzip(scripts)).padStart(9)}  ${kb(totalWire(scripts)).padStart(9)} wire  TOTAL (${scripts.length} files)`);
}

function printRemoteEntries(): void {
  console.log('\nRemote entries (remoteEntry.js):');
  for (const remote of ['trading', 'wealth', 'account', 'content']) {
    const file = join(REPO, `remote-${remote}/dist/remoteEntry.js`);
    const gzip = gzipSync(readFileSync(file), { level: 9 }).length;
    console.log(`  ${remote.padEnd(8)} ${kb(statSync(file).size).padStart(9)} raw  ${kb(gzip).padStart(9)} gzip`);
  }
}

function runLighthouse(url: string, report: string): LighthouseReport {
  const chromeFlags = '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
  const result = spawnSync(
    join(REPO, 'e2e/node_modules/.bin/lighthouse'),
    [url, '--only-categories=performance', '--output=json', `--output-path=${report}`, '--quiet', `--chrome-flags=${chromeFlags}`],
    { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (result.status !== 0) throw new Error('lighthouse failed');
  return JSON.parse(readFileSync(report, 'utf8')) as LighthouseReport;
}

function printLighthouse(baseURL: string, visited: VisitedPage): void {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  if (runs < 1) return;
  console.log(`\nLighthouse (mobile preset, performance) on ${visited.name}, median of ${runs} runs:`);
  const out = join(REPO, 'bench/results');
  mkdirSync(out, { recursive: true });
  const file = visited.name.replace(/\W+/g, '-');
  const reports: LighthouseReport[] = [];
  for (let run = 1; run <= runs; run += 1) reports.push(runLighthouse(`${baseURL}/h5/${visited.route}`, join(out, `lighthouse-${file}-${run}.json`)));
  const score = (r: LighthouseReport) => Math.round(r.categories.performance.score * 100);
  reports.sort((a, b) => score(a) - score(b));
  const median = reports[Math.floor(reports.length / 2)]!;
  console.log(`  scores: ${reports.map(score).join(', ')}`);
  console.log(`  performance score (median): ${score(median)}`);
  for (const audit of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']) {
    console.log(`  ${audit.padEnd(26)} ${median.audits[audit]?.displayValue ?? '-'}`);
  }
}

export async function main(): Promise<void> {
  const server = await startServer();
  const browser = await launch();
  try {
    for (const visited of [HOME, SPOT_TRADE]) printDownloads(visited, await measureFirstVisit(browser, server.url, visited));
    printRemoteEntries();
    for (const visited of [HOME, SPOT_TRADE]) printLighthouse(server.url, visited);
  } finally {
    await browser.close();
    await server.stop();
  }
}
