import { defineModule, type AdminGuardPort, type ServicesOf } from '../../module-kit.ts';
import { createFiguresRepo } from './figures-repo.ts';
import { reportsRoutes } from './routes.ts';
import { createReportsService } from './service.ts';

/** Back office (issue #25): the dashboard's figures, from the ledger and the payments tables. */
export const reportsModule = defineModule<object, AdminGuardPort>()({
  name: 'reports',
  needs: [],
  later: ['auth'],
  build: ({ platform: { db, money, clock } }) => ({
    reports: createReportsService({ figures: createFiguresRepo(db), money, clock }),
  }),
  routes: {
    main: (scope, { reports }, { later }) =>
      scope.register(reportsRoutes, { adminGuard: later('auth').adminGuard, reports }),
  },
});

export type ReportsModule = ServicesOf<typeof reportsModule>;
