/**
 * Draws the home-screen icons from src/public/favicon.svg with the Chromium the browser tests
 * use (no image library to install), into src/public/ where they are committed:
 *   icon-192.png, icon-512.png   the favicon as it is (rounded, transparent corners)
 *   icon-maskable-512.png        full-bleed background, the mark inside the safe zone (80 %)
 *   apple-touch-icon.png         180 px, full-bleed (iOS rounds the corners itself)
 *
 *   node host/scripts/icons.mjs        (again whenever favicon.svg changes)
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const publicDir = fileURLToPath(new URL('../src/public/', import.meta.url));
const { chromium } = createRequire(fileURLToPath(new URL('../../e2e/package.json', import.meta.url)))('playwright-core');

const favicon = readFileSync(`${publicDir}favicon.svg`, 'utf8');
const background = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1];
const mark = /<path[^>]*\/>/.exec(favicon)?.[0];
if (!background || !mark) throw new Error('favicon.svg: expected a filled <rect> and a <path> mark');

/** The mark on a square background, scaled about the centre (the maskable safe zone is a circle of 80 %). */
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/><g transform="translate(16 16) scale(${scale}) translate(-16 -16)">${mark}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.7) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.85) },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<!doctype html><html><body style="margin:0">${sized}</body></html>`);
    await page.screenshot({ path: `${publicDir}${file}`, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    console.log(`${file}: ${size}x${size}`);
  }
} finally {
  await browser.close();
}
