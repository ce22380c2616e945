import { API_CONTRACT, LivenessSchema, PROBE_PATHS, ReadinessSchema } from '@lale/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseConnection } from '../../db/connection.ts';
import { refuse } from '../../platform/domain-errors.ts';
import { ERROR_RESPONSES, ok } from '../../platform/envelope.ts';
import { API_VERSION } from '../../platform/paths.ts';
import type { ReadinessProbe } from './readiness.ts';

/**
 * GET /api/health: the version and the database engine, 503 when the database does not respond (kept
 * as it was for existing monitors). GET /health/live and /health/ready: the probes of a proxy or an
 * orchestrator (readiness.ts says what "ready" means).
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  database: DatabaseConnection;
  readiness: ReadinessProbe;
}> = async (app, { database, readiness }) => {
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

  app.get(
    PROBE_PATHS.live,
    {
      // Polled every few seconds by every probe: its lines would drown the log.
      logLevel: 'warn',
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process runs (no I/O; restart it only when this fails)',
        response: { 200: LivenessSchema },
      },
    },
    async () => ({ status: 'alive' as const }),
  );

  app.get(
    PROBE_PATHS.ready,
    {
      logLevel: 'warn',
      schema: {
        tags: ['system'],
        summary:
          'Readiness: database, migrations and Redis checked; 503 when the database or migrations fail or while draining after SIGTERM (Redis down: 200, degraded)',
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (_request, reply) => {
      const { ready, body } = await readiness();
      return reply.code(ready ? 200 : 503).send(body);
    },
  );
};
