/**
 * The location pages against the real server, with map tiles from a tile server of the test's
 * own on 127.0.0.1 (MAP_TILE_URL, so the Content-Security-Policy allows exactly its origin):
 * open-location shows the company office on a map whose tiles load; choose-location moves the
 * map under its pin (dragged, then a point tapped), takes a name and an address, and gives the
 * point back to the page that asked; with the tile server refusing, both pages put a note in the
 * map's place and keep working (coordinates, address, the maps link; coordinates typed in). In
 * Chinese and in English at 390x844, a screenshot of every step, no CSP violation and no serious
 * accessibility violation with the map drawn.
 */
import type { Page } from 'playwright-core';
import type { Place } from '@h5/shared/contract';
import { pathOf } from '@h5/shared/routes';
import { choosePlacePath, openPlacePath } from '@h5/shared/routes/place';
import commonEn from '../../shared/src/i18n/common/en';
import commonZh from '../../shared/src/i18n/common/zh';
import pagesEn from '../../remote-content/src/i18n/more/en';
import pagesZh from '../../remote-content/src/i18n/more/zh';
import { prepareAudit, seriousViolations, takeCspViolations } from '../lib/audit';
import { useApp, type Phone } from '../lib/fixture';
import { startTileServer, type TileServer } from '../lib/tiles';

const env: Record<string, string> = {};
let tiles: TileServer;
// Before useApp's own beforeAll: the server starts with the tile server's URL.
beforeAll(async () => {
  tiles = await startTileServer();
  env.MAP_TILE_URL = tiles.template;
});
afterAll(() => tiles?.close());
const app = useApp({ env });

const WORDS = { zh: { common: commonZh, location: pagesZh.location }, en: { common: commonEn, location: pagesEn.location } } as const;
const OFFICE = { name: 'H5 Exchange Ltd', latitude: '22.280300', longitude: '114.159300' };

/** Tiles on screen that came from the test's tile server, fully loaded. */
const loadedTiles = (page: Page, origin: string) =>
  page.evaluate(
    (from) => [...document.querySelectorAll<HTMLImageElement>('.leaflet-tile-loaded')].filter((img) => img.src.startsWith(`${from}/`) && img.complete && img.naturalWidth === 256).length,
    origin,
  );

const value = (page: Page, id: string) => page.locator(`#${id}`).inputValue();

/** What goes wrong on the page, but the tiles the refusing tile server turns away. */
const problemsOf = (phone: Phone) => phone.problems.filter((problem) => !/Failed to load resource: the server responded with a status of 503/.test(problem));

