/**
 * The browser tests need Debian's Chromium and fonts for Chinese, Japanese, Korean and Thai
 * (without them screenshots show boxes). Installs them when absent; never downloads a browser.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { aptInstall } from './debian.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PACKAGES = ['chromium', 'fonts-noto-cjk', 'fonts-noto-core', 'fonts-noto-color-emoji'];

function fontsPresent() {
  const list = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  const thai = spawnSync('fc-list', [':lang=th', 'family'], { encoding: 'utf8' });
  return list.status === 0 && /Noto/i.test(list.stdout) && /Noto/i.test(thai.stdout);
}

export function ensureBrowser() {
  if (existsSync(CHROMIUM) && fontsPresent()) return;
  aptInstall('Chromium and fonts', PACKAGES);
}
