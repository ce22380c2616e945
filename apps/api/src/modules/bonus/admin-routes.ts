import {
  ADMIN_BONUS_DEFINITION_PATH,
  ADMIN_BONUS_DEFINITIONS_PATH,
  ADMIN_BONUS_VERSIONS_PATH,
  ADMIN_PLAYER_BONUS_GRANT_PATH,
  AdminBonusGrantRequestSchema,
  AdminBonusGrantResponseSchema,
  AdminBonusVersionsResponseSchema,
  AdminIdParamsSchema,
  AdminBonusDefinitionInputSchema,
  AdminBonusDefinitionListResponseSchema,
  AdminBonusDefinitionParamsSchema,
  AdminBonusDefinitionResponseSchema,
} from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES, ok } from '../../platform/envelope.ts';
import { adminDoc as doc } from '../../platform/route-docs.ts';
import { requestLocale } from '../../platform/i18n.ts';
import { noteAudit, staffOf } from '../../platform/staff-permission.ts';
import { answerHeld, HELD_RESPONSE, type Approvals } from '../approvals/index.ts';
import type { BonusAdminService } from './admin-service.ts';
import { messages } from './outcomes.ts';
import type { BonusService } from './service.ts';

/*
 * Back office: bonus definitions.
 *   GET    /api/admin/bonus-definitions        every definition, disabled ones too
 *   POST   /api/admin/bonus-definitions        create (201)
 *   PUT    /api/admin/bonus-definitions/:id    replace every field
 *   DELETE /api/admin/bonus-definitions/:id    disable (granted bonuses keep it)
 *   GET    /api/admin/bonus-definitions/:id/versions  every version of its terms (issue #27)
 *   POST   /api/admin/players/:id/bonuses       a staff grant of a staff_grant definition, with a reason
 * Every change of a definition keeps the terms it replaced as their version (admin-service.ts).
 * The admin guard runs before the body is read: without the role 401/403, never a 400 about the body.
 */

export const bonusAdminRoutes: FastifyPluginAsyncZod<{
  bonusAdmin: BonusAdminService;
  bonus: Pick<BonusService, 'grantByStaff'>;
  approvals: Approvals;
}> = async (app, { bonusAdmin, bonus, approvals }) => {
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
        ...doc(
          "Create a bonus definition; one whose award goes above the owner's line waits for a second approver (202)",
        ),
        body: AdminBonusDefinitionInputSchema,
        response: { 201: AdminBonusDefinitionResponseSchema, ...HELD_RESPONSE, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const held = await approvals.hold(
        staffOf(request).staffId,
        await bonusAdmin.impactOf(null, request.body),
      );
      if (held) return answerHeld(request, reply, held);
      return reply.code(201).send(ok(await bonusAdmin.create(request.body)));
    },
  );

  app.put(
    ADMIN_BONUS_DEFINITION_PATH,
    {
      config: { permission: 'bonuses.edit' },
      schema: {
        ...doc(
          "Replace a bonus definition; running bonuses keep the terms they were granted with. An award raised above the owner's line waits for a second approver (202)",
        ),
        params: AdminBonusDefinitionParamsSchema,
        body: AdminBonusDefinitionInputSchema,
        response: { ...one, ...HELD_RESPONSE },
      },
    },
    async (request, reply) => {
      const impact = await bonusAdmin.impactOf(request.params.id, request.body);
      const held = await approvals.hold(staffOf(request).staffId, impact);
      if (held) return answerHeld(request, reply, held);
      const saved = await bonusAdmin.replace(request.params.id, request.body, staffOf(request).staffId);
      noteAudit(request, { targetType: 'bonus_definition', targetId: saved.id, after: saved });
      return ok(saved);
    },
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
    async (request) => ok(await bonusAdmin.disable(request.params.id, staffOf(request).staffId)),
  );

  app.get(
    ADMIN_BONUS_VERSIONS_PATH,
    {
      config: { permission: 'bonuses.view' },
      schema: {
        ...doc("Every version of a definition's terms, the current one first"),
        params: AdminBonusDefinitionParamsSchema,
        response: { 200: AdminBonusVersionsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ok(await bonusAdmin.versions(request.params.id)),
  );

  app.post(
    ADMIN_PLAYER_BONUS_GRANT_PATH,
    {
      // Money given away: a decision, as a payment's approval is.
      config: { permission: 'bonuses.approve' },
      schema: {
        ...doc(
          'Grant a staff-grant bonus to one player with a reason (active, unrestricted, no running bonus)',
        ),
        params: AdminIdParamsSchema,
        body: AdminBonusGrantRequestSchema,
        response: { 200: AdminBonusGrantResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const granted = await bonus.grantByStaff(
        staffOf(request).staffId,
        request.params.id,
        request.body.definitionId,
        request.body.reason,
      );
      noteAudit(request, {
        targetType: 'player',
        targetId: request.params.id,
        after: { ...granted, reason: request.body.reason },
      });
      return ok(granted, messages(requestLocale(request)).bonusGranted);
    },
  );
};
