import { API_CONTRACT } from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, sessionMeta, type AuthGuard } from '../../platform/auth-guard.ts';
import { ok } from '../../platform/envelope.ts';
import { requestLocale } from '../../platform/i18n.ts';
import { responses, security } from '../../platform/route-docs.ts';
import { messages } from './outcomes.ts';
import type { SaferPlayService } from './service.ts';

const C = API_CONTRACT;

/**
 * The player's own safer-play tools: what is in force, the reality check, a time-out, a self-exclusion,
 * the history, closing the account.
 */
export const saferPlayRoutes: FastifyPluginAsyncZod<{
  guard: AuthGuard;
  saferPlay: SaferPlayService;
}> = async (app, { guard, saferPlay }) => {
  app.get(
    C.saferPlayStatus.path,
    {
      onRequest: guard,
      // Open to a withdraw-only session (issue #26): a restricted player sees and withdraws their money.
      config: { withdrawOnly: true },
      schema: {
        tags: ['safer play'],
        summary:
          'The restriction in force on the player (none while signed in, for now), the periods and reality-check intervals the operator offers',
        security,
        response: responses(C.saferPlayStatus.response),
      },
    },
    async (request) => ok(await saferPlay.status(authOf(request))),
  );

  app.get(
    C.saferPlayHistory.path,
    {
      onRequest: guard,
      schema: {
        tags: ['safer play'],
        summary:
          "The player's own last 12 calendar months (Türkiye time): stakes and wins (cash and bonus), deposits, withdrawals paid out, net; and the year's totals",
        security,
        response: responses(C.saferPlayHistory.response),
      },
    },
    async (request) => ok(await saferPlay.activity(authOf(request))),
  );

  app.get(
    C.saferPlayRealityCheck.path,
    {
      onRequest: guard,
      schema: {
        tags: ['safer play'],
        summary:
          "The reality check of this sign-in: the player's interval (null: off), when the session began, and since then the time elapsed, stakes and wins (cash and bonus) and net",
        security,
        response: responses(C.saferPlayRealityCheck.response),
      },
    },
    async (request) => ok(await saferPlay.realityCheck(authOf(request))),
  );

  app.post(
    C.saferPlaySetRealityCheck.path,
    {
      onRequest: guard,
      schema: {
        tags: ['safer play'],
        summary:
          'Choose the reality-check interval among those the operator offers (15, 30, 45 or 60 minutes), or null to turn it off',
        security,
        body: C.saferPlaySetRealityCheck.request,
        response: responses(C.saferPlaySetRealityCheck.response),
      },
    },
    async (request) => {
      const answer = await saferPlay.setRealityCheck(authOf(request), request.body.intervalMinutes);
      return ok(answer, messages(requestLocale(request)).realityCheckSet(answer.intervalMinutes));
    },
  );

  app.post(
    C.saferPlayTimeOut.path,
    {
      onRequest: guard,
      schema: {
        tags: ['safer play'],
        summary:
          'Take a time-out (one of the periods offered: 24 hours to six weeks) at once: every session and game ends, sign-in and bets are refused until it ends',
        security,
        body: C.saferPlayTimeOut.request,
        response: responses(C.saferPlayTimeOut.response),
      },
    },
    async (request) => {
      const restriction = await saferPlay.timeOut(authOf(request), request.body.period);
      const until = new Date(restriction.endsAt!);
      return ok({ restriction }, messages(requestLocale(request)).timeOutTaken(until));
    },
  );

  app.post(
    C.saferPlaySelfExclusion.path,
    {
      onRequest: guard,
      schema: {
        tags: ['safer play'],
        summary:
          'Self-exclude (one of the periods offered: six months to five years) at once and for the whole period: every session and game ends, the running bonus is forfeited',
        security,
        body: C.saferPlaySelfExclusion.request,
        response: responses(C.saferPlaySelfExclusion.response),
      },
    },
    async (request) => {
      const restriction = await saferPlay.selfExclude(authOf(request), request.body.period);
      const until = new Date(restriction.endsAt!);
      return ok({ restriction }, messages(requestLocale(request)).selfExclusionTaken(until));
    },
  );

  app.post(
    C.saferPlayClose.path,
    {
      onRequest: guard,
      schema: {
        tags: ['safer play'],
        summary:
          "Close the player's own account for good, with a reason: refused (409) while cash is left or a withdrawal is pending; the bonus is forfeited, every session ends",
        security,
        body: C.saferPlayClose.request,
        response: responses(C.saferPlayClose.response),
      },
    },
    async (request) => {
      await saferPlay.close(authOf(request), request.body);
      return ok(null, messages(requestLocale(request)).closeDone);
    },
  );

  app.post(
    C.saferPlaySelfExclusionEndRequest.path,
    {
      // No session guard: a self-excluded player cannot sign in. The credentials are the authentication.
      schema: {
        tags: ['safer play'],
        summary:
          "Ask for a self-exclusion's end once it is over, with the account's credentials (sign-in is refused then): sign-in opens after the operator's cooling-off (24 hours or more)",
        body: C.saferPlaySelfExclusionEndRequest.request,
        response: responses(C.saferPlaySelfExclusionEndRequest.response),
      },
    },
    async (request) => {
      const { accessFrom, coolingOffHours } = await saferPlay.requestSelfExclusionEnd(
        request.body,
        sessionMeta(request),
      );
      return ok(
        { accessFrom: accessFrom.toISOString() },
        messages(requestLocale(request)).selfExclusionEndRequested(accessFrom, coolingOffHours),
      );
    },
  );
};
