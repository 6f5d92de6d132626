/**
 * The security headers every place that serves the app sends (the embedded server, the nginx
 * configs in deploy/): one list, so a test can hold each of them to it.
 */

/**
 * Only our own origin. `connect-src 'self'` covers the API and the socket.io websocket
 * (same-origin ws:/wss: match 'self' in CSP Level 3). Images: `blob:` for the preview of a
 * photo chosen for upload, nothing else. No inline script or style: index.html has none.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Browser features the app never uses. Photos for upload come from a file input, which needs none. */
const DENIED_FEATURES = ['accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'midi', 'payment', 'usb', 'serial', 'hid'];

/** Sent with every reply, whatever it is. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
};

/** Cache-Control of every API reply to a request that carries a session token. */
export const AUTHENTICATED_CACHE_CONTROL = 'no-store';

/** HTTPS only for a year, subdomains included: sent where TLS ends (the gateway). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';
