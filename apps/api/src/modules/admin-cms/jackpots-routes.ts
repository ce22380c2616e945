import {
  ADMIN_CASINO_PATHS,
  AdminJackpotParamsSchema,
  AdminJackpotRequestSchema,
  AdminJackpotResponseSchema,
  AdminJackpotsResponseSchema,
} from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import { requestLocale } from '../../platform/i18n.ts';
import { adminDoc, responses } from '../../platform/route-docs.ts';
import { noteAudit } from '../../platform/staff-permission.ts';
import type { Jackpots } from './jackpots.ts';
import { messages } from './outcomes.ts';

/*
 * Back office, the casino's jackpots (issue #27; casino.view / casino.edit):
 *   GET /api/admin/casino/jackpots        every jackpot with its levels' values (site currency)
 *   PUT /api/admin/casino/jackpots/:name  its levels' new values: the lobbies follow over the hub
 */

export const jackpotsRoutes: FastifyPluginAsyncZod<{ jackpots: Jackpots }> = async (app, { jackpots }) => {
  app.get(
    ADMIN_CASINO_PATHS.jackpots,
    {
      config: { permission: 'casino.view' },
      schema: {
        ...adminDoc("The lobbies' jackpots and their levels' values, in the site currency"),
        response: responses(AdminJackpotsResponseSchema),
      },
    },
    async () => ok(await jackpots.list()),
  );

  app.put(
    ADMIN_CASINO_PATHS.jackpot,
    {
      config: { permission: 'casino.edit' },
      schema: {
        ...adminDoc("Set a jackpot's levels: every level once; the lobbies are told over the hub"),
        params: AdminJackpotParamsSchema,
        body: AdminJackpotRequestSchema,
        response: responses(AdminJackpotResponseSchema),
      },
    },
    async (request) => {
      const { before, after } = await jackpots.setLevels(request.params.name, request.body.levels);
      noteAudit(request, { targetType: 'jackpot', targetId: after.name, before, after });
      return ok(after, messages(requestLocale(request)).jackpotSaved);
    },
  );
};
