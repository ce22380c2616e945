import {
  AdminAmlCaseResponseSchema,
  AdminPlayerScreeningResponseSchema,
  AdminScreeningSandboxEntryResponseSchema,
  AdminScreeningStatusResponseSchema,
} from '@lale/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { amlCases, amlRules, auditLog, players, playerScreenings } from '../../src/db/schema.ts';
import { fullRegistration, MINUTE, registerOk, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { adminCall, staffToken } from '../support/staff.ts';

/*
 * Sanctions and PEP screening (issue #26): a sign-up is screened by the sweep against the sandbox list
 * and a match raises exactly one AML case with the entry and the reason as evidence; a list update
 * re-screens everyone; a provider down never fails a sign-up and is retried; two sweeps at once raise
 * one case. The periodic timer is stopped: each test sweeps itself, with the test clock.
 */

const clock = testClock('2026-12-01T10:00:00Z');
let t: TestApp;
let risk: string;
let support: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  await t.modules.screening.sweep.stop();
  risk = await staffToken(t, 'risk');
  support = await staffToken(t, 'support');
});
afterAll(() => t.close());
afterEach(async () => {
  vi.restoreAllMocks();
  await t.database.db
    .update(amlRules)
    .set({ enabled: true, params: { minNameScore: 0.85 } })
    .where(eq(amlRules.code, 'screening_match'));
});

const service = () => t.modules.screening.screening;
const sandbox = () => t.modules.screening.screening.sandbox!;

/** Sweeps until nothing due is left (each sweep takes a batch). */
async function sweepAll(): Promise<number> {
  let total = 0;
  for (let round = 0; round < 20; round += 1) {
    const screened = await service().sweep();
    total += screened;
    if (screened === 0) return total;
  }
  throw new Error('the sweep never ran dry');
}

async function signUp(person: { name: string; surname: string; birthDate: string }): Promise<number> {
  const payload = fullRegistration(person);
  await registerOk(t.app, payload);
  const [row] = await t.database.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.username, payload.username));
  return row!.id;
}

const screeningCases = (playerId: number) =>
  t.database.db
    .select()
    .from(amlCases)
    .where(and(eq(amlCases.playerId, playerId), eq(amlCases.ruleCode, 'screening_match')))
    .orderBy(amlCases.id);

const playerScreening = async (playerId: number) =>
  AdminPlayerScreeningResponseSchema.parse(
    (await adminCall(t.app, risk, 'GET', `/api/admin/players/${playerId}/screening`)).body,
  ).data;

const status = async () =>
  AdminScreeningStatusResponseSchema.parse((await adminCall(t.app, risk, 'GET', '/api/admin/screening')).body)
    .data;

const SANCTIONED = { name: 'Kemalettin', surname: 'Doğanyürek', birthDate: '1968-03-14' };

