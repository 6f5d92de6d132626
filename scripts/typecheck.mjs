/** One strict typecheck over every package (each has its own tsconfig). */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from './lib.mjs';

const packages = ['shared', 'host', 'host/src/sw', 'remote-trading', 'remote-wealth', 'remote-account', 'remote-content', 'server', 'e2e', 'bench', 'bench/floor'];
const tsc = join(root, 'node_modules/typescript/bin/tsc');

function check(pkg) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', join(root, pkg, 'tsconfig.json')], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ pkg, code, output }));
  });
}

// Two at a time (the machines this runs on have two cores), each starting as soon as one ends.
const queue = [...packages];
const results = [];
await Promise.all(
  [0, 1].map(async () => {
    for (let pkg = queue.shift(); pkg; pkg = queue.shift()) results.push(await check(pkg));
  }),
);
results.sort((a, b) => packages.indexOf(a.pkg) - packages.indexOf(b.pkg));
let failed = false;
for (const { pkg, code, output } of results) {
  console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${pkg}`);
  if (code !== 0) {
    failed = true;
    console.log(output);
  }
}
process.exit(failed ? 1 : 0);
