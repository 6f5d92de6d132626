/** What the tests need from Debian's packages, installed when absent (never a download of our own). */
import { run, step } from './lib.mjs';

/** Installs `packages` with apt-get (through `sudo -n` when not root), under a heading naming `what`. */
export function aptInstall(what, packages) {
  step(`Installing ${what} from Debian packages`);
  const asRoot = process.getuid?.() === 0;
  const apt = (...args) => (asRoot ? run('apt-get', args) : run('sudo', ['-n', 'apt-get', ...args]));
  apt('update', '-qq');
  apt('install', '-y', '-qq', '--no-install-recommends', ...packages);
}
