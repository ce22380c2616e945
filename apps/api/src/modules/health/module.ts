import { defineModule, type ServicesOf } from '../../module-kit.ts';
import { healthRoutes } from './routes.ts';

/** Liveness and readiness. */
export const healthModule = defineModule()({
  name: 'health',
  needs: [],
  build: () => ({}),
  routes: {
    main: (scope, _self, { platform }) => scope.register(healthRoutes, { database: platform.database }),
  },
});

export type HealthModule = ServicesOf<typeof healthModule>;
