import { cacheRuleFor } from './cacheRules';

const ORIGIN = 'https://h5.example';
const rule = (path: string, { method = 'GET', authorized = false, origin = ORIGIN } = {}) =>
  cacheRuleFor({ url: new URL(path, origin), method, authorized }, ORIGIN);

describe('what the service worker keeps', () => {
  it('remotes.json and every remote entry, wherever remotes.json points under /h5/, network first', () => {
    expect(rule('/h5/remotes.json')).toBe('locations');
    expect(rule('/h5/static/js/trading/remoteEntry.js')).toBe('locations');
    expect(rule('/h5/static/js/trading/v2/remoteEntry.js?t=1')).toBe('locations');
  });

  it("a remote's content-hashed chunks and styles, cache first", () => {
    expect(rule('/h5/static/js/content/src_pages_ts.0a1b2c3d.js')).toBe('immutable');
    expect(rule('/h5/static/js/trading/8507.a4c8cc09.css')).toBe('immutable');
    expect(rule('/h5/static/js/account/assets/layers.0123abcd.png')).toBe('immutable');
  });

  it('never the API, the socket, a request with a token, another origin or a write', () => {
    expect(rule('/api/currency/quotation_new')).toBeNull();
    expect(rule('/api/static/js/x.0a1b2c3d.js')).toBeNull();
    expect(rule('/socket.io/?EIO=4&transport=polling')).toBeNull();
    expect(rule('/h5/static/js/trading/remoteEntry.js', { authorized: true })).toBeNull();
    expect(rule('/h5/static/js/trading/1.0a1b2c3d.js', { origin: 'https://cdn.example' })).toBeNull();
    expect(rule('/h5/remotes.json', { method: 'POST' })).toBeNull();
  });

  it('not unhashed files or wrongly hashed names', () => {
    expect(rule('/h5/static/js/trading/main.js')).toBeNull();
    expect(rule('/h5/static/js/trading/main.c77f8be.js')).toBeNull();
    expect(rule('/h5/static/js/trading/mf-manifest.json')).toBeNull();
  });
});
