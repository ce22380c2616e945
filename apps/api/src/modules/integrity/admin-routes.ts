import {
  ADMIN_GAME_ENABLED_PATH,
  ADMIN_PROVIDER_ENABLED_PATH,
  AdminGameSwitchResponseSchema,
  AdminIdParamsSchema,
  AdminProviderSwitchResponseSchema,
  AdminSwitchRequestSchema,
} from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES, ok } from '../../platform/envelope.ts';
import type { IntegrityAdmin } from './admin-service.ts';

/* Back office (issue #23): switch a casino provider or a game on and off (a player's status: backoffice-players). */

export const operatorSwitchRoutes: FastifyPluginAsyncZod<{
  admin: IntegrityAdmin;
}> = async (app, { admin }) => {
  const security = [{ staffSession: [] }];

  app.post(
    ADMIN_PROVIDER_ENABLED_PATH,
    {
      config: { permission: 'casino.edit' },
      schema: {
        tags: ['admin'],
        summary: "Switch a casino provider on or off (the operator's switch)",
        security,
        params: AdminIdParamsSchema,
        body: AdminSwitchRequestSchema,
        response: { 200: AdminProviderSwitchResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ok(await admin.setProviderEnabled(request.params.id, request.body.enabled)),
  );

  app.post(
    ADMIN_GAME_ENABLED_PATH,
    {
      config: { permission: 'casino.edit' },
      schema: {
        tags: ['admin'],
        summary: 'Switch one casino game on or off',
        security,
        params: AdminIdParamsSchema,
        body: AdminSwitchRequestSchema,
        response: { 200: AdminGameSwitchResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ok(await admin.setGameEnabled(request.params.id, request.body.enabled)),
  );
};
