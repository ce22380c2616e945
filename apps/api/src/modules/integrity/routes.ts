import { ADMIN_INTEGRITY_FINDINGS_PATH, IntegrityFindingsResponseSchema } from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/connection.ts';
import { ok } from '../../platform/envelope.ts';
import { adminDoc, responses } from '../../platform/route-docs.ts';
import { collectFindings } from './service.ts';

/* Back office (issue 23): what the integrity holes already paid, grouped by kind, for review. */

export const integrityAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    ADMIN_INTEGRITY_FINDINGS_PATH,
    {
      config: { permission: 'aml.view' },
      schema: {
        ...adminDoc('Integrity findings: what known holes already paid, grouped by kind'),
        response: responses(IntegrityFindingsResponseSchema),
      },
    },
    async () => ok(await collectFindings(db)),
  );
};
