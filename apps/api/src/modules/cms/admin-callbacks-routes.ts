import {
  ADMIN_CALLBACK_PATHS,
  AdminCallbackHandleRequestSchema,
  AdminCallbackParamsSchema,
  AdminCallbackResponseSchema,
  AdminCallbacksFilterSchema,
  AdminCallbacksQuerySchema,
  AdminCallbacksResponseSchema,
  type AdminCallback,
} from '@lale/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf } from '../../platform/staff-permission.ts';
import type { Clock } from '../../platform/clock.ts';
import { CSV_EXPORT_MAX_ROWS, csvHeaders, toCsv, type CsvColumn } from '../../platform/csv.ts';
import { ok } from '../../platform/envelope.ts';
import { requestLocale } from '../../platform/i18n.ts';
import { adminDoc, responses } from '../../platform/route-docs.ts';
import { noteAudit } from '../../platform/staff-permission.ts';
import type { CallbackDesk } from './callbacks.ts';
import { messages } from './outcomes.ts';

/* Back office (issue #25): the call-back requests — list (and CSV), mark one handled with a note. */

/** The acting staff member (the lead swaps this for the staff session's id on merge). */
const actorOf = (request: FastifyRequest) => staffOf(request).staffId;

const CALLBACK_CSV: readonly CsvColumn<AdminCallback>[] = [
  { header: 'id', value: (c) => c.id },
  { header: 'createdAt', value: (c) => c.createdAt },
  { header: 'name', value: (c) => c.name },
  { header: 'message', value: (c) => c.message },
  { header: 'playerId', value: (c) => c.playerId },
  { header: 'username', value: (c) => c.username },
  { header: 'ip', value: (c) => c.ip },
  { header: 'handledAt', value: (c) => c.handledAt },
  { header: 'handledBy', value: (c) => c.handledBy },
  { header: 'note', value: (c) => c.note },
];

export const adminCallbackRoutes: FastifyPluginAsyncZod<{
  desk: CallbackDesk;
  clock: Clock;
}> = async (app, { desk, clock }) => {
  app.get(
    ADMIN_CALLBACK_PATHS.list,
    {
      config: { permission: 'players.view' },
      schema: {
        ...adminDoc('Call-back requests, open or handled, oldest first by default'),
        querystring: AdminCallbacksQuerySchema,
        response: responses(AdminCallbacksResponseSchema),
      },
    },
    async (request) => {
      const { skip, take, sort, dir, ...filter } = request.query;
      return ok(await desk.list(filter, { sort, dir }, skip, take));
    },
  );

  app.get(
    ADMIN_CALLBACK_PATHS.export,
    {
      config: { permission: 'players.view', audit: 'read' },
      schema: {
        ...adminDoc(`The call-back requests as CSV (same filter, at most ${CSV_EXPORT_MAX_ROWS} rows)`),
        querystring: AdminCallbacksFilterSchema,
      },
    },
    async (request, reply) => {
      const { sort, dir, ...filter } = request.query;
      const rows = await desk.export(filter, { sort, dir }, CSV_EXPORT_MAX_ROWS);
      noteAudit(request, { targetType: 'callbacks', after: { filter, rows: rows.length } });
      return reply
        .headers(csvHeaders('callbacks', clock.now().toISOString().slice(0, 10)))
        .send(toCsv(CALLBACK_CSV, rows));
    },
  );

  app.post(
    ADMIN_CALLBACK_PATHS.handle,
    {
      config: { permission: 'players.edit' },
      schema: {
        ...adminDoc('Mark a call-back request handled, with a note (once: a handled one is refused)'),
        params: AdminCallbackParamsSchema,
        body: AdminCallbackHandleRequestSchema,
        response: responses(AdminCallbackResponseSchema),
      },
    },
    async (request) => {
      const row = await desk.handle(actorOf(request), request.params.id, request.body.note);
      noteAudit(request, { targetType: 'callback', targetId: row.id, after: row });
      return ok(row, messages(requestLocale(request)).callbackHandled);
    },
  );
};
