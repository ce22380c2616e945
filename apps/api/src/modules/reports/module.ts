import { defineModule, type ServicesOf } from '../../module-kit.ts';
import { createFiguresRepo } from './figures-repo.ts';
import { reportsRoutes } from './routes.ts';
import { createReportsService } from './service.ts';

/** Back office (issues #25, #27): the dashboard and the reports, from the ledger and the payments tables. */
export const reportsModule = defineModule()({
  name: 'reports',
  needs: [],
  build: ({ platform: { db, money, clock } }) => ({
    reports: createReportsService({ figures: createFiguresRepo(db), money, clock }),
  }),
  routes: {
    main: (scope, { reports }) => scope.register(reportsRoutes, { reports }),
  },
});

export type ReportsModule = ServicesOf<typeof reportsModule>;
