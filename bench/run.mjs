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
// Two folders below the repo, like the e2e helpers it bundles (they find the repo from __dirname).
const outDir = join(root, 'e2e/.bench');
mkdirSync(outDir, { recursive: true });
// CommonJS, like the e2e helpers it bundles (they use __dirname).
const outfile = join(outDir, `${name}.cjs`);
await esbuild.build({
  entryPoints: [join(root, 'bench', `${name}.ts`)],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
const { main } = await import(pathToFileURL(outfile).href);
await main();
