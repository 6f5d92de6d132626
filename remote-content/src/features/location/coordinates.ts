/** Coordinates between the wire (decimal strings) and the map (numbers), and how the pages write them. */
import type { Place } from '@h5/shared/contract';
import type { LatLon } from './leafletView';

/** Places kept and shown: 6 decimals of a degree are about 11 cm. */
export const DEGREE_PLACES = 6;

/** The map's point of a place (its coordinates already checked by `placeIn` or the server). */
export const latLonOf = (place: Pick<Place, 'latitude' | 'longitude'>): LatLon => ({ lat: Number(place.latitude), lon: Number(place.longitude) });

/** Degrees as the pages write them and send them back: a point, six places, never an exponent. */
export const degrees = (value: number | string): string => {
  const fixed = Number(value).toFixed(DEGREE_PLACES);
  // -0.000000 is 0.
  return /^-0\.0+$/.test(fixed) ? fixed.slice(1) : fixed;
};

/** Latitude, longitude: the form maps, GPS devices and search boxes take. */
export const coordinatesText = (place: Pick<Place, 'latitude' | 'longitude'>): string => `${degrees(place.latitude)}, ${degrees(place.longitude)}`;

/** The place on openstreetmap.org, pinned: opens in the phone's browser or its maps app. */
export function mapsLink(place: Pick<Place, 'latitude' | 'longitude'>): string {
  const lat = degrees(place.latitude);
  const lon = degrees(place.longitude);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}
