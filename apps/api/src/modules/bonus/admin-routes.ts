import {
  ADMIN_BONUS_DEFINITION_PATH,
  ADMIN_BONUS_DEFINITIONS_PATH,
  AdminBonusDefinitionInputSchema,
  AdminBonusDefinitionListResponseSchema,
  AdminBonusDefinitionParamsSchema,
  AdminBonusDefinitionResponseSchema,
} from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES, ok } from '../../platform/envelope.ts';
import { adminDoc as doc } from '../../platform/route-docs.ts';
import type { BonusAdminService } from './admin-service.ts';

/*
 * Back office: bonus definitions.
 *   GET    /api/admin/bonus-definitions        every definition, disabled ones too
 *   POST   /api/admin/bonus-definitions        create (201)
 *   PUT    /api/admin/bonus-definitions/:id    replace every field
 *   DELETE /api/admin/bonus-definitions/:id    disable (granted bonuses keep it)
 * The admin guard runs before the body is read: without the role 401/403, never a 400 about the body.
 */

export const bonusAdminRoutes: FastifyPluginAsyncZod<{
  bonusAdmin: BonusAdminService;
}> = async (app, { bonusAdmin }) => {
  const one = { 200: AdminBonusDefinitionResponseSchema, ...ERROR_RESPONSES };

  app.get(
    ADMIN_BONUS_DEFINITIONS_PATH,
    {
      config: { permission: 'bonuses.view' },
      schema: {
        ...doc('Every bonus definition, disabled ones too'),
        response: { 200: AdminBonusDefinitionListResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async () => ok(await bonusAdmin.list()),
  );

  app.post(
    ADMIN_BONUS_DEFINITIONS_PATH,
    {
      config: { permission: 'bonuses.edit' },
      schema: {
        ...doc('Create a bonus definition'),
        body: AdminBonusDefinitionInputSchema,
        response: { 201: AdminBonusDefinitionResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => reply.code(201).send(ok(await bonusAdmin.create(request.body))),
  );

  app.put(
    ADMIN_BONUS_DEFINITION_PATH,
    {
      config: { permission: 'bonuses.edit' },
      schema: {
        ...doc('Replace a bonus definition; running bonuses keep the terms they were granted with'),
        params: AdminBonusDefinitionParamsSchema,
        body: AdminBonusDefinitionInputSchema,
        response: one,
      },
    },
    async (request) => ok(await bonusAdmin.replace(request.params.id, request.body)),
  );

  app.delete(
    ADMIN_BONUS_DEFINITION_PATH,
    {
      config: { permission: 'bonuses.edit' },
      schema: {
        ...doc('Disable a bonus definition: no longer offered or claimable'),
        params: AdminBonusDefinitionParamsSchema,
        response: one,
      },
    },
    async (request) => ok(await bonusAdmin.disable(request.params.id)),
  );
};
