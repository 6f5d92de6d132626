/**
 * `npm test`: install what is missing (Chromium, fonts and nginx included), then typecheck, the
 * import direction, unit tests, server tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is
 * set), the build and the browser journeys; the time of each part is printed at the end.
 */
import { ensureBrowser } from './browser.mjs';
import { ensureNginx } from './nginx.mjs';
import { ensureBuilt, ensureInstalled, run, step } from './lib.mjs';

const started = Date.now();
const times = [];
/** Runs one part of the suite under its heading and notes how long it took. */
function part(title, body) {
  step(title);
  const from = Date.now();
  body();
  times.push([title, Math.round((Date.now() - from) / 1000)]);
}

part('Install (dependencies, Chromium, fonts, nginx)', () => {
  ensureInstalled();
  ensureBrowser();
  // The production topology journey runs the repo's gateway config in it.
  ensureNginx();
});
part('Typecheck', () => run(process.execPath, ['scripts/typecheck.mjs']));
part('Import direction', () => run(process.execPath, ['scripts/imports.mjs']));
// Two workers: Jest's default on two cores is one (cores - 1), and the main process mostly waits.
part('Unit tests (kernel, host, remotes)', () => run(process.execPath, ['node_modules/jest/bin/jest.js', '--config', 'jest.config.cjs', '--maxWorkers=2']));
part(process.env.TEST_DATABASE_URL ? 'Server tests (PGlite and PostgreSQL)' : 'Server tests (PGlite)', () => {
  if (!process.env.TEST_DATABASE_URL) console.log('NOTICE: TEST_DATABASE_URL is not set: the PostgreSQL half of the server tests is skipped.');
  // Two files at a time: each has its own database (a PGlite or a schema of its own) and port, and
  // much of a file's time is spent waiting on its database (measured: 762 s against 1 060 s).
  run(process.execPath, ['../node_modules/jest/bin/jest.js', '--maxWorkers=2'], { cwd: 'server' });
});
part('Build', () => ensureBuilt());
part('Browser journeys', () => run(process.execPath, ['../node_modules/jest/bin/jest.js'], { cwd: 'e2e' }));

console.log('\nTime per part:');
for (const [title, seconds] of times) console.log(`  ${String(seconds).padStart(5)} s  ${title}`);
console.log(`\nAll tests passed in ${Math.round((Date.now() - started) / 1000)} s.`);
