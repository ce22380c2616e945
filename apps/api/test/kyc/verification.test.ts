import { randomBytes } from 'node:crypto';
import { ErrorEnvelopeSchema, KycStatusResponseSchema } from '@lale/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { kycDocuments, paymentTransactions, playerIdentity, players } from '../../src/db/schema.ts';
import { DEMO_PLAYER } from '../../src/modules/auth/index.ts';
import { createDocumentCipher } from '../../src/modules/kyc/document-cipher.ts';
import { signWebhook } from '../../src/platform/webhook-signature.ts';
import { MINUTE, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  balances,
  deposit,
  expectLedgerSound,
  IBAN,
  METHOD,
  newPlayer,
  withdraw,
  type Player,
} from '../payments/support.ts';
import { JPEG, kycCall, PNG, sandboxAnswers, submitDocuments, upload } from './support.ts';

/*
 * Identity verification (issue #26): a new player starts at level none — deposits capped in total,
 * withdrawals refused, saying why — uploads documents (stored encrypted, never served), sends them for
 * review, and the identity sandbox's signed webhook answers. A forged, stale, replayed or altered
 * delivery is refused and changes nothing. The clock is moved, never slept.
 */

const clock = testClock('2026-11-24T09:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());
afterEach(() => expectLedgerSound(t));

const unverified = (cashMinor = 0n) => newPlayer(t, { cashMinor, identityVerified: false });

const toBank = (amount: number) => ({ amount, Iban: IBAN, FullName: 'Ayşe Yılmaz' });

async function status(player: Player) {
  const answer = await kycCall(t, 'GET', '/api/kyc/status', player.token);
  expect(answer.statusCode).toBe(200);
  return KycStatusResponseSchema.parse(answer.json()).data;
}

async function identityRow(playerId: number) {
  const [row] = await t.database.db
    .select()
    .from(playerIdentity)
    .where(eq(playerIdentity.playerId, playerId));
  return row;
}

const deliveries = async () => t.modules.kyc.kyc.pendingReviews();

/** The player's notifications, newest first, in English. */
const notes = async (player: Player) =>
  (await t.modules.notification.notifications.list(player.playerId, 0, 10, 'en'))
    .filter((n) => /identity/i.test(n.title))
    .map(({ title, note }) => ({ title, note }));

/** A review answer signed with `secret` at `at`, as the sandbox provider posts it. */
function reviewEvent(
  applicantId: string,
  options: { at?: Date; secret?: string; id?: string; answer?: 'GREEN' | 'RED' } = {},
) {
  const at = options.at ?? clock.now();
  const createdAt = Math.floor(at.getTime() / 1000);
  const body = JSON.stringify({
    id: options.id ?? `dlv_${randomBytes(12).toString('hex')}`,
    type: 'applicantReviewed',
    applicantId,
    createdAt,
    reviewResult:
      (options.answer ?? 'GREEN') === 'GREEN'
        ? { reviewAnswer: 'GREEN', levelName: 'full' }
        : { reviewAnswer: 'RED', rejectLabels: ['The photo is blurred.'] },
  });
  const signature = signWebhook(options.secret ?? t.config.secrets.KYC_SANDBOX_SECRET!, body, createdAt);
  return { body, signature };
}

const deliver = (event: { body: string; signature: string }, provider = 'sandbox-identity') =>
  t.app.inject({
    method: 'POST',
    url: `/api/kyc/webhook/${provider}`,
    payload: event.body,
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': event.signature,
      'x-locale': 'en',
    },
  });

