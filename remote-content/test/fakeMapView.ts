/**
 * Stands in for `src/features/location/leafletView.ts` in jsdom, which lays nothing out and loads
 * no tiles for Leaflet: it records what the page asks the map to do, and lets a test play the
 * user (drag the map) and the tile server (tiles arrive, or fail). Use with
 * `jest.mock('./leafletView', () => require('../../../test/fakeMapView'))`.
 */
import type { LatLon, MapView, MapViewOptions, TileState } from '../src/features/location/leafletView';

export class FakeMapView implements MapView {
  center: LatLon;
  zoom: number;
  removed = false;
  /** Centres set by the page (`moveTo`), in order. */
  moves: LatLon[] = [];

  constructor(
    readonly container: HTMLElement,
    readonly options: MapViewOptions,
  ) {
    this.center = options.center;
    this.zoom = options.zoom;
  }

  moveTo(center: LatLon): void {
    this.center = center;
    this.moves.push(center);
  }

  zoomIn(): void {
    this.zoom += 1;
  }

  zoomOut(): void {
    this.zoom -= 1;
  }

  remove(): void {
    this.removed = true;
  }

  /** The user drags the map (or taps a point) until `center` is in its middle. */
  drag(center: LatLon): void {
    this.center = center;
    this.options.onMove?.(center);
  }

  /** The tile server's answer: a tile arrived, or none could be had. */
  tiles(state: TileState): void {
    this.options.onTiles(state);
  }
}

/** Every view made, newest last (a test empties it). */
export const mapViews: FakeMapView[] = [];


export function createMapView(container: HTMLElement, options: MapViewOptions): FakeMapView {
  const view = new FakeMapView(container, options);
  mapViews.push(view);
  return view;
}
