/**
 * @jest-environment node
 *
 * The market socket against a real socket.io server: one connection, channels counted,
 * rejoined after a dropped connection.
 */
import type { Server, Socket as ServerSocket } from 'socket.io';
import { currentSocket, feedStatus, subscribe, subscriptionCounts } from './socket';
import { startSocketServer } from './testServer';

let io: Server;
let stop: () => Promise<void>;
const events: Array<{ socket: string; event: 'sub' | 'unsub'; channels: string[] }> = [];
const connected: ServerSocket[] = [];

const until = async (check: () => boolean, what: string) => {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

beforeAll(async () => {
  ({ io, stop } = await startSocketServer((socket) => {
    connected.push(socket);
    socket.on('sub', (channels: string[]) => events.push({ socket: socket.id, event: 'sub', channels }));
    socket.on('unsub', (channels: string[]) => events.push({ socket: socket.id, event: 'unsub', channels }));
  }));
});

afterAll(() => stop());

it('opens one connection, joins a channel once and counts who watches it', async () => {
  expect(feedStatus()).toBe('connecting');
  const seenA: unknown[] = [];
  const seenB: unknown[] = [];
  const stopA = subscribe('ticker:BTC/USDT', (d) => seenA.push(d));
  const stopB = subscribe('ticker:BTC/USDT', (d) => seenB.push(d));
  await until(() => events.length === 1, 'the first sub');
  const socket = currentSocket();
  expect(socket).not.toBeNull();
  expect(events[0]?.channels).toEqual(['ticker:BTC/USDT']);
  expect(subscriptionCounts()).toEqual({ 'ticker:BTC/USDT': 2 });
  expect(feedStatus()).toBe('live');

  connected[0]?.emit('ticks', [{ channel: 'ticker:BTC/USDT', data: { price: '1' } }]);
  connected[0]?.emit('ticks', [{ channel: 'ticker:ETH/USDT', data: { price: '2' } }]);
  await until(() => seenA.length === 1 && seenB.length === 1, 'the tick');
  expect(seenA).toEqual([{ price: '1' }]);
  // A list of several: each channel's value goes to that channel's listeners.
  connected[0]?.emit('ticks', [
    { channel: 'ticker:ETH/USDT', data: { price: '3' } },
    { channel: 'ticker:BTC/USDT', data: { price: '4' } },
  ]);
  await until(() => seenA.length === 2 && seenB.length === 2, 'the list');
  expect(seenA).toEqual([{ price: '1' }, { price: '4' }]);

  stopA();
  await new Promise((r) => setTimeout(r, 100));
  expect(events.filter((e) => e.event === 'unsub')).toEqual([]);
  stopB();
  await until(() => events.some((e) => e.event === 'unsub'), 'the unsub');
  expect(events.at(-1)?.channels).toEqual(['ticker:BTC/USDT']);
  expect(currentSocket()).toBe(socket);
  expect(io.engine.clientsCount).toBe(1);
});

it('rejoins its channels after the connection drops', async () => {
  const stop = subscribe('tickers', () => undefined);
  await until(() => events.some((e) => e.event === 'sub' && e.channels.includes('tickers')), 'the sub');
  const first = connected.at(-1);
  first?.conn.close(); // a dropped transport, as when the network goes away
  await until(() => feedStatus() === 'reconnecting' || connected.length > 1, 'the drop');
  await until(() => connected.length === 2 && feedStatus() === 'live', 'the reconnect');
  await until(() => events.some((e) => e.socket === connected[1]?.id && e.event === 'sub'), 'the rejoin');
  expect(events.find((e) => e.socket === connected[1]?.id)?.channels).toEqual(['tickers']);
  stop();
});
