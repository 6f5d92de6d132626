/**
 * `npm start`: install what is missing, build what changed, then run the whole app (API,
 * socket feed, embedded database and static files) in one process on PORT (default 8080).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, root, step } from './lib.mjs';

ensureInstalled();
ensureBuilt();
step(`Starting on http://127.0.0.1:${process.env.PORT ?? 8080}/h5/`);
const server = spawn(process.execPath, [join(root, 'server/dist/main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
