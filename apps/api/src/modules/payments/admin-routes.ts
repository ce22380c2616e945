import {
  ADMIN_PAYMENT_PATHS,
  AdminPaymentDecisionRequestSchema,
  AdminPaymentRejectRequestSchema,
  AdminPaymentEventsResponseSchema,
  AdminPaymentParamsSchema,
  AdminPaymentQueueQuerySchema,
  AdminPaymentQueueResponseSchema,
  AdminPaymentResponseSchema,
  AdminPaymentsFilterSchema,
  AdminPaymentsQuerySchema,
  AdminPaymentsResponseSchema,
  TransactionStatus,
  WithdrawalApprovalThresholdsResponseSchema,
  WithdrawalApprovalThresholdsSchema,
  type AdminPayment,
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
import { messages } from './outcomes.ts';
import type { PaymentsService } from './service.ts';

/*
 * Back office (issues #11, #25): list payment transactions (and their CSV), the queue of the pending
 * ones, confirm or reject them (four eyes above a currency's threshold), a payment's provider events,
 * and the thresholds themselves.
 */

/** The acting staff member (the lead swaps this for the staff session's id on merge). */
const actorOf = (request: FastifyRequest) => staffOf(request).staffId;

const PAYMENT_CSV: readonly CsvColumn<AdminPayment>[] = [
  { header: 'id', value: (p) => p.id },
  { header: 'createdAt', value: (p) => p.createdAt },
  { header: 'type', value: (p) => (p.type === 1 ? 'deposit' : 'withdraw') },
  { header: 'status', value: (p) => statusName(p.status) },
  { header: 'playerId', value: (p) => p.playerId },
  { header: 'username', value: (p) => p.username },
  { header: 'amount', value: (p) => p.amount },
  { header: 'currency', value: (p) => p.currency },
  { header: 'method', value: (p) => p.methodTitle },
  { header: 'provider', value: (p) => p.provider },
  { header: 'reference', value: (p) => p.reference },
  { header: 'providerRef', value: (p) => p.providerRef },
  { header: 'decidedBy', value: (p) => p.decidedBy },
  { header: 'decidedAt', value: (p) => p.decidedAt },
  { header: 'approvals', value: (p) => p.approvals.map((a) => a.staffId).join(' ') },
  { header: 'note', value: (p) => p.note },
];

const STATUS_NAMES = new Map<number, string>(
  Object.entries(TransactionStatus).map(([name, value]) => [value as number, name]),
);
const statusName = (status: number) => STATUS_NAMES.get(status) ?? String(status);

export const adminPaymentRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  clock: Clock;
}> = async (app, { payments, clock }) => {
  app.get(
    ADMIN_PAYMENT_PATHS.list,
    {
      config: { permission: 'payments.view' },
      schema: {
        ...adminDoc('Payment transactions, newest first, filtered by type, status, player and days'),
        querystring: AdminPaymentsQuerySchema,
        response: responses(AdminPaymentsResponseSchema),
      },
    },
    async (request) => {
      const { skip, take, ...filter } = request.query;
      return ok(await payments.adminList(filter, skip, take));
    },
  );

  app.get(
    ADMIN_PAYMENT_PATHS.export,
    {
      config: { permission: 'payments.view', audit: 'read' },
      schema: {
        ...adminDoc(
          `The payment list as CSV (same filters, newest first, at most ${CSV_EXPORT_MAX_ROWS} rows)`,
        ),
        querystring: AdminPaymentsFilterSchema,
      },
    },
    async (request, reply) => {
      const rows = await payments.adminExport(request.query, CSV_EXPORT_MAX_ROWS);
      noteAudit(request, { targetType: 'payments', after: { filter: request.query, rows: rows.length } });
      return reply
        .headers(csvHeaders('payments', clock.now().toISOString().slice(0, 10)))
        .send(toCsv(PAYMENT_CSV, rows));
    },
  );

  app.get(
    ADMIN_PAYMENT_PATHS.queue,
    {
      config: { permission: 'payments.view' },
      schema: {
        ...adminDoc(
          'The payments waiting for an operator in one currency, oldest first: pending, on hold (withdrawals), the amount on hold, the wait',
        ),
        querystring: AdminPaymentQueueQuerySchema,
        response: responses(AdminPaymentQueueResponseSchema),
      },
    },
    async (request) => {
      const { currency, skip, take } = request.query;
      return ok(await payments.adminQueue(currency, skip, take));
    },
  );

  app.get(
    ADMIN_PAYMENT_PATHS.events,
    {
      config: { permission: 'payments.view' },
      schema: {
        ...adminDoc("A payment's provider (webhook) events, in the order they arrived"),
        params: AdminPaymentParamsSchema,
        response: responses(AdminPaymentEventsResponseSchema),
      },
    },
    async (request) => ok(await payments.adminEvents(request.params.id)),
  );

  for (const decision of ['confirm', 'reject'] as const) {
    app.post(
      ADMIN_PAYMENT_PATHS[decision],
      {
        config: { permission: 'payments.approve' },
        schema: {
          ...adminDoc(
            decision === 'confirm'
              ? 'Confirm a pending manual deposit (credits cash) or withdrawal (pays out of the hold); above the threshold a withdrawal needs two different members'
              : 'Reject a pending manual deposit or withdrawal (a withdrawal returns to cash); the note is shown to the player',
          ),
          params: AdminPaymentParamsSchema,
          body: decision === 'confirm' ? AdminPaymentDecisionRequestSchema : AdminPaymentRejectRequestSchema,
          response: responses(AdminPaymentResponseSchema),
        },
      },
      async (request) => {
        const locale = requestLocale(request);
        const payment = await payments.decide(
          actorOf(request),
          request.params.id,
          decision,
          request.body.note,
        );
        noteAudit(request, { targetType: 'payment', targetId: payment.id, after: payment });
        const said = messages(locale);
        return ok(
          payment,
          payment.needsSecondApproval
            ? said.paymentAwaitsSecondApproval
            : decision === 'confirm'
              ? said.paymentConfirmed
              : said.paymentRejected,
        );
      },
    );
  }

  app.get(
    ADMIN_PAYMENT_PATHS.approvalThresholds,
    {
      config: { permission: 'payments.view' },
      schema: {
        ...adminDoc(
          'Four eyes: per currency, the amount above which a withdrawal needs two different approvers',
        ),
        response: responses(WithdrawalApprovalThresholdsResponseSchema),
      },
    },
    async () => ok(await payments.approvalThresholds()),
  );

  app.put(
    ADMIN_PAYMENT_PATHS.approvalThresholds,
    {
      config: { permission: 'staff.edit' },
      schema: {
        ...adminDoc('Four eyes: set every currency’s threshold (a currency left out needs one approval)'),
        body: WithdrawalApprovalThresholdsSchema,
        response: responses(WithdrawalApprovalThresholdsResponseSchema),
      },
    },
    async (request) => {
      const before = await payments.approvalThresholds();
      const after = await payments.setApprovalThresholds(actorOf(request), request.body);
      noteAudit(request, { targetType: 'settings', targetId: 'withdrawal-approval', before, after });
      return ok(after, messages(requestLocale(request)).approvalThresholdsSaved);
    },
  );
};
