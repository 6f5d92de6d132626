/**
 * The page's one market socket: opened on the first subscription, websocket first then
 * polling, subscriptions counted by channel so a channel is joined once however many views
 * watch it, and re-joined after every reconnect.
 */
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '@h5/shared/constants';

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

function ensureSocket(): Socket {
  if (socket) return socket;
  const options = { path: SOCKET_PATH, transports: ['websocket', 'polling'], tryAllTransports: true };
  const s = socketUrl ? io(socketUrl, options) : io(options);
  s.on('connect', () => {
    everConnected = true;
    const channels = [...handlers.keys()];
    if (channels.length) s.emit('sub', channels);
    connectionListeners.forEach((l) => l(true));
  });
  s.on('disconnect', () => connectionListeners.forEach((l) => l(false)));
  s.on('tick', (message: TickMessage) => {
    handlers.get(message.channel)?.forEach((handler) => handler(message.data));
  });
  socket = s;
  return s;
}

/** Listens to a channel; the returned function stops listening (and leaves when the last one does). */
export function subscribe<T>(channel: string, handler: (data: T) => void): () => void {
  const s = ensureSocket();
  let set = handlers.get(channel);
  if (!set) {
    set = new Set();
    handlers.set(channel, set);
    if (s.connected) s.emit('sub', [channel]);
  }
  const h = handler as Handler;
  set.add(h);
  return () => {
    const current = handlers.get(channel);
    if (!current?.delete(h) || current.size > 0) return;
    handlers.delete(channel);
    if (s.connected) s.emit('unsub', [channel]);
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
  everConnected = false;
  handlers.clear();
}
