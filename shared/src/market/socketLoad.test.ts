/**
 * @jest-environment node
 *
 * socket.io's client comes as a chunk of its own when the socket first opens: one that fails to
 * arrive is asked for again, and the socket then joins the channels asked for meanwhile.
 */
import { currentSocket, feedStatus, subscribe } from './socket';
import { startSocketServer } from './testServer';

let mockFailures = 1;
jest.mock('socket.io-client', () => {
  if (mockFailures > 0) {
    mockFailures -= 1;
    throw new Error('Loading chunk socket failed');
  }
  return jest.requireActual('socket.io-client');
});

const joined: string[][] = [];
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ stop } = await startSocketServer((socket) => socket.on('sub', (channels: string[]) => joined.push(channels))));
});

afterAll(() => stop());

it('asks again for a client that failed to arrive, then joins what was asked for meanwhile', async () => {
  const stop = subscribe('tickers', () => undefined);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(mockFailures).toBe(0);
  expect(currentSocket()).toBeNull();
  expect(feedStatus()).toBe('connecting');

  const deadline = Date.now() + 5_000;
  while (joined.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(joined).toEqual([['tickers']]);
  expect(feedStatus()).toBe('live');
  stop();
});
