import { staffToken } from '../support/staff.ts';
import type { AuditRow, AuditVerification } from '@lale/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall } from '../content/support.ts';
import { adminToken } from '../notifications/support.ts';
import { bearer, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { asSuperuser, entry } from './support.ts';

/* Back office: the audit trail's list and filters, its CSV export and its verification over HTTP. */

let t: TestApp;
let admin: string;
let outsider: string;
type Page = { items: AuditRow[]; total: number };

const clock = testClock('2026-11-27T20:30:00Z'); // 23:30 in Istanbul: still the 27th there

beforeAll(async () => {
  t = await createTestApp({ clock });
  const { audit } = t.modules.audit;
  await audit.record(entry(1, { action: 'note', after: { text: '=cmd|" /C calc"!A0' } }));
  await audit.record(entry(2, { staffId: 9, staffUsername: 'mert', area: 'payments', action: 'confirm' }));
  clock.set('2026-11-27T21:30:00Z'); // 00:30 on the 28th in Istanbul
  await audit.record(
    entry(3, {
      staffId: null,
      staffUsername: 'nobody',
      staffRole: null,
      area: 'auth',
      action: 'sign-in',
      permission: null,
      targetType: null,
      targetId: null,
      outcome: 'failed',
      before: null,
      after: null,
    }),
  );
  await audit.record(entry(4, { outcome: 'refused', targetId: 1002 }));
  // Signed in after the clock moved, so the sessions are fresh.
  admin = await adminToken(t);
  // A staff role without audit.view.
  outsider = await staffToken(t, 'support');
});
afterAll(() => t.close());

const list = (query = '') => adminCall<Page>(t.app, admin, 'GET', `/api/admin/audit${query}`);

describe('GET /api/admin/audit', () => {
  it('lists the trail newest first, paged, with what each row changed', async () => {
    const answer = await list('?take=2');
    expect(answer.status).toBe(200);
    expect(answer.body.data.total).toBe(4);
    expect(answer.body.data.items.map((row) => row.seq)).toEqual([4, 3]);
    expect(answer.body.data.items[1]).toMatchObject({
      staffId: null,
      staffUsername: 'nobody',
      staffRole: null,
      area: 'auth',
      outcome: 'failed',
      at: '2026-11-27T21:30:00.000Z',
      before: null,
      after: null,
    });
    const oldest = await list('?sort=at&dir=asc&skip=1&take=1');
    expect(oldest.body.data.items.map((row) => row.seq)).toEqual([2]);
    expect(oldest.body.data.items[0]).toMatchObject({ before: { status: 'active' }, targetId: '1002' });
  });

  it.each([
    ['?staffId=9', [2]],
    ['?area=payments&action=confirm', [2]],
    ['?targetType=player&targetId=1002', [4, 2]],
    ['?outcome=refused', [4]],
    ['?outcome=failed', [3]],
    ['?from=2026-11-28', [4, 3]],
    ['?to=2026-11-27', [2, 1]],
  ])('filters %s', async (query, seqs) => {
    const answer = await list(query);
    expect(answer.status).toBe(200);
    expect(answer.body.data.items.map((row) => row.seq)).toEqual(seqs);
    expect(answer.body.data.total).toBe(seqs.length);
  });

  it.each(['?take=101', '?outcome=maybe', '?from=28.11.2026', '?sort=ip', '?staffId=abc'])(
    'refuses %s with 400',
    async (query) => {
      expect((await list(query)).status).toBe(400);
    },
  );
});

describe('GET /api/admin/audit/export', () => {
  it('answers CSV with the filters applied and a formula cell escaped', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit/export?action=note',
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="audit-2026-11-28.csv"');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'seq,id,at,staff_id,staff_username,staff_role,ip,area,action,permission,target_type,target_id,outcome,before,after',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',"{""status"":""active""}",');
    // The after column is JSON text, so it starts with "{": the formula sits inside, not at the start.
    expect(lines[1]).toContain('""=cmd|\\"" /C calc\\""!A0""');
  });

  it('escapes a cell that starts with a formula character', async () => {
    await t.modules.audit.audit.record(
      entry(5, { staffUsername: '=cmd|" /C calc"!A0', action: 'export-probe' }),
    );
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit/export?action=export-probe',
      headers: bearer(admin),
    });
    expect(response.body.split('\r\n')[1]).toContain(`,"'=cmd|"" /C calc""!A0",`);
  });
});

describe('POST /api/admin/audit/verify', () => {
  it('says the chain is whole, then names the row a superuser changed', async () => {
    const whole = await adminCall<AuditVerification>(t.app, admin, 'POST', '/api/admin/audit/verify');
    expect(whole.status).toBe(200);
    // The five rows above, and the two exports, which are audited reads.
    expect(whole.body.data).toEqual({ ok: true, checked: 7, firstBroken: null });

    await asSuperuser(t.database.db, async (tx) => {
      await tx.execute(sql`update audit_log set outcome = 'ok' where seq = 4`);
    });
    const broken = await adminCall<AuditVerification>(t.app, admin, 'POST', '/api/admin/audit/verify');
    expect(broken.body.data).toMatchObject({
      ok: false,
      checked: 3,
      firstBroken: { seq: 4, reason: 'hash_mismatch' },
    });
  });
});

// Last: each refusal of a signed-in member is itself an audit row, which the exact lists above would see.
describe('access', () => {
  it.each([
    ['GET', '/api/admin/audit'],
    ['GET', '/api/admin/audit/export'],
    ['POST', '/api/admin/audit/verify'],
  ] as const)('%s %s: 401 without a session, 403 for a role without audit.view', async (method, url) => {
    expect((await adminCall(t.app, null, method, url)).status).toBe(401);
    expect((await adminCall(t.app, outsider, method, url)).status).toBe(403);
  });
});
