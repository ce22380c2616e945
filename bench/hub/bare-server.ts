import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { CONTROL_PATH, READY, type ControlMessage, type ReadyMessage } from './ipc.ts';

/*
 * The baseline: a plain `ws` WebSocketServer with the options the hub uses (no compression, 64 KiB
 * frames, no client tracking), and nothing else. Clients connect with `?id=<n>` and are kept in one map
 * (the least a server that pushes to a chosen client must keep); every frame a client sends is echoed,
 * which answers the benchmark's handshake. The one socket on CONTROL_PATH says which client to push a
 * frame to: the bare counterpart of a push reaching the hub through Redis.
 */

const MAX_FRAME_BYTES = 64 * 1024;

const server = new WebSocketServer({
  host: '127.0.0.1',
  port: 0,
  perMessageDeflate: false,
  maxPayload: MAX_FRAME_BYTES,
  clientTracking: false,
});
const clients = new Map<number, WebSocket>();

function serveControl(socket: WebSocket): void {
  socket.on('message', (data) => {
    const { to, frame } = JSON.parse(String(data)) as ControlMessage;
    clients.get(to)?.send(frame);
  });
}

function serveClient(socket: WebSocket, id: number): void {
  clients.set(id, socket);
  socket.on('message', (data, isBinary) => socket.send(data, { binary: isBinary }));
  socket.on('close', () => clients.delete(id));
}

server.on('connection', (socket, request) => {
  // Resets from clients are routine; without a listener the process would die on the first one.
  socket.on('error', () => socket.terminate());
  const url = new URL(request.url ?? '/', 'http://bare');
  if (url.pathname === CONTROL_PATH) serveControl(socket);
  else serveClient(socket, Number(url.searchParams.get('id')));
});

server.on('listening', () => {
  const ready: ReadyMessage = { type: READY, port: (server.address() as AddressInfo).port };
  process.send?.(ready);
});

// The runner stops this child with SIGTERM once measured; nothing here needs a graceful goodbye.
process.once('SIGTERM', () => process.exit(0));
