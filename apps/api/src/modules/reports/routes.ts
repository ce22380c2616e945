import {
  ADMIN_REPORTS_PATHS,
  AdminDashboardQuerySchema,
  AdminDashboardResponseSchema,
} from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import { adminDoc, responses } from '../../platform/route-docs.ts';
import type { ReportsService } from './service.ts';

/* Back office (issue #25): the dashboard. */

export const reportsRoutes: FastifyPluginAsyncZod<{
  reports: ReportsService;
}> = async (app, { reports }) => {
  app.get(
    ADMIN_REPORTS_PATHS.dashboard,
    {
      config: { permission: 'reports.view' },
      schema: {
        ...adminDoc(
          'Dashboard: deposits, withdrawals, GGR (stakes − wins of what settled), NGR (GGR − bonus converted), active players and sign-ups, per Istanbul day',
        ),
        querystring: AdminDashboardQuerySchema,
        response: responses(AdminDashboardResponseSchema),
      },
    },
    async (request) => ok(await reports.dashboard(request.query.days, request.query.currency)),
  );
};
