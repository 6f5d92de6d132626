import type { MapConfig } from '@h5/shared/contract';
import { contentSecurityPolicy, securityHeaders } from '@h5/shared/security';
import { loadConfig } from '../src/config';
import { call, databases, startServer, type TestServer } from './support/server';

/**
 * The map pages' settings come from the server's configuration, and the Content-Security-Policy
 * it sends allows images from exactly the configured tiles' origin: another tile server is the
 * one other origin, OpenStreetMap's is then not allowed.
 */
describe.each(databases)('map settings on $name', (database) => {
  const tiles = 'http://127.0.0.1:4567/tiles/{z}/{x}/{y}.png';
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(database, {
      map: loadConfig({ MAP_TILE_URL: tiles, MAP_ATTRIBUTION: '© Local tiles', OFFICE_LATITUDE: '-33.8688', OFFICE_LONGITUDE: '151.2093' }).map,
    });
  });
  afterAll(() => server.close());

  it('map/config gives the tiles, their credit and the office, coordinates as strings, to a guest', async () => {
    const reply = await call<MapConfig>(server, 'map/config', { lang: 'en' });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({
      tile_url: tiles,
      attribution: '© Local tiles',
      attribution_url: 'https://www.openstreetmap.org/copyright',
      office: { name: 'H5 Exchange Ltd', address: "1 Queen's Road Central, Central, Hong Kong", latitude: '-33.8688', longitude: '151.2093' },
    });
  });

  it.each(['/h5/', '/api/map/config', '/api/no/such/call'])('%s allows images from the configured tiles\' origin and no other', async (url) => {
    const response = await fetch(`${server.url}${url}`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toBe(contentSecurityPolicy('http://127.0.0.1:4567'));
    expect(csp).toMatch(/(^|; )img-src 'self' blob: http:\/\/127\.0\.0\.1:4567(;|$)/);
    expect(csp).not.toContain('openstreetmap');
    for (const [name, value] of Object.entries(securityHeaders('http://127.0.0.1:4567'))) expect([name, response.headers.get(name)]).toEqual([name, value]);
  });
});
