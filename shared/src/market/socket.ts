/**
 * The page's one socket: opened on the first subscription or listener, websocket first then
 * polling, market subscriptions counted by channel so a channel is joined once however many
 * views watch it, and re-joined after every reconnect. The handshake carries the session's
 * token (the server admits the socket to the user's account events), so a session that starts
 * or ends connects again with the new one. socket.io's client (12.5 KB gzip) is fetched when the
 * socket first opens, off the host's first script: a page's first prices come over HTTP.
 */
import type { Socket } from 'socket.io-client';
import { MARKET_TICKS_EVENT, SOCKET_PATH } from '@h5/shared/constants';
import { useSession } from '@h5/shared/session';

export interface TickMessage<T = unknown> {
  channel: string;
  data: T;
}

type Handler = (data: unknown) => void;

let socket: Socket | null = null;
/** Whether this page's socket has ever been connected (to tell a first connect from a reconnect). */
let everConnected = false;
const handlers = new Map<string, Set<Handler>>();
const connectionListeners = new Set<(connected: boolean) => void>();

/** Where the socket connects; the page's own origin unless a test says otherwise. */
let socketUrl: string | undefined;
export function configureSocket(url: string | undefined): void {
  socketUrl = url;
}

/** The page's socket, made with socket.io's client once it has arrived. */
function createSocket(io: typeof import('socket.io-client').io): Socket {
  const options = {
    path: SOCKET_PATH,
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    // Read at every connect, so a reconnect presents the token of now.
    auth: (send: (auth: object) => void) => {
      const { token } = useSession.getState();
      send(token ? { token } : {});
    },
  };
  const s = socketUrl ? io(socketUrl, options) : io(options);
  s.on('connect', () => {
    everConnected = true;
    const channels = [...handlers.keys()];
    if (channels.length) s.emit('sub', channels);
    connectionListeners.forEach((l) => l(true));
  });
  s.on('disconnect', () => connectionListeners.forEach((l) => l(false)));
  // One message carries every channel a `sub` named, or all of the socket's on a tick: one render.
  s.on(MARKET_TICKS_EVENT, (messages: TickMessage[]) =>
    messages.forEach((message) => handlers.get(message.channel)?.forEach((handler) => handler(message.data))),
  );
  for (const [event, listeners] of eventListeners) for (const listener of listeners) s.on(event, listener);
  return s;
}

/** Whether socket.io's client is on its way (the socket is made once it is in). */
let opening = false;
/** A client that could not be fetched (a network that failed mid-load) is asked for again after this. */
const REFETCH_MS = 2000;

function openSocket(): void {
  if (socket || opening) return;
  opening = true;
  import(/* webpackChunkName: "socket" */ 'socket.io-client').then(
    ({ io }) => {
      // Closed while the client came.
      if (!opening) return;
      opening = false;
      socket = createSocket(io);
    },
    () => {
      if (!opening) return;
      opening = false;
      setTimeout(() => {
        if (handlers.size || eventListeners.size) openSocket();
      }, REFETCH_MS);
    },
  );
}

const eventListeners = new Map<string, Set<Handler>>();

/** Listens to one of the socket's own events (opening the socket if needed); returns the way to stop. */
export function onSocketEvent<T>(event: string, listener: (data: T) => void): () => void {
  const l = listener as Handler;
  let set = eventListeners.get(event);
  if (!set) eventListeners.set(event, (set = new Set()));
  set.add(l);
  // A socket made now attaches every listener of the set itself.
  if (socket) socket.on(event, l);
  else openSocket();
  return () => {
    set.delete(l);
    socket?.off(event, l);
  };
}

// A session that starts or ends reconnects the socket, which hands the server the new token.
useSession.subscribe((state, prev) => {
  if (state.token === prev.token || !socket) return;
  socket.disconnect();
  socket.connect();
});

/** Listens to a channel; the returned function stops listening (and leaves when the last one does). */
export function subscribe<T>(channel: string, handler: (data: T) => void): () => void {
  openSocket();
  let set = handlers.get(channel);
  if (!set) {
    set = new Set();
    handlers.set(channel, set);
    if (socket?.connected) socket.emit('sub', [channel]);
  }
  const h = handler as Handler;
  set.add(h);
  return () => {
    const current = handlers.get(channel);
    if (!current?.delete(h) || current.size > 0) return;
    handlers.delete(channel);
    if (socket?.connected) socket.emit('unsub', [channel]);
  };
}

export function onConnectionChange(listener: (connected: boolean) => void): () => void {
  connectionListeners.add(listener);
  return () => connectionListeners.delete(listener);
}

/** How many views watch each channel (for tests and diagnostics). */
export const subscriptionCounts = (): Record<string, number> =>
  Object.fromEntries([...handlers].map(([channel, set]) => [channel, set.size]));

export const feedStatus = (): 'connecting' | 'live' | 'reconnecting' =>
  socket?.connected ? 'live' : everConnected ? 'reconnecting' : 'connecting';

/** The socket, if one is open (diagnostics: the page must only ever have one). */
export const currentSocket = (): Socket | null => socket;

export function closeSocket(): void {
  socket?.close();
  socket = null;
  opening = false;
  everConnected = false;
  handlers.clear();
  eventListeners.clear();
}
