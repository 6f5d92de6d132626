import { CONTENT_SECURITY_POLICY, DEFAULT_TILE_URL, SECURITY_HEADERS, contentSecurityPolicy, securityHeaders, tileOrigin } from './index';

describe('the map tiles in the security policy', () => {
  it('finds the one origin of a tile URL template', () => {
    expect(tileOrigin(DEFAULT_TILE_URL)).toBe('https://tile.openstreetmap.org');
    expect(tileOrigin('http://127.0.0.1:4567/{z}/{x}/{y}{r}.png?key=k')).toBe('http://127.0.0.1:4567');
    expect(tileOrigin('https://Tiles.Example.com:443/a/{z}/{y}/{x}.webp')).toBe('https://tiles.example.com');
  });

  it.each([
    ['https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', /one fixed host/],
    ['https://tiles.example/{z}/{x}.png', /no \{y\}/],
    ['https://tiles.example/{z}/{x}/{y}/{foo}.png', /only \{z\}/],
    ['ftp://tiles.example/{z}/{x}/{y}.png', /http/],
    ['javascript:{z}{x}{y}', /http/],
    ['/tiles/{z}/{x}/{y}.png', /not a URL/],
    ['https://user:pw@tiles.example/{z}/{x}/{y}.png', /credentials/],
  ])('refuses %s', (template, why) => {
    expect(() => tileOrigin(template)).toThrow(why);
  });

  it('allows images from exactly the tiles\' origin, besides our own and blob:', () => {
    const csp = contentSecurityPolicy('http://127.0.0.1:4567');
    expect(csp.split('; ').filter((d) => d.startsWith('img-src'))).toEqual(["img-src 'self' blob: http://127.0.0.1:4567"]);
    expect(csp.replace("img-src 'self' blob: http://127.0.0.1:4567", '')).not.toMatch(/https?:|\*|unsafe/);
    expect(securityHeaders('http://127.0.0.1:4567')['content-security-policy']).toBe(csp);
  });

  it('keeps the default policy (what the nginx configs send) on OpenStreetMap\'s tiles', () => {
    expect(CONTENT_SECURITY_POLICY).toBe(contentSecurityPolicy('https://tile.openstreetmap.org'));
    expect(SECURITY_HEADERS['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });
});
