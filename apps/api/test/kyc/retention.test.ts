import { AdminKycRetentionResponseSchema } from '@lale/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, kycDocuments, playerIdentity } from '../../src/db/schema.ts';
import { bearer, call, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { staffToken } from '../support/staff.ts';
import { newPlayer, type Player } from '../payments/support.ts';
import { submitDocuments } from './support.ts';

/*
 * The operator's retention rule for identity documents (issue #26): kept while the account is open and
 * for the set period after it is closed, then deleted by the sweep. The clock is moved, never slept.
 */

const DAY = 24 * 60 * 60_000;
const clock = testClock('2026-11-24T09:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const admin = async (
  role: 'owner' | 'support' | 'risk',
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
) =>
  call(t.app, {
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { ...bearer(await staffToken(t, role)), 'x-locale': 'en' },
  });

const documentsOf = async (player: Player) =>
  (await t.database.db.select().from(kycDocuments).where(eq(kycDocuments.playerId, player.playerId))).length;

async function playerWithDocuments(): Promise<Player> {
  const player = await newPlayer(t, { identityVerified: false });
  await submitDocuments(t, player.token, player.playerId);
  expect(await documentsOf(player)).toBe(2);
  return player;
}

const close = async (player: Player) => {
  const answer = await admin('owner', 'POST', `/api/admin/players/${player.playerId}/status`, {
    status: 'closed',
    reason: 'The player asked to close the account.',
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};

describe('the retention of identity documents', () => {
  it('is five years unless the operator sets it; kyc.edit sets it within 30 days and ten years, audited', async () => {
    const read = await admin('support', 'GET', '/api/admin/kyc/retention');
    expect(AdminKycRetentionResponseSchema.parse(read.body).data).toEqual({ retentionDays: 1826 });
    expect((await admin('support', 'PUT', '/api/admin/kyc/retention', { retentionDays: 90 })).status).toBe(
      403,
    );
    for (const retentionDays of [29, 3651, 90.5]) {
      expect((await admin('risk', 'PUT', '/api/admin/kyc/retention', { retentionDays })).status).toBe(400);
    }
    expect((await admin('support', 'GET', '/api/admin/kyc/retention')).body.data).toEqual({
      retentionDays: 1826,
    });

    const saved = await admin('risk', 'PUT', '/api/admin/kyc/retention', { retentionDays: 90 });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toMatch(/kept for 90 days/);
    expect((await admin('support', 'GET', '/api/admin/kyc/retention')).body.data).toEqual({
      retentionDays: 90,
    });
    await expect
      .poll(async () => {
        const [row] = await t.database.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.targetType, 'kyc_settings'))
          .orderBy(desc(auditLog.seq))
          .limit(1);
        return row;
      })
      .toMatchObject({ staffRole: 'risk', before: { retentionDays: 1826 }, after: { retentionDays: 90 } });
  });

  it('deletes the documents of an account closed longer ago than the period, and only those', async () => {
    await admin('risk', 'PUT', '/api/admin/kyc/retention', { retentionDays: 90 });
    const closedLongAgo = await playerWithDocuments();
    const open = await playerWithDocuments();
    const closedLater = await playerWithDocuments();
    await close(closedLongAgo);
    clock.advance(60 * DAY);
    await close(closedLater);

    // 89 days after the first closing: nothing is due yet.
    clock.advance(29 * DAY);
    expect(await t.modules.kyc.kyc.deleteExpiredDocuments()).toBe(0);

    clock.advance(2 * DAY);
    await t.modules.kyc.retentionSweep.tick();
    expect(await documentsOf(closedLongAgo)).toBe(0);
    expect(await documentsOf(open)).toBe(2);
    expect(await documentsOf(closedLater)).toBe(2);
    // The level and the review's record stay: only the documents go.
    const [identity] = await t.database.db
      .select()
      .from(playerIdentity)
      .where(eq(playerIdentity.playerId, closedLongAgo.playerId));
    expect(identity).toMatchObject({ reviewStatus: 'pending' });
    // Another sweep finds nothing more.
    expect(await t.modules.kyc.kyc.deleteExpiredDocuments()).toBe(0);
  });
});
