import {
  AdminAmlAssigneesResponseSchema,
  AdminAmlCaseResponseSchema,
  AdminAmlCasesResponseSchema,
  ErrorEnvelopeSchema,
  KycStatusResponseSchema,
} from '@lale/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amlCases, auditLog } from '../../src/db/schema.ts';
import { testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { adminCall, anotherAdmin, demoAdmin, staffToken, type Staff } from '../support/staff.ts';
import { newPlayer, type Player } from '../payments/support.ts';
import { kycCall, upload } from '../kyc/support.ts';
import { casesOf, depositConfirmed, withdrawn } from './support.ts';

/*
 * Working an AML case (issue #26): a member with aml.edit takes a case, one with aml.approve gives it to
 * any member who may see AML cases or to nobody; the queue filters "mine" and "unassigned"; every change
 * is in the audit trail. "Request documents" reaches the player: a neutral notification in their bell,
 * and uploads open again on the verification page even though their identity is verified.
 */

const clock = testClock('2026-11-28T10:00:00Z');
let t: TestApp;
let owner: Staff;
let risk: Staff;
let support: Staff;

beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await demoAdmin(t);
  risk = await anotherAdmin(t, 'risk');
  support = await anotherAdmin(t, 'support');
});
afterAll(() => t.close());

/** A player who deposited ₺1,000 and asked for ₺900 back with no play: one open case. */
async function caseRaised(): Promise<{ player: Player; caseId: number }> {
  const player = await newPlayer(t);
  await depositConfirmed(t, owner.token, player, 1000);
  await withdrawn(t, player, 900);
  const [raised] = await casesOf(t, player.playerId);
  return { player, caseId: raised!.id };
}

const lastAudit = async () =>
  (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.seq)).limit(1))[0]!;

const assigneeOf = async (caseId: number) =>
  (await t.database.db.select().from(amlCases).where(eq(amlCases.id, caseId)))[0]!.assigneeStaffId;

const queue = async (who: Staff, filter: string) =>
  AdminAmlCasesResponseSchema.parse(
    (await adminCall(t.app, who.token, 'GET', `/api/admin/aml/cases?take=100&${filter}`)).body,
  ).data.items.map((row) => row.id);

