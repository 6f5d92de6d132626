/**
 * Unit tests run without a server. In jsdom the kernel's market hooks would open a real
 * socket.io connection and fetch the REST snapshot from localhost, so only the transports are
 * replaced: a socket that never connects and an HTTP client that is offline. The kernel's
 * store and hooks run unchanged; tests fill the ticker store themselves.
 */
import { http } from '@h5/shared/api';

// Mocked by path: socket.io-client is the kernel's dependency, resolvable only from there.
jest.mock(require.resolve('socket.io-client', { paths: [`${__dirname}/../../shared`] }), () => {
  const inert = {
    connected: false,
    on: () => inert,
    emit: () => inert,
    close: () => inert,
  };
  return { io: () => inert };
});

http.defaults.adapter = () => Promise.reject(new Error('offline: unit tests have no server'));

// jsdom does not lay pages out, so it has no scrolling.
Element.prototype.scrollIntoView = () => undefined;
