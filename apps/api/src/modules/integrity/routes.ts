import { ADMIN_INTEGRITY_FINDINGS_PATH, IntegrityFindingsResponseSchema } from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/connection.ts';
import type { AdminGuard } from '../../platform/admin-guard.ts';
import { ok } from '../../platform/envelope.ts';
import { adminDoc, responses } from '../../platform/route-docs.ts';
import { collectFindings } from './service.ts';

/* Back office (issue 23): what the integrity holes already paid, grouped by kind, for review. */

export const integrityAdminRoutes: FastifyPluginAsyncZod<{ adminGuard: AdminGuard; db: Database }> = async (
  app,
  { adminGuard, db },
) => {
  app.get(
    ADMIN_INTEGRITY_FINDINGS_PATH,
    {
      onRequest: adminGuard,
      schema: {
        ...adminDoc('Integrity findings: what known holes already paid, grouped by kind (admin role)'),
        response: responses(IntegrityFindingsResponseSchema),
      },
    },
    async () => ok(await collectFindings(db)),
  );
};
