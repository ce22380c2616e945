import { API_CONTRACT } from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type AuthGuard } from '../../platform/auth-guard.ts';
import { ERROR_RESPONSES, ok } from '../../platform/envelope.ts';
import { requestLocale } from '../../platform/i18n.ts';
import { t } from './outcomes.ts';
import type { BonusService } from './service.ts';

const C = API_CONTRACT;

export const bonusRoutes: FastifyPluginAsyncZod<{ guard: AuthGuard; bonus: BonusService }> = async (
  app,
  { guard, bonus },
) => {
  app.get(
    C.bonusTrialBonusAmount.path,
    {
      schema: {
        tags: ['bonus'],
        summary: 'The trial bonus offered at sign-up (0: none, the checkbox is hidden)',
        response: { 200: C.bonusTrialBonusAmount.response, ...ERROR_RESPONSES },
      },
    },
    async () => ok(await bonus.trialOffer()),
  );

  app.get(
    C.bonusDefineTrialBonus.path,
    {
      onRequest: guard,
      schema: {
        tags: ['bonus'],
        summary: "Claim the trial bonus into the player's bonus balance (once per player)",
        security: [{ bearerAuth: [] }],
        response: { 200: C.bonusDefineTrialBonus.response, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      await bonus.claimTrialBonus(authOf(request), locale);
      return ok(null, t(locale, 'trialBonusGranted'));
    },
  );

  app.get(
    C.bonusList.path,
    {
      onRequest: guard,
      schema: {
        tags: ['bonus'],
        summary: "What the player can claim now, and the player's bonuses with their wagering (newest first)",
        security: [{ bearerAuth: [] }],
        response: { 200: C.bonusList.response, ...ERROR_RESPONSES },
      },
    },
    async (request) => ok(await bonus.list(authOf(request), requestLocale(request))),
  );

  app.post(
    C.bonusClaim.path,
    {
      onRequest: guard,
      schema: {
        tags: ['bonus'],
        summary: 'Claim an offer by id, or a deposit bonus by its code (for the latest confirmed deposit)',
        security: [{ bearerAuth: [] }],
        body: C.bonusClaim.request,
        response: { 200: C.bonusClaim.response, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      await bonus.claim(authOf(request), request.body, locale);
      return ok(null, t(locale, 'bonusClaimed'));
    },
  );

  app.post(
    C.bonusForfeit.path,
    {
      onRequest: guard,
      schema: {
        tags: ['bonus'],
        summary: 'Give up the active bonus; what is left of it is removed from the bonus balance',
        security: [{ bearerAuth: [] }],
        body: C.bonusForfeit.request,
        response: { 200: C.bonusForfeit.response, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await bonus.forfeit(authOf(request), request.body.id);
      return ok(null, t(requestLocale(request), 'bonusForfeited'));
    },
  );
};
