import {
  ADMIN_KYC_LEVELS_PATH,
  ADMIN_KYC_PATHS,
  ADMIN_KYC_RETENTION_PATH,
  AdminKycLevelsShapeSchema,
  AdminKycLevelsResponseSchema,
  AdminKycDocumentParamsSchema,
  AdminKycResponseSchema,
  AdminKycReviewRequestSchema,
  AdminKycRetentionRequestSchema,
  AdminKycRetentionResponseSchema,
  AdminPlayerParamsSchema,
} from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import { adminDoc, responses } from '../../platform/route-docs.ts';
import { requestLocale } from '../../platform/i18n.ts';
import { noteAudit, staffOf } from '../../platform/staff-permission.ts';
import { messages } from './outcomes.ts';
import type { KycService } from './service.ts';

/*
 * Back office, identity verification (issue #26): a player's level, review and documents, with kyc.view.
 * Both are reads of personal data, so both are written to the audit trail (`audit: 'read'`): who looked
 * at whose verification, and which document they opened. And the operator's KYC settings — what each
 * level allows with the unverified deposit caps, and the retention period — kyc.edit to change them,
 * audited as every write is.
 */
export const kycAdminRoutes: FastifyPluginAsyncZod<{ kyc: KycService }> = async (app, { kyc }) => {
  app.get(
    ADMIN_KYC_PATHS.identity,
    {
      config: { permission: 'kyc.view', audit: 'read' },
      schema: {
        ...adminDoc("A player's verification level, review (with a rejection's reasons) and documents kept"),
        params: AdminPlayerParamsSchema,
        response: responses(AdminKycResponseSchema),
      },
    },
    async (request) => {
      const view = await kyc.adminView(request.params.id);
      noteAudit(request, {
        targetType: 'player',
        targetId: request.params.id,
        after: { level: view.level, reviewStatus: view.reviewStatus, documents: view.documents.length },
      });
      return ok(view);
    },
  );

  app.get(
    ADMIN_KYC_LEVELS_PATH,
    {
      config: { permission: 'kyc.view' },
      schema: {
        ...adminDoc(
          'What each verification level allows (withdrawals, capped deposits) and the unverified deposit cap of every currency',
        ),
        response: responses(AdminKycLevelsResponseSchema),
      },
    },
    async () => ok(await kyc.levels()),
  );

  app.put(
    ADMIN_KYC_LEVELS_PATH,
    {
      config: { permission: 'kyc.edit' },
      schema: {
        ...adminDoc(
          'Set what each verification level allows and the caps of the currencies listed; full verification always allows withdrawals, uncapped, and a level never allows less than the one below; they hold at once',
        ),
        body: AdminKycLevelsShapeSchema,
        response: responses(AdminKycLevelsResponseSchema),
      },
    },
    async (request) => {
      const before = await kyc.levels();
      const saved = await kyc.saveLevels(request.body, staffOf(request).staffId);
      noteAudit(request, {
        targetType: 'kyc_levels',
        before: { levels: before.levels, depositCaps: before.depositCaps },
        after: { levels: saved.levels, depositCaps: saved.depositCaps },
      });
      return ok(saved, messages(requestLocale(request)).kycLevelsSaved);
    },
  );

  app.get(
    ADMIN_KYC_RETENTION_PATH,
    {
      config: { permission: 'kyc.view' },
      schema: {
        ...adminDoc("How long a closed account's identity documents are kept before they are deleted"),
        response: responses(AdminKycRetentionResponseSchema),
      },
    },
    async () => ok(await kyc.retention()),
  );

  app.put(
    ADMIN_KYC_RETENTION_PATH,
    {
      config: { permission: 'kyc.edit' },
      schema: {
        ...adminDoc(
          "Set how long a closed account's identity documents are kept (30 days to 10 years); the hourly sweep deletes them after",
        ),
        body: AdminKycRetentionRequestSchema,
        response: responses(AdminKycRetentionResponseSchema),
      },
    },
    async (request) => {
      const before = await kyc.retention();
      const saved = await kyc.setRetention(request.body.retentionDays, staffOf(request).staffId);
      noteAudit(request, { targetType: 'kyc_settings', before, after: saved });
      return ok(saved, messages(requestLocale(request)).kycRetentionSaved(saved.retentionDays));
    },
  );

  app.post(
    ADMIN_KYC_PATHS.review,
    {
      config: { permission: 'kyc.edit' },
      schema: {
        ...adminDoc(
          "Answer a player's pending review by hand: approve (fully verified) or reject with the reason the player reads",
        ),
        params: AdminPlayerParamsSchema,
        body: AdminKycReviewRequestSchema,
        response: responses(AdminKycResponseSchema),
      },
    },
    async (request) => {
      const { id } = request.params;
      const before = await kyc.adminView(id);
      const after = await kyc.decideReview(id, request.body, staffOf(request).staffId);
      noteAudit(request, {
        targetType: 'player',
        targetId: id,
        before: { level: before.level, reviewStatus: before.reviewStatus },
        after: {
          level: after.level,
          reviewStatus: after.reviewStatus,
          decision: request.body.decision,
          reason: request.body.reason,
        },
      });
      const words = messages(requestLocale(request));
      return ok(
        after,
        request.body.decision === 'approve' ? words.kycReviewApproved : words.kycReviewRejected,
      );
    },
  );

  app.get(
    ADMIN_KYC_PATHS.document,
    {
      config: { permission: 'kyc.view', audit: 'read' },
      schema: {
        ...adminDoc("One of a player's identity documents, as uploaded (its own content type, never cached)"),
        params: AdminKycDocumentParamsSchema,
      },
    },
    async (request, reply) => {
      const { id, documentId } = request.params;
      const document = await kyc.openDocument(id, documentId);
      noteAudit(request, {
        targetType: 'player',
        targetId: id,
        after: { documentId, kind: document.kind },
      });
      return reply
        .type(document.contentType)
        .header('cache-control', 'no-store')
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .send(document.content);
    },
  );
};
