import type { KycDocumentKind } from '@lale/contracts';
import { expect } from 'vitest';
import {
  KYC_SANDBOX_REVIEW_PATH,
  KYC_SANDBOX_SIGNATURE_HEADER,
  kycWebhookPath,
} from '../../src/modules/kyc/index.ts';
import type { ForcedReview } from '../../src/modules/kyc/sandbox.ts';
import type { TestApp } from '../support/app.ts';

/* Identity verification as a player and the sandbox's tester go through it, for any test that needs it. */

/** A small "photo": the JPEG signature and some bytes (what the upload checks is the signature). */
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('lale test photo ')]);
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('lale test selfie'),
]);

export const kycCall = (t: TestApp, method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'x-locale': 'en' },
    ...(payload ? { payload } : {}),
  });

export const upload = (t: TestApp, token: string, kind: KycDocumentKind, content = JPEG) =>
  kycCall(t, 'POST', '/api/kyc/document', token, {
    kind,
    contentType: content === PNG ? 'image/png' : 'image/jpeg',
    data: content.toString('base64'),
  });

/** Uploads a passport and a selfie and sends them for review; answers the applicant id. */
export async function submitDocuments(t: TestApp, token: string, playerId: number): Promise<string> {
  expect((await upload(t, token, 'passport')).statusCode).toBe(200);
  expect((await upload(t, token, 'selfie', PNG)).statusCode).toBe(200);
  const submitted = await kycCall(t, 'POST', '/api/kyc/submit', token, {});
  expect(submitted.statusCode, submitted.body).toBe(200);
  const pending = await t.modules.kyc.kyc.pendingReviews();
  const applicantId = pending.find((row) => row.playerId === playerId)?.applicantId;
  expect(applicantId).toBeDefined();
  return applicantId!;
}

/** The sandbox's tester answers on its page (which signs and delivers the webhook). */
export const sandboxAnswers = (t: TestApp, applicantId: string, form: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `${KYC_SANDBOX_REVIEW_PATH}/${applicantId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

/**
 * The provider's signed answer delivered straight to our webhook, so a test reads the webhook's own
 * status (the sandbox's page turns any refusal into its 502 "the site refused the answer").
 */
export function providerAnswers(t: TestApp, applicantId: string, answer: ForcedReview, now: Date) {
  const sandbox = t.modules.kyc.sandbox;
  if (!sandbox) throw new Error('the identity sandbox is not mounted');
  const event = sandbox.reviewEventFor(applicantId, answer, now);
  return t.app.inject({
    method: 'POST',
    url: kycWebhookPath(sandbox.name),
    headers: { 'content-type': 'application/json', [KYC_SANDBOX_SIGNATURE_HEADER]: event.signature },
    payload: event.body,
  });
}

/** The whole path: documents uploaded, submitted, approved as full by the sandbox. */
export async function verifyThroughSandbox(t: TestApp, token: string, playerId: number): Promise<void> {
  const applicantId = await submitDocuments(t, token, playerId);
  const answered = await sandboxAnswers(t, applicantId, { answer: 'approved', level: 'full' });
  expect(answered.statusCode, answered.body).toBe(200);
}
