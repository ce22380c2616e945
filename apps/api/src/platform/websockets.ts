import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';

/*
 * The app's one WebSocket server (@fastify/websocket listens to the HTTP server's 'upgrade' event, so it
 * is registered once, in the scope that holds every socket route: /hub/frnotify and /hub/odds). Each
 * socket route's owner says goodbye to its clients in `beforeClose`; then the server is closed.
 */

/** Inbound frames are handshakes, pings and subscriptions: 64 KiB is plenty. */
const MAX_FRAME_BYTES = 64 * 1024;

export async function registerWebSockets(
  scope: FastifyInstance,
  { beforeClose }: { beforeClose: () => Promise<void> },
): Promise<void> {
  await scope.register(websocket, {
    options: {
      // Compression costs ~300 KB of zlib state per socket under load; pushes are small JSON.
      perMessageDeflate: false,
      maxPayload: MAX_FRAME_BYTES,
      // The hubs track their connections themselves; ws's own set would be a second copy.
      clientTracking: false,
    },
    // Replaces the plugin's default (close every client) with each hub's own goodbye.
    preClose: async () => {
      await beforeClose();
      scope.websocketServer.close();
    },
    errorHandler: (error, socket, request) => {
      // Resets and bad frames from clients are routine; ws closes the socket after emitting them.
      request.log.debug({ err: error }, 'socket error');
      socket.terminate();
    },
  });
}