describe.each(['zh', 'en'] as const)('the location pages in %s', (lang) => {
  const words = WORDS[lang];
  let phone: Phone;
  let page: Page;

  beforeAll(async () => {
    tiles.refuse = false;
    phone = await app.phone({ lang, shots: `location-${lang}` });
    await prepareAudit(phone.context);
    page = phone.page;
  });
  afterAll(() => phone?.context.close());

  it('open-location shows the company office on a map whose tiles come from the configured server', async () => {
    const before = tiles.served;
    await page.goto(`/h5/#${pathOf('openLocation')}`);
    await page.locator('[data-testid="location-map"][data-tiles="loaded"]').waitFor();
    await page.waitForFunction((from) => document.querySelectorAll(`.leaflet-tile-loaded[src^="${from}/"]`).length >= 4, tiles.origin);
    expect(await loadedTiles(page, tiles.origin)).toBeGreaterThanOrEqual(4);
    expect(tiles.served).toBeGreaterThan(before);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(words.common.page.openLocation);
    await expect(page.getByTestId('location-name').textContent()).resolves.toBe(OFFICE.name);
    await expect(page.getByText(words.location.office, { exact: true }).count()).resolves.toBe(1);
    await expect(page.getByTestId('location-latitude').textContent()).resolves.toBe(OFFICE.latitude);
    await expect(page.getByTestId('location-longitude').textContent()).resolves.toBe(OFFICE.longitude);
    await expect(page.getByTestId('location-open-in-maps').getAttribute('href')).resolves.toBe(
      `https://www.openstreetmap.org/?mlat=${OFFICE.latitude}&mlon=${OFFICE.longitude}#map=17/${OFFICE.latitude}/${OFFICE.longitude}`,
    );
    // Our pin on the point, and no image of Leaflet's own (its default marker, its sprites).
    await expect(page.locator('.leaflet-marker-pane .ct-loc-pin svg').count()).resolves.toBe(1);
    await expect(page.locator('.leaflet-marker-pane img').count()).resolves.toBe(0);
    await phone.look('office');
    // The map with its tiles (the route walk in a11y.test.ts meets these pages without tiles).
    expect(await seriousViolations(page, 'open-location')).toEqual([]);
    await page.getByTestId('location-open-in-maps').scrollIntoViewIfNeeded();
    await phone.look('office-details');
  });

  it('choose-location gives the point the map was moved to back to the page that asked, with its name and address', async () => {
    // The asking page: open-location itself, showing the office.
    const asking = pathOf('openLocation');
    await phone.go(choosePlacePath(asking));
    const map = page.locator('[data-testid="location-map"]');
    await page.locator('[data-testid="location-map"][data-tiles="loaded"]').waitFor();
    await expect(value(page, 'ct-loc-latitude')).resolves.toBe('22.280300');
    await phone.look('choose-start');
    expect(await seriousViolations(page, 'choose-location')).toEqual([]);

    // Dragged: the point under the pin moves north-west, the boxes follow at six places.
    const box = (await map.boundingBox())!;
    const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(middle.x, middle.y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) await page.mouse.move(middle.x + step * 8, middle.y + step * 5);
    await page.mouse.up();
    await page.waitForFunction(() => Number(document.querySelector<HTMLInputElement>('#ct-loc-latitude')?.value) > 22.2803);
    const dragged = { latitude: await value(page, 'ct-loc-latitude'), longitude: await value(page, 'ct-loc-longitude') };
    expect(dragged.latitude).toMatch(/^22\.\d{6}$/);
    expect(Number(dragged.longitude)).toBeLessThan(114.1593);

    // A point tapped comes under the pin.
    await page.mouse.click(middle.x - 60, middle.y + 40);
    await page.waitForFunction((was) => document.querySelector<HTMLInputElement>('#ct-loc-longitude')?.value !== was, dragged.longitude);
    await page.waitForTimeout(400); // the pan's animation ends, and the boxes with it
    const chosen: Place = {
      latitude: await value(page, 'ct-loc-latitude'),
      longitude: await value(page, 'ct-loc-longitude'),
      name: lang === 'zh' ? '中环码头' : 'Central Pier',
      address: lang === 'zh' ? '香港中环民光街' : 'Man Kwong St, Central, Hong Kong',
    };
    expect(Number(chosen.latitude)).toBeLessThan(Number(dragged.latitude));
    expect(Number(chosen.longitude)).toBeLessThan(Number(dragged.longitude));
    await page.locator('#ct-loc-name').fill(chosen.name);
    await page.locator('#ct-loc-address').fill(chosen.address);
    await phone.look('choose-moved', page.locator('#ct-loc-address'));

    await page.getByRole('button', { name: words.location.confirm }).click();
    await page.waitForURL((url) => decodeURIComponent(url.hash).startsWith(`#${openPlacePath(chosen).split('?')[0]}?`) && url.hash.includes('latitude='));
    const back = new URLSearchParams(decodeURIComponent(page.url().split('?')[1] ?? ''));
    expect(Object.fromEntries(back)).toEqual({ latitude: chosen.latitude, longitude: chosen.longitude, name: chosen.name, address: chosen.address });
    await expect(page.getByTestId('location-name').textContent()).resolves.toBe(chosen.name);
    await expect(page.getByTestId('location-address').textContent()).resolves.toBe(chosen.address);
    await expect(page.getByTestId('location-latitude').textContent()).resolves.toBe(chosen.latitude);
    await page.locator('[data-testid="location-map"][data-tiles="loaded"]').waitFor();
    await phone.look('chosen-shown');
    // The picker replaced itself: Back from the asking page does not reopen it.
    await page.goBack();
    await page.waitForURL((url) => !url.hash.startsWith(`#${pathOf('chooseLocation')}`));

    expect(await takeCspViolations(page)).toEqual([]);
    expect(problemsOf(phone)).toEqual([]);
  });

  it('without tiles both pages put a note in the map\'s place and keep working', async () => {
    tiles.refuse = true;
    // A fresh phone: nothing from the tiles served before is in its cache.
    const bare = await app.phone({ lang, shots: `location-${lang}-no-tiles` });
    await prepareAudit(bare.context);
    try {
      const place: Place = { latitude: '22.302711', longitude: '114.177216', name: lang === 'zh' ? '尖沙咀' : 'Tsim Sha Tsui', address: lang === 'zh' ? '香港九龙' : 'Kowloon, Hong Kong' };
      await bare.page.goto(`/h5/#${openPlacePath(place)}`);
      const note = bare.page.getByTestId('location-map-failed');
      await note.waitFor();
      await expect(note.textContent()).resolves.toContain(words.location.tilesFailed);
      await expect(bare.page.locator('.leaflet-container').count()).resolves.toBe(0);
      await expect(bare.page.getByTestId('location-address').textContent()).resolves.toBe(place.address);
      await expect(bare.page.getByTestId('location-latitude').textContent()).resolves.toBe(place.latitude);
      await expect(bare.page.getByTestId('location-open-in-maps').getAttribute('href')).resolves.toContain(`mlat=${place.latitude}&mlon=${place.longitude}`);
      await bare.look('open-no-tiles');

      await bare.go(choosePlacePath(openPlacePath(place), place));
      await bare.page.getByTestId('location-map-failed').waitFor();
      await expect(bare.page.getByTestId('location-map-failed').textContent()).resolves.toContain(words.location.tilesFailedChoose);
      await bare.page.locator('#ct-loc-latitude').fill('91');
      await bare.page.getByRole('button', { name: words.location.confirm }).click();
      await bare.page.getByText(words.location.latitudeInvalid).waitFor();
      await bare.look('choose-no-tiles-wrong');
      await bare.page.locator('#ct-loc-latitude').fill('22.293');
      await bare.page.locator('#ct-loc-longitude').fill('114.1699');
      await bare.page.getByRole('button', { name: words.location.confirm }).click();
      await bare.page.waitForURL((url) => url.hash.includes('latitude=22.293&'));
      await expect(bare.page.getByTestId('location-latitude').textContent()).resolves.toBe('22.293000');
      await expect(bare.page.getByTestId('location-name').textContent()).resolves.toBe(place.name);
      await bare.look('chosen-no-tiles');
      expect(tiles.refused).toBeGreaterThan(0);

      expect(await takeCspViolations(bare.page)).toEqual([]);
      expect(problemsOf(bare)).toEqual([]);
    } finally {
      tiles.refuse = false;
      await bare.context.close();
    }
  });
});