describe('screening at sign-up', () => {
  it('raises exactly one case for a seeded sanctioned person, with the entry and the reason as evidence', async () => {
    const playerId = await signUp(SANCTIONED);
    // The sign-up itself screens nobody: the player is due.
    expect(await playerScreening(playerId)).toMatchObject({ state: 'pending', due: true, screenedAt: null });
    await sweepAll();
    const raised = await screeningCases(playerId);
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ subject: 'screening:SBX-0001', status: 'open' });

    const opened = AdminAmlCaseResponseSchema.parse(
      (await adminCall(t.app, risk, 'GET', `/api/admin/aml/cases/${raised[0]!.id}`)).body,
    ).data;
    expect(opened.rule).toBe('screening_match');
    expect(opened.evidence).toMatchObject({
      listEntryId: 'SBX-0001',
      listName: 'Consolidated sanctions list (sandbox)',
      category: 'sanctions',
      listedName: 'Kemalettin Doğanyürek',
      listedBirth: '1968-03-14',
      playerName: 'Kemalettin Doğanyürek',
      playerBirthDate: '1968-03-14',
      nameScore: 1,
      matchBasis: 'name_birth_date',
      matchReason: 'names equal; birth date equal',
      provider: 'sandbox',
      listVersion: 'sandbox-2026.01',
    });
    expect(await playerScreening(playerId)).toMatchObject({
      state: 'match',
      matches: 1,
      due: false,
      listVersion: 'sandbox-2026.01',
      screenedAt: clock.now().toISOString(),
    });

    // Screened again (a name change makes the player due): still the one case.
    await t.database.db.update(players).set({ name: 'KEMALETTİN' }).where(eq(players.id, playerId));
    expect((await playerScreening(playerId)).due).toBe(true);
    await sweepAll();
    expect(await screeningCases(playerId)).toHaveLength(1);
  });

  it('raises nothing for a player on no list, and records the clear result', async () => {
    const playerId = await signUp({ name: 'Zeynep', surname: 'Akarsu', birthDate: '1990-05-17' });
    await sweepAll();
    expect(await screeningCases(playerId)).toEqual([]);
    expect(await playerScreening(playerId)).toMatchObject({
      state: 'clear',
      matches: 0,
      due: false,
      listVersion: 'sandbox-2026.01',
    });
  });

  it('folds Turkish i’s, accents and name order: a list written "IŞIKGÖREN İsmihan" finds "ismihan ışıkgören"', async () => {
    const playerId = await signUp({ name: 'ismihan', surname: 'ışıkgören', birthDate: '1975-11-02' });
    const dane = await signUp({ name: 'Soren', surname: 'Ostergaard Blahoj', birthDate: '1970-01-09' });
    await sweepAll();
    const [found] = await screeningCases(playerId);
    expect(found).toMatchObject({ subject: 'screening:SBX-0002' });
    expect(found!.evidence).toMatchObject({
      nameScore: 1,
      matchReason: 'names equal in another order; birth date equal',
    });
    expect((await screeningCases(dane)).map((raised) => raised.subject)).toEqual(['screening:SBX-0006']);
  });

  it('screens nobody while the rule is off, and catches up when it is on again', async () => {
    const off = await adminCall(t.app, risk, 'PUT', '/api/admin/aml/rules/screening_match', {
      enabled: false,
      params: { minNameScore: 0.85 },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(
      (
        await adminCall(t.app, risk, 'PUT', '/api/admin/aml/rules/screening_match', {
          enabled: true,
          params: { minNameScore: 1.5 },
        })
      ).status,
    ).toBe(400);
    const playerId = await signUp({ name: 'Nurseli', surname: 'Gökdemiroğlu', birthDate: '1963-05-21' });
    expect(await sweepAll()).toBe(0);
    expect(await screeningCases(playerId)).toEqual([]);
    expect(await status()).toMatchObject({ ruleEnabled: false });

    await adminCall(t.app, risk, 'PUT', '/api/admin/aml/rules/screening_match', {
      enabled: true,
      params: { minNameScore: 0.85 },
    });
    await sweepAll();
    expect((await screeningCases(playerId)).map((raised) => raised.evidence.category)).toEqual(['pep']);
  });
});

describe('a list update', () => {
  it('screens existing players again: a new matching entry raises a case at the next sweep', async () => {
    const playerId = await signUp({ name: 'Gülperi', surname: 'Karaböcek', birthDate: '1985-08-08' });
    await sweepAll();
    expect(await playerScreening(playerId)).toMatchObject({ state: 'clear' });
    const before = await status();

    // Support may not add to the list; bad input changes nothing.
    const entry = {
      listName: 'Tester additions (sandbox)',
      category: 'sanctions',
      fullName: 'KARABÖCEK Gülperi',
      birthYear: 1985,
      nationality: 'TR',
    };
    expect(
      (await adminCall(t.app, support, 'POST', '/api/admin/screening/sandbox/entries', entry)).status,
    ).toBe(403);
    for (const bad of [
      { ...entry, category: 'watchlist' },
      { ...entry, fullName: '' },
      { ...entry, birthDate: '8 August 1985' },
      { ...entry, nationality: 'Turkey' },
    ])
      expect((await adminCall(t.app, risk, 'POST', '/api/admin/screening/sandbox/entries', bad)).status).toBe(
        400,
      );
    expect((await status()).listVersion).toBe(before.listVersion);

    const added = await adminCall(t.app, risk, 'POST', '/api/admin/screening/sandbox/entries', entry);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const listed = AdminScreeningSandboxEntryResponseSchema.parse(added.body).data;
    expect(listed).toMatchObject({ fullName: 'KARABÖCEK Gülperi', birthDate: null, birthYear: 1985 });
    await expect
      .poll(async () => {
        const [row] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.seq)).limit(1);
        return row;
      })
      .toMatchObject({ targetType: 'screening_sandbox_entry', targetId: listed.id });

    // The addition swept this process at once: the case is there without waiting for the timer.
    await t.modules.screening.sweep.tick();
    const raised = await screeningCases(playerId);
    expect(raised.map((found) => found.subject)).toEqual([`screening:${listed.id}`]);
    expect(raised[0]!.evidence).toMatchObject({
      matchBasis: 'name_birth_year',
      listVersion: `sandbox-2026.01+${listed.id.slice('SBX-T'.length)}`,
    });
    await sweepAll();
    const after = await status();
    expect(after.listVersion).not.toBe(before.listVersion);
    expect(after).toMatchObject({ provider: 'sandbox', due: 0 });
    expect(await playerScreening(playerId)).toMatchObject({ state: 'match', listVersion: after.listVersion });
  });
});

