import {
  AdminAmlCaseResponseSchema,
  AdminAmlCasesResponseSchema,
  AdminAmlNoteResponseSchema,
  AdminAmlRateResponseSchema,
  AdminAmlRatesResponseSchema,
  AdminAmlRuleResponseSchema,
  AdminAmlRulesResponseSchema,
  ErrorEnvelopeSchema,
} from '@lale/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { amlCaseNotes, amlCases, auditLog, playerRestrictions } from '../../src/db/schema.ts';
import { bearer, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { adminCall, staffToken } from '../support/staff.ts';
import { adminToken, expectLedgerSound, newPlayer, type Player } from '../payments/support.ts';
import { casesOf, depositConfirmed, resetRule, withdrawn } from './support.ts';

/*
 * The back office's AML cases (issue #26): the queue, a case with its evidence and the player, notes,
 * decisions under aml.approve, the rules' parameters under aml.edit, the exports — each write in the
 * audit trail; a role without aml.* is refused, a decided case takes no new decision, bad input changes
 * nothing.
 */

const clock = testClock('2026-11-28T10:00:00Z');
let t: TestApp;
let owner: string;
let risk: string;
let support: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await adminToken(t);
  risk = await staffToken(t, 'risk');
  support = await staffToken(t, 'support');
});
afterAll(() => t.close());
afterEach(async () => {
  await resetRule(t);
  await expectLedgerSound(t);
});

/** A player who deposited ₺1,000 and asked for ₺900 back with no play: one open case. */
async function caseRaised(): Promise<{ player: Player; caseId: number }> {
  const player = await newPlayer(t);
  await depositConfirmed(t, owner, player, 1000);
  await withdrawn(t, player, 900);
  const [raised] = await casesOf(t, player.playerId);
  return { player, caseId: raised!.id };
}

const lastAudit = async () =>
  (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.seq)).limit(1))[0]!;

describe('the case queue and a case', () => {
  it('lists cases awaiting a decision first, oldest first, filters by status and pages', async () => {
    const a = await caseRaised();
    const b = await caseRaised();
    await adminCall(t.app, risk, 'POST', `/api/admin/aml/cases/${a.caseId}/decision`, {
      decision: 'clear',
      reason: 'Salary deposit, documented',
    });
    const all = AdminAmlCasesResponseSchema.parse(
      (await adminCall(t.app, risk, 'GET', '/api/admin/aml/cases?take=100')).body,
    ).data;
    const ids = all.items.map((row) => row.id);
    // b (open) comes before a (cleared), whatever their ids.
    expect(ids.indexOf(b.caseId)).toBeLessThan(ids.indexOf(a.caseId));
    const firstDecided = all.items.findIndex((row) => row.status === 'cleared');
    expect(all.items.slice(0, firstDecided).every((row) => row.status === 'open')).toBe(true);
    const pendingIds = all.items.slice(0, firstDecided).map((row) => row.id);
    expect(pendingIds).toEqual([...pendingIds].sort((x, y) => x - y));

    const cleared = AdminAmlCasesResponseSchema.parse(
      (await adminCall(t.app, risk, 'GET', '/api/admin/aml/cases?status=cleared')).body,
    ).data;
    expect(cleared.items.map((row) => row.status)).toEqual(cleared.items.map(() => 'cleared'));
    expect(cleared.items.find((row) => row.id === a.caseId)).toMatchObject({
      decidedBy: 'risk',
      rule: 'deposit_withdrawn',
    });

    const page = AdminAmlCasesResponseSchema.parse(
      (await adminCall(t.app, risk, 'GET', '/api/admin/aml/cases?take=1&skip=1')).body,
    ).data;
    expect(page.items).toHaveLength(1);
    expect(page.items[0]!.id).toBe(ids[1]);
    expect(page.total).toBe(all.total);
  });

  it("shows one case with its evidence, its notes and the player's summary", async () => {
    const { player, caseId } = await caseRaised();
    const answer = await adminCall(t.app, risk, 'GET', `/api/admin/aml/cases/${caseId}`);
    expect(answer.status).toBe(200);
    const found = AdminAmlCaseResponseSchema.parse(answer.body).data;
    expect(found).toMatchObject({
      id: caseId,
      playerId: player.playerId,
      status: 'open',
      notes: [],
      evidence: { depositAmount: 1000, withdrawalAmount: 900, stakedSinceDeposit: 0 },
      player: { id: player.playerId, status: 'active', currency: 'TRY', cash: 100, otherCases: 0 },
    });
    expect((await adminCall(t.app, risk, 'GET', '/api/admin/aml/cases/987654321')).status).toBe(404);
  });
});

