import { API_CONTRACT } from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type AuthGuard } from '../../platform/auth-guard.ts';
import { ok } from '../../platform/envelope.ts';
import { requestLocale } from '../../platform/i18n.ts';
import { messages } from './outcomes.ts';
import { responses, security } from '../../platform/route-docs.ts';
import type { PaymentsService } from './service.ts';

/* The player's cashier calls (spec §7 payment/*, and the calls issue #11 adds): all need a session. */

const C = API_CONTRACT;
const doc = (summary: string) => ({ tags: ['payment'], summary, security });

export const paymentRoutes: FastifyPluginAsyncZod<{ guard: AuthGuard; payments: PaymentsService }> = async (
  app,
  { guard, payments },
) => {
  app.post(
    C.paymentMethods.path,
    {
      onRequest: guard,
      // Open to a withdraw-only session (issue #26): a restricted player sees and withdraws their money.
      config: { withdrawOnly: true },
      schema: {
        ...doc("The enabled deposit or withdrawal methods in the player's currency (tiles)"),
        body: C.paymentMethods.request,
        response: responses(C.paymentMethods.response),
      },
    },
    async (request) => ok(await payments.methods(authOf(request), request.body.type)),
  );

  app.post(
    C.paymentDetail.path,
    {
      onRequest: guard,
      // Open to a withdraw-only session (issue #26): a restricted player sees and withdraws their money.
      config: { withdrawOnly: true },
      schema: {
        ...doc("A method's field definitions (one input per field in the deposit or withdraw dialog)"),
        body: C.paymentDetail.request,
        response: responses(C.paymentDetail.response),
      },
    },
    async (request) => ok(await payments.detail(authOf(request), request.body.id, request.body.type)),
  );

  app.post(
    C.paymentDeposit.path,
    {
      onRequest: guard,
      schema: {
        ...doc(
          'Start a deposit: data is the provider page to open (Iframe mode) or null with the bank transfer details as the message',
        ),
        body: C.paymentDeposit.request,
        response: responses(C.paymentDeposit.response),
      },
    },
    async (request) => {
      const { id, detail } = request.body;
      const result = await payments.deposit(authOf(request), id, detail, requestLocale(request));
      return ok(result.data, result.message);
    },
  );

  app.post(
    C.paymentWithdraw.path,
    {
      onRequest: guard,
      // Open to a withdraw-only session (issue #26): a restricted player sees and withdraws their money.
      config: { withdrawOnly: true },
      schema: {
        ...doc(
          'Request a withdrawal: the amount moves from cash to the withdraw hold until an operator decides',
        ),
        body: C.paymentWithdraw.request,
        response: responses(C.paymentWithdraw.response),
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      await payments.withdraw(authOf(request), request.body.id, request.body.detail, locale);
      return ok(null, messages(locale).withdrawRequested);
    },
  );

  app.post(
    C.paymentTransactions.path,
    {
      onRequest: guard,
      // Open to a withdraw-only session (issue #26): a restricted player sees and withdraws their money.
      config: { withdrawOnly: true },
      schema: {
        ...doc("The player's deposits and withdrawals, newest first (financial activities)"),
        body: C.paymentTransactions.request,
        response: responses(C.paymentTransactions.response),
      },
    },
    async (request) => ok(await payments.transactions(authOf(request), request.body)),
  );

  app.post(
    C.paymentCancelWithdraw.path,
    {
      onRequest: guard,
      // Open to a withdraw-only session (issue #26): a restricted player sees and withdraws their money.
      config: { withdrawOnly: true },
      schema: {
        ...doc('Cancel a pending withdrawal of your own: the held amount returns to cash'),
        body: C.paymentCancelWithdraw.request,
        response: responses(C.paymentCancelWithdraw.response),
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      await payments.cancelWithdraw(authOf(request), request.body.id, locale);
      return ok(null, messages(locale).withdrawCancelled);
    },
  );
};
