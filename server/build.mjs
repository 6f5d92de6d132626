// Bundles the server into dist/main.js and the ops CLI into dist/ops.js: our code and the
// @h5/shared sources are compiled in, every real npm dependency stays external (installed beside
// it), migrations and the seeded content are copied along.
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(await readFile(path.join(here, 'package.json'), 'utf8'));
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})].filter(
  (name) => name !== '@h5/shared',
);

await rm(path.join(here, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: { main: path.join(here, 'src/main.ts'), ops: path.join(here, 'src/ops.ts') },
  outdir: path.join(here, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
await cp(path.join(here, 'src/db/migrations'), path.join(here, 'dist/migrations'), { recursive: true });
await cp(path.join(here, 'src/modules/content/seed'), path.join(here, 'dist/seed'), { recursive: true });
console.log('built dist/main.js and dist/ops.js');
