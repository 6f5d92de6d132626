import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket } from 'socket.io';
import { closeSocket, configureSocket } from './socket';

/**
 * For the market socket's tests: a real socket.io server on a free port, which the page's socket
 * is pointed at; `stop` closes both.
 */
export async function startSocketServer(onConnection: (socket: Socket) => void): Promise<{ io: Server; stop(): Promise<void> }> {
  const http = createServer();
  const io = new Server(http);
  io.on('connection', onConnection);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  configureSocket(`http://127.0.0.1:${(http.address() as AddressInfo).port}`);
  return {
    io,
    async stop() {
      closeSocket();
      await io.close();
    },
  };
}
