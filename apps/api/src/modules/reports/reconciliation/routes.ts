import {
  ADMIN_RECONCILIATION_PATHS,
  AdminReconciliationListResponseSchema,
  AdminReconciliationQuerySchema,
  AdminReconciliationRerunSchema,
  AdminReconciliationRowsResponseSchema,
  AdminStatementUploadSchema,
  STATEMENT_MAX_BYTES,
} from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/envelope.ts';
import { adminDoc, responses } from '../../../platform/route-docs.ts';
import { noteAudit, staffOf } from '../../../platform/staff-permission.ts';
import type { ReconciliationService } from './service.ts';

/*
 * Back office: the provider reconciliation (issue #29).
 *   GET  /api/admin/reports/reconciliation             the rows of a range of UTC days (reports.view)
 *   POST /api/admin/reports/reconciliation/statements  upload a provider's daily statement (reports.edit)
 *   POST /api/admin/reports/reconciliation/rerun       reconcile a closed day again (reports.edit)
 * Reading is the reports' permission: the figures are the same ledger the reports read, for whoever
 * reads the reports. Writing takes reports.edit: a statement decides what a day is compared with, and
 * a re-run records a revision — a finance decision, not an analyst's read (today only the owner role has
 * it). Both writes are audited by the staff guard with what was stored, not the file's text.
 */

/**
 * The statement travels as text inside a small JSON object, where each line end is escaped to two
 * characters: twice the text's limit leaves room for that, and the schema then says what is too long.
 */
const UPLOAD_BODY_LIMIT = 2 * STATEMENT_MAX_BYTES + 4 * 1024;

export const reconciliationRoutes: FastifyPluginAsyncZod<{ reconciliation: ReconciliationService }> = async (
  app,
  { reconciliation },
) => {
  app.get(
    ADMIN_RECONCILIATION_PATHS.list,
    {
      config: { permission: 'reports.view' },
      schema: {
        ...adminDoc(
          'Provider reconciliation: per UTC day, provider and currency our ledger figures, the provider’s statement or feed figures, their difference and a status',
        ),
        querystring: AdminReconciliationQuerySchema,
        response: responses(AdminReconciliationListResponseSchema),
      },
    },
    async (request) => ok(await reconciliation.list(request.query)),
  );

  app.post(
    ADMIN_RECONCILIATION_PATHS.statements,
    {
      config: { permission: 'reports.edit' },
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        ...adminDoc(
          'Upload a provider’s daily statement (CSV: currency,bets,wins,refunds,transactions in minor units) and reconcile its day',
        ),
        body: AdminStatementUploadSchema,
        response: responses(AdminReconciliationRowsResponseSchema),
      },
    },
    async (request) => {
      const { provider, day } = request.body;
      const { statementId, rows } = await reconciliation.uploadStatement(
        request.body,
        staffOf(request).staffId,
      );
      noteAudit(request, {
        targetType: 'provider_statement',
        targetId: statementId,
        after: {
          provider,
          day,
          rows: rows.map(({ currency, status, theirs }) => ({ currency, status, theirs })),
        },
      });
      return ok({ rows });
    },
  );

  app.post(
    ADMIN_RECONCILIATION_PATHS.rerun,
    {
      config: { permission: 'reports.edit' },
      schema: {
        ...adminDoc('Reconcile a closed UTC day again (every provider, or one); a change is a new revision'),
        body: AdminReconciliationRerunSchema,
        response: responses(AdminReconciliationRowsResponseSchema),
      },
    },
    async (request) => {
      const result = await reconciliation.rerun(request.body, staffOf(request).staffId);
      noteAudit(request, {
        targetType: 'provider_reconciliation',
        targetId: request.body.day,
        after: {
          provider: request.body.provider ?? 'all',
          rows: result.rows.map(({ provider, currency, status, revision }) => ({
            provider,
            currency,
            status,
            revision,
          })),
        },
      });
      return ok(result);
    },
  );
};
