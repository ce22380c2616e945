import { defineModule, type ServicesOf } from '../../module-kit.ts';
import type { SessionService } from '../session/index.ts';
import { realtimeRoutes } from './routes.ts';
import { createRealtime } from './service.ts';

/** The live hub at /hub/frnotify: with REDIS_URL its pushes reach players on every API process. */
export const realtimeModule = defineModule<object, { session: { sessions: SessionService } }>()({
  name: 'realtime',
  needs: [],
  later: ['session'],
  build: ({ platform: { clock, log, config, given, metrics }, later }) => {
    const hub = createRealtime({
      clock,
      log,
      redisUrl: config.redisUrl,
      channel: config.realtimeChannel,
      // Sessions that expire while their sockets are open: the hub asks, the socket is closed.
      sessions: { liveUntil: (ids) => later('session').sessions.liveUntil(ids) },
    });
    metrics.watchHub('notifications', hub.hub);
    // Where modules push; a test may record the pushes instead (the hub is still served).
    return { hub, publisher: given.realtime ?? hub };
  },
  routes: {
    main: (scope, { hub }, { later }) =>
      scope.register(realtimeRoutes, { realtime: hub, sessions: later('session').sessions }),
  },
  sockets: ({ hub }) => [hub],
});

export type RealtimeModule = ServicesOf<typeof realtimeModule>;
