import { AdminKycResponseSchema } from '@lale/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema.ts';
import { bearer, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { staffToken } from '../support/staff.ts';
import { newPlayer, type Player } from '../payments/support.ts';
import { JPEG, sandboxAnswers, submitDocuments } from './support.ts';

/*
 * The back office's view of a player's verification (issue #26): with kyc.view only, each read — the
 * summary and every document opened — written to the audit trail; a document is served as uploaded,
 * never cached, and only under the player it belongs to.
 */

const clock = testClock('2026-11-24T09:00:00Z');
let t: TestApp;
let player: Player;
let applicantId: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  player = await newPlayer(t, { identityVerified: false });
  applicantId = await submitDocuments(t, player.token, player.playerId);
  const rejected = await sandboxAnswers(t, applicantId, { answer: 'rejected', reasons: 'Blurred.' });
  expect(rejected.statusCode).toBe(200);
});
afterAll(() => t.close());

const get = async (role: 'owner' | 'support' | 'risk' | 'payments' | 'analyst', url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(await staffToken(t, role)) });

/** The trail's newest row about this player. */
async function lastAudit() {
  const [row] = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, String(player.playerId)))
    .orderBy(desc(auditLog.seq))
    .limit(1);
  return row;
}

async function auditCount() {
  return (
    await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(player.playerId)))
  ).length;
}

describe('a player’s verification in the back office', () => {
  it('shows the level, the rejection and the documents, and writes the read to the audit trail', async () => {
    const before = await auditCount();
    const answer = await get('support', `/api/admin/players/${player.playerId}/kyc`);
    expect(answer.statusCode).toBe(200);
    const view = AdminKycResponseSchema.parse(answer.json()).data;
    expect(view).toMatchObject({
      level: 'none',
      reviewStatus: 'rejected',
      rejectionReasons: ['Blurred.'],
      applicantId,
    });
    expect(view.documents.map((d) => d.kind).sort()).toEqual(['passport', 'selfie']);
    await expect.poll(auditCount).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({
      staffRole: 'support',
      permission: 'kyc.view',
      targetType: 'player',
      outcome: 'ok',
    });
  });

  it('serves a document as uploaded, never cached, and audits each opening', async () => {
    const view = AdminKycResponseSchema.parse(
      (await get('risk', `/api/admin/players/${player.playerId}/kyc`)).json(),
    ).data;
    const passport = view.documents.find((d) => d.kind === 'passport')!;
    const before = await auditCount();
    const answer = await get('risk', `/api/admin/players/${player.playerId}/kyc/documents/${passport.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/jpeg');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.rawPayload.equals(JPEG)).toBe(true);
    await expect.poll(auditCount).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({
      staffRole: 'risk',
      permission: 'kyc.view',
      after: { documentId: passport.id, kind: 'passport' },
    });
  });

  it('refuses staff without kyc.view, another player’s document and an unknown player', async () => {
    const view = AdminKycResponseSchema.parse(
      (await get('owner', `/api/admin/players/${player.playerId}/kyc`)).json(),
    ).data;
    const documentId = view.documents[0]!.id;
    for (const role of ['payments', 'analyst'] as const) {
      expect((await get(role, `/api/admin/players/${player.playerId}/kyc`)).statusCode).toBe(403);
      expect(
        (await get(role, `/api/admin/players/${player.playerId}/kyc/documents/${documentId}`)).statusCode,
      ).toBe(403);
    }
    const other = await newPlayer(t, { identityVerified: false });
    const foreign = await get('owner', `/api/admin/players/${other.playerId}/kyc/documents/${documentId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.rawPayload.includes(JPEG)).toBe(false);
    expect((await get('owner', '/api/admin/players/99999999/kyc')).statusCode).toBe(404);
    // Without a staff session, nothing.
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/admin/players/${player.playerId}/kyc/documents/${documentId}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
