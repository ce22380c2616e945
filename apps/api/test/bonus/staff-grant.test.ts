import type { AdminBonusDefinition } from '@lale/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, playerBonuses, playerRestrictions } from '../../src/db/schema.ts';
import { DEMO_STAFF } from '../../src/modules/staff/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { staffToken } from '../support/staff.ts';
import { adminCall, type FieldErrors } from '../content/support.ts';
import { balances, expectLedgerSound, newPlayer } from '../payments/support.ts';
import { claim } from './support.ts';

/*
 * Staff grants and versioned terms (issue #27). A `staff_grant` definition is a set sum a staff member
 * with bonuses.approve gives one player, with a reason: never to a restricted player, never twice
 * while one runs (a double click included), never claimable by the player. Every change of a
 * definition keeps the terms it replaced as their version, and a bonus runs by the version it was
 * granted under.
 */

let t: TestApp;
let owner: string;
let editor: string;

const terms = {
  title: { tr: 'Sadakat Hediyesi', en: 'Loyalty Gift' },
  description: { tr: 'Sadık oyunculara.', en: 'For loyal players.' },
  trigger: 'staff_grant',
  code: null,
  kind: 'fixed',
  percent: null,
  cap: null,
  fixedAmount: 100,
  minDeposit: 0,
  wageringMultiple: 3,
  contributions: { slot: 100, live: 10, table: 10, sports: 0 },
  sportsMinOdds: 1.5,
  validDays: 14,
  claimWindowDays: 7,
  maxBet: null,
  enabled: true,
  currencyId: 1,
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await staffToken(t, 'owner');
  editor = await staffToken(t, 'content');
});
afterAll(() => t.close());

const grant = (playerId: number, definitionId: number, token = owner) =>
  adminCall<{ bonusId: number; amount: number; definitionVersion: number } & FieldErrors>(
    t.app,
    token,
    'POST',
    `/api/admin/players/${playerId}/bonuses`,
    { definitionId, reason: 'Apology for the outage on Friday' },
  );

async function definition(): Promise<AdminBonusDefinition> {
  const created = await adminCall<AdminBonusDefinition>(
    t.app,
    editor,
    'POST',
    '/api/admin/bonus-definitions',
    terms,
  );
  expect(created.status).toBe(201);
  return created.body.data;
}

