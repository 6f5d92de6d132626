/**
 * The security headers every place that serves the app sends (the embedded server, the nginx
 * configs in deploy/): one list, so a test can hold each of them to it.
 */

/**
 * The map pages' tiles (`/open-location`, `/choose-location`) come from OpenStreetMap unless the
 * server is told otherwise (MAP_TILE_URL): a Leaflet URL template with `{z}`, `{x}`, `{y}` (and
 * optionally `{r}`) on one fixed origin, so the policy can name that origin exactly.
 */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * The origin a tile URL template loads from (`https://tile.openstreetmap.org`), or a throw naming
 * what is wrong: not http(s), a placeholder in the host (`{s}` subdomains: no single origin to
 * allow), an unknown placeholder, or one of `{z}`, `{x}`, `{y}` missing.
 */
export function tileOrigin(template: string): string {
  for (const needed of ['{z}', '{x}', '{y}']) if (!template.includes(needed)) throw new Error(`the tile URL has no ${needed}: "${template}"`);
  const filled = template.replace(/\{[zxyr]\}/g, '0');
  if (/[{}]/.test(filled)) throw new Error(`the tile URL may use only {z}, {x}, {y} and {r}, on one fixed host: "${template}"`);
  let url: URL;
  try {
    url = new URL(filled);
  } catch {
    throw new Error(`the tile URL is not a URL: "${template}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`the tile URL must be http(s): "${template}"`);
  if (url.username || url.password) throw new Error(`the tile URL may not carry credentials: "${template}"`);
  return url.origin;
}

/**
 * Only our own origin, and the map tiles' one. `connect-src 'self'` covers the API and the
 * socket.io websocket (same-origin ws:/wss: match 'self' in CSP Level 3). Images: `blob:` for the
 * preview of a photo chosen for upload and the tile server's origin (`tileOrigin`), nothing else.
 * No inline script or style: index.html has none, and the map library positions with
 * `element.style`, which the policy does not govern. The service worker (`/h5/sw.js`) and the
 * web app manifest fall under `default-src 'self'` (worker-src and manifest-src fall back to
 * it), and the worker, bundled whole at build time, imports no script and fetches only our origin.
 */
export function contentSecurityPolicy(tiles: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' blob: ${tiles}`,
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy with the default tiles (OpenStreetMap's): what the nginx configs in deploy/ send. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy(tileOrigin(DEFAULT_TILE_URL));

/** Browser features the app never uses. Photos for upload come from a file input, which needs none. */
const DENIED_FEATURES = ['accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'midi', 'payment', 'usb', 'serial', 'hid'];

/** Sent with every reply, whatever it is, by a server whose map tiles come from `tiles` (an origin). */
export function securityHeaders(tiles: string): Readonly<Record<string, string>> {
  return {
    'content-security-policy': contentSecurityPolicy(tiles),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
  };
}

/** The headers with the default tiles: the list the nginx configs in deploy/ are held to. */
export const SECURITY_HEADERS = securityHeaders(tileOrigin(DEFAULT_TILE_URL));

/** Cache-Control of every API reply to a request that carries a session token. */
export const AUTHENTICATED_CACHE_CONTROL = 'no-store';

/** HTTPS only for a year, subdomains included: sent where TLS ends (the gateway). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';
