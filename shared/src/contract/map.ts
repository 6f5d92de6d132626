import * as z from 'zod/mini';
import { defineCall, type Decimal } from './define';

/**
 * A place on the map as the location pages show and return it: decimal degrees written as
 * strings (never floats on the wire), a name and an address (either may be empty).
 */
export interface Place {
  latitude: Decimal;
  longitude: Decimal;
  name: string;
  address: string;
}

/** What the map pages need from the server. */
export interface MapConfig {
  /** Leaflet URL template of the tiles (`{z}`, `{x}`, `{y}`), on the one origin the CSP allows for images. */
  tile_url: string;
  /** The credit the tiles' licence asks for, as plain text, and the page it links to ('' for none). */
  attribution: string;
  attribution_url: string;
  /** The company's office: what `/open-location` shows when it is given no place. */
  office: Place;
}

/** The map pages' settings (public: guests see the office too). */
export const mapCalls = {
  config: defineCall<MapConfig>()({ method: 'GET', path: 'map/config', auth: false, request: z.object({}) }),
};
