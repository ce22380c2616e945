import { API_CONTRACT } from '@lale/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseConnection } from '../../db/connection.ts';
import { refuse } from '../../platform/domain-errors.ts';
import { ERROR_RESPONSES, ok } from '../../platform/envelope.ts';
import { API_VERSION } from '../../platform/paths.ts';

/** Liveness and readiness in one: answers 503 when the database does not respond. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseConnection }> = async (
  app,
  { database },
) => {
  const { path, response } = API_CONTRACT.health;
  app.get(
    path,
    {
      schema: {
        tags: ['system'],
        summary: 'Server and database status',
        response: { 200: response, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      try {
        await database.db.execute(sql`select 1`);
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        throw refuse({ code: 'ServiceUnavailable' });
      }
      return ok({ status: 'ok' as const, version: API_VERSION, database: database.kind });
    },
  );
};
