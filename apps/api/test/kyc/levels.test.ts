import {
  ADMIN_KYC_LEVELS_PATH,
  AdminKycLevelsResponseSchema,
  ErrorEnvelopeSchema,
  KycStatusResponseSchema,
  type AdminKycLevelsRequest,
} from '@lale/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, playerIdentity } from '../../src/db/schema.ts';
import { bearer, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { staffToken } from '../support/staff.ts';
import {
  balances,
  deposit,
  expectLedgerSound,
  IBAN,
  METHOD,
  newPlayer,
  paymentsOf,
  withdraw,
  type Player,
} from '../payments/support.ts';
import { seedOriginalsCatalogue } from '../../src/modules/originals/index.ts';
import { launch } from '../originals/crash-support.ts';
import { kycCall } from './support.ts';

/*
 * What each verification level allows is operator data (issue #26): the back office reads it with
 * kyc.view and sets it with kyc.edit, and the cashier follows a change at once — a raised cap takes a
 * deposit it refused, a level allowed to withdraw withdraws. Rules no setting can break (full always
 * withdraws, uncapped; a level never allows less than the one below) are refused with 400 and change
 * nothing, and the table itself refuses them from any other writer.
 */

const clock = testClock('2026-11-29T09:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
  await seedOriginalsCatalogue(t.database.db);
});
afterAll(() => t.close());
afterEach(() => expectLedgerSound(t));

const DEFAULTS = {
  levels: [
    { level: 'none', play: true, withdraw: false, depositsCapped: true },
    { level: 'basic', play: true, withdraw: false, depositsCapped: false },
    { level: 'full', play: true, withdraw: true, depositsCapped: false },
  ],
  depositCaps: [
    { currency: 'TRY', cap: 2000 },
    { currency: 'EUR', cap: 50 },
    { currency: 'USD', cap: 50 },
  ],
};

async function read(role: 'support' | 'risk' = 'support') {
  const answer = await t.app.inject({
    method: 'GET',
    url: ADMIN_KYC_LEVELS_PATH,
    headers: bearer(await staffToken(t, role)),
  });
  expect(answer.statusCode).toBe(200);
  return AdminKycLevelsResponseSchema.parse(answer.json()).data;
}

const save = async (body: unknown, role: 'risk' | 'support' = 'risk') =>
  t.app.inject({
    method: 'PUT',
    url: ADMIN_KYC_LEVELS_PATH,
    payload: body as object,
    headers: { ...bearer(await staffToken(t, role)), 'x-locale': 'en' },
  });

async function status(player: Player) {
  const answer = await kycCall(t, 'GET', '/api/kyc/status', player.token);
  return KycStatusResponseSchema.parse(answer.json()).data;
}

const bank = (player: Player, amount: number) =>
  deposit(t.app, player.token, METHOD.havale, { amount, FullName: 'Ayşe Yılmaz' });

const atLevel = async (level: 'none' | 'basic', cashMinor = 0n) => {
  const player = await newPlayer(t, { cashMinor, identityVerified: false });
  // A provider's lighter check passed (the sandbox answers only full): the row as an approval leaves it.
  if (level === 'basic')
    await t.database.db
      .insert(playerIdentity)
      .values({
        playerId: player.playerId,
        level: 'basic',
        reviewStatus: 'approved',
        rejectionReasons: [],
        updatedAt: clock.now(),
      })
      .onConflictDoUpdate({ target: playerIdentity.playerId, set: { level: 'basic' } });
  return player;
};

const restoreDefaults = async () => expect((await save(DEFAULTS)).statusCode).toBe(200);

