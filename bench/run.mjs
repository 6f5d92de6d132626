/**
 * Runs a benchmark written in TypeScript (`node bench/run.mjs first-visit`): compiles it with
 * esbuild next to the e2e package, whose browser tooling it uses, and runs it.
 */
import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, ensureInstalled, root } from '../scripts/lib.mjs';

const name = process.argv[2];
if (!name) {
  console.error('usage: node bench/run.mjs <benchmark>   (e.g. first-visit)');
  process.exit(2);
}
ensureInstalled();
ensureBuilt();

const esbuild = createRequire(join(root, 'server/package.json'))('esbuild');
const outDir = join(root, 'e2e/node_modules/.cache/bench');
mkdirSync(outDir, { recursive: true });
const outfile = join(outDir, `${name}.mjs`);
await esbuild.build({
  entryPoints: [join(root, 'bench', `${name}.ts`)],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
await import(pathToFileURL(outfile).href);