describe('the provider down', () => {
  it('never fails a sign-up: the screening is retried later and then raises the case', async () => {
    const screen = vi.spyOn(sandbox(), 'screen').mockRejectedValue(new Error('provider timeout'));
    const playerId = await signUp({ name: 'Haldun', surname: 'Çakırbeyli', birthDate: '1981-07-30' });
    expect(await service().sweep()).toBe(0);
    expect(screen).toHaveBeenCalledTimes(1);
    expect(await screeningCases(playerId)).toEqual([]);
    expect(await playerScreening(playerId)).toMatchObject({
      state: 'pending',
      due: true,
      failedAttempts: 1,
      lastError: 'provider timeout',
    });
    expect(t.logs.some((line) => line.msg === 'screening failed; the player is screened again later')).toBe(
      true,
    );
    expect((await status()).failing).toBe(1);

    // Back, but the retry waits its minute.
    screen.mockRestore();
    expect(await service().sweep()).toBe(0);
    clock.advance(MINUTE);
    await sweepAll();
    expect((await screeningCases(playerId)).map((raised) => raised.subject)).toEqual(['screening:SBX-0004']);
    expect(await playerScreening(playerId)).toMatchObject({
      state: 'match',
      failedAttempts: 0,
      lastError: null,
    });
  });

  it('screens nobody while the list cannot be read, and loses nobody', async () => {
    vi.spyOn(sandbox(), 'list').mockRejectedValue(new Error('list unavailable'));
    const playerId = await signUp({ name: 'Tahsin', surname: 'Berkarslanoğlu', birthDate: '1950-02-02' });
    expect(await service().sweep()).toBe(0);
    expect((await playerScreening(playerId)).due).toBe(true);
    vi.restoreAllMocks();
    await sweepAll();
    // A PEP the list gives no birth date for: the exact name alone.
    const [found] = await screeningCases(playerId);
    expect(found!.evidence).toMatchObject({ matchBasis: 'name_only', listedBirth: null });
  });
});

describe('two sweeps at once', () => {
  it('screen each player once and raise one case', async () => {
    const screen = vi.spyOn(sandbox(), 'screen');
    const ids = [
      await signUp({ name: 'Valeriu', surname: 'Zmeevschi-Dorogan', birthDate: '1959-06-06' }),
      await signUp({ name: 'Deniz', surname: 'Ovacık', birthDate: '1992-02-02' }),
      await signUp({ name: 'Berk', surname: 'Tanrıöver', birthDate: '1994-04-04' }),
    ];
    const [a, b] = await Promise.all([service().sweep(), service().sweep()]);
    expect(a + b).toBe(3);
    expect(screen).toHaveBeenCalledTimes(3);
    expect((await screeningCases(ids[0]!)).map((raised) => raised.subject)).toEqual(['screening:SBX-0003']);
  });

  it('raise one case when a lease ran out and another sweep screened the player meanwhile', async () => {
    const playerId = await signUp({ name: 'Kemalettin', surname: 'Doğanyürek', birthDate: '1968-03-14' });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const real = sandbox().screen.bind(sandbox());
    const screen = vi.spyOn(sandbox(), 'screen').mockImplementationOnce(async (...args) => {
      await held;
      return real(...args);
    });
    const slow = service().sweep();
    await vi.waitFor(() => expect(screen).toHaveBeenCalledTimes(1));
    // The slow sweep's lease runs out; another sweep takes the player and finishes first.
    clock.advance(6 * MINUTE);
    expect(await service().sweep()).toBe(1);
    release();
    await slow;
    expect(await screeningCases(playerId)).toHaveLength(1);
    expect(await playerScreening(playerId)).toMatchObject({ state: 'match', due: false });
  });
});

describe('the back office', () => {
  it('shows a player’s screening to aml.view only, and 404 for no such player', async () => {
    const playerId = await signUp({ name: 'Ece', surname: 'Sarıdoğan', birthDate: '1991-01-01' });
    expect((await adminCall(t.app, support, 'GET', `/api/admin/players/${playerId}/screening`)).status).toBe(
      403,
    );
    expect((await adminCall(t.app, risk, 'GET', '/api/admin/players/99999999/screening')).status).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(playerScreenings)
      .where(eq(playerScreenings.playerId, playerId));
    expect(row).toMatchObject({ dueAt: new Date(0), listVersion: null });
  });
});
