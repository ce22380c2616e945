import { API_CONTRACT, type DepositLimitPeriod, type LimitKind, type Locale } from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type AuthGuard } from '../../platform/auth-guard.ts';
import { ok } from '../../platform/envelope.ts';
import { requestLocale } from '../../platform/i18n.ts';
import { messages } from './outcomes.ts';
import { responses, security } from '../../platform/route-docs.ts';
import type { DepositLimitsService, LimitChange } from './service.ts';

const C = API_CONTRACT;

/** The answer's sentence for what a change did. */
function changeMessage(
  change: LimitChange,
  kind: LimitKind,
  period: DepositLimitPeriod,
  locale: Locale,
): string {
  const m = messages(locale);
  switch (change.kind) {
    case 'applied':
      return m.depositLimitApplied(kind, period);
    case 'pending':
      return m.depositLimitIncreasePending(kind, period, change.effectiveAt);
    case 'removalPending':
      return m.depositLimitRemovalPending(kind, period, change.effectiveAt);
    case 'nothingToRemove':
      return m.depositLimitNothingToRemove(kind, period);
    case 'removed':
      return m.depositLimitRemoved(kind, period);
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
          'Set (amount) or remove (null) a deposit limit: a decrease applies at once, an increase or removal when confirmed after the operator cooling-off (24 hours or more)',
        security,
        body: C.customerSetDepositLimit.request,
        response: responses(C.customerSetDepositLimit.response),
      },
    },
    async (request) => {
      const { period, amount } = request.body;
      const change = await depositLimits.set(authOf(request), period, amount);
      return ok(null, changeMessage(change, 'deposit', period, requestLocale(request)));
    },
  );

  app.post(
    C.customerConfirmDepositLimit.path,
    {
      onRequest: guard,
      schema: {
        tags: ['customer'],
        summary:
          "Confirm a period's pending increase or removal once its cooling-off is over (it never applies on its own)",
        security,
        body: C.customerConfirmDepositLimit.request,
        response: responses(C.customerConfirmDepositLimit.response),
      },
    },
    async (request) => {
      const { period } = request.body;
      const change = await depositLimits.confirm(authOf(request), period);
      return ok(null, changeMessage(change, 'deposit', period, requestLocale(request)));
    },
  );

  app.get(
    C.saferPlayLimits.path,
    {
      onRequest: guard,
      schema: {
        tags: ['safer play'],
        summary:
          "The player's loss and wager limits, daily, weekly and monthly: limit, what the window holds, remaining, pending change",
        security,
        response: responses(C.saferPlayLimits.response),
      },
    },
    async (request) => ok(await depositLimits.listPlay(authOf(request))),
  );

  app.post(
    C.saferPlaySetLimit.path,
    {
      onRequest: guard,
      schema: {
        tags: ['safer play'],
        summary:
          'Set (amount) or remove (null) a loss or wager limit: a decrease applies at once, an increase or removal when confirmed after the operator cooling-off (24 hours or more)',
        security,
        body: C.saferPlaySetLimit.request,
        response: responses(C.saferPlaySetLimit.response),
      },
    },
    async (request) => {
      const { kind, period, amount } = request.body;
      const change = await depositLimits.setPlay(authOf(request), kind, period, amount);
      return ok(null, changeMessage(change, kind, period, requestLocale(request)));
    },
  );

  app.post(
    C.saferPlayConfirmLimit.path,
    {
      onRequest: guard,
      schema: {
        tags: ['safer play'],
        summary: "Confirm a loss or wager limit's pending increase or removal once its cooling-off is over",
        security,
        body: C.saferPlayConfirmLimit.request,
        response: responses(C.saferPlayConfirmLimit.response),
      },
    },
    async (request) => {
      const { kind, period } = request.body;
      const change = await depositLimits.confirmPlay(authOf(request), kind, period);
      return ok(null, changeMessage(change, kind, period, requestLocale(request)));
    },
  );

  app.get(
    C.saferPlaySessionLimits.path,
    {
      onRequest: guard,
      schema: {
        tags: ['safer play'],
        summary:
          "The player's session-time limits, daily, weekly and monthly: minutes, minutes signed in within the window, remaining, pending change",
        security,
        response: responses(C.saferPlaySessionLimits.response),
      },
    },
    async (request) => ok(await depositLimits.listSession(authOf(request))),
  );

  app.post(
    C.saferPlaySetSessionLimit.path,
    {
      onRequest: guard,
      schema: {
        tags: ['safer play'],
        summary:
          'Set (minutes) or remove (null) a session-time limit: a decrease applies at once, an increase or removal when confirmed after the cooling-off',
        security,
        body: C.saferPlaySetSessionLimit.request,
        response: responses(C.saferPlaySetSessionLimit.response),
      },
    },
    async (request) => {
      const { period, minutes } = request.body;
      const change = await depositLimits.setSession(authOf(request), period, minutes);
      return ok(null, changeMessage(change, 'session', period, requestLocale(request)));
    },
  );

  app.post(
    C.saferPlayConfirmSessionLimit.path,
    {
      onRequest: guard,
      schema: {
        tags: ['safer play'],
        summary: "Confirm a session-time limit's pending increase or removal once its cooling-off is over",
        security,
        body: C.saferPlayConfirmSessionLimit.request,
        response: responses(C.saferPlayConfirmSessionLimit.response),
      },
    },
    async (request) => {
      const { period } = request.body;
      const change = await depositLimits.confirmSession(authOf(request), period);
      return ok(null, changeMessage(change, 'session', period, requestLocale(request)));
    },
  );
};
