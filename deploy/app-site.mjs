/**
 * Lays out what the static image of one app serves (deploy/app.Dockerfile runs it after the
 * build): the app's dist under the URL prefix the gateway routes to it, the nginx template
 * filled in with that prefix, and the file the health check fetches. The prefixes are the
 * kernel's (shared/src/constants/served.json): the host at /h5/, remote-<name> at
 * /h5/static/js/<name>/.
 *
 *   node deploy/app-site.mjs <host|remote-NAME> <out dir>      (from the folder holding the app)
 *
 * Writes <out>/html/<prefix>..., <out>/default.conf and <out>/health (a URL path).
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
const [app = '', out] = process.argv.slice(2);
const remote = /^remote-([a-z]+)$/.exec(app)?.[1];
if (!out || (app !== 'host' && !remote)) {
  console.error(`usage: node deploy/app-site.mjs <host|remote-NAME> <out dir> (got "${app}")`);
  process.exit(2);
}
const served = JSON.parse(readFileSync(join(repo, 'shared/src/constants/served.json'), 'utf8'));
const prefix = remote ? `${served.staticJsBase}${remote}/` : served.h5Base;
const template = readFileSync(join(repo, 'deploy/remote/nginx.conf'), 'utf8');

cpSync(join(app, 'dist'), join(out, 'html', prefix), { recursive: true });
writeFileSync(join(out, 'default.conf'), template.replaceAll('${H5_PREFIX}', prefix));
writeFileSync(join(out, 'health'), prefix + (remote ? served.remoteEntryFile : 'index.html'));
console.log(`${app}: served at ${prefix}`);
