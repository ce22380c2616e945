import {
  AdminSaferPlaySettingsResponseSchema,
  DepositLimitsResponseSchema,
  ErrorEnvelopeSchema,
  RealityCheckResponseSchema,
  SAFER_PLAY_PRESETS,
  SaferPlayStatusResponseSchema,
  SelfExclusionEndRequestedSchema,
  type SaferPlaySettings,
} from '@lale/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, players, saferPlaySettings } from '../../src/db/schema.ts';
import { isDomainError } from '../../src/platform/domain-errors.ts';
import { bearer, call, fullRegistration, login, MINUTE, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { newPlayer, type Player } from '../bonus/support.ts';
import { staffToken } from '../support/staff.ts';
import { DEMO_STAFF } from '../../src/modules/staff/index.ts';

/*
 * The operator's safer-play rules (issue #26): one row chosen from a jurisdiction's preset, each value
 * changed within bounds no jurisdiction goes under. Services read them at each use, so a change holds
 * at the next request of the same running app (no restart); out-of-bounds values are refused with a
 * 400 naming the fields and nothing changes; only saferPlay.edit saves them, audited before/after.
 */

const HOUR = 60 * MINUTE;
const clock = testClock('2026-11-24T09:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());
// Each test starts from the platform's default (no row): the UKGC preset.
afterEach(async () => {
  await t.database.db.delete(saferPlaySettings);
  clock.set(new Date('2026-11-24T09:00:00Z'));
});

const PATH = '/api/admin/saferplay/settings';
const UKGC = SAFER_PLAY_PRESETS.ukgc;
const MGA = SAFER_PLAY_PRESETS.mga;

const admin = async (role: 'owner' | 'support' | 'risk', method: 'GET' | 'PUT', payload?: object) =>
  call(t.app, {
    method,
    url: PATH,
    ...(payload ? { payload } : {}),
    headers: { ...bearer(await staffToken(t, role)), 'x-locale': 'en' },
  });

const settingsNow = async () =>
  AdminSaferPlaySettingsResponseSchema.parse((await admin('support', 'GET')).body).data;

const save = async (settings: SaferPlaySettings) => {
  const answer = await admin('risk', 'PUT', settings);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};

async function usernameOf(someone: Player) {
  const [row] = await t.database.db
    .select({ username: players.username })
    .from(players)
    .where(eq(players.id, someone.playerId));
  return row!.username;
}

const signIn = async (someone: Player) => {
  const answer = await login(t.app, await usernameOf(someone), fullRegistration().password);
  expect(answer.status).toBe(200);
  return answer.body.data.token as string;
};

const player = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  call(t.app, {
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { ...bearer(token), 'x-locale': 'en' },
  });

describe('the operator’s safer-play settings', () => {
  it('are the UKGC preset until saved; risk saves the MGA preset, audited with before and after', async () => {
    const first = await settingsNow();
    expect(first).toMatchObject({ settings: UKGC, updatedAt: null, updatedBy: null });
    expect(first.presets).toEqual({ ukgc: UKGC, mga: MGA });

    const saved = await admin('risk', 'PUT', MGA);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe('The safer-play settings are saved and hold at once.');
    const after = await settingsNow();
    expect(after.settings).toEqual(MGA);
    expect(after.updatedAt).toBe('2026-11-24T09:00:00.000Z');
    expect(after.updatedBy).not.toBeNull();

    await expect
      .poll(async () => {
        const [row] = await t.database.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.targetType, 'safer_play_settings'))
          .orderBy(desc(auditLog.seq))
          .limit(1);
        return row;
      })
      .toMatchObject({ staffRole: 'risk', before: UKGC, after: MGA });
  });

  it('cannot be changed by support (saferPlay.view only): 403 and nothing changed', async () => {
    const refused = await admin('support', 'PUT', MGA);
    expect(refused.status).toBe(403);
    expect((await settingsNow()).settings).toEqual(UKGC);
  });

  it('refuses every value outside the bounds with a 400 naming it, and changes nothing', async () => {
    await save(MGA);
    const outOfBounds: [string, object][] = [
      ['limitCoolingOffHours', { limitCoolingOffHours: 23 }],
      ['limitCoolingOffHours', { limitCoolingOffHours: 24.5 }],
      ['selfExclusionCoolingOffHours', { selfExclusionCoolingOffHours: 12 }],
      ['timeOutPeriods', { timeOutPeriods: ['8w'] }],
      ['timeOutPeriods', { timeOutPeriods: [] }],
      ['timeOutPeriods', { timeOutPeriods: ['24h', '24h'] }],
      ['selfExclusionPeriods', { selfExclusionPeriods: ['3m', '6m'] }],
      ['realityCheckIntervals', { realityCheckIntervals: [10] }],
      ['realityCheckDefaultMinutes', { realityCheckIntervals: [30, 60], realityCheckDefaultMinutes: 15 }],
      ['profile', { profile: 'curacao' }],
      ['withdrawOnlySession', { withdrawOnlySession: 'yes' }],
    ];
    for (const [field, change] of outOfBounds) {
      const answer = await admin('owner', 'PUT', { ...UKGC, ...change });
      expect(answer.status, field).toBe(400);
      const refusal = ErrorEnvelopeSchema.parse(answer.body);
      const named = Object.keys(refusal.data?.errors ?? {}).map((key) => key.split('.')[0]);
      expect(named, field).toContain(field);
    }
    expect((await settingsNow()).settings).toEqual(MGA);

    // The service checks the bounds for every caller, not only the HTTP door; the table checks them too.
    const staff = await t.modules.staff.staff.byUsernameKey(DEMO_STAFF.risk.username);
    const refused = await t.modules.saferPlay.saferPlay.settings
      .save({ ...UKGC, limitCoolingOffHours: 1 }, staff?.id ?? 1)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isDomainError(refused, 'SaferPlaySettingsInvalid')).toBe(true);
    await expect(
      t.database.db
        .update(saferPlaySettings)
        .set({ selfExclusionCoolingOffHours: 1 })
        .where(eq(saferPlaySettings.id, 1)),
    ).rejects.toThrow();
    expect((await settingsNow()).settings).toEqual(MGA);
  });
});

