import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerIdentity } from '../../src/db/schema.ts';
import { createDocumentCipher } from '../../src/modules/kyc/document-cipher.ts';
import type { IdentityProvider } from '../../src/modules/kyc/ports.ts';
import { createKycRepo } from '../../src/modules/kyc/repo.ts';
import { createKycService } from '../../src/modules/kyc/service.ts';
import { loadMoney } from '../../src/platform/money.ts';
import { testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { newPlayer } from '../payments/support.ts';
import { JPEG, PNG } from './support.ts';

/*
 * An identity provider that fails while the documents are sent: the player is told verification is
 * unavailable (503) and the review is put back as it was — never left pending with nobody reviewing —
 * so the next submit, with the provider back, goes through on the same applicant.
 */

const clock = testClock('2026-11-24T09:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

describe('a provider failing during the submit', () => {
  it('leaves the review as it was, keeps the applicant, and the next submit goes through (identity documents only)', async () => {
    let failing = true;
    const created: string[] = [];
    const submitted: { applicantId: string; kinds: string[] }[] = [];
    const provider: IdentityProvider = {
      name: 'flaky-identity',
      async createApplicant() {
        const applicantId = `app_${String(created.length + 1).padStart(24, '0')}`;
        created.push(applicantId);
        return { applicantId };
      },
      async submitForReview(applicantId, documents) {
        if (failing) throw new Error('provider down');
        submitted.push({ applicantId, kinds: documents.map((d) => d.kind).sort() });
        // What the provider is handed is the document itself, opened.
        expect(documents.find((d) => d.kind === 'passport')?.content.equals(JPEG)).toBe(true);
      },
      parseReviewWebhook() {
        throw new Error('not used here');
      },
    };
    const kyc = createKycService({
      repo: createKycRepo(t.database.db),
      clock,
      money: await loadMoney(t.database.db),
      cipher: createDocumentCipher(t.config.secrets.KYC_DOCUMENT_KEY),
      provider,
    });
    const player = await newPlayer(t, { identityVerified: false });
    const data = (bytes: Buffer) => bytes.toString('base64');
    await kyc.upload(player.playerId, { kind: 'passport', contentType: 'image/jpeg', data: data(JPEG) });
    await kyc.upload(player.playerId, { kind: 'selfie', contentType: 'image/png', data: data(PNG) });
    const identity = async () =>
      (
        await t.database.db.select().from(playerIdentity).where(eq(playerIdentity.playerId, player.playerId))
      )[0];

    await expect(kyc.submit(player.playerId, 1)).rejects.toMatchObject({
      outcome: { code: 'KycUnavailable' },
    });
    expect(await identity()).toMatchObject({
      reviewStatus: 'none',
      applicantId: created[0],
      submittedAt: null,
    });
    // Nothing blocks the player: another document can be added, and the submit tried again.
    expect((await kyc.status(player.playerId, 1)).readyToSubmit).toBe(true);
    // A proof of funds is compliance's: kept, never handed to the identity provider (below).
    await kyc.upload(player.playerId, {
      kind: 'source_of_funds',
      contentType: 'image/jpeg',
      data: data(JPEG),
    });

    failing = false;
    const sent = await kyc.submit(player.playerId, 1);
    expect(sent.reviewStatus).toBe('pending');
    expect(created).toHaveLength(1);
    expect(submitted).toEqual([{ applicantId: created[0], kinds: ['passport', 'selfie'] }]);
    expect(await identity()).toMatchObject({ reviewStatus: 'pending', applicantId: created[0] });
    expect((await identity())?.submittedAt).toEqual(clock.now());
  });
});