describe('levels and what they allow', () => {
  it('keeps the demo players fully verified, so their withdrawals still work', async () => {
    const [demo] = await t.database.db
      .select({ id: players.id })
      .from(players)
      .where(eq(players.username, DEMO_PLAYER.username));
    expect(demo).toBeDefined();
    expect(await identityRow(demo!.id)).toMatchObject({ level: 'full' });
  });

  it('refuses a new player’s withdrawal, telling them to verify their identity (tr and en); nothing changes', async () => {
    const player = await unverified(500_00n);
    expect(await status(player)).toMatchObject({ level: 'none', canWithdraw: false, depositCap: 2000 });
    const before = await balances(t, player.playerId);

    const en = await withdraw(t.app, player.token, METHOD.bankOut, toBank(100));
    expect(en.status).toBe(409);
    const body = ErrorEnvelopeSchema.parse(en.body);
    expect(body.message).toMatch(/verify your identity/);
    const tr = await withdraw(t.app, player.token, METHOD.bankOut, toBank(100), 'tr');
    expect(tr.status).toBe(409);
    expect(ErrorEnvelopeSchema.parse(tr.body).message).toMatch(/kimliğinizi doğrulayın/);

    expect(await balances(t, player.playerId)).toEqual(before);
    const rows = await t.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.playerId, player.playerId));
    expect(rows).toEqual([]);
  });

  it('lets an unverified player deposit up to ₺2,000 in total, and refuses what would go over', async () => {
    const player = await unverified();
    const bank = (amount: number) =>
      deposit(t.app, player.token, METHOD.havale, { amount, FullName: 'Ayşe Yılmaz' });
    expect((await bank(1500)).status).toBe(200);
    const over = await bank(600);
    expect(over.status).toBe(409);
    expect(ErrorEnvelopeSchema.parse(over.body).message).toMatch(/₺2,000\.00 in total; ₺500\.00 is left/);
    expect((await bank(500)).status).toBe(200);
    expect((await bank(100)).status).toBe(409);
    const rows = await t.database.db
      .select({ amount: paymentTransactions.amountMinor })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.playerId, player.playerId));
    expect(rows.map((row) => row.amount).sort()).toEqual([1500_00n, 500_00n].sort());
  });
  it('decides two deposits at once against the cap one after the other: only one fits', async () => {
    const player = await unverified();
    const bank = () => deposit(t.app, player.token, METHOD.havale, { amount: 1500, FullName: 'Ayşe Yılmaz' });
    const answers = await Promise.all([bank(), bank()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const rows = await t.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.playerId, player.playerId));
    expect(rows).toHaveLength(1);
  });
});

