import { defineModule, type ServicesOf } from '../../module-kit.ts';
import { createReadinessProbe } from './readiness.ts';
import { healthRoutes } from './routes.ts';

/** Liveness and readiness. */
export const healthModule = defineModule()({
  name: 'health',
  needs: [],
  build: ({ platform }) => ({
    readiness: createReadinessProbe({
      db: platform.db,
      // The rate limiter's connection is the platform's one Redis client; a PING on it says Redis answers.
      redis: platform.rateLimitRedis,
      lifecycle: platform.lifecycle,
      replica: () => platform.database.replica.state(),
      log: platform.log,
    }),
  }),
  routes: {
    main: (scope, self, { platform }) =>
      scope.register(healthRoutes, { database: platform.database, readiness: self.readiness }),
  },
});

export type HealthModule = ServicesOf<typeof healthModule>;
