import {
  ADMIN_CORRECTION_PATHS,
  AdminCorrectionDecisionSchema,
  AdminCorrectionParamsSchema,
  AdminCorrectionRequestSchema,
  AdminCorrectionResponseSchema,
  AdminCorrectionsQuerySchema,
  AdminCorrectionsResponseSchema,
} from '@lale/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf } from '../../platform/staff-permission.ts';
import { ok } from '../../platform/envelope.ts';
import { requestLocale } from '../../platform/i18n.ts';
import { adminDoc, responses } from '../../platform/route-docs.ts';
import { noteAudit } from '../../platform/staff-permission.ts';
import { messages } from './outcomes.ts';
import type { CorrectionsService } from './service.ts';

/* Back office (issue #25): manual corrections — ask, approve by a different staff member, reject, list. */

/** The acting staff member (the lead swaps this for the staff session's id on merge). */
const actorOf = (request: FastifyRequest) => staffOf(request).staffId;

export const correctionRoutes: FastifyPluginAsyncZod<{
  corrections: CorrectionsService;
}> = async (app, { corrections }) => {
  app.get(
    ADMIN_CORRECTION_PATHS.list,
    {
      config: { permission: 'payments.view' },
      schema: {
        ...adminDoc('Manual corrections, newest first, filtered by status and player'),
        querystring: AdminCorrectionsQuerySchema,
        response: responses(AdminCorrectionsResponseSchema),
      },
    },
    async (request) => {
      const { skip, take, sort, dir, ...filter } = request.query;
      return ok(await corrections.list(filter, { sort, dir }, skip, take));
    },
  );

  app.post(
    ADMIN_CORRECTION_PATHS.list,
    {
      config: { permission: 'payments.edit' },
      schema: {
        ...adminDoc(
          "Ask for a manual credit or debit of a player's cash (goodwill, a stuck provider round); a different staff member approves it",
        ),
        body: AdminCorrectionRequestSchema,
        response: responses(AdminCorrectionResponseSchema),
      },
    },
    async (request) => {
      const correction = await corrections.request(actorOf(request), request.body);
      noteAudit(request, { targetType: 'correction', targetId: correction.id, after: correction });
      return ok(correction, messages(requestLocale(request)).correctionRequested);
    },
  );

  const decisions = {
    approve: {
      permission: 'payments.approve',
      summary:
        'Approve a pending correction (not by whoever asked): posts its one ledger transfer; approving again changes nothing',
      decide: corrections.approve,
      said: 'correctionApproved',
    },
    reject: {
      permission: 'payments.approve',
      summary: 'Reject a pending correction (anyone, the asker too): nothing is posted',
      decide: corrections.reject,
      said: 'correctionRejected',
    },
  } as const;
  for (const [decision, { permission, summary, decide, said }] of Object.entries(decisions)) {
    app.post(
      ADMIN_CORRECTION_PATHS[decision as keyof typeof decisions],
      {
        config: { permission },
        schema: {
          ...adminDoc(summary),
          params: AdminCorrectionParamsSchema,
          body: AdminCorrectionDecisionSchema,
          response: responses(AdminCorrectionResponseSchema),
        },
      },
      async (request) => {
        const correction = await decide(actorOf(request), request.params.id, request.body?.note);
        noteAudit(request, { targetType: 'correction', targetId: correction.id, after: correction });
        return ok(correction, messages(requestLocale(request))[said]);
      },
    );
  }
};