describe('documents', () => {
  it('stores a document encrypted: the bytes in the database are not the file, and only its owner and kind open them', async () => {
    const player = await unverified();
    const answer = await upload(t, player.token, 'passport');
    expect(answer.statusCode, answer.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(kycDocuments)
      .where(eq(kycDocuments.playerId, player.playerId));
    expect(row).toMatchObject({ kind: 'passport', contentType: 'image/jpeg', sizeBytes: JPEG.length });
    const stored = Buffer.from(row!.ciphertext);
    expect(stored.equals(JPEG)).toBe(false);
    expect(stored.includes(Buffer.from('lale test photo'))).toBe(false);

    const cipher = createDocumentCipher(t.config.secrets.KYC_DOCUMENT_KEY);
    const sealed = { nonce: row!.nonce, authTag: row!.authTag, ciphertext: row!.ciphertext };
    expect(cipher.open({ playerId: player.playerId, kind: 'passport' }, sealed).equals(JPEG)).toBe(true);
    // Moved onto another player, or relabelled, it does not open.
    expect(() => cipher.open({ playerId: player.playerId + 1, kind: 'passport' }, sealed)).toThrow();
    expect(() => cipher.open({ playerId: player.playerId, kind: 'selfie' }, sealed)).toThrow();
    expect(() =>
      createDocumentCipher('another key '.repeat(4)).open(
        { playerId: player.playerId, kind: 'passport' },
        sealed,
      ),
    ).toThrow();
  });

  it('never shows one player another’s documents, and serves no document’s content at all', async () => {
    const a = await unverified();
    const b = await unverified();
    expect((await upload(t, a.token, 'passport')).statusCode).toBe(200);
    expect((await status(a)).documents).toHaveLength(1);
    expect((await status(b)).documents).toEqual([]);
    const [row] = await t.database.db
      .select({ id: kycDocuments.id })
      .from(kycDocuments)
      .where(eq(kycDocuments.playerId, a.playerId));
    for (const url of [
      `/api/kyc/document/${row!.id}`,
      `/api/kyc/documents/${row!.id}`,
      `/api/kyc/document?id=${row!.id}`,
    ]) {
      const answer = await kycCall(t, 'GET', url, b.token);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body).not.toContain(JPEG.toString('base64'));
    }
    // An upload is always the caller's own: a player id in the body is not part of the contract.
    const smuggled = await kycCall(t, 'POST', '/api/kyc/document', b.token, {
      kind: 'selfie',
      contentType: 'image/png',
      data: PNG.toString('base64'),
      playerId: a.playerId,
    });
    expect(smuggled.statusCode).toBe(200);
    expect((await status(a)).documents).toHaveLength(1);
    expect((await status(b)).documents).toHaveLength(1);
  });

  it('refuses a file whose bytes are not its type, or too large, and stores nothing', async () => {
    const player = await unverified();
    const html = await kycCall(t, 'POST', '/api/kyc/document', player.token, {
      kind: 'passport',
      contentType: 'image/jpeg',
      data: Buffer.from('<html><script>alert(1)</script></html>').toString('base64'),
    });
    expect(html.statusCode).toBe(400);
    expect(html.json()).toMatchObject({ success: false, data: { errors: { data: expect.any(String) } } });
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0x41);
    JPEG.copy(big);
    const tooLarge = await kycCall(t, 'POST', '/api/kyc/document', player.token, {
      kind: 'passport',
      contentType: 'image/jpeg',
      data: big.toString('base64'),
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().message).toMatch(/too large/);
    const unknownKind = await kycCall(t, 'POST', '/api/kyc/document', player.token, {
      kind: 'driving_licence',
      contentType: 'image/jpeg',
      data: JPEG.toString('base64'),
    });
    expect(unknownKind.statusCode).toBe(400);
    expect((await status(player)).documents).toEqual([]);
  });

  it('sends for review only a full set: a passport or both id sides, and a selfie', async () => {
    const player = await unverified();
    expect((await upload(t, player.token, 'id_front')).statusCode).toBe(200);
    expect((await upload(t, player.token, 'selfie', PNG)).statusCode).toBe(200);
    expect((await status(player)).readyToSubmit).toBe(false);
    const early = await kycCall(t, 'POST', '/api/kyc/submit', player.token, {});
    expect(early.statusCode).toBe(409);
    expect((await identityRow(player.playerId))?.reviewStatus).toBe('none');
    expect((await upload(t, player.token, 'id_back')).statusCode).toBe(200);
    expect((await status(player)).readyToSubmit).toBe(true);
    const sent = await kycCall(t, 'POST', '/api/kyc/submit', player.token, {});
    expect(sent.statusCode).toBe(200);
    expect(KycStatusResponseSchema.parse(sent.json()).data).toMatchObject({
      reviewStatus: 'pending',
      readyToSubmit: false,
    });
    // While the review is pending nothing changes.
    expect((await upload(t, player.token, 'passport')).statusCode).toBe(409);
    expect((await kycCall(t, 'POST', '/api/kyc/submit', player.token, {})).statusCode).toBe(409);
  });
});

