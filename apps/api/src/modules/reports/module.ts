import { RECONCILED_PROVIDERS, type ReconciledProvider } from '@lale/contracts';
import { defineModule, type ServicesOf } from '../../module-kit.ts';
import type { LeasesModule } from '../leases/index.ts';
import { createFiguresRepo } from './figures-repo.ts';
import { createOursRepo } from './reconciliation/ours-repo.ts';
import { createRecordsRepo } from './reconciliation/records-repo.ts';
import { reconciliationRoutes } from './reconciliation/routes.ts';
import { createReconciliationService, RECONCILIATION_LEASE } from './reconciliation/service.ts';
import { createTotalsFeed, type TotalsFeed } from './reconciliation/totals-feed.ts';
import { reportsRoutes } from './routes.ts';
import { createReportsService } from './service.ts';

/**
 * Back office (issues #25, #27): the dashboard and the reports, from the ledger and the payments tables;
 * and (issue #29) the daily reconciliation of our rounds against each provider's totals.
 */
export const reportsModule = defineModule<{ leases: LeasesModule }>()({
  name: 'reports',
  needs: ['leases'],
  build: ({ platform: { db, readDb, money, clock, log, config, metrics }, leases: { leases } }) => {
    const settings = config.reconciliation;
    const feeds: Partial<Record<ReconciledProvider, TotalsFeed>> = {};
    for (const [provider, feed] of Object.entries(settings.feeds))
      if (feed) feeds[provider as ReconciledProvider] = createTotalsFeed(feed);
    // The reconciliation writes what it compared and decides a status: the primary, never the replica.
    const reconciliation = createReconciliationService({
      records: createRecordsRepo(db),
      ours: createOursRepo(),
      feeds,
      money,
      clock,
      log,
      graceMs: settings.graceMs,
      lookbackDays: settings.lookbackDays,
      onRecorded: (provider, status) => metrics.reconciliationRecorded(provider, status),
    });
    metrics.watchReconciliation(RECONCILED_PROVIDERS, reconciliation.mismatches);
    // One process reconciles at a time: the holder of the lease (the job asks providers' feeds, and two
    // processes computing the same day would only take turns on its lock to write nothing new).
    const scheduler = leases.scheduler({
      lease: leases.lease(RECONCILIATION_LEASE),
      work: reconciliation.work,
    });
    return {
      // The reports read the replica when there is one: figures of past days, never a decision.
      reports: createReportsService({ figures: createFiguresRepo(readDb), money, clock }),
      reconciliation,
      reconciliationJob: {
        scheduler,
        start: () => scheduler.start(),
        stop: async () => scheduler.stop(),
      },
    };
  },
  routes: {
    main: async (scope, { reports, reconciliation }) => {
      await scope.register(reportsRoutes, { reports });
      await scope.register(reconciliationRoutes, { reconciliation });
    },
  },
  jobs: ({ reconciliationJob }) => [reconciliationJob],
});

export type ReportsModule = ServicesOf<typeof reportsModule>;
