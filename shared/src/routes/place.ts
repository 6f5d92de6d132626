/**
 * A place passed between pages: `/open-location` shows one, `/choose-location` lets the user
 * pick one and gives it back to the page that asked. Any page of any remote can ask:
 *
 *   1. it links to `choosePlacePath(back, start)`: `/choose-location?back=<its own path and
 *      query>`, with the place it has now (if any) to start from;
 *   2. the user confirms a point: choose-location replaces itself in the history with `back`,
 *      the place written into its query as `latitude`, `longitude`, `name`, `address`
 *      (`withPlace`: those four keys overwritten, the page's own keys kept);
 *   3. the asking page reads it with `placeIn(query)` (null until a place came back).
 *
 * A `back` that is no page of the app (`returnablePath`), or the picker itself, is not followed:
 * the chosen point is then shown on `/open-location`. The names are uni-app's (`openLocation`,
 * `chooseLocation`). Coordinates are decimal degrees written as strings, never floats.
 */
import type { Place } from '@h5/shared/contract';
import { findRoute, pathOf, returnablePath } from './table';

/** The longest name and address a place keeps (longer ones are cut). */
export const PLACE_NAME_MAX = 100;
export const PLACE_ADDRESS_MAX = 200;

/** Decimal degrees written plainly: a minus sign or none, up to three whole digits, up to ten places. */
const DEGREES_RE = /^-?\d{1,3}(\.\d{1,10})?$/;

export const isLatitude = (value: string): boolean => DEGREES_RE.test(value) && Math.abs(Number(value)) <= 90;
export const isLongitude = (value: string): boolean => DEGREES_RE.test(value) && Math.abs(Number(value)) <= 180;

const PLACE_KEYS = ['latitude', 'longitude', 'name', 'address'] as const;

/** The place's query: coordinates always, the name and address when there are some. */
function placeQuery(place: Place): Record<string, string> {
  return Object.fromEntries(PLACE_KEYS.filter((key) => place[key] !== '').map((key) => [key, place[key]]));
}

/** The place a query names, or null unless it has a valid latitude and longitude. */
export function placeIn(query: URLSearchParams): Place | null {
  const latitude = query.get('latitude')?.trim() ?? '';
  const longitude = query.get('longitude')?.trim() ?? '';
  if (!isLatitude(latitude) || !isLongitude(longitude)) return null;
  return {
    latitude,
    longitude,
    name: (query.get('name') ?? '').trim().slice(0, PLACE_NAME_MAX),
    address: (query.get('address') ?? '').trim().slice(0, PLACE_ADDRESS_MAX),
  };
}

/** `path` (a page with or without its query) with the place written into its query. */
export function withPlace(path: string, place: Place): string {
  const at = path.indexOf('?');
  const query = new URLSearchParams(at < 0 ? '' : path.slice(at + 1));
  for (const key of PLACE_KEYS) query.delete(key);
  for (const [key, value] of Object.entries(placeQuery(place))) query.set(key, value);
  const search = query.toString();
  return `${at < 0 ? path : path.slice(0, at)}${search ? `?${search}` : ''}`;
}

/** The map page showing `place`. */
export const openPlacePath = (place: Place): string => pathOf('openLocation', placeQuery(place));

/** The picker, to come back to `back` (the asking page's path and query) with the point chosen, starting at `start`. */
export function choosePlacePath(back: string, start?: Place | null): string {
  return pathOf('chooseLocation', { back, ...(start ? placeQuery(start) : {}) });
}

/** Where the picker takes the chosen place (its `back`, when that is a page to return to), the place written in. */
export function placeReturnPath(query: URLSearchParams, place: Place): string {
  const back = returnablePath(query.get('back'));
  const asking = back && findRoute(back)?.page !== 'chooseLocation' ? back : null;
  return asking ? withPlace(asking, place) : openPlacePath(place);
}
