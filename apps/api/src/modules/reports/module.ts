import { defineModule, type ServicesOf } from '../../module-kit.ts';
import { createFiguresRepo } from './figures-repo.ts';
import { reportsRoutes } from './routes.ts';
import { createReportsService } from './service.ts';

/** Back office (issues #25, #27): the dashboard and the reports, from the ledger and the payments tables. */
export const reportsModule = defineModule()({
  name: 'reports',
  needs: [],
  // The reports read the replica when there is one: figures of past days, never a decision.
  build: ({ platform: { readDb, money, clock } }) => ({
    reports: createReportsService({ figures: createFiguresRepo(readDb), money, clock }),
  }),
  routes: {
    main: (scope, { reports }) => scope.register(reportsRoutes, { reports }),
  },
});

export type ReportsModule = ServicesOf<typeof reportsModule>;
