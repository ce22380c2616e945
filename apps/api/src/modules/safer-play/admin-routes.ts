import {
  ADMIN_RESTRICTION_PATHS,
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

/* Back office, safer play (issue #26): a player's restrictions. HTTP only; the rules are in service.ts. */
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
};
