import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { refuse } from '../../platform/domain-errors.ts';
import { signWebhook, verifyWebhookSignature } from '../../platform/webhook-signature.ts';
import type { IdentityProvider, ReviewAnswer } from './ports.ts';

/*
 * The identity sandbox (DESIGN §10): plays a Sumsub-style identity provider in development and demo, so
 * the whole verification path runs on a machine that reaches no outside server. Both halves live here,
 * as they would be split with a real provider: its side (applicants, the review answer JSON it posts,
 * its signature) and our adapter's side (verify and read that answer). The tester forces the answer on
 * the sandbox's page (sandbox-page.ts). Never created with NODE_ENV=production (module.ts).
 */

export const KYC_SANDBOX_PROVIDER = 'sandbox-identity';
export const KYC_SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** The provider's answer JSON (Sumsub's applicantReviewed shape, trimmed). */
const ReviewEventSchema = z.object({
  id: z.string().regex(/^dlv_[0-9a-f]{16,64}$/),
  type: z.literal('applicantReviewed'),
  applicantId: z.string().regex(/^app_[0-9a-f]{16,64}$/),
  createdAt: z.number().int(),
  reviewResult: z.discriminatedUnion('reviewAnswer', [
    z.object({ reviewAnswer: z.literal('GREEN'), levelName: z.enum(['basic', 'full']) }),
    z.object({
      reviewAnswer: z.literal('RED'),
      rejectLabels: z.array(z.string().min(1).max(200)).min(1).max(10),
    }),
  ]),
});
type ReviewEvent = z.infer<typeof ReviewEventSchema>;

/** What the tester forces on the sandbox's page. */
export type ForcedReview =
  { answer: 'approved'; level: 'basic' | 'full' } | { answer: 'rejected'; reasons: string[] };

export type IdentitySandbox = IdentityProvider & {
  /** The provider's side: the signed answer JSON for an applicant, as the provider would post it. */
  reviewEventFor(applicantId: string, review: ForcedReview, now: Date): { body: string; signature: string };
};

export function createIdentitySandbox(options: { webhookSecret: string }): IdentitySandbox {
  const { webhookSecret } = options;

  return {
    name: KYC_SANDBOX_PROVIDER,

    async createApplicant() {
      return { applicantId: `app_${randomBytes(12).toString('hex')}` };
    },

    // The sandbox reviews nothing by itself: the tester answers on its page. The documents it would
    // receive stay where they are.
    async submitForReview() {},

    reviewEventFor(applicantId, review, now) {
      const createdAt = Math.floor(now.getTime() / 1000);
      const event: ReviewEvent = {
        id: `dlv_${randomBytes(12).toString('hex')}`,
        type: 'applicantReviewed',
        applicantId,
        createdAt,
        reviewResult:
          review.answer === 'approved'
            ? { reviewAnswer: 'GREEN', levelName: review.level }
            : { reviewAnswer: 'RED', rejectLabels: review.reasons },
      };
      const body = JSON.stringify(event);
      return { body, signature: signWebhook(webhookSecret, body, createdAt) };
    },

    parseReviewWebhook(rawBody: Buffer, headers: IncomingHttpHeaders, now: Date): ReviewAnswer {
      const header = headers[KYC_SANDBOX_SIGNATURE_HEADER];
      const check = verifyWebhookSignature({
        secret: webhookSecret,
        header: typeof header === 'string' ? header : undefined,
        rawBody,
        now,
      });
      if (!check.ok)
        throw refuse({ code: check.reason === 'stale' ? 'KycWebhookStale' : 'KycWebhookSignatureInvalid' });
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw refuse({ code: 'KycWebhookInvalid' });
      }
      const parsed = ReviewEventSchema.safeParse(json);
      if (!parsed.success) throw refuse({ code: 'KycWebhookInvalid' });
      const { id, applicantId, reviewResult } = parsed.data;
      return reviewResult.reviewAnswer === 'GREEN'
        ? { deliveryId: id, applicantId, answer: 'approved', level: reviewResult.levelName }
        : { deliveryId: id, applicantId, answer: 'rejected', reasons: reviewResult.rejectLabels };
    },
  };
}
