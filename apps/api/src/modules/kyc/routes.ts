import { API_CONTRACT, KYC_DOCUMENT_MAX_BYTES } from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type AuthGuard } from '../../platform/auth-guard.ts';
import { ok } from '../../platform/envelope.ts';
import { requestLocale } from '../../platform/i18n.ts';
import { responses, security } from '../../platform/route-docs.ts';
import { messages } from './outcomes.ts';
import type { KycService } from './service.ts';

const C = API_CONTRACT;

/** A document travels as base64 (4 bytes per 3) inside a small JSON object. */
const UPLOAD_BODY_LIMIT = Math.ceil(KYC_DOCUMENT_MAX_BYTES / 3) * 4 + 1024;

/** The player's own verification: status, a document's upload, the submit for review. Never a document's content. */
export const kycRoutes: FastifyPluginAsyncZod<{ guard: AuthGuard; kyc: KycService }> = async (
  app,
  { guard, kyc },
) => {
  app.get(
    C.kycStatus.path,
    {
      onRequest: guard,
      // Open to a withdraw-only session (issue #26): a restricted player sees and withdraws their money.
      config: { withdrawOnly: true },
      schema: {
        tags: ['kyc'],
        summary:
          "The player's verification level, what it allows, the review's state (with a rejection's reasons) and the documents kept",
        security,
        response: responses(C.kycStatus.response),
      },
    },
    async (request) => {
      const { playerId, currencyId } = authOf(request);
      return ok(await kyc.status(playerId, currencyId));
    },
  );

  app.post(
    C.kycUpload.path,
    {
      onRequest: guard,
      // Open to a withdraw-only session (issue #26): a restricted player sees and withdraws their money.
      config: { withdrawOnly: true },
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags: ['kyc'],
        summary:
          'Upload one identity document (passport, id front or back, selfie; JPEG, PNG or PDF up to 5 MB, base64), stored encrypted',
        security,
        body: C.kycUpload.request,
        response: responses(C.kycUpload.response),
      },
    },
    async (request) => {
      const document = await kyc.upload(authOf(request).playerId, request.body);
      return ok({ document }, messages(requestLocale(request)).kycDocumentUploaded);
    },
  );

  app.post(
    C.kycSubmit.path,
    {
      onRequest: guard,
      // Open to a withdraw-only session (issue #26): a restricted player sees and withdraws their money.
      config: { withdrawOnly: true },
      schema: {
        tags: ['kyc'],
        summary:
          "Send the player's documents to the identity provider for review; the answer comes by webhook",
        security,
        body: C.kycSubmit.request,
        response: responses(C.kycSubmit.response),
      },
    },
    async (request) => {
      const { playerId, currencyId } = authOf(request);
      return ok(await kyc.submit(playerId, currencyId), messages(requestLocale(request)).kycSubmitted);
    },
  );
};
