import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

/*
 * The fan-out baseline: a plain `ws` WebSocketServer with the odds hub's options (no compression, 64 KiB
 * frames, no client tracking) that keeps its clients in a Set and writes every frame arriving on the
 * control socket to all of them, the same bytes to each — the least a broadcast server can do. What
 * clients send (their subscription, pings) is ignored.
 */

const server = new WebSocketServer({
  host: '127.0.0.1',
  port: 0,
  perMessageDeflate: false,
  maxPayload: 64 * 1024,
  clientTracking: false,
});
const clients = new Set<WebSocket>();

server.on('connection', (socket, request) => {
  socket.on('error', () => socket.terminate());
  if (request.url === '/control') {
    socket.on('message', (data: Buffer) => {
      for (const client of clients) client.send(data, { binary: false });
    });
    return;
  }
  clients.add(socket);
  socket.on('close', () => clients.delete(socket));
});

server.on('listening', () => {
  process.send?.({ type: 'lale-bench:ready', port: (server.address() as AddressInfo).port });
});

process.once('SIGTERM', () => process.exit(0));
