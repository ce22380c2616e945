import { envelope } from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/connection.ts';
import { ERROR_RESPONSES, ok } from '../../platform/envelope.ts';
import { listOutboxMessages } from '../../platform/outbox.ts';

/*
 * Development and demo helpers (DESIGN §4). app.ts registers this module only when NODE_ENV is not
 * production, so these paths do not exist at all on a production server.
 */

// TODO move to contracts
const OutboxQuerySchema = z.object({
  to: z.string().trim().min(3).max(254).describe('E-mail address or phone number the messages were sent to'),
});

// TODO move to contracts
const OutboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.iso.datetime(),
});

export const devRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary:
          'E-mails and SMS messages the server sent to one recipient, newest first (not in production)',
        querystring: OutboxQuerySchema,
        response: { 200: envelope(z.array(OutboxMessageSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const rows = await listOutboxMessages(db, request.query.to);
      return ok(rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })));
    },
  );
};
