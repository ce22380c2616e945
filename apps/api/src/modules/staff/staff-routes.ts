import {
  ADMIN_STAFF_PATHS,
  StaffInviteRequestSchema,
  StaffInviteResponseSchema,
  StaffListResponseSchema,
  StaffParamsSchema,
  StaffRowResponseSchema,
  StaffUpdateRequestSchema,
} from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import { noteAudit, staffOf } from '../../platform/staff-permission.ts';
import { adminDoc, responses } from '../../platform/route-docs.ts';
import type { StaffMembers } from './members.ts';

/* The owner's staff screen (issue #25). The guard (guard.ts) checks the permission each route declares. */

const doc = adminDoc;

export const staffRoutes: FastifyPluginAsyncZod<{ members: StaffMembers }> = async (app, { members }) => {
  app.get(
    ADMIN_STAFF_PATHS.list,
    {
      config: { permission: 'staff.view' },
      schema: { ...doc('Staff members'), response: responses(StaffListResponseSchema) },
    },
    async () => {
      const items = await members.list();
      return ok({ items, total: items.length });
    },
  );

  app.post(
    ADMIN_STAFF_PATHS.invite,
    {
      config: { permission: 'staff.edit' },
      schema: {
        ...doc(
          'Invite a staff member with a role: answers a one-time password; 2FA is enrolled at first sign-in',
        ),
        body: StaffInviteRequestSchema,
        response: responses(StaffInviteResponseSchema),
      },
    },
    async (request) => {
      const invited = await members.invite(request.body);
      noteAudit(request, { targetType: 'staff', targetId: invited.staff.id, after: invited.staff });
      return ok(invited);
    },
  );

  app.put(
    ADMIN_STAFF_PATHS.update,
    {
      config: { permission: 'staff.edit' },
      schema: {
        ...doc("Change a member's role or status (disabling ends their sessions)"),
        params: StaffParamsSchema,
        body: StaffUpdateRequestSchema,
        response: responses(StaffRowResponseSchema),
      },
    },
    async (request) => {
      const { before, after } = await members.update(
        staffOf(request).staffId,
        request.params.id,
        request.body,
      );
      noteAudit(request, { targetType: 'staff', targetId: after.id, before, after });
      return ok(after);
    },
  );

  app.post(
    ADMIN_STAFF_PATHS.resetSecondFactor,
    {
      config: { permission: 'staff.edit' },
      schema: {
        ...doc("Reset a member's second factor: they enrol again at the next sign-in; their sessions end"),
        params: StaffParamsSchema,
        response: responses(StaffRowResponseSchema),
      },
    },
    async (request) => {
      const after = await members.resetSecondFactor(request.params.id);
      noteAudit(request, { targetType: 'staff', targetId: after.id, after: { totpEnrolled: false } });
      return ok(after);
    },
  );
};