describe('the operator’s verification levels', () => {
  afterEach(restoreDefaults);

  it('starts from the defaults: unverified deposits capped by currency, only full withdraws', async () => {
    expect(await read()).toEqual({ ...DEFAULTS, updatedAt: null, updatedBy: null });
  });

  it('a raised cap takes at once the deposit it refused; the change is audited with who made it', async () => {
    const player = await atLevel('none');
    expect((await bank(player, 1500)).status).toBe(200);
    expect((await bank(player, 1000)).status).toBe(409);

    const saved = await save({ levels: DEFAULTS.levels, depositCaps: [{ currency: 'TRY', cap: 3000 }] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('The verification levels have been saved; they hold at once.');
    const view = await read();
    expect(view.depositCaps).toEqual([
      { currency: 'TRY', cap: 3000 },
      { currency: 'EUR', cap: 50 },
      { currency: 'USD', cap: 50 },
    ]);
    expect(view.updatedBy).toBe('risk');
    expect(view.updatedAt).toBe(clock.now().toISOString());

    expect(await status(player)).toMatchObject({ level: 'none', depositCap: 3000 });
    expect((await bank(player, 1000)).status).toBe(200);
    expect((await bank(player, 600)).status).toBe(409);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetType, 'kyc_levels'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      before: expect.objectContaining({
        depositCaps: expect.arrayContaining([{ currency: 'TRY', cap: 2000 }]),
      }),
      after: expect.objectContaining({
        depositCaps: expect.arrayContaining([{ currency: 'TRY', cap: 3000 }]),
      }),
    });
  });

  it('lets a basic player withdraw once the operator allows it, and caps their deposits when told to', async () => {
    const player = await atLevel('basic', 500_00n);
    const toBank = { amount: 100, Iban: IBAN, FullName: 'Ayşe Yılmaz' };
    expect((await withdraw(t.app, player.token, METHOD.bankOut, toBank)).status).toBe(409);

    const basicWithdraws: AdminKycLevelsRequest = {
      levels: [
        { level: 'none', play: true, withdraw: false, depositsCapped: true },
        { level: 'basic', play: true, withdraw: true, depositsCapped: true },
        { level: 'full', play: true, withdraw: true, depositsCapped: false },
      ],
      depositCaps: [],
    };
    expect((await save(basicWithdraws)).statusCode).toBe(200);
    expect(await status(player)).toMatchObject({ level: 'basic', canWithdraw: true, depositCap: 2000 });
    expect((await withdraw(t.app, player.token, METHOD.bankOut, toBank)).status).toBe(200);
    expect((await bank(player, 2500)).status).toBe(409);
  });

  it('“verify before play”: an unverified player’s stake is refused, saying how to go on; full plays', async () => {
    const unverifiedPlayer = await atLevel('none', 100_00n);
    const verified = await newPlayer(t, { cashMinor: 100_00n });
    const roll = async (player: Player) =>
      t.app.inject({
        method: 'POST',
        url: '/api/originals/game/play',
        headers: { 'x-locale': 'en' },
        payload: {
          session: await launch(t, player.token, 'lale-dice'),
          stake: 1,
          choices: { target: 5000, direction: 'over' },
        },
      });
    const noPlay = DEFAULTS.levels.map((rule) => (rule.level === 'none' ? { ...rule, play: false } : rule));
    expect((await save({ levels: noPlay, depositCaps: [] })).statusCode).toBe(200);
    expect((await read()).levels[0]).toEqual({
      level: 'none',
      play: false,
      withdraw: false,
      depositsCapped: true,
    });

    const before = await balances(t, unverifiedPlayer.playerId);
    const refused = await roll(unverifiedPlayer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Verify your identity before you play: My Account › Identity Verification.',
    );
    expect(await balances(t, unverifiedPlayer.playerId)).toEqual(before);
    expect((await roll(verified)).statusCode).toBe(200);
    // Deposits stay as the level allows: the cashier is not the gate's.
    expect((await bank(unverifiedPlayer, 100)).status).toBe(200);
  });

  it('an operator’s cap of 0 means: verify before any deposit', async () => {
    const player = await atLevel('none');
    expect(
      (await save({ levels: DEFAULTS.levels, depositCaps: [{ currency: 'TRY', cap: 0 }] })).statusCode,
    ).toBe(200);
    const refused = await bank(player, 100);
    expect(refused.status).toBe(409);
    expect(await paymentsOf(t, player.playerId)).toEqual([]);
  });
});

