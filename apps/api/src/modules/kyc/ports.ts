import type { IncomingHttpHeaders } from 'node:http';
import type { KycContentType, KycIdentityDocumentKind } from '@lale/contracts';

/*
 * The identity provider (DESIGN §10: every external party is an adapter behind a port). The sandbox
 * (sandbox.ts) plays a Sumsub-style provider outside production; a real provider is another adapter of
 * this same port, configured with its own keys. Without one, verification is simply not offered.
 */

/** What the provider reviews: identity documents only (compliance's proof of funds stays with us). */
export type DocumentForReview = {
  kind: KycIdentityDocumentKind;
  contentType: KycContentType;
  content: Buffer;
};

/** A review's answer as the provider's webhook gives it, once its signature and window are checked. */
export type ReviewAnswer = {
  /** The provider's id of this delivery: each is accepted once. */
  deliveryId: string;
  applicantId: string;
} & ({ answer: 'approved'; level: 'basic' | 'full' } | { answer: 'rejected'; reasons: string[] });

export interface IdentityProvider {
  readonly name: string;
  /** An applicant for the player at the provider; answers its id. */
  createApplicant(input: { playerId: number }): Promise<{ applicantId: string }>;
  /** Sends the documents and asks for a review; the answer comes later, by webhook. */
  submitForReview(applicantId: string, documents: DocumentForReview[]): Promise<void>;
  /**
   * Where a review answer comes from: the webhook's raw body and headers, checked (signature over the
   * raw bytes, timestamp window) and read. Throws a domain refusal for anything not genuine.
   */
  parseReviewWebhook(rawBody: Buffer, headers: IncomingHttpHeaders, now: Date): ReviewAnswer;
}
