/**
 * Unit tests run without a server. In jsdom the kernel's market hooks would open a real
 * socket.io connection and fetch the REST snapshot from localhost, so only the transports are
 * replaced: a socket that never connects (a test may still hand it a message, as the server
 * would push one: see test/socket.ts) and an HTTP client that is offline (the kit's fake server
 * with nothing answered; a test answers what it needs). The kernel's store, subscriptions and
 * hooks run unchanged; tests fill the ticker store themselves.
 */
import { fakeServer } from '@h5/shared/testing';

// Mocked by path: socket.io-client is the kernel's dependency, resolvable only from there.
jest.mock(require.resolve('socket.io-client', { paths: [`${__dirname}/../../shared`] }), () => {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const inert = {
    connected: false,
    on: (event: string, listener: (...args: unknown[]) => void) => {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
      return inert;
    },
    off: (event: string, listener: (...args: unknown[]) => void) => {
      listeners.get(event)?.delete(listener);
      return inert;
    },
    emit: () => inert,
    connect: () => inert,
    disconnect: () => inert,
    close: () => inert,
  };
  (globalThis as { __h5TestSocketListeners?: typeof listeners }).__h5TestSocketListeners = listeners;
  return { io: () => inert };
});

fakeServer();

// jsdom does not lay pages out, so it has no scrolling.
Element.prototype.scrollIntoView = () => undefined;
