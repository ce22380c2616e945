import { API_CONTRACT } from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type AuthGuard } from '../../platform/auth-guard.ts';
import { ERROR_RESPONSES, ok } from '../../platform/envelope.ts';
import { requestLocale, t } from '../../platform/i18n.ts';
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
};