describe('the review webhook', () => {
  it('approval lifts the withdrawal refusal; the withdrawal then goes through', async () => {
    const player = await unverified(500_00n);
    expect((await withdraw(t.app, player.token, METHOD.bankOut, toBank(100))).status).toBe(409);
    const applicantId = await submitDocuments(t, player.token, player.playerId);
    const answer = await deliver(reviewEvent(applicantId));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await status(player)).toMatchObject({
      level: 'full',
      reviewStatus: 'approved',
      canWithdraw: true,
      depositCap: null,
    });
    const paid = await withdraw(t.app, player.token, METHOD.bankOut, toBank(100));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await balances(t, player.playerId)).toMatchObject({ cash: 400_00n, withdrawHold: 100_00n });
  });

  it('refuses a forged, stale, replayed or altered delivery with 4xx, and nothing changes', async () => {
    const player = await unverified();
    const applicantId = await submitDocuments(t, player.token, player.playerId);
    const unchanged = async () => {
      expect(await identityRow(player.playerId)).toMatchObject({ level: 'none', reviewStatus: 'pending' });
      expect((await deliveries()).some((row) => row.applicantId === applicantId)).toBe(true);
    };

    // Forged: signed with another key.
    const forged = await deliver(reviewEvent(applicantId, { secret: 'not-the-sandbox-secret'.repeat(2) }));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toMatch(/signature/);
    await unchanged();

    // No signature at all.
    const event = reviewEvent(applicantId);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/kyc/webhook/sandbox-identity',
      payload: event.body,
      headers: { 'content-type': 'application/json', 'x-locale': 'en' },
    });
    expect(unsigned.statusCode).toBe(400);
    await unchanged();

    // Altered after signing: the same signature over a changed body (RED turned GREEN's way round).
    const red = reviewEvent(applicantId, { answer: 'RED' });
    const altered = await deliver({
      body: red.body.replace('The photo is blurred.', 'The photo is fine!!!'),
      signature: red.signature,
    });
    expect(altered.statusCode).toBe(400);
    await unchanged();

    // Stale: signed six minutes ago (the window is five), and one signed six minutes ahead.
    const stale = await deliver(
      reviewEvent(applicantId, { at: new Date(clock.now().getTime() - 6 * MINUTE) }),
    );
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toMatch(/window/);
    const ahead = await deliver(
      reviewEvent(applicantId, { at: new Date(clock.now().getTime() + 6 * MINUTE) }),
    );
    expect(ahead.statusCode).toBe(400);
    await unchanged();
    // Within the window it is accepted (four minutes old).
    const rejection = reviewEvent(applicantId, {
      answer: 'RED',
      at: new Date(clock.now().getTime() - 4 * MINUTE),
    });
    expect((await deliver(rejection)).statusCode).toBe(200);
    expect(await identityRow(player.playerId)).toMatchObject({
      level: 'none',
      reviewStatus: 'rejected',
      rejectionReasons: ['The photo is blurred.'],
    });

    // Replayed: the same delivery again, even after the player sent new documents, is refused.
    expect((await upload(t, player.token, 'selfie', PNG)).statusCode).toBe(200);
    expect((await kycCall(t, 'POST', '/api/kyc/submit', player.token, {})).statusCode).toBe(200);
    const replayed = await deliver(rejection);
    expect(replayed.statusCode).toBe(409);
    await unchanged();

    // An unknown provider, an unknown applicant.
    expect((await deliver(reviewEvent(applicantId), 'sandbox-other')).statusCode).toBe(404);
    expect((await deliver(reviewEvent(`app_${'0'.repeat(24)}`))).statusCode).toBe(409);
    await unchanged();
  });

  it('accepts one of two copies of a delivery arriving at the same moment', async () => {
    const player = await unverified();
    const applicantId = await submitDocuments(t, player.token, player.playerId);
    const event = reviewEvent(applicantId);
    const answers = await Promise.all([deliver(event), deliver(event)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await identityRow(player.playerId)).toMatchObject({ level: 'full', reviewStatus: 'approved' });
  });

  it('a rejection keeps the level and shows the player the reasons; the sandbox page delivers both answers', async () => {
    const player = await unverified(300_00n);
    const applicantId = await submitDocuments(t, player.token, player.playerId);
    const page = await t.app.inject({ method: 'GET', url: '/api/kyc/sandbox/review' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(applicantId);

    const rejected = await sandboxAnswers(t, applicantId, {
      answer: 'rejected',
      reasons: 'The document has expired.\nThe selfie does not show the face.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await notes(player)).toEqual([
      {
        title: 'Your identity documents were not approved',
        note: expect.stringMatching(
          /^Why: The document has expired\. The selfie does not show the face\. You can send/,
        ),
      },
    ]);
    expect(await status(player)).toMatchObject({
      level: 'none',
      reviewStatus: 'rejected',
      rejectionReasons: ['The document has expired.', 'The selfie does not show the face.'],
      canWithdraw: false,
      readyToSubmit: true,
    });
    expect((await withdraw(t.app, player.token, METHOD.bankOut, toBank(100))).status).toBe(409);

    // A second answer for a review no longer pending changes nothing.
    expect((await sandboxAnswers(t, applicantId, { answer: 'approved', level: 'full' })).statusCode).toBe(
      502,
    );
    expect((await status(player)).level).toBe('none');

    // Sent again, approved: the same applicant at the provider.
    expect((await kycCall(t, 'POST', '/api/kyc/submit', player.token, {})).statusCode).toBe(200);
    expect((await identityRow(player.playerId))?.applicantId).toBe(applicantId);
    expect((await sandboxAnswers(t, applicantId, { answer: 'approved', level: 'full' })).statusCode).toBe(
      200,
    );
    expect(await status(player)).toMatchObject({ level: 'full', rejectionReasons: [], canWithdraw: true });
    expect((await notes(player))[0]).toEqual({
      title: 'Your identity is verified',
      note: 'Your documents have been approved. You can now withdraw.',
    });
    expect((await withdraw(t.app, player.token, METHOD.bankOut, toBank(100))).status).toBe(200);
  });
});
