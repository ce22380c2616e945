import { defineModule, type ServicesOf } from '../../module-kit.ts';
import { createPeriodicSweep } from '../../platform/periodic-sweep.ts';
import type { AmlModule } from '../aml/index.ts';
import { screeningAdminRoutes, screeningSandboxRoutes } from './admin-routes.ts';
import { createScreeningRepo } from './repo.ts';
import { createScreeningSandbox } from './sandbox.ts';
import { createScreeningService, SCREENING_SWEEP_INTERVAL_MS } from './service.ts';

/**
 * Sanctions and PEP screening (issue #26): every player screened against the provider's list at sign-up
 * and at every list update, a match raising an AML case. Outside production the sandbox plays the
 * provider; in production none is configured until a real adapter is (DESIGN §10: a party without
 * configuration is disabled, never faked) — the back office then shows screening as off.
 */
export const screeningModule = defineModule<{ aml: AmlModule }>()({
  name: 'screening',
  needs: ['aml'],
  build: ({ platform: { db, clock, config, log, metrics }, aml }) => {
    const repo = createScreeningRepo(db);
    const sandbox = config.isProduction
      ? undefined
      : createScreeningSandbox({
          added: () => repo.sandboxAdded(),
          lastAdded: () => repo.sandboxLastAdded(),
        });
    const screening = createScreeningService({
      repo,
      provider: sandbox,
      sandbox,
      cases: aml.screeningCases,
      clock,
      log,
    });
    return {
      screening,
      /** Screens the players due (sign-ups, changed names, everyone after a list update). */
      sweep: createPeriodicSweep({
        name: 'players screened (sanctions and PEP lists)',
        sweep: (now) => screening.sweep(now),
        clock,
        log,
        intervalMs: SCREENING_SWEEP_INTERVAL_MS,
        onRun: metrics.jobRun,
      }),
    };
  },
  routes: {
    admin: async (scope, { screening, sweep }, { platform: { config } }) => {
      await scope.register(screeningAdminRoutes, { screening });
      if (!config.isProduction && screening.sandbox)
        // The sweep's tick never throws (it logs) and is never doubled while one runs.
        await scope.register(screeningSandboxRoutes, { screening, sweepNow: () => void sweep.tick() });
    },
  },
  jobs: ({ sweep }) => [sweep],
});

export type ScreeningModule = ServicesOf<typeof screeningModule>;
