/**
 * The host's first script mapped back to its sources: a second build of the host alone with
 * hidden source maps, into a folder of its own, so host/dist is left as it is. Webpack builds
 * the same bytes either way; `hostScriptMap` checks that by the script's content hash before
 * anything is mapped. Shared by the benches that say what of the script runs and what it costs.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO } from '../../e2e/lib/paths';
import { sourceLookup, type SourceLookup } from './sourceMap';

export const HOST_JS = 'static/js/host';
export const MAIN = /^main\.[0-9a-f]+\.js$/;

/** Builds the host alone with hidden source maps, as `npm run build` does but into a folder of its own; returns the folder. */
function buildHostWithMaps(): string {
  const out = mkdtempSync(join(tmpdir(), 'h5-host-maps-'));
  const built = spawnSync(process.execPath, [join(REPO, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production', '--output-path', out], {
    cwd: join(REPO, 'host'),
    env: { ...process.env, H5_SOURCE_MAP: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error('the host did not build');
  return out;
}

/**
 * Runs `body` with the source map of the host script host/dist serves (its file name given), or
 * says why not (host/dist older than the tree) and returns null.
 */
export async function withHostScriptMap<T>(body: (map: SourceLookup, script: string) => Promise<T>): Promise<T | null> {
  const served = readdirSync(join(REPO, 'host/dist', HOST_JS)).find((name) => MAIN.test(name));
  const mapsDir = buildHostWithMaps();
  try {
    const mapped = readdirSync(join(mapsDir, HOST_JS)).find((name) => MAIN.test(name));
    if (!served || mapped !== served) {
      console.log(`host/dist holds ${served ?? 'no host script'}, this tree builds ${mapped}: run \`npm run build\` first.`);
      return null;
    }
    return await body(sourceLookup(readFileSync(join(mapsDir, HOST_JS, `${mapped}.map`), 'utf8')), mapped);
  } finally {
    rmSync(mapsDir, { recursive: true, force: true });
  }
}

/** Where a piece of the script comes from: an npm package, or our own package and folder. */
export function originOf(source: string | null): string {
  if (!source) return '(no source)';
  const pkg = source.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1]!;
  const own = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.\/)+/, '');
  if (own.startsWith('webpack/')) return 'webpack runtime';
  return own.startsWith('shared/src/') ? `kernel ${own.split('/')[2]}` : 'host';
}
