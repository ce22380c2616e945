// The plugin's types add `websocket: true` to route options (it is registered in platform/websockets.ts).
import type {} from '@fastify/websocket';
import { HUB_PATH } from '@lale/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { bearerToken } from '../../platform/auth-guard.ts';
import { refuse } from '../../platform/domain-errors.ts';
import type { SessionService } from '../session/index.ts';
import type { WsSocket } from './hub.ts';
import type { Realtime } from './service.ts';

/*
 * GET /hub/frnotify: the WebSocket the site's SignalR client opens with skipNegotiation (spec §7). The
 * token is checked before the upgrade, so a bad one is an HTTP 401 in the envelope and the client's
 * start() fails instead of a socket that opens and dies. No `id` query is required (no negotiation).
 * The WebSocket server is the app's one (platform/websockets.ts); its preClose calls `realtime.close()`
 * (Close with allowReconnect to every client).
 */

/** How long startup waits for the Redis subscription before serving anyway (pushes from elsewhere then start late). */
const REDIS_READY_WAIT_MS = 5_000;

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/** Browsers cannot set headers on a WebSocket, so the client puts the token in `access_token`; Node sends a Bearer header. */
function hubToken(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.access_token;
  if (typeof fromQuery === 'string' && TOKEN.test(fromQuery)) return fromQuery;
  return bearerToken(request);
}

export const realtimeRoutes: FastifyPluginAsync<{ realtime: Realtime; sessions: SessionService }> = async (
  app,
  { realtime, sessions },
) => {
  const { hub } = realtime;
  /** When each upgrading request's session expires unless used again (read by the socket handler). */
  const liveUntil = new WeakMap<FastifyRequest, Date>();
  app.addHook('onReady', async () => {
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), REDIS_READY_WAIT_MS);
    });
    const outcome = await Promise.race([realtime.ready.then(() => 'ready' as const), waited]).catch(
      (error: unknown) => {
        app.log.warn(
          { err: error },
          'realtime: redis subscription failed; pushes from other processes may be missed',
        );
        return 'failed' as const;
      },
    );
    clearTimeout(timer);
    if (outcome === 'timeout') app.log.warn('realtime: redis not subscribed yet; serving anyway');
    hub.start();
  });

  app.get(
    HUB_PATH,
    {
      websocket: true,
      onRequest: async (request) => {
        // Shutting down: refuse, so the client's next reconnect attempt lands on another instance.
        if (hub.closing) throw refuse({ code: 'ServiceUnavailable' });
        const token = hubToken(request);
        const auth = token ? await sessions.authenticate(token) : null;
        if (!auth) throw refuse({ code: 'SessionRequired' });
        // A withdraw-only session (issue #26) gets no live notifications: they are play and marketing.
        // The session module's refusal, said here because this route authenticates on its own.
        if (auth.withdrawOnly) throw refuse({ code: 'WithdrawOnlySession', until: auth.withdrawOnly.until });
        request.auth = auth;
        liveUntil.set(request, auth.liveUntil);
      },
    },
    (socket, request) => {
      const auth = request.auth;
      const until = liveUntil.get(request);
      if (!auth || !until) return socket.terminate();
      hub.accept(socket as WsSocket, auth.playerId, auth.sessionId, until);
    },
  );
};
