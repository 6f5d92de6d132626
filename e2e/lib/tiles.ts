/**
 * A map tile server for the journeys: answers `/{z}/{x}/{y}.png` on 127.0.0.1 (an ephemeral
 * port) with small PNG tiles drawn here (a dark checkerboard, each tile framed), or, while
 * `refuse` is set, with 503 to every request. Give its `template` to the app server as
 * MAP_TILE_URL: the pages load tiles from it and the CSP allows exactly its origin.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pngOf } from './images';

export interface TileServer {
  /** Leaflet URL template, for MAP_TILE_URL. */
  readonly template: string;
  /** `http://127.0.0.1:<port>`: the origin the CSP must allow for images. */
  readonly origin: string;
  /** Answer 503 to every tile while true. */
  refuse: boolean;
  /** Tiles served and requests refused so far. */
  readonly served: number;
  readonly refused: number;
  close(): Promise<void>;
}

const SIZE = 256;
const LINE = [0x3a, 0x46, 0x5c] as const;

/** A tile: one of two dark greys by the tile's place (a checkerboard), framed in a lighter line. */
function tilePng(x: number, y: number): Buffer {
  const fill = (x + y) % 2 === 0 ? ([0x1b, 0x22, 0x30] as const) : ([0x23, 0x2b, 0x3a] as const);
  return pngOf(SIZE, (col, row) => (row < 2 || col < 2 ? LINE : fill));
}

export async function startTileServer(): Promise<TileServer> {
  let served = 0;
  let refused = 0;
  const state = { refuse: false };
  const server = createServer((request, response) => {
    const tile = /^\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(request.url ?? '');
    if (state.refuse || !tile) {
      refused += 1;
      response.writeHead(state.refuse ? 503 : 404, { 'cache-control': 'no-store' }).end();
      return;
    }
    served += 1;
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' }).end(tilePng(Number(tile[2]), Number(tile[3])));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    template: `${origin}/{z}/{x}/{y}.png`,
    origin,
    get refuse() {
      return state.refuse;
    },
    set refuse(value: boolean) {
      state.refuse = value;
    },
    get served() {
      return served;
    },
    get refused() {
      return refused;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
