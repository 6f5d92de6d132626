/**
 * Runs benchmarks written in TypeScript, one after the other: those named
 * (`node bench/run.mjs first-visit kline`), or with no name every `bench/*.ts` (`npm run bench`).
 * Each is compiled with esbuild next to the e2e package, whose browser tooling it uses, and run.
 */
import { createRequire } from 'node:module';
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBrowser } from '../scripts/browser.mjs';
import { ensureBuilt, ensureInstalled, root } from '../scripts/lib.mjs';

const all = readdirSync(join(root, 'bench'))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
  .map((file) => file.slice(0, -'.ts'.length));
const names = process.argv.length > 2 ? process.argv.slice(2) : all;
const unknown = names.filter((name) => !all.includes(name));
if (unknown.length) {
  console.error(`no benchmark ${unknown.join(', ')}; there are: ${all.join(', ')}`);
  process.exit(2);
}
ensureInstalled();
ensureBuilt();
ensureBrowser();

const esbuild = createRequire(join(root, 'server/package.json'))('esbuild');
/**
 * A package the e2e package can load stays outside the bundle and loads from there at run time
 * (Playwright); anything else, the kernel (`@h5/shared`, TypeScript sources) and what it uses,
 * is bundled in.
 */
const fromE2e = createRequire(join(root, 'e2e/package.json'));
const e2ePackagesExternal = {
  name: 'e2e-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@h5/')) return undefined;
      try {
        fromE2e.resolve(args.path);
        return { path: args.path, external: true };
      } catch {
        return undefined;
      }
    });
  },
};
// Two folders below the repo, like the e2e helpers it bundles (they find the repo from __dirname).
const outDir = join(root, 'e2e/.bench');
mkdirSync(outDir, { recursive: true });
for (const name of names) {
  console.log(`\n== ${name}`);
  // CommonJS, like the e2e helpers it bundles (they use __dirname).
  const outfile = join(outDir, `${name}.cjs`);
  await esbuild.build({
    entryPoints: [join(root, 'bench', `${name}.ts`)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    plugins: [e2ePackagesExternal],
    // The kernel as the browser journeys depend on it.
    nodePaths: [join(root, 'e2e/node_modules')],
    logLevel: 'warning',
  });
  const { main } = await import(pathToFileURL(outfile).href);
  await main();
}
