import { defineModule, type ServicesOf } from '../../module-kit.ts';
import type { BonusModule } from '../bonus/index.ts';
import type { SessionModule } from '../session/index.ts';
import { createSaferPlayRepo } from './repo.ts';
import { saferPlayRoutes } from './routes.ts';
import { createSaferPlayService } from './service.ts';

/**
 * Safer play (issue #26): restrictions as rows — a player's time-out and self-exclusion so far. The
 * wager gate (modules/integrity) reads the same rows inside every stake; sign-in asks `inForce`.
 */
export const saferPlayModule = defineModule<{ session: SessionModule; bonus: BonusModule }>()({
  name: 'saferPlay',
  needs: ['session', 'bonus'],
  build: ({ platform: { db, clock }, session, bonus }) => ({
    saferPlay: createSaferPlayService({
      repo: createSaferPlayRepo(db),
      clock,
      sessions: session.sessions,
      bonuses: bonus.bonus,
    }),
  }),
  routes: {
    main: (scope, { saferPlay }, { session }) =>
      scope.register(saferPlayRoutes, { guard: session.guard, saferPlay }),
  },
});

export type SaferPlayModule = ServicesOf<typeof saferPlayModule>;
