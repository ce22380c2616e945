import {
  ADMIN_PAYMENT_PATHS,
  AdminPaymentDecisionRequestSchema,
  AdminPaymentParamsSchema,
  AdminPaymentResponseSchema,
  AdminPaymentsQuerySchema,
  AdminPaymentsResponseSchema,
} from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf } from '../../platform/staff-permission.ts';
import { ok } from '../../platform/envelope.ts';
import { requestLocale } from '../../platform/i18n.ts';
import { messages } from './outcomes.ts';
import { adminDoc, responses } from '../../platform/route-docs.ts';
import type { PaymentsService } from './service.ts';

/* Back office (issue #11): list payment transactions, confirm or reject the pending ones. */

export const adminPaymentRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
}> = async (app, { payments }) => {
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

  for (const decision of ['confirm', 'reject'] as const) {
    app.post(
      ADMIN_PAYMENT_PATHS[decision],
      {
        config: { permission: 'payments.approve' },
        schema: {
          ...adminDoc(
            decision === 'confirm'
              ? 'Confirm a pending manual deposit (credits cash) or withdrawal (pays out of the hold)'
              : 'Reject a pending manual deposit or withdrawal (a withdrawal returns to cash)',
          ),
          params: AdminPaymentParamsSchema,
          body: AdminPaymentDecisionRequestSchema,
          response: responses(AdminPaymentResponseSchema),
        },
      },
      async (request) => {
        const locale = requestLocale(request);
        const payment = await payments.decide(
          staffOf(request).staffId,
          request.params.id,
          decision,
          request.body.note,
        );
        return ok(
          payment,
          decision === 'confirm' ? messages(locale).paymentConfirmed : messages(locale).paymentRejected,
        );
      },
    );
  }
};
