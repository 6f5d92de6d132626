/**
 * @jest-environment node
 *
 * The account events on the page's one socket, against a real socket.io server that admits by
 * the handshake's token as ours does: the token goes with every connect, a new session
 * reconnects with its own, and each event reaches the views listening and the bell's count.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { ACCOUNT_SOCKET_EVENT } from '@h5/shared/constants';
import type { AccountEvent } from '@h5/shared/contract';
import { closeSocket, configureSocket } from '@h5/shared/market';
import { useSession } from '@h5/shared/session';
import { onAccountEvent, startAccountEvents } from './events';
import { useUnreadStore } from './unread';

let io: Server;
const handshakes: Array<string | undefined> = [];

const until = async (check: () => boolean, what: string) => {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

const delivered = (id: number): AccountEvent => ({
  id,
  kind: 'deposit.reviewed',
  ref: 7,
  data: { status: 'approved', currency: 'USDT', amount: '250', reason: '' },
  created_at: '2026-11-24T10:00:00.000Z',
  read: false,
});

beforeAll(async () => {
  const http = createServer();
  io = new Server(http);
  io.on('connection', (socket) => {
    const token = (socket.handshake.auth as { token?: string }).token;
    handshakes.push(token);
    if (token) void socket.join(`user:${token}`);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  configureSocket(`http://127.0.0.1:${(http.address() as AddressInfo).port}`);
});

afterAll(async () => {
  closeSocket();
  await io.close();
});

it('sends the session token at connect, reconnects with a new one, and hands each event to listeners and the count', async () => {
  useSession.setState({ token: 'alice', user: null });
  useUnreadStore.setState({ count: 2 });
  const announced: AccountEvent[] = [];
  const heard: AccountEvent[] = [];
  const stop = startAccountEvents((event) => announced.push(event));
  const stopListening = onAccountEvent((event) => heard.push(event));
  await until(() => handshakes.length === 1, 'the first connect');
  expect(handshakes).toEqual(['alice']);

  io.to('user:alice').emit(ACCOUNT_SOCKET_EVENT, delivered(1));
  await until(() => heard.length === 1, 'the event');
  expect(announced.map((event) => event.id)).toEqual([1]);
  expect(useUnreadStore.getState().count).toBe(3);

  // Another user signs in on this page: the socket connects again with their token only.
  useSession.setState({ token: 'bob', user: null });
  await until(() => handshakes.length === 2, 'the reconnect');
  expect(handshakes[1]).toBe('bob');
  io.to('user:alice').emit(ACCOUNT_SOCKET_EVENT, delivered(2));
  io.to('user:bob').emit(ACCOUNT_SOCKET_EVENT, delivered(3));
  await until(() => heard.length === 2, 'bob\'s event');
  expect(heard.map((event) => event.id)).toEqual([1, 3]);

  stopListening();
  stop();
});
