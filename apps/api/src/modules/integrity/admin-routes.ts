import {
  ADMIN_GAME_ENABLED_PATH,
  ADMIN_PLAYER_STATUS_PATH,
  ADMIN_PROVIDER_ENABLED_PATH,
  AdminGameSwitchResponseSchema,
  AdminIdParamsSchema,
  AdminPlayerStatusRequestSchema,
  AdminPlayerStatusResponseSchema,
  AdminProviderSwitchResponseSchema,
  AdminSwitchRequestSchema,
} from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf } from '../../platform/staff-permission.ts';
import { ERROR_RESPONSES, ok } from '../../platform/envelope.ts';
import type { IntegrityAdmin } from './admin-service.ts';

/* Back office (issue #23): block or unblock a player; switch a casino provider or a game on and off. */

export const operatorSwitchRoutes: FastifyPluginAsyncZod<{
  admin: IntegrityAdmin;
}> = async (app, { admin }) => {
  const security = [{ staffSession: [] }];

  app.post(
    ADMIN_PLAYER_STATUS_PATH,
    {
      config: { permission: 'players.edit' },
      schema: {
        tags: ['admin'],
        summary:
          "Set a player's status (active, disabled, self_excluded): a block ends their sessions and launched games at once",
        security,
        params: AdminIdParamsSchema,
        body: AdminPlayerStatusRequestSchema,
        response: { 200: AdminPlayerStatusResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { status, reason } = request.body;
      const done = await admin.setPlayerStatus(request.params.id, status);
      // The record of who did it and why, until the back office keeps an audit table.
      request.log.warn(
        { staff: staffOf(request).staffId, player: request.params.id, status, reason },
        'player status set by an operator',
      );
      return ok(done);
    },
  );

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
