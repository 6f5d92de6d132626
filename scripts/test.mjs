/**
 * `npm test`: install what is missing (Chromium and fonts included), then typecheck, the
 * import direction, unit tests, server tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is
 * set), the build and the browser journeys.
 */
import { ensureBrowser } from './browser.mjs';
import { ensureBuilt, ensureInstalled, run, step } from './lib.mjs';

const started = Date.now();
ensureInstalled();
ensureBrowser();

step('Typecheck');
run(process.execPath, ['scripts/typecheck.mjs']);

step('Import direction');
run(process.execPath, ['scripts/imports.mjs']);

step('Unit tests (kernel, host, remotes)');
run(process.execPath, ['node_modules/jest/bin/jest.js', '--config', 'jest.config.cjs']);

step(process.env.TEST_DATABASE_URL ? 'Server tests (PGlite and PostgreSQL)' : 'Server tests (PGlite)');
if (!process.env.TEST_DATABASE_URL) console.log('NOTICE: TEST_DATABASE_URL is not set: the PostgreSQL half of the server tests is skipped.');
run(process.execPath, ['../node_modules/jest/bin/jest.js', '--runInBand'], { cwd: 'server' });

ensureBuilt();

step('Browser journeys');
run(process.execPath, ['../node_modules/jest/bin/jest.js', '--runInBand'], { cwd: 'e2e' });

console.log(`\nAll tests passed in ${Math.round((Date.now() - started) / 1000)} s.`);