describe('assigning a case', () => {
  it('is taken by a member with aml.edit, audited, and the queue shows it as theirs', async () => {
    const { caseId } = await caseRaised();
    expect(await queue(risk, 'assignee=unassigned')).toContain(caseId);

    const taken = await adminCall(t.app, risk.token, 'POST', `/api/admin/aml/cases/${caseId}/take`);
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body.message).toBe('The case is now assigned to risk.');
    expect(AdminAmlCaseResponseSchema.parse(taken.body).data.assignee).toBe('risk');
    expect(await lastAudit()).toMatchObject({
      permission: 'aml.edit',
      staffId: risk.id,
      targetType: 'aml_case',
      targetId: String(caseId),
      before: { assignee: null },
      after: { assignee: 'risk' },
      outcome: 'ok',
    });

    expect(await queue(risk, 'assignee=mine')).toContain(caseId);
    expect(await queue(risk, 'assignee=unassigned')).not.toContain(caseId);
    expect(await queue(owner, 'assignee=mine')).not.toContain(caseId);
    const row = AdminAmlCasesResponseSchema.parse(
      (await adminCall(t.app, owner.token, 'GET', '/api/admin/aml/cases?take=100')).body,
    ).data.items.find((item) => item.id === caseId);
    expect(row!.assignee).toBe('risk');

    // Taking it again is no change; taking someone else's is refused, and nothing moves.
    expect((await adminCall(t.app, risk.token, 'POST', `/api/admin/aml/cases/${caseId}/take`)).status).toBe(
      200,
    );
    const refused = await adminCall(t.app, owner.token, 'POST', `/api/admin/aml/cases/${caseId}/take`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Another staff member holds this case; only someone who may approve can reassign it.',
    );
    expect(await assigneeOf(caseId)).toBe(risk.id);
  });

  it('is given to another member or to nobody with aml.approve (audited), never to one who may not see it', async () => {
    const { caseId } = await caseRaised();
    const url = `/api/admin/aml/cases/${caseId}/assignee`;
    const given = await adminCall(t.app, owner.token, 'PUT', url, { staffId: risk.id });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(AdminAmlCaseResponseSchema.parse(given.body).data.assignee).toBe('risk');
    expect(await lastAudit()).toMatchObject({
      permission: 'aml.approve',
      staffId: owner.id,
      targetId: String(caseId),
      before: { assignee: null },
      after: { assignee: 'risk' },
    });

    // Support may not see AML cases; an unknown id is nobody; neither changes anything.
    for (const staffId of [support.id, 987_654]) {
      const refused = await adminCall(t.app, owner.token, 'PUT', url, { staffId });
      expect(refused.status, String(staffId)).toBe(400);
      expect(ErrorEnvelopeSchema.parse(refused.body).data?.errors).toHaveProperty('staffId');
    }
    for (const body of [{}, { staffId: 'risk' }, { staffId: -1 }, { staffId: 1.5 }]) {
      expect((await adminCall(t.app, owner.token, 'PUT', url, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await assigneeOf(caseId)).toBe(risk.id);

    const unassigned = await adminCall(t.app, owner.token, 'PUT', url, { staffId: null });
    expect(unassigned.status).toBe(200);
    expect(unassigned.body.message).toBe('The case is now unassigned.');
    expect(await assigneeOf(caseId)).toBeNull();
    expect(await lastAudit()).toMatchObject({ before: { assignee: 'risk' }, after: { assignee: null } });

    const assignees = AdminAmlAssigneesResponseSchema.parse(
      (await adminCall(t.app, risk.token, 'GET', '/api/admin/aml/assignees')).body,
    ).data;
    expect(assignees.map((member) => member.username).sort()).toEqual(['owner', 'risk']);
  });

  it('refuses members without aml.approve to give a case away, and any change to a decided case', async () => {
    const { caseId } = await caseRaised();
    for (const role of ['support', 'payments', 'analyst'] as const) {
      const token = await staffToken(t, role);
      const url = `/api/admin/aml/cases/${caseId}/assignee`;
      expect((await adminCall(t.app, token, 'PUT', url, { staffId: owner.id })).status, role).toBe(403);
      expect((await adminCall(t.app, token, 'POST', `/api/admin/aml/cases/${caseId}/take`)).status).toBe(403);
    }
    expect(await assigneeOf(caseId)).toBeNull();

    await adminCall(t.app, risk.token, 'POST', `/api/admin/aml/cases/${caseId}/decision`, {
      decision: 'close',
      reason: 'Nothing unusual',
    });
    expect((await adminCall(t.app, risk.token, 'POST', `/api/admin/aml/cases/${caseId}/take`)).status).toBe(
      409,
    );
    expect(
      (
        await adminCall(t.app, owner.token, 'PUT', `/api/admin/aml/cases/${caseId}/assignee`, {
          staffId: risk.id,
        })
      ).status,
    ).toBe(409);
    expect(await assigneeOf(caseId)).toBeNull();
    expect((await adminCall(t.app, risk.token, 'POST', '/api/admin/aml/cases/987654/take')).status).toBe(404);
  });
});

describe('requesting documents', () => {
  it('tells the player in their bell, in Turkish and English, and opens uploads although they are verified', async () => {
    const { player, caseId } = await caseRaised();
    // Verified (newPlayer goes through the identity sandbox): no upload before the request.
    const before = await upload(t, player.token, 'passport');
    expect(before.statusCode).toBe(409);
    const status = async () =>
      KycStatusResponseSchema.parse(
        JSON.parse((await kycCall(t, 'GET', '/api/kyc/status', player.token)).body) as unknown,
      ).data;
    expect((await status()).documentsRequested).toBe(false);

    const decided = await adminCall(t.app, risk.token, 'POST', `/api/admin/aml/cases/${caseId}/decision`, {
      decision: 'request_documents',
      reason: 'Suspected structuring; source of funds needed',
    });
    expect(decided.status).toBe(200);

    const notifications = await t.modules.notification.notifications.list(player.playerId, 0, 10, 'en');
    const [newest] = notifications;
    expect(newest).toMatchObject({
      title: 'We need documents from you',
      note: expect.stringContaining('My Account › Identity Verification'),
      isRead: false,
    });
    // Neutral: nothing of the case or of staff's reason reaches the player.
    expect(JSON.stringify(newest)).not.toMatch(/structuring|AML|case/i);
    const inTurkish = await t.modules.notification.notifications.list(player.playerId, 0, 10, 'tr');
    expect(inTurkish[0]).toMatchObject({ title: 'Sizden belge istiyoruz' });

    expect((await status()).documentsRequested).toBe(true);
    const uploaded = await upload(t, player.token, 'passport');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    // What compliance asked for: where the money comes from (a bank statement), a kind of its own.
    const statement = await upload(t, player.token, 'source_of_funds');
    expect(statement.statusCode, statement.body).toBe(200);
    const kinds = (await status()).documents.map((document) => document.kind);
    expect(kinds).toHaveLength(4); // the review's two and the new ones
    expect(kinds).toContain('source_of_funds');
    expect((await status()).level).toBe('full');

    // The request closes after 30 days.
    clock.advance(30 * 24 * 60 * 60_000);
    const meta = { ip: '127.0.0.1', userAgent: 'vitest', fingerprint: 'aml' };
    player.token = (await t.modules.session.sessions.open(player.playerId, meta)).token;
    expect((await status()).documentsRequested).toBe(false);
    expect((await upload(t, player.token, 'passport')).statusCode).toBe(409);
  });
});
