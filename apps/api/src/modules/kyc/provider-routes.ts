import { MessageResponseSchema } from '@lale/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import { ok } from '../../platform/envelope.ts';
import { requestLocale } from '../../platform/i18n.ts';
import { responses } from '../../platform/route-docs.ts';
import { messages } from './outcomes.ts';
import { type ForcedReview, type IdentitySandbox, KYC_SANDBOX_SIGNATURE_HEADER } from './sandbox.ts';
import { KYC_SANDBOX_REVIEW_PATH, reviewListPage, reviewResultPage } from './sandbox-page.ts';
import type { KycService } from './service.ts';

/*
 * What the identity provider calls, and what plays it outside production:
 * - POST /api/kyc/webhook/:provider — the provider's signed review answer, read as raw bytes (the
 *   signature is over them), so this plugin has its own body parser, as the cashier's webhook has;
 * - the identity sandbox's review page (DESIGN §10), never registered in production.
 */

/** A review answer is small; a bigger body is refused before it is read into memory. */
const WEBHOOK_BODY_LIMIT = 16 * 1024;

export const KYC_WEBHOOK_PATH = '/api/kyc/webhook/:provider';
export const kycWebhookPath = (provider: string) => `/api/kyc/webhook/${provider}`;

export const kycWebhookRoutes: FastifyPluginAsyncZod<{ kyc: KycService }> = async (app, { kyc }) => {
  // Scoped to this plugin (encapsulation): every other route keeps the JSON parser.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    KYC_WEBHOOK_PATH,
    {
      schema: {
        tags: ['kyc'],
        summary:
          "The identity provider's review answer, signed `t=<unix>,v1=<hex HMAC-SHA256(secret, t.rawBody)>`; each delivery accepted once, within 5 minutes of its signature",
        params: z.object({ provider: z.string().regex(/^[a-z0-9-]{1,40}$/) }),
        response: responses(MessageResponseSchema),
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      await kyc.applyReviewWebhook(request.params.provider, raw, request.headers);
      return ok(null, messages(requestLocale(request)).kycWebhookApplied);
    },
  );
};

const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

/** The tester's form, read into the answer the provider would give; undefined when incomplete. */
function forcedReview(form: Record<string, string>): ForcedReview | undefined {
  if (form.answer === 'approved' && (form.level === 'full' || form.level === 'basic'))
    return { answer: 'approved', level: form.level };
  if (form.answer === 'rejected') {
    const reasons = (form.reasons ?? '')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line.length > 0 && line.length <= 200)
      .slice(0, 10);
    if (reasons.length > 0) return { answer: 'rejected', reasons };
  }
  return undefined;
}

/**
 * The sandbox's review page. A forced answer is signed as the provider signs it and delivered to our
 * webhook through the app itself (`inject`: the same route, parser and checks a real delivery meets).
 */
export const kycSandboxRoutes: FastifyPluginAsyncZod<{
  kyc: KycService;
  sandbox: IdentitySandbox;
  clock: Clock;
  /** The whole app, to deliver webhooks to. */
  root: FastifyInstance;
}> = async (app, { kyc, sandbox, clock, root }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(KYC_SANDBOX_REVIEW_PATH, { schema: { hide: true } }, async (_request, reply) =>
    sendHtml(reply, 200, reviewListPage(await kyc.pendingReviews())),
  );

  app.post(`${KYC_SANDBOX_REVIEW_PATH}/:applicantId`, { schema: { hide: true } }, async (request, reply) => {
    const { applicantId } = request.params as { applicantId: string };
    const review = forcedReview((request.body ?? {}) as Record<string, string>);
    if (!review) return sendHtml(reply, 400, reviewResultPage('invalid'));
    const event = sandbox.reviewEventFor(applicantId, review, clock.now());
    const delivery = await root.inject({
      method: 'POST',
      url: kycWebhookPath(sandbox.name),
      headers: { 'content-type': 'application/json', [KYC_SANDBOX_SIGNATURE_HEADER]: event.signature },
      payload: event.body,
    });
    if (delivery.statusCode >= 300) {
      request.log.warn({ status: delivery.statusCode, applicantId }, 'identity sandbox webhook refused');
      return sendHtml(reply, 502, reviewResultPage('failed'));
    }
    return sendHtml(reply, 200, reviewResultPage(review.answer));
  });
};
