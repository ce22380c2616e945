import { defineModule, type ServicesOf } from '../../module-kit.ts';
import { isShiftable } from '../../platform/clock.ts';
import type { OriginalsModule } from '../originals/index.ts';
import type { SportsModule } from '../sports/index.ts';
import { devRoutes } from './routes.ts';

/** Development-only endpoints (the outbox, the simulated feed's script, the games' and the server's clocks). */
export const devModule = defineModule<{ sports: SportsModule; originals: OriginalsModule }>()({
  name: 'dev',
  needs: ['sports', 'originals'],
  build: () => ({}),
  routes: {
    main: async (scope, _self, { platform: { config, db, clock }, sports, originals }) => {
      if (config.isProduction) return;
      await scope.register(devRoutes, {
        db,
        sportsScript: sports.simulation.script,
        sportsEventIds: sports.simulation.eventIds,
        ...(isShiftable(clock) ? { serverClock: clock } : {}),
        scheduledGames: {
          clock: originals.gameClock,
          schedulers: [originals.crash.scheduler, ...originals.draws.schedulers],
        },
      });
    },
  },
});

export type DevModule = ServicesOf<typeof devModule>;