describe('a staff grant', () => {
  it('gives the set sum once, with who and why, and never to a restricted player or a second time', async () => {
    const gift = await definition();
    expect(gift.version).toBe(1);
    const player = await newPlayer(t);

    const given = await grant(player.playerId, gift.id);
    expect(given.status).toBe(200);
    expect(given.body.message).toBe('The bonus is granted.');
    expect(given.body.data).toMatchObject({ amount: 100, definitionVersion: 1, wageringRequired: 300 });
    expect((await balances(t, player.playerId)).bonus).toBe(100_00n);
    const [row] = await t.database.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.playerId, player.playerId));
    expect(row).toMatchObject({
      kind: 'staff_grant',
      grantReason: 'Apology for the outage on Friday',
      definitionVersion: 1,
      status: 'active',
    });
    const [audit] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.seq)).limit(1);
    expect(audit).toMatchObject({
      staffUsername: DEMO_STAFF.owner.username,
      permission: 'bonuses.approve',
      targetType: 'player',
      targetId: String(player.playerId),
    });

    const again = await grant(player.playerId, gift.id);
    expect(again.status).toBe(409);
    expect((await balances(t, player.playerId)).bonus).toBe(100_00n);

    const excluded = await newPlayer(t);
    await t.database.db.insert(playerRestrictions).values({
      playerId: excluded.playerId,
      kind: 'self_exclusion',
      startsAt: new Date(Date.now() - 60_000),
      endsAt: null,
      reason: '6m',
      createdAt: new Date(Date.now() - 60_000),
    });
    const refused = await grant(excluded.playerId, gift.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'The player is not active, or is self-excluded, on a time-out or restricted: no bonus may be granted.',
    );
    expect((await balances(t, excluded.playerId)).bonus).toBe(0n);
    await expectLedgerSound(t);
  });

  it('grants once when two staff members click at the same moment', async () => {
    const gift = await definition();
    const player = await newPlayer(t);
    const answers = await Promise.all([grant(player.playerId, gift.id), grant(player.playerId, gift.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await balances(t, player.playerId)).bonus).toBe(100_00n);
    await expectLedgerSound(t);
  });

  it('is never the player’s to claim by id (it has no code to type)', async () => {
    const gift = await definition();
    const player = await newPlayer(t);
    const byId = await claim(t, { ...player, currencyId: 1 }, { id: gift.id });
    expect(byId.status).toBe(400);
    expect((await balances(t, player.playerId)).bonus).toBe(0n);
  });

  it('refuses a share of a deposit, a definition that is not a staff grant, and a role without approve', async () => {
    const percent = await adminCall<FieldErrors>(t.app, editor, 'POST', '/api/admin/bonus-definitions', {
      ...terms,
      kind: 'percent',
      percent: 50,
      fixedAmount: null,
    });
    expect(percent.status).toBe(400);
    expect(Object.keys(percent.body.data.errors)).toContain('kind');
    const gift = await definition();
    const player = await newPlayer(t);
    expect((await grant(player.playerId, gift.id, editor)).status).toBe(403);
    const list = await adminCall<AdminBonusDefinition[]>(
      t.app,
      editor,
      'GET',
      '/api/admin/bonus-definitions',
    );
    const welcome = list.body.data.find((d) => d.trigger === 'first_deposit')!;
    const wrong = await grant(player.playerId, welcome.id);
    expect(wrong.status).toBe(409);
    expect((await grant(987_654, gift.id)).status).toBe(404);
    expect((await balances(t, player.playerId)).bonus).toBe(0n);
  });
});

describe('versions of the terms', () => {
  it('keeps each replaced version with who replaced it; a running bonus keeps the version it was granted under', async () => {
    const gift = await definition();
    const early = await newPlayer(t);
    expect((await grant(early.playerId, gift.id)).body.data.definitionVersion).toBe(1);

    const raised = await adminCall<AdminBonusDefinition>(
      t.app,
      editor,
      'PUT',
      `/api/admin/bonus-definitions/${gift.id}`,
      {
        ...terms,
        fixedAmount: 200,
        wageringMultiple: 5,
      },
    );
    expect(raised.status).toBe(200);
    expect(raised.body.data.version).toBe(2);
    const disabled = await adminCall<AdminBonusDefinition>(
      t.app,
      editor,
      'DELETE',
      `/api/admin/bonus-definitions/${gift.id}`,
    );
    expect(disabled.body.data).toMatchObject({ version: 3, enabled: false });

    const versions = await adminCall<
      { version: number; terms: AdminBonusDefinition; replacedBy: string | null; replacedAt: string | null }[]
    >(t.app, editor, 'GET', `/api/admin/bonus-definitions/${gift.id}/versions`);
    expect(versions.status).toBe(200);
    expect(
      versions.body.data.map((v) => [v.version, v.terms.fixedAmount, v.terms.enabled, v.replacedBy]),
    ).toEqual([
      [3, 200, false, null],
      [2, 200, true, DEMO_STAFF.content.username],
      [1, 100, true, DEMO_STAFF.content.username],
    ]);

    // The bonus granted under version 1 still asks 3× its 100, whatever version 2 says.
    const [row] = await t.database.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.playerId, early.playerId));
    expect(row).toMatchObject({ amountMinor: 100_00n, wageringRequiredMinor: 300_00n, definitionVersion: 1 });
    expect(
      (
        await adminCall(
          t.app,
          await staffToken(t, 'analyst'),
          'GET',
          `/api/admin/bonus-definitions/${gift.id}/versions`,
        )
      ).status,
    ).toBe(200);
  });
});
