/**
 * First visit to home: the JS it downloads (gzip bytes per package and per file, plus every
 * remote entry's size) and Lighthouse's mobile performance score for it.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from '../e2e/lib/browser';
import { measureFirstVisit, totalGzip } from '../e2e/lib/firstVisit';
import { REPO } from '../e2e/lib/paths';
import { startServer } from '../e2e/lib/server';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function main(): Promise<void> {
const server = await startServer();
const browser = await launch();
try {
  const scripts = await measureFirstVisit(browser, server.url);
  console.log('\nFirst visit to home: JavaScript downloaded (gzip -9)');
  for (const s of [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`  ${kb(s.gzipBytes).padStart(9)}  ${s.package.padEnd(15)} ${s.url}${s.libraries.length ? `  [${s.libraries.join(', ')}]` : ''}`);
  }
  const byPackage = new Map<string, number>();
  for (const s of scripts) byPackage.set(s.package, (byPackage.get(s.package) ?? 0) + s.gzipBytes);
  console.log('\n  per package:');
  for (const [pkg, bytes] of byPackage) console.log(`  ${kb(bytes).padStart(9)}  ${pkg}`);
  console.log(`  ${kb(totalGzip(scripts)).padStart(9)}  TOTAL (${scripts.length} files)`);

  console.log('\nRemote entries (remoteEntry.js):');
  for (const remote of ['trading', 'wealth', 'account', 'content']) {
    const file = join(REPO, `remote-${remote}/dist/remoteEntry.js`);
    console.log(`  ${remote.padEnd(8)} ${kb(statSync(file).size).padStart(9)} raw  ${kb(gzipSync(readFileSync(file), { level: 9 }).length).padStart(9)} gzip`);
  }

  console.log('\nLighthouse (mobile preset, performance) on home:');
  const out = join(REPO, 'bench/results');
  mkdirSync(out, { recursive: true });
  const report = join(out, 'lighthouse-home.json');
  const result = spawnSync(
    join(REPO, 'e2e/node_modules/.bin/lighthouse'),
    [
      `${server.url}/h5/`,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync',
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (result.status !== 0) throw new Error('lighthouse failed');
  const lhr = JSON.parse(readFileSync(report, 'utf8')) as {
    categories: { performance: { score: number } };
    audits: Record<string, { displayValue?: string }>;
  };
  console.log(`  performance score: ${Math.round(lhr.categories.performance.score * 100)}`);
  for (const audit of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']) {
    console.log(`  ${audit.padEnd(26)} ${lhr.audits[audit]?.displayValue ?? '-'}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
}
