import { API_CONTRACT, type DepositLimitPeriod, type Locale } from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type AuthGuard } from '../../platform/auth-guard.ts';
import { ok } from '../../platform/envelope.ts';
import { requestLocale } from '../../platform/i18n.ts';
import { messages } from './outcomes.ts';
import { responses, security } from '../../platform/route-docs.ts';
import type { DepositLimitsService, LimitChange } from './service.ts';

const C = API_CONTRACT;

/** The answer's sentence for what a change did. */
function changeMessage(change: LimitChange, period: DepositLimitPeriod, locale: Locale): string {
  const m = messages(locale);
  switch (change.kind) {
    case 'applied':
      return m.depositLimitApplied(period);
    case 'pending':
      return m.depositLimitIncreasePending(period, change.effectiveAt);
    case 'removalPending':
      return m.depositLimitRemovalPending(period, change.effectiveAt);
    case 'nothingToRemove':
      return m.depositLimitNothingToRemove(period);
    case 'removed':
      return m.depositLimitRemoved(period);
  }
}

/** The player's own deposit limits (account area). A plugin of its own beside modules/customer's routes. */
export const depositLimitRoutes: FastifyPluginAsyncZod<{
  guard: AuthGuard;
  depositLimits: DepositLimitsService;
}> = async (app, { guard, depositLimits }) => {
  app.get(
    C.customerDepositLimits.path,
    {
      onRequest: guard,
      schema: {
        tags: ['customer'],
        summary:
          "The player's daily, weekly and monthly deposit limits: limit, used, remaining, pending change",
        security,
        response: responses(C.customerDepositLimits.response),
      },
    },
    async (request) => ok(await depositLimits.list(authOf(request))),
  );

  app.post(
    C.customerSetDepositLimit.path,
    {
      onRequest: guard,
      schema: {
        tags: ['customer'],
        summary:
          'Set (amount) or remove (null) a deposit limit: a decrease applies at once, an increase or removal when confirmed after 24 hours',
        security,
        body: C.customerSetDepositLimit.request,
        response: responses(C.customerSetDepositLimit.response),
      },
    },
    async (request) => {
      const { period, amount } = request.body;
      const change = await depositLimits.set(authOf(request), period, amount);
      return ok(null, changeMessage(change, period, requestLocale(request)));
    },
  );

  app.post(
    C.customerConfirmDepositLimit.path,
    {
      onRequest: guard,
      schema: {
        tags: ['customer'],
        summary:
          "Confirm a period's pending increase or removal once its 24-hour cooling-off is over (it never applies on its own)",
        security,
        body: C.customerConfirmDepositLimit.request,
        response: responses(C.customerConfirmDepositLimit.response),
      },
    },
    async (request) => {
      const { period } = request.body;
      const change = await depositLimits.confirm(authOf(request), period);
      return ok(null, changeMessage(change, period, requestLocale(request)));
    },
  );
};
