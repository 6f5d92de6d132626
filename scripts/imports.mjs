/**
 * The import direction (.dependency-cruiser.cjs) over the kernel, the host, every remote and
 * the server: each offending import is printed as `rule: from → to`, and the exit code fails.
 */
import { readdirSync } from 'node:fs';
import { root, run } from './lib.mjs';

const packages = ['shared', 'host', ...readdirSync(root).filter((name) => name.startsWith('remote-')).sort(), 'server'];
run(process.execPath, ['node_modules/dependency-cruiser/bin/dependency-cruise.mjs', '--config', '.dependency-cruiser.cjs', '--output-type', 'err-long', ...packages]);
