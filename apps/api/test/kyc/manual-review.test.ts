import { AdminKycResponseSchema, adminKycReviewPath, KycStatusResponseSchema } from '@lale/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema.ts';
import { bearer, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { staffToken } from '../support/staff.ts';
import { expectLedgerSound, newPlayer, type Player } from '../payments/support.ts';
import { kycCall, providerAnswers, submitDocuments } from './support.ts';

/*
 * Staff answer a pending identity review by hand (issue #26's back office): kyc.edit (owner, risk)
 * approves — the player is fully verified and told — or rejects with the reason the player reads. Only a
 * pending review is answered, one answer each: staff and the provider's webhook racing end with one
 * answer and one 409. Every answer is in the audit trail with who gave it.
 */

const clock = testClock('2026-11-29T09:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());
afterEach(() => expectLedgerSound(t));

const decide = async (playerId: number, body: object, role: 'risk' | 'support' | 'owner' = 'risk') =>
  t.app.inject({
    method: 'POST',
    url: adminKycReviewPath(playerId),
    payload: body,
    headers: { ...bearer(await staffToken(t, role)), 'x-locale': 'en' },
  });

async function status(player: Player) {
  const answer = await kycCall(t, 'GET', '/api/kyc/status', player.token);
  return KycStatusResponseSchema.parse(answer.json()).data;
}

/** A new player whose documents wait for the provider's answer. */
async function pending() {
  const player = await newPlayer(t, { identityVerified: false });
  const applicantId = await submitDocuments(t, player.token, player.playerId);
  expect(await status(player)).toMatchObject({ reviewStatus: 'pending', level: 'none' });
  return { player, applicantId };
}

const bell = async (player: Player) =>
  (await t.modules.notification.notifications.list(player.playerId, 0, 10, 'en')).map((n) => n.title);

describe('a review answered by hand', () => {
  it('approves: the player is fully verified, may withdraw and is told; the card says who answered', async () => {
    const { player } = await pending();
    const answer = await decide(player.playerId, {
      decision: 'approve',
      reason: 'Passport and selfie checked by hand: the provider is down',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe(
      'The review is approved: the player is fully verified and has been told.',
    );
    expect(AdminKycResponseSchema.parse(answer.json()).data).toMatchObject({
      level: 'full',
      reviewStatus: 'approved',
      reviewedBy: 'risk',
      reviewedAt: clock.now().toISOString(),
    });
    expect(await status(player)).toMatchObject({ level: 'full', canWithdraw: true, depositCap: null });
    expect(await bell(player)).toContain('Your identity is verified');

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(player.playerId)))
      .orderBy(desc(auditLog.seq))
      .limit(1);
    expect(audit).toMatchObject({
      action: expect.stringMatching(/kyc\/review/),
      before: { level: 'none', reviewStatus: 'pending' },
      after: {
        level: 'full',
        reviewStatus: 'approved',
        decision: 'approve',
        reason: 'Passport and selfie checked by hand: the provider is down',
      },
    });
  });

  it('rejects with the reason the player reads; the level stays and the player may send again', async () => {
    const { player } = await pending();
    const answer = await decide(player.playerId, {
      decision: 'reject',
      reason: 'The selfie does not show your face clearly.',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await status(player)).toMatchObject({
      level: 'none',
      reviewStatus: 'rejected',
      rejectionReasons: ['The selfie does not show your face clearly.'],
      canWithdraw: false,
      readyToSubmit: true,
    });
  });

  it('answers only a pending review: nothing sent, already answered, or no such player is refused', async () => {
    const fresh = await newPlayer(t, { identityVerified: false });
    const body = { decision: 'approve', reason: 'Checked by hand' };
    expect((await decide(fresh.playerId, body)).statusCode).toBe(409);
    expect(await status(fresh)).toMatchObject({ level: 'none', reviewStatus: 'none' });

    const { player } = await pending();
    expect((await decide(player.playerId, { decision: 'reject', reason: 'Blurred photo' })).statusCode).toBe(
      200,
    );
    expect((await decide(player.playerId, body)).statusCode).toBe(409);
    expect(await status(player)).toMatchObject({ level: 'none', reviewStatus: 'rejected' });

    expect((await decide(987_654, body)).statusCode).toBe(404);
  });

  it('refuses support (kyc.view only) and a reason too short, and changes nothing', async () => {
    const { player } = await pending();
    expect(
      (await decide(player.playerId, { decision: 'approve', reason: 'Looks fine' }, 'support')).statusCode,
    ).toBe(403);
    expect((await decide(player.playerId, { decision: 'approve', reason: 'ok' })).statusCode).toBe(400);
    expect((await decide(player.playerId, { decision: 'upgrade', reason: 'Checked' })).statusCode).toBe(400);
    expect(await status(player)).toMatchObject({ level: 'none', reviewStatus: 'pending' });
  });

  it('gives one answer when staff and the provider answer at once: the other is refused with 409', async () => {
    const { player, applicantId } = await pending();
    const [staff, provider] = await Promise.all([
      decide(player.playerId, { decision: 'reject', reason: 'Document expired in 2025' }),
      providerAnswers(t, applicantId, { answer: 'approved', level: 'full' }, clock.now()),
    ]);
    const codes = [staff.statusCode, provider.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const after = await status(player);
    expect(after.reviewStatus).toBe(staff.statusCode === 200 ? 'rejected' : 'approved');
    expect(after.level).toBe(staff.statusCode === 200 ? 'none' : 'full');
    // Either way, the provider's later answer is refused the same way.
    const late = await providerAnswers(
      t,
      applicantId,
      { answer: 'rejected', reasons: ['Late'] },
      clock.now(),
    );
    expect(late.statusCode).toBe(409);
    expect((await status(player)).reviewStatus).toBe(after.reviewStatus);
  });
});
