import {
  ADMIN_APPROVAL_PATHS,
  APPROVAL_AREAS,
  ApprovalLinesRequestSchema,
  ApprovalLinesResponseSchema,
  PendingChangeDecisionSchema,
  PendingChangeParamsSchema,
  PendingChangeResponseSchema,
  PendingChangesQuerySchema,
  PendingChangesResponseSchema,
} from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import { requestLocale } from '../../platform/i18n.ts';
import { adminDoc, responses } from '../../platform/route-docs.ts';
import { noteAudit, staffOf } from '../../platform/staff-permission.ts';
import { messages } from './outcomes.ts';
import type { Approvals } from './service.ts';

/*
 * Back office (issue #27): the owner's approval lines (staff.view / staff.edit: only the owner draws
 * them) and, per area, the changes waiting for a second approver (the area's view to read, its approve
 * to decide). Every decision is an audit row; an approval's row carries what the change did.
 */

export const approvalRoutes: FastifyPluginAsyncZod<{ approvals: Approvals }> = async (app, { approvals }) => {
  app.get(
    ADMIN_APPROVAL_PATHS.lines,
    {
      config: { permission: 'staff.view' },
      schema: {
        ...adminDoc("The owner's approval lines: above them a change waits for a second approver"),
        response: responses(ApprovalLinesResponseSchema),
      },
    },
    async () => ok(await approvals.lines()),
  );

  app.put(
    ADMIN_APPROVAL_PATHS.lines,
    {
      config: { permission: 'staff.edit' },
      schema: {
        ...adminDoc(
          'Set the approval lines (an amount or percentage of null: no line; a currency left out keeps its line)',
        ),
        body: ApprovalLinesRequestSchema,
        response: responses(ApprovalLinesResponseSchema),
      },
    },
    async (request) => {
      const { before, after } = await approvals.setLines(staffOf(request).staffId, request.body);
      noteAudit(request, { targetType: 'approval_lines', targetId: 'lines', before, after });
      return ok(after, messages(requestLocale(request)).approvalLinesSaved);
    },
  );

  for (const area of APPROVAL_AREAS) {
    app.get(
      ADMIN_APPROVAL_PATHS.list(area),
      {
        config: { permission: `${area}.view` },
        schema: {
          ...adminDoc(`Changes of ${area} held for a second approver, newest first`),
          querystring: PendingChangesQuerySchema,
          response: responses(PendingChangesResponseSchema),
        },
      },
      async (request) => {
        const { skip, take, status } = request.query;
        return ok(await approvals.list(area, status, skip, take));
      },
    );

    app.post(
      ADMIN_APPROVAL_PATHS.approve(area),
      {
        config: { permission: `${area}.approve` },
        schema: {
          ...adminDoc(
            `Approve a held change of ${area} (not by whoever asked): applied as it was asked; approving again changes nothing`,
          ),
          params: PendingChangeParamsSchema,
          body: PendingChangeDecisionSchema,
          response: responses(PendingChangeResponseSchema),
        },
      },
      async (request) => {
        const { change, applied } = await approvals.approve(
          area,
          staffOf(request).staffId,
          request.params.id,
          request.body?.note,
        );
        // What the change did, on its target; a repeat (already applied) only names the change.
        noteAudit(
          request,
          applied
            ? {
                targetType: change.kind,
                targetId: applied.targetId,
                before: applied.before,
                after: { change: change.id, applied: applied.after },
              }
            : { targetType: 'pending_change', targetId: change.id, after: change },
        );
        return ok(change, messages(requestLocale(request)).changeApplied);
      },
    );

    app.post(
      ADMIN_APPROVAL_PATHS.reject(area),
      {
        config: { permission: `${area}.approve` },
        schema: {
          ...adminDoc(`Reject a held change of ${area} (whoever asked may too): nothing is applied`),
          params: PendingChangeParamsSchema,
          body: PendingChangeDecisionSchema,
          response: responses(PendingChangeResponseSchema),
        },
      },
      async (request) => {
        const change = await approvals.reject(
          area,
          staffOf(request).staffId,
          request.params.id,
          request.body?.note,
        );
        noteAudit(request, { targetType: 'pending_change', targetId: change.id, after: change });
        return ok(change, messages(requestLocale(request)).changeRejected);
      },
    );

    app.post(
      ADMIN_APPROVAL_PATHS.withdraw(area),
      {
        config: { permission: `${area}.edit` },
        schema: {
          ...adminDoc(`Withdraw your own held change of ${area} (only whoever asked): nothing is applied`),
          params: PendingChangeParamsSchema,
          body: PendingChangeDecisionSchema,
          response: responses(PendingChangeResponseSchema),
        },
      },
      async (request) => {
        const { staffId } = staffOf(request);
        const change = await approvals.reject(area, staffId, request.params.id, request.body?.note, {
          ownOnly: true,
        });
        noteAudit(request, { targetType: 'pending_change', targetId: change.id, after: change });
        return ok(change, messages(requestLocale(request)).changeWithdrawn);
      },
    );
  }
};
