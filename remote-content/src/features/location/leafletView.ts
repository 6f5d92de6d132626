/**
 * The map of the location pages, drawn by Leaflet. Only `LocationMap` loads this module, with
 * `import()`, so Leaflet comes in its own chunk when a map page is opened, never with home.
 *
 * Nothing here writes HTML with a `style` attribute (the policy's `style-src 'self'` would
 * refuse it): the pins are SVG elements built node by node and coloured by class, Leaflet's own
 * controls (zoom, attribution, whose HTML we do not control) are off and drawn by the page
 * instead, and Leaflet places things through `element.style`, which the policy allows.
 */
import * as L from 'leaflet';

/** A blank 1x1 GIF on our own terms (`blob:`, which the CSP allows). */
let blankTile: string | null = null;
const blank = (): string =>
  (blankTile ??= URL.createObjectURL(new Blob([Uint8Array.from(atob('R0lGODlhAQABAAD/ACwAAAAAAQABAAACADs='), (c) => c.charCodeAt(0))], { type: 'image/gif' })));
const IMAGE_SRC = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src');

/**
 * Leaflet stops a tile it no longer wants by pointing it at a `data:` image, which the CSP
 * (`img-src` is our origin, `blob:` and the tile server) refuses and reports. Each tile points at
 * a blank `blob:` image instead, to the same effect.
 */
/** Leaflet's own steps, which a layer of our own calls on. */
const LEAFLET_TILES = L.TileLayer.prototype as unknown as {
  createTile(coords: L.Coords, done: L.DoneCallback): HTMLElement;
  _tileReady(coords: L.Coords, error: Error | null, tile: HTMLElement | undefined): unknown;
};

const OwnOriginTileLayer = L.TileLayer.extend({
  createTile(this: { _map: L.Map | null }, coords: L.Coords, done: L.DoneCallback): HTMLElement {
    // A tile that settles after its map is gone (the page left) tells nobody.
    const settled: L.DoneCallback = (error, settledTile) => {
      if (this._map) done(error, settledTile);
    };
    const tile = LEAFLET_TILES.createTile.call(this, coords, settled) as HTMLImageElement;
    const swap = (value: string) => (value.startsWith('data:') ? blank() : value);
    if (IMAGE_SRC?.get && IMAGE_SRC.set) {
      const { get, set } = IMAGE_SRC;
      Object.defineProperty(tile, 'src', { get: () => get.call(tile), set: (value: string) => set.call(tile, swap(String(value))) });
    }
    const setAttribute = tile.setAttribute.bind(tile);
    tile.setAttribute = (name: string, value: string) => setAttribute(name, name === 'src' ? swap(value) : value);
    return tile;
  },
  // The blank loads (a data: image never did): a tile let go, or of a map gone, is not news.
  _tileReady(this: { _map: L.Map | null }, coords: L.Coords, error: Error | null, tile: HTMLElement | undefined) {
    if (!this._map || tile?.getAttribute('src') === blankTile) return undefined;
    return LEAFLET_TILES._tileReady.call(this, coords, error, tile);
  },
}) as unknown as new (url: string, options: L.TileLayerOptions) => L.TileLayer;

export interface LatLon {
  lat: number;
  lon: number;
}

/** `loaded`: a tile arrived; `failed`: every tile asked for failed, or none came in time. */
export type TileState = 'loaded' | 'failed';

export interface MapViewOptions {
  /** Leaflet URL template of the tiles (`{z}`, `{x}`, `{y}`). */
  tileUrl: string;
  center: LatLon;
  zoom: number;
  /**
   * `at`: a pin on the point, moving with the map (a place shown); `centre`: a pin fixed in the
   * middle, the map moved under it by dragging or by tapping a point (a place chosen).
   */
  pin: 'at' | 'centre';
  /** The user moved the map (dragged, tapped, keys, zoom): its new centre. Not told of `moveTo`. */
  onMove?: (center: LatLon) => void;
  /** Told once, whichever comes first. */
  onTiles: (state: TileState) => void;
  /** How long the first tile may take before the tiles count as failed. */
  failAfterMs: number;
}

