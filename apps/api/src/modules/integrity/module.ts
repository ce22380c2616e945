import { defineModule, type ServicesOf } from '../../module-kit.ts';
import type { SessionModule } from '../session/index.ts';
import { operatorSwitchRoutes } from './admin-routes.ts';
import { createIntegrityAdminRepo } from './admin-repo.ts';
import { createIntegrityAdmin } from './admin-service.ts';
import { integrityAdminRoutes } from './routes.ts';
import { createWagerGate } from './wager-gate.ts';

/** Integrity: the one wager gate every stake asks inside its transaction, and the operator's switches. */
export const integrityModule = defineModule<{ session: SessionModule }>()({
  name: 'integrity',
  needs: ['session'],
  build: ({ platform: { db, clock, config }, session }) => ({
    wagerGate: createWagerGate({ clock, sessionIdleMs: config.session.idleMs }),
    admin: createIntegrityAdmin({ repo: createIntegrityAdminRepo(db), sessions: session.sessions }),
  }),
  routes: {
    switches: (scope, { admin }) => scope.register(operatorSwitchRoutes, { admin }),
    findings: (scope, _self, { platform }) => scope.register(integrityAdminRoutes, { db: platform.db }),
  },
});

export type IntegrityModule = ServicesOf<typeof integrityModule>;
