/**
 * The build's compressed twins (shared/build/precompress.cjs): every text file of every built
 * app worth compressing has a brotli and a gzip twin, each smaller than the file and holding
 * exactly its bytes; and the server sends the brotli twin, as built, to a browser that takes it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { REMOTE_CONFIG_FILE } from '@h5/shared/constants';
import { useApp } from '../lib/fixture';
import { APP_DIST } from '../lib/paths';

const app = useApp();

const filesIn = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesIn(join(dir, entry.name)) : [join(dir, entry.name)]));

it('every text file of each built app has brotli and gzip twins holding exactly its bytes', () => {
  const problems: string[] = [];
  let checked = 0;
  for (const { dist } of APP_DIST) {
    for (const file of filesIn(dist).filter((name) => /\.(js|css|html|json|svg|txt)$/.test(name))) {
      const raw = readFileSync(file);
      const name = relative(dist, file);
      if (raw.length < 1024 || name.endsWith(REMOTE_CONFIG_FILE)) continue;
      checked += 1;
      for (const [twin, decompress] of [['.br', brotliDecompressSync], ['.gz', gunzipSync]] as const) {
        let packed: Buffer;
        try {
          packed = readFileSync(file + twin);
        } catch {
          problems.push(`${name}: no ${twin} twin`);
          continue;
        }
        if (!decompress(packed).equals(raw)) problems.push(`${name}${twin}: not the file's bytes`);
        if (packed.length >= raw.length) problems.push(`${name}${twin}: not smaller`);
      }
    }
  }
  expect(problems).toEqual([]);
  expect(checked).toBeGreaterThan(20);
});

it('sends the brotli twin, as built, to a browser that takes it', async () => {
  const host = APP_DIST.find(({ dir }) => dir === 'host')?.dist ?? '';
  const scripts = filesIn(join(host, 'static/js/host')).filter((name) => /\/main\.[0-9a-f]+\.js$/.test(name));
  expect(scripts).toHaveLength(1);
  const script = scripts[0] as string;
  const response = await fetch(`${app.url}/h5/${relative(host, script)}`, { headers: { 'accept-encoding': 'br' } });
  expect(response.headers.get('content-encoding')).toBe('br');
  // What went over the wire: the twin's bytes (fetch decompresses, so the length says it).
  expect(Number(response.headers.get('content-length'))).toBe(statSync(`${script}.br`).size);
  expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(script))).toBe(true);
});