describe('the services read the settings at each use (no restart)', () => {
  it('offer only the periods and reality-check intervals the operator allows, and refuse the others', async () => {
    const someone = await newPlayer(t);
    const status = async () =>
      SaferPlayStatusResponseSchema.parse((await player('GET', '/api/saferplay/status', someone.token)).body)
        .data;
    expect(await status()).toMatchObject({
      timeOutPeriods: ['24h', '7d', '1m', '6w'],
      selfExclusionPeriods: ['6m', '1y', '5y'],
      realityCheckIntervals: [15, 30, 45, 60],
    });

    await save({
      ...UKGC,
      // Listed out of order on purpose: stored in the contract's order.
      timeOutPeriods: ['6w', '7d'],
      selfExclusionPeriods: ['5y', '1y'],
      realityCheckIntervals: [60, 30],
      realityCheckDefaultMinutes: 60,
    });
    expect(await status()).toEqual({
      restriction: null,
      timeOutPeriods: ['7d', '6w'],
      selfExclusionPeriods: ['1y', '5y'],
      realityCheckIntervals: [30, 60],
    });

    // A player who never chose gets the operator's default; an interval not offered is refused.
    const check = await player('GET', '/api/saferplay/realitycheck', someone.token);
    expect(RealityCheckResponseSchema.parse(check.body).data.intervalMinutes).toBe(60);
    const fifteen = await player('POST', '/api/saferplay/setrealitycheck', someone.token, {
      intervalMinutes: 15,
    });
    expect(fifteen.status).toBe(400);
    expect(fifteen.body.message).toBe(
      'This reminder interval is not offered; choose one of the intervals listed on the page.',
    );
    const off = await player('POST', '/api/saferplay/setrealitycheck', someone.token, {
      intervalMinutes: null,
    });
    expect(off.status).toBe(200);

    for (const [url, payload] of [
      ['/api/saferplay/timeout', { period: '24h' }],
      ['/api/saferplay/selfexclusion', { period: '6m', confirm: true }],
    ] as const) {
      const refused = await player('POST', url, someone.token, payload);
      expect(refused.status, url).toBe(400);
      expect(refused.body.message).toBe(
        'This period is not offered; choose one of the periods listed on the page.',
      );
    }
    // Nothing was taken: the player is still signed in and unrestricted.
    expect((await status()).restriction).toBeNull();
    expect((await player('POST', '/api/saferplay/timeout', someone.token, { period: '7d' })).status).toBe(
      200,
    );
  });

  it("wait the operator's cooling-off before a limit's increase may be confirmed", async () => {
    const someone = await newPlayer(t);
    const limits = async () =>
      DepositLimitsResponseSchema.parse(
        (await player('GET', '/api/customer/depositlimits', someone.token)).body,
      ).data;
    const set = (amount: number) =>
      player('POST', '/api/customer/setdepositlimit', someone.token, { period: 'daily', amount });
    expect((await set(100)).status).toBe(200);

    await save({ ...UKGC, limitCoolingOffHours: 72 });
    expect((await set(500)).status).toBe(200);
    const daily = (await limits()).find((limit) => limit.period === 'daily')!;
    expect(daily.pending).toMatchObject({
      amount: 500,
      effectiveAt: '2026-11-27T09:00:00.000Z',
      confirmable: false,
    });

    // A day's session has expired meanwhile: the player signs in again to confirm.
    const confirm = async () =>
      player('POST', '/api/customer/confirmdepositlimit', await signIn(someone), { period: 'daily' });
    clock.advance(72 * HOUR - MINUTE);
    expect((await confirm()).status).toBe(409);
    clock.advance(MINUTE);
    expect((await confirm()).status).toBe(200);
  });

  it("open sign-in after a self-exclusion's end only after the operator's cooling-off", async () => {
    await save({ ...UKGC, selfExclusionCoolingOffHours: 168 });
    const someone: Player = await newPlayer(t);
    const taken = await player('POST', '/api/saferplay/selfexclusion', someone.token, {
      period: '6m',
      confirm: true,
    });
    expect(taken.status).toBe(200);

    clock.set(new Date('2027-05-24T09:00:00Z'));
    const asked = await call(t.app, {
      method: 'POST',
      url: '/api/saferplay/selfexclusion/endrequest',
      payload: { username: await usernameOf(someone), password: fullRegistration().password },
      headers: { 'x-locale': 'en' },
    });
    expect(asked.status).toBe(200);
    expect(SelfExclusionEndRequestedSchema.parse(asked.body).data.accessFrom).toBe(
      '2027-05-31T09:00:00.000Z',
    );
    expect(asked.body.message).toBe(
      'Your request has been received. After the 7-day cooling-off you can sign in from 31 May 2027 at 12:00 (Türkiye time).',
    );
  });
});
