import {
  ADMIN_PAYMENT_METHOD_PATHS,
  AdminPaymentMethodEnabledRequestSchema,
  AdminPaymentMethodInputSchema,
  AdminPaymentMethodParamsSchema,
  AdminPaymentMethodResponseSchema,
  AdminPaymentMethodsReorderRequestSchema,
  AdminPaymentMethodsResponseSchema,
} from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import { requestLocale } from '../../platform/i18n.ts';
import { adminDoc, responses } from '../../platform/route-docs.ts';
import { noteAudit, staffOf } from '../../platform/staff-permission.ts';
import { answerHeld, HELD_RESPONSE, type Approvals } from '../approvals/index.ts';
import type { PaymentMethodsAdmin } from './admin-methods.ts';
import { messages } from './outcomes.ts';

/*
 * Back office: the cashier's payment methods (issue #27, contracts/admin-payment-methods.ts). Reads need
 * payments.view, writes payments.edit; every write is an audit row (the staff guard writes it) with the
 * method before and after. The cashier reads the rows on every call, so there is no cache to drop.
 */

const TARGET = 'payment_method';

export const adminPaymentMethodRoutes: FastifyPluginAsyncZod<{
  methods: PaymentMethodsAdmin;
  approvals: Approvals;
}> = async (app, { methods, approvals }) => {
  app.get(
    ADMIN_PAYMENT_METHOD_PATHS.list,
    {
      config: { permission: 'payments.view' },
      schema: {
        ...adminDoc(
          'Every payment method, deposits then withdrawals, in the order the cashier shows them; with the configured hosted providers, the built-in logos and the currencies',
        ),
        response: responses(AdminPaymentMethodsResponseSchema),
      },
    },
    async () => ok(await methods.list()),
  );

  app.post(
    ADMIN_PAYMENT_METHOD_PATHS.list,
    {
      config: { permission: 'payments.edit' },
      schema: {
        ...adminDoc(
          "Create a payment method (it goes last among the methods of its direction); above the owner's line for a single payment it waits for a second approver (202)",
        ),
        body: AdminPaymentMethodInputSchema,
        response: { ...responses(AdminPaymentMethodResponseSchema), ...HELD_RESPONSE },
      },
    },
    async (request, reply) => {
      const held = await approvals.hold(staffOf(request).staffId, await methods.impactOf(null, request.body));
      if (held) return answerHeld(request, reply, held);
      const after = await methods.create(request.body);
      noteAudit(request, { targetType: TARGET, targetId: after.id, after });
      return ok(after, messages(requestLocale(request)).paymentMethodCreated);
    },
  );

  app.post(
    ADMIN_PAYMENT_METHOD_PATHS.reorder,
    {
      config: { permission: 'payments.edit' },
      schema: {
        ...adminDoc('Put the methods of one direction in a new order: every one of them exactly once'),
        body: AdminPaymentMethodsReorderRequestSchema,
        response: responses(AdminPaymentMethodsResponseSchema),
      },
    },
    async (request) => {
      const { type, before, after, list } = await methods.reorder(request.body.ids);
      noteAudit(request, {
        targetType: 'payment_methods',
        targetId: type,
        before: { ids: before },
        after: { ids: after },
      });
      return ok(list, messages(requestLocale(request)).paymentMethodsReordered);
    },
  );

  app.put(
    ADMIN_PAYMENT_METHOD_PATHS.item,
    {
      config: { permission: 'payments.edit' },
      schema: {
        ...adminDoc(
          "Replace every field of a payment method; a single payment raised above the owner's line waits for a second approver (202)",
        ),
        params: AdminPaymentMethodParamsSchema,
        body: AdminPaymentMethodInputSchema,
        response: { ...responses(AdminPaymentMethodResponseSchema), ...HELD_RESPONSE },
      },
    },
    async (request, reply) => {
      const impact = await methods.impactOf(request.params.id, request.body);
      const held = await approvals.hold(staffOf(request).staffId, impact);
      if (held) return answerHeld(request, reply, held);
      const { before, after } = await methods.replace(request.params.id, request.body);
      noteAudit(request, { targetType: TARGET, targetId: after.id, before, after });
      return ok(after, messages(requestLocale(request)).paymentMethodSaved);
    },
  );

  app.post(
    ADMIN_PAYMENT_METHOD_PATHS.enabled,
    {
      config: { permission: 'payments.edit' },
      schema: {
        ...adminDoc('Switch a payment method on or off (off: the cashier stops offering it at once)'),
        params: AdminPaymentMethodParamsSchema,
        body: AdminPaymentMethodEnabledRequestSchema,
        response: responses(AdminPaymentMethodResponseSchema),
      },
    },
    async (request) => {
      const { before, after } = await methods.setEnabled(request.params.id, request.body.enabled);
      noteAudit(request, { targetType: TARGET, targetId: after.id, before, after });
      const said = messages(requestLocale(request));
      return ok(after, after.enabled ? said.paymentMethodSwitchedOn : said.paymentMethodSwitchedOff);
    },
  );
};
