import {
  ADMIN_RESTRICTION_PATHS,
  ADMIN_SAFER_PLAY_SETTINGS_PATH,
  AdminSaferPlaySettingsRequestSchema,
  AdminSaferPlaySettingsResponseSchema,
  AdminLiftRestrictionRequestSchema,
  AdminPlayerParamsSchema,
  AdminRestrictionParamsSchema,
  AdminRestrictionResponseSchema,
  AdminRestrictionsResponseSchema,
  AdminRestrictRequestSchema,
} from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import { requestLocale } from '../../platform/i18n.ts';
import { adminDoc, responses } from '../../platform/route-docs.ts';
import { noteAudit, staffOf } from '../../platform/staff-permission.ts';
import { messages } from './outcomes.ts';
import type { SaferPlayService } from './service.ts';

/*
 * Back office, safer play (issue #26): a player's restrictions, and the operator's safer-play rules
 * (settings.ts). HTTP only; the rules are in service.ts.
 */
export const saferPlayAdminRoutes: FastifyPluginAsyncZod<{ saferPlay: SaferPlayService }> = async (
  app,
  { saferPlay },
) => {
  const P = ADMIN_RESTRICTION_PATHS;

  app.get(
    P.list,
    {
      config: { permission: 'saferPlay.view' },
      schema: {
        ...adminDoc("A player's restrictions, newest first: time-outs, self-exclusions and the operator's"),
        params: AdminPlayerParamsSchema,
        response: responses(AdminRestrictionsResponseSchema),
      },
    },
    async (request) => ok(await saferPlay.history(request.params.id)),
  );

  app.post(
    P.add,
    {
      config: { permission: 'saferPlay.edit' },
      schema: {
        ...adminDoc(
          "Restrict a player's play (with a reason, until a date or until lifted): every session and launched game ends at once",
        ),
        params: AdminPlayerParamsSchema,
        body: AdminRestrictRequestSchema,
        response: responses(AdminRestrictionResponseSchema),
      },
    },
    async (request) => {
      const { id } = request.params;
      const { reason, endsAt } = request.body;
      const added = await saferPlay.restrict(
        id,
        staffOf(request).staffId,
        reason,
        endsAt === null ? null : new Date(endsAt),
      );
      noteAudit(request, { targetType: 'player', targetId: id, before: null, after: added });
      return ok(added, messages(requestLocale(request)).restrictionAdded);
    },
  );

  app.post(
    P.lift,
    {
      config: { permission: 'saferPlay.edit' },
      schema: {
        ...adminDoc(
          "Lift an operator's restriction, with a reason (a player's own time-out or self-exclusion runs its course)",
        ),
        params: AdminRestrictionParamsSchema,
        body: AdminLiftRestrictionRequestSchema,
        response: responses(AdminRestrictionResponseSchema),
      },
    },
    async (request) => {
      const { id, restrictionId } = request.params;
      const lifted = await saferPlay.lift(id, restrictionId, staffOf(request).staffId, request.body.reason);
      noteAudit(request, {
        targetType: 'player',
        targetId: id,
        before: { restrictionId, inForce: true },
        after: lifted,
      });
      return ok(lifted, messages(requestLocale(request)).restrictionLifted);
    },
  );

  app.get(
    ADMIN_SAFER_PLAY_SETTINGS_PATH,
    {
      config: { permission: 'saferPlay.view' },
      schema: {
        ...adminDoc(
          "The operator's safer-play rules (periods, cooling-offs, reality checks, withdraw-only sessions) and the jurisdictions' presets",
        ),
        response: responses(AdminSaferPlaySettingsResponseSchema),
      },
    },
    async () => ok(await saferPlay.settings.adminView()),
  );

  app.put(
    ADMIN_SAFER_PLAY_SETTINGS_PATH,
    {
      config: { permission: 'saferPlay.edit' },
      schema: {
        ...adminDoc(
          "Set the operator's safer-play rules, within the bounds no jurisdiction goes under (cooling-offs at least 24 hours, self-exclusion at least six months, time-out at most six weeks); they hold at once",
        ),
        body: AdminSaferPlaySettingsRequestSchema,
        response: responses(AdminSaferPlaySettingsResponseSchema),
      },
    },
    async (request) => {
      const before = (await saferPlay.settings.adminView()).settings;
      const saved = await saferPlay.settings.save(request.body, staffOf(request).staffId);
      noteAudit(request, { targetType: 'safer_play_settings', before, after: saved.settings });
      return ok(saved, messages(requestLocale(request)).saferPlaySettingsSaved);
    },
  );
};
