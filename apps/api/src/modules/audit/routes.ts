import {
  AdminPlayerAuditParamsSchema,
  AdminPlayerAuditQuerySchema,
  ADMIN_AUDIT_PATHS,
  AdminAuditExportQuerySchema,
  AdminAuditListResponseSchema,
  AdminAuditQuerySchema,
  AdminAuditVerifyResponseSchema,
  type AuditRow,
} from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import { csvHeaders, toCsv, type CsvColumn } from '../../platform/csv.ts';
import { ok } from '../../platform/envelope.ts';
import { istanbulDay } from '../../platform/istanbul-day.ts';
import { adminDoc, responses } from '../../platform/route-docs.ts';
import type { AuditService } from './service.ts';

/*
 * Back office (issue #25, API.md "Audit"): the trail's list, its CSV export and its verification. Reads
 * only: the trail is written by the staff module through `record`, never over HTTP.
 */

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

const CSV_COLUMNS: readonly CsvColumn<AuditRow>[] = [
  { header: 'seq', value: (row) => row.seq },
  { header: 'id', value: (row) => row.id },
  { header: 'at', value: (row) => row.at },
  { header: 'staff_id', value: (row) => row.staffId },
  { header: 'staff_username', value: (row) => row.staffUsername },
  { header: 'staff_role', value: (row) => row.staffRole },
  { header: 'ip', value: (row) => row.ip },
  { header: 'area', value: (row) => row.area },
  { header: 'action', value: (row) => row.action },
  { header: 'permission', value: (row) => row.permission },
  { header: 'target_type', value: (row) => row.targetType },
  { header: 'target_id', value: (row) => row.targetId },
  { header: 'outcome', value: (row) => row.outcome },
  { header: 'before', value: (row) => json(row.before) },
  { header: 'after', value: (row) => json(row.after) },
];

export const auditRoutes: FastifyPluginAsyncZod<{
  audit: AuditService;
  clock: Clock;
}> = async (app, { audit, clock }) => {
  app.get(
    ADMIN_AUDIT_PATHS.list,
    {
      config: { permission: 'audit.view' },
      schema: {
        ...adminDoc(
          'The audit trail, newest first, filtered by staff, area, action, target, outcome and days',
        ),
        querystring: AdminAuditQuerySchema,
        response: responses(AdminAuditListResponseSchema),
      },
    },
    async (request) => {
      const { skip, take, sort, dir, ...filter } = request.query;
      return ok(await audit.list(filter, skip, take, { sort, dir }));
    },
  );

  app.get(
    ADMIN_AUDIT_PATHS.player,
    {
      config: { permission: 'audit.view' },
      schema: {
        ...adminDoc("One player's audit trail: every staff action whose target is this player, newest first"),
        params: AdminPlayerAuditParamsSchema,
        querystring: AdminPlayerAuditQuerySchema,
        response: responses(AdminAuditListResponseSchema),
      },
    },
    async (request) => {
      const { skip, take } = request.query;
      const filter = { targetType: 'player', targetId: String(request.params.id) };
      return ok(await audit.list(filter, skip, take, { sort: 'seq', dir: 'desc' }));
    },
  );

  app.get(
    ADMIN_AUDIT_PATHS.export,
    {
      config: { permission: 'audit.view', audit: 'read' },
      schema: {
        ...adminDoc('The audit trail as CSV: the list’s filters and order, at most 10,000 rows'),
        querystring: AdminAuditExportQuerySchema,
        // Sent as text/csv (a string is never serialised as JSON); the schema only documents it.
        response: responses(z.string().describe('CSV, RFC 4180, formula cells escaped')),
      },
    },
    async (request, reply) => {
      const { sort, dir, ...filter } = request.query;
      const rows = await audit.export(filter, { sort, dir });
      return reply.headers(csvHeaders('audit', istanbulDay(clock.now()))).send(toCsv(CSV_COLUMNS, rows));
    },
  );

  app.post(
    ADMIN_AUDIT_PATHS.verify,
    {
      config: { permission: 'audit.view' },
      schema: {
        ...adminDoc('Checks the whole chain: every row’s hash, signature and link, and the signed head'),
        response: responses(AdminAuditVerifyResponseSchema),
      },
    },
    async () => ok(await audit.verify()),
  );
};