describe('what no setting may do', () => {
  const level = (
    name: 'none' | 'basic' | 'full',
    withdraw: boolean,
    depositsCapped: boolean,
    play = true,
  ) => ({
    level: name,
    play,
    withdraw,
    depositsCapped,
  });
  const refusals: [string, unknown, number, RegExp][] = [
    [
      'full verification without withdrawals',
      {
        levels: [level('none', false, true), level('basic', false, false), level('full', false, false)],
        depositCaps: [],
      },
      400,
      /fully verified player may always play and withdraw/,
    ],
    [
      'full verification without play',
      {
        levels: [level('none', false, true), level('basic', false, false), level('full', true, false, false)],
        depositCaps: [],
      },
      400,
      /fully verified player may always play/,
    ],
    [
      'play allowed unverified but not at basic',
      {
        levels: [
          level('none', false, true, true),
          level('basic', false, false, false),
          level('full', true, false),
        ],
        depositCaps: [],
      },
      400,
      /basic level may not allow less than the none level/,
    ],
    [
      'full verification capped',
      {
        levels: [level('none', false, true), level('basic', false, true), level('full', true, true)],
        depositCaps: [],
      },
      400,
      /never capped/,
    ],
    [
      'a level allowing less than the one below',
      {
        levels: [level('none', true, true), level('basic', false, false), level('full', true, false)],
        depositCaps: [],
      },
      400,
      /basic level may not allow less than the none level/,
    ],
    [
      'a level listed twice',
      {
        levels: [level('none', false, true), level('none', false, true), level('full', true, false)],
        depositCaps: [],
      },
      400,
      /each level once/,
    ],
    [
      'a cap for a currency the platform has not',
      { ...DEFAULTS, depositCaps: [{ currency: 'GBP', cap: 10 }] },
      404,
      /no currency GBP/,
    ],
    [
      'a cap finer than a kuruş',
      { ...DEFAULTS, depositCaps: [{ currency: 'TRY', cap: 10.005 }] },
      400,
      /at most 2 decimal places/,
    ],
    ['a negative cap', { ...DEFAULTS, depositCaps: [{ currency: 'TRY', cap: -1 }] }, 400, /at least 0/],
    [
      'a currency listed twice',
      {
        ...DEFAULTS,
        depositCaps: [
          { currency: 'TRY', cap: 10 },
          { currency: 'TRY', cap: 20 },
        ],
      },
      400,
      /each currency once/,
    ],
  ];

  it.each(refusals)('refuses %s, saying why, and changes nothing', async (_what, body, code, why) => {
    const before = await read();
    const answer = await save(body);
    expect(answer.statusCode).toBe(code);
    // The door's envelope names the field, and says why beside it.
    expect(JSON.stringify(ErrorEnvelopeSchema.parse(answer.json()))).toMatch(why);
    expect(await read()).toEqual(before);
  });

  it('refuses support (kyc.view only) with 403, and changes nothing', async () => {
    const before = await read();
    expect(
      (await save({ ...DEFAULTS, depositCaps: [{ currency: 'TRY', cap: 9999 }] }, 'support')).statusCode,
    ).toBe(403);
    expect(await read()).toEqual(before);
  });

  it('the table itself refuses a full level that cannot withdraw, whoever writes it', async () => {
    await expect(
      t.database.db.execute(sql`update kyc_level_rules set may_withdraw = false where level = 'full'`),
    ).rejects.toThrow();
  });

  it('reads a level whose row is gone as the strictest rule: capped, no withdrawal', async () => {
    const player = await atLevel('basic', 500_00n);
    await t.database.db.execute(sql`delete from kyc_level_rules where level = 'basic'`);
    try {
      expect(await status(player)).toMatchObject({ canWithdraw: false, depositCap: 2000 });
      const before = await balances(t, player.playerId);
      const refused = await withdraw(t.app, player.token, METHOD.bankOut, {
        amount: 100,
        Iban: IBAN,
        FullName: 'Ayşe Yılmaz',
      });
      expect(refused.status).toBe(409);
      expect(await balances(t, player.playerId)).toEqual(before);
    } finally {
      await restoreDefaults();
    }
  });
});
