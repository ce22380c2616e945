// The plugin's types add `websocket: true` to route options (it is registered in platform/websockets.ts).
import type {} from '@fastify/websocket';
import { ODDS_PATH } from '@lale/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { refuse } from '../../../platform/domain-errors.ts';
import type { OddsSocket } from './odds-hub.ts';
import type { OddsLive } from './service.ts';

/*
 * GET /hub/odds: the live odds WebSocket (contracts/sports-live.ts). Public: odds are what every visitor
 * of the lobbies sees, so no token. The WebSocket server itself is registered once for the app
 * (platform/websockets.ts), shared with /hub/frnotify.
 */

/** How long startup waits for the Redis subscription before serving anyway. */
const REDIS_READY_WAIT_MS = 5_000;

export const oddsLiveRoutes: FastifyPluginAsync<{ odds: OddsLive }> = async (app, { odds }) => {
  app.addHook('onReady', async () => {
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), REDIS_READY_WAIT_MS);
    });
    const outcome = await Promise.race([odds.ready.then(() => 'ready' as const), waited]).catch(
      (error: unknown) => {
        app.log.warn(
          { err: error },
          'odds: redis subscription failed; deltas from other processes are missed',
        );
        return 'failed' as const;
      },
    );
    clearTimeout(timer);
    if (outcome === 'timeout') app.log.warn('odds: redis not subscribed yet; serving anyway');
    odds.hub.start();
  });

  app.get(
    ODDS_PATH,
    {
      websocket: true,
      onRequest: async () => {
        // Shutting down: refuse, so the client's next attempt lands on another instance.
        if (odds.hub.closing) throw refuse({ code: 'ServiceUnavailable' });
      },
    },
    (socket) => odds.hub.accept(socket as unknown as OddsSocket),
  );
};