export interface MapView {
  /** Centres the map on a point (a coordinate typed in, another place shown), the `at` pin with it, without telling `onMove`. */
  moveTo(center: LatLon): void;
  zoomIn(): void;
  zoomOut(): void;
  remove(): void;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

function svgNode<K extends keyof SVGElementTagNameMap>(tag: K, attributes: Record<string, string>): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

/** Our pin (a drop with a hole), its colours from location.css; the tip is the point. */
const PIN_SIZE = { width: 32, height: 42 } as const;

function pinElement(): SVGSVGElement {
  const svg = svgNode('svg', {
    viewBox: '0 0 32 42',
    width: String(PIN_SIZE.width),
    height: String(PIN_SIZE.height),
    'aria-hidden': 'true',
    focusable: 'false',
    class: 'ct-loc-pin__svg',
  });
  svg.append(
    svgNode('path', { class: 'ct-loc-pin__body', d: 'M16 1.5C8.3 1.5 2.5 7.4 2.5 15c0 9.8 11.6 22.4 12.5 23.4a1.4 1.4 0 0 0 2 0C17.9 37.4 29.5 24.8 29.5 15 29.5 7.4 23.7 1.5 16 1.5Z' }),
    svgNode('circle', { class: 'ct-loc-pin__hole', cx: '16', cy: '15', r: '5.5' }),
  );
  return svg;
}

const toLatLng = ({ lat, lon }: LatLon): L.LatLngTuple => [lat, lon];

export function createMapView(container: HTMLElement, options: MapViewOptions): MapView {
  const map = L.map(container, {
    center: toLatLng(options.center),
    zoom: options.zoom,
    minZoom: 2,
    maxZoom: 19,
    zoomControl: false,
    attributionControl: false,
    worldCopyJump: true,
  });

  let told = false;
  const tell = (state: TileState) => {
    if (told) return;
    told = true;
    clearTimeout(timer);
    // Out of Leaflet's own event: the page may take the map away on hearing it, which Leaflet,
    // still inside its tile handling, must not find half done.
    setTimeout(() => options.onTiles(state), 0);
  };
  const timer = setTimeout(() => tell('failed'), options.failAfterMs);
  new OwnOriginTileLayer(options.tileUrl, { maxZoom: 19 })
    .on('tileload', () => tell('loaded'))
    // Every tile of the view has settled; had one loaded, we would know already.
    .on('load', () => tell('failed'))
    .addTo(map);

  let marker: L.Marker | null = null;
  if (options.pin === 'at') {
    const icon = L.divIcon({
      html: pinElement(),
      className: 'ct-loc-pin',
      iconSize: [PIN_SIZE.width, PIN_SIZE.height],
      iconAnchor: [PIN_SIZE.width / 2, PIN_SIZE.height],
    });
    marker = L.marker(toLatLng(options.center), { icon, interactive: false, keyboard: false }).addTo(map);
  } else {
    const centre = document.createElement('div');
    centre.className = 'ct-loc-pin ct-loc-pin--centre';
    centre.append(pinElement());
    container.append(centre);
    map.on('click', (event: L.LeafletMouseEvent) => map.panTo(event.latlng));
  }

  // Moves made by `moveTo` are the page's own: it already knows where it put the map.
  let quiet = false;
  map.on('moveend', () => {
    if (quiet || !options.onMove) return;
    const center = map.getCenter().wrap();
    options.onMove({ lat: center.lat, lon: center.lng });
  });

  return {
    moveTo(center) {
      marker?.setLatLng(toLatLng(center));
      quiet = true;
      try {
        map.setView(toLatLng(center), map.getZoom(), { animate: false });
      } finally {
        quiet = false;
      }
    },
    zoomIn: () => map.zoomIn(),
    zoomOut: () => map.zoomOut(),
    remove() {
      clearTimeout(timer);
      told = true;
      map.remove();
    },
  };
}