describe('notes', () => {
  it('adds a note (audited) and refuses an empty one or one with a NUL, changing nothing', async () => {
    const { caseId } = await caseRaised();
    const url = `/api/admin/aml/cases/${caseId}/notes`;
    const added = await adminCall(t.app, risk, 'POST', url, { body: 'Called the player: salary.' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.message).toBe('The note has been added.');
    expect(AdminAmlNoteResponseSchema.parse(added.body).data).toMatchObject({
      body: 'Called the player: salary.',
      author: 'risk',
    });
    expect(await lastAudit()).toMatchObject({
      area: 'aml',
      permission: 'aml.edit',
      targetType: 'aml_case',
      targetId: String(caseId),
      outcome: 'ok',
    });

    for (const body of ['', '   ', 'bad\u0000note', 'x'.repeat(2001)]) {
      const refused = await adminCall(t.app, risk, 'POST', url, { body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      ErrorEnvelopeSchema.parse(refused.body);
    }
    const notes = await t.database.db.select().from(amlCaseNotes).where(eq(amlCaseNotes.caseId, caseId));
    expect(notes).toHaveLength(1);
  });
});

describe('decisions', () => {
  it('clears a case with a reason (audited before and after), then refuses any new decision', async () => {
    const { caseId } = await caseRaised();
    const url = `/api/admin/aml/cases/${caseId}/decision`;
    const cleared = await adminCall(t.app, risk, 'POST', url, {
      decision: 'clear',
      reason: 'Documented salary',
    });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.message).toBe('The case is decided: cleared.');
    expect(AdminAmlCaseResponseSchema.parse(cleared.body).data).toMatchObject({
      status: 'cleared',
      decidedBy: 'risk',
      decisionReason: 'Documented salary',
      decidedAt: '2026-11-28T10:00:00.000Z',
    });
    expect(await lastAudit()).toMatchObject({
      permission: 'aml.approve',
      targetId: String(caseId),
      before: { status: 'open' },
      after: { status: 'cleared', decision: 'clear', reason: 'Documented salary' },
    });

    const again = await adminCall(t.app, risk, 'POST', url, {
      decision: 'report',
      reason: 'Changed my mind',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This case is already decided (cleared); no new decision can be taken.');
    const [row] = await t.database.db.select().from(amlCases).where(eq(amlCases.id, caseId));
    expect(row).toMatchObject({ status: 'cleared', decisionReason: 'Documented salary' });
  });

  it('refuses a decision on a closed case, and one without a reason or of an unknown kind', async () => {
    const { caseId } = await caseRaised();
    const url = `/api/admin/aml/cases/${caseId}/decision`;
    for (const payload of [
      { decision: 'clear', reason: '' },
      { decision: 'bless', reason: 'Looks fine' },
      {},
    ])
      expect((await adminCall(t.app, risk, 'POST', url, payload)).status).toBe(400);
    expect(
      (await adminCall(t.app, risk, 'POST', url, { decision: 'close', reason: 'Account closed' })).status,
    ).toBe(200);
    const refused = await adminCall(t.app, risk, 'POST', url, { decision: 'clear', reason: 'Too late now' });
    expect(refused.status).toBe(409);
    expect((await t.database.db.select().from(amlCases).where(eq(amlCases.id, caseId)))[0]!.status).toBe(
      'closed',
    );
  });

  it('requests documents, then restricts the player through safer play (until lifted), then reports', async () => {
    const { player, caseId } = await caseRaised();
    const url = `/api/admin/aml/cases/${caseId}/decision`;
    const decide = (decision: string, reason: string) =>
      adminCall(t.app, risk, 'POST', url, { decision, reason });
    expect((await decide('request_documents', 'Source of funds needed')).status).toBe(200);
    expect((await decide('request_documents', 'Again')).status).toBe(409);
    expect((await decide('restrict', 'No documents in 14 days')).status).toBe(200);

    const restrictions = await t.database.db
      .select()
      .from(playerRestrictions)
      .where(and(eq(playerRestrictions.playerId, player.playerId), isNull(playerRestrictions.liftedAt)));
    expect(restrictions).toHaveLength(1);
    expect(restrictions[0]).toMatchObject({
      kind: 'operator',
      endsAt: null,
      reason: `AML case #${caseId}: No documents in 14 days`,
    });
    const balance = await t.app.inject({
      method: 'GET',
      url: '/api/user/balance',
      headers: bearer(player.token),
    });
    expect(balance.statusCode).toBe(401); // every session of the player ended with the restriction

    expect((await decide('report', 'Reported to MASAK')).status).toBe(200);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/aml/cases/reported/export',
      headers: bearer(risk),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('caseId,playerId,username,rule,createdAt,reportedAt,reportedBy,reason,evidence');
    expect(lines.find((line) => line.startsWith(`${caseId},`))).toContain('Reported to MASAK');
  });
});

describe('the CSV of one case', () => {
  it('carries the case, the evidence, the player and the notes, a formula-looking note defused', async () => {
    const { caseId } = await caseRaised();
    await adminCall(t.app, risk, 'POST', `/api/admin/aml/cases/${caseId}/notes`, { body: '=HYPERLINK("x")' });
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/aml/cases/${caseId}/export`,
      headers: bearer(risk),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(new RegExp(`aml-case-${caseId}-2026-11-28\\.csv`));
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('section,key,value');
    expect(lines).toContain(`case,id,${caseId}`);
    expect(lines).toContain('evidence,depositAmount,1000');
    expect(lines.some((line) => line.startsWith('note,') && line.endsWith(`"'=HYPERLINK(""x"")"`))).toBe(
      true,
    );
    expect(await lastAudit()).toMatchObject({ permission: 'aml.view', targetId: String(caseId) });
  });
});

describe('the rules', () => {
  it('lists the rules and saves a switch and parameters, checked by the rule (audited)', async () => {
    const rules = AdminAmlRulesResponseSchema.parse(
      (await adminCall(t.app, risk, 'GET', '/api/admin/aml/rules')).body,
    );
    expect(rules.data).toEqual([
      expect.objectContaining({
        code: 'deposit_velocity',
        enabled: true,
        params: { windowHours: 24, maxDeposits: 5, multiple: 5, baselineDays: 30, floorEur: 1000 },
      }),
      expect.objectContaining({ code: 'deposit_withdrawn', enabled: true, params: { maxStakeShare: 0.5 } }),
      expect.objectContaining({ code: 'excluded_lookalike', enabled: true, params: {} }),
      expect.objectContaining({ code: 'lifetime_threshold', enabled: true, params: { thresholdEur: 2000 } }),
      expect.objectContaining({
        code: 'many_instruments',
        enabled: true,
        params: { minInstruments: 4, windowDays: 30 },
      }),
      expect.objectContaining({ code: 'screening_match', enabled: true, params: { minNameScore: 0.85 } }),
    ]);
    const url = '/api/admin/aml/rules/deposit_withdrawn';
    const saved = await adminCall(t.app, risk, 'PUT', url, { enabled: true, params: { maxStakeShare: 0.3 } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(AdminAmlRuleResponseSchema.parse(saved.body).data).toMatchObject({
      params: { maxStakeShare: 0.3 },
      updatedBy: 'risk',
    });
    expect(await lastAudit()).toMatchObject({
      permission: 'aml.edit',
      targetType: 'aml_rule',
      before: expect.objectContaining({ params: { maxStakeShare: 0.5 } }),
      after: expect.objectContaining({ params: { maxStakeShare: 0.3 } }),
    });

    for (const params of [{ maxStakeShare: 2 }, { maxStakeShare: 0 }, {}, { maxStakeShare: 0.5, extra: 1 }]) {
      const refused = await adminCall(t.app, risk, 'PUT', url, { enabled: true, params });
      expect(refused.status, JSON.stringify(params)).toBe(400);
      expect(ErrorEnvelopeSchema.parse(refused.body).data?.errors).toHaveProperty('params');
      expect(refused.body.message).toMatch(
        /^These parameters of the rule are not valid: (maxStakeShare|extra)\.$/,
      );
    }
    expect(
      (await adminCall(t.app, risk, 'PUT', '/api/admin/aml/rules/no_such', { enabled: true, params: {} }))
        .status,
    ).toBe(400);
    const after = AdminAmlRulesResponseSchema.parse(
      (await adminCall(t.app, risk, 'GET', '/api/admin/aml/rules')).body,
    );
    expect(after.data.find((rule) => rule.code === 'deposit_withdrawn')!.params).toEqual({
      maxStakeShare: 0.3,
    });
    // Each rule checks its own parameters: whole euros for the threshold.
    const threshold = '/api/admin/aml/rules/lifetime_threshold';
    expect(
      (await adminCall(t.app, risk, 'PUT', threshold, { enabled: true, params: { thresholdEur: 2000.5 } }))
        .status,
    ).toBe(400);
    expect(
      (await adminCall(t.app, risk, 'PUT', threshold, { enabled: true, params: { maxStakeShare: 0.5 } }))
        .status,
    ).toBe(400);
  });
});

describe('the euro rates', () => {
  it('lists the seeded rates and sets one (audited), refusing an unknown currency or a bad rate', async () => {
    const listed = AdminAmlRatesResponseSchema.parse(
      (await adminCall(t.app, risk, 'GET', '/api/admin/aml/rates')).body,
    );
    expect(listed.data.map(({ currency, unitsPerEur }) => [currency, unitsPerEur])).toEqual([
      ['EUR', 1],
      ['TRY', 50],
    ]);
    const saved = await adminCall(t.app, risk, 'PUT', '/api/admin/aml/rates/TRY', { unitsPerEur: 51.234567 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe('The euro rate has been saved.');
    expect(AdminAmlRateResponseSchema.parse(saved.body).data).toMatchObject({
      currency: 'TRY',
      unitsPerEur: 51.234567,
      updatedBy: 'risk',
    });
    expect(await lastAudit()).toMatchObject({
      permission: 'aml.edit',
      targetType: 'aml_eur_rate',
      targetId: 'TRY',
      before: expect.objectContaining({ unitsPerEur: 50 }),
      after: expect.objectContaining({ unitsPerEur: 51.234567 }),
    });
    expect((await adminCall(t.app, risk, 'PUT', '/api/admin/aml/rates/XYZ', { unitsPerEur: 2 })).status).toBe(
      404,
    );
    for (const unitsPerEur of [0, -1, 1.0000001, 'fifty'])
      expect(
        (await adminCall(t.app, risk, 'PUT', '/api/admin/aml/rates/TRY', { unitsPerEur })).status,
        String(unitsPerEur),
      ).toBe(400);
    expect(
      (await adminCall(t.app, support, 'PUT', '/api/admin/aml/rates/TRY', { unitsPerEur: 1 })).status,
    ).toBe(403);
    const after = AdminAmlRatesResponseSchema.parse(
      (await adminCall(t.app, risk, 'GET', '/api/admin/aml/rates')).body,
    );
    expect(after.data.find((rate) => rate.currency === 'TRY')!.unitsPerEur).toBe(51.234567);
  });
});

describe('who may', () => {
  it('refuses support (no aml.*) every read and write, and changes nothing', async () => {
    const { caseId } = await caseRaised();
    const calls: [method: 'GET' | 'POST' | 'PUT', url: string, payload?: object][] = [
      ['GET', '/api/admin/aml/cases'],
      ['GET', `/api/admin/aml/cases/${caseId}`],
      ['GET', `/api/admin/aml/cases/${caseId}/export`],
      ['POST', `/api/admin/aml/cases/${caseId}/notes`, { body: 'Looks fine to me' }],
      ['POST', `/api/admin/aml/cases/${caseId}/decision`, { decision: 'clear', reason: 'Looks fine' }],
      ['PUT', '/api/admin/aml/rules/deposit_withdrawn', { enabled: false, params: { maxStakeShare: 0.5 } }],
      ['POST', `/api/admin/aml/cases/${caseId}/take`],
      ['PUT', `/api/admin/aml/cases/${caseId}/assignee`, { staffId: null }],
      ['GET', '/api/admin/aml/assignees'],
    ];
    for (const [method, url, payload] of calls)
      expect((await adminCall(t.app, support, method, url, payload)).status, `${method} ${url}`).toBe(403);
    const [row] = await t.database.db.select().from(amlCases).where(eq(amlCases.id, caseId));
    expect(row!.status).toBe('open');
    expect(await t.database.db.select().from(amlCaseNotes).where(eq(amlCaseNotes.caseId, caseId))).toEqual(
      [],
    );
  });
});
