import { randomUUID } from 'node:crypto';
import {
  AdminRestrictionResponseSchema,
  AdminRestrictionsResponseSchema,
  ErrorEnvelopeSchema,
  RestrictionTakenSchema,
  SaferPlayStatusResponseSchema,
} from '@lale/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { playerBonuses, playerRestrictions, players } from '../../src/db/schema.ts';
import { bearer, call, fullRegistration, login, MINUTE, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  claim,
  confirmDeposit,
  definitionId,
  engineFor,
  expectLedgerSound,
  newPlayer,
  type Engine,
  type Player,
} from '../bonus/support.ts';
import { hub88, hub88Bet, launchFor, seedGames, someGame } from '../game-wallet/support.ts';
import { staffToken } from '../support/staff.ts';

/*
 * A player's own time-out and self-exclusion (issue #26): taken at once — every session and launched
 * game ends, the running bonus is forfeited, a stake by a game frame still open is refused — and sign-in
 * is refused with the end date until it has passed, never earlier. The clock is moved, never slept.
 */

const DAY = 24 * 60 * MINUTE;
const clock = testClock('2026-11-24T09:00:00Z');
let t: TestApp;
let engine: Engine;

beforeAll(async () => {
  t = await createTestApp({ clock });
  await seedGames(t);
  engine = await engineFor(t, clock);
});
afterAll(() => t.close());
afterEach(() => expectLedgerSound(t));

const post = (token: string, url: string, payload: object) =>
  call(t.app, { method: 'POST', url, payload, headers: { ...bearer(token), 'x-locale': 'en' } });

async function usernameOf(player: Player) {
  const [row] = await t.database.db
    .select({ username: players.username })
    .from(players)
    .where(eq(players.id, player.playerId));
  return row!.username;
}

const signIn = async (player: Player) => login(t.app, await usernameOf(player), fullRegistration().password);

const balanceStatus = async (token: string) =>
  (await call(t.app, { method: 'GET', url: '/api/user/balance', headers: bearer(token) })).status;

describe('a time-out', () => {
  it('ends every session and game at once, refuses sign-in with its end, and lets the player in after it', async () => {
    const player = await newPlayer(t);
    const other = await signIn(player);
    expect(other.status).toBe(200);
    const game = await someGame(t, 'Hub88');
    const launch = await launchFor(t, player.playerId, game.id);

    const taken = await post(player.token, '/api/saferplay/timeout', { period: '24h' });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    const { restriction } = RestrictionTakenSchema.parse(taken.body).data;
    expect(restriction).toEqual({
      kind: 'time_out',
      startsAt: '2026-11-24T09:00:00.000Z',
      endsAt: '2026-11-25T09:00:00.000Z',
    });
    expect(taken.body.message).toBe(
      'Your time-out has begun: you cannot sign in or bet until 25 November 2026 at 12:00 (Türkiye time). Your open sessions have been ended.',
    );

    // Both tabs' sessions are over; the frame open in a third stakes no more.
    expect(await balanceStatus(player.token)).toBe(401);
    expect(await balanceStatus(other.body.data.token)).toBe(401);
    const bet = hub88Bet({
      user: player.playerId,
      token: launch.token,
      game: game.code,
      round: randomUUID(),
      amount: 100_000,
    });
    expect((await hub88(t, '/transaction/bet', bet)).status).toBe('RS_ERROR_USER_DISABLED');

    clock.advance(DAY - MINUTE);
    const early = await signIn(player);
    expect(early.status).toBe(423);
    expect(ErrorEnvelopeSchema.parse(early.body).message).toBe(
      'Mola veriyorsunuz: 25 Kasım 2026 12:00 (TSİ) tarihine kadar giriş yapılamaz.',
    );

    clock.advance(MINUTE);
    const back = await signIn(player);
    expect(back.status).toBe(200);
    const status = await call(t.app, {
      method: 'GET',
      url: '/api/saferplay/status',
      headers: bearer(back.body.data.token),
    });
    expect(SaferPlayStatusResponseSchema.parse(status.body).data).toEqual({
      restriction: null,
      timeOutPeriods: ['24h', '7d', '1m', '6w'],
      selfExclusionPeriods: ['6m', '1y', '5y'],
      realityCheckIntervals: [15, 30, 45, 60],
    });
  });

  it('lasts what each period says: 7 days, a calendar month, six weeks', async () => {
    for (const [period, end] of [
      ['7d', '2026-12-01T09:00:00.000Z'],
      ['1m', '2026-12-24T09:00:00.000Z'],
      ['6w', '2027-01-05T09:00:00.000Z'],
    ] as const) {
      clock.set(new Date('2026-11-24T09:00:00Z'));
      const player = await newPlayer(t);
      const taken = await post(player.token, '/api/saferplay/timeout', { period });
      expect(RestrictionTakenSchema.parse(taken.body).data.restriction.endsAt, period).toBe(end);
    }
  });
});

describe('a self-exclusion', () => {
  it('forfeits the running bonus, and refuses sign-in in Turkish with its end date, for its whole period', async () => {
    clock.set(new Date('2026-11-24T09:00:00Z'));
    const player = await newPlayer(t);
    await confirmDeposit(t, engine, player, 50_000n, clock.now());
    expect((await claim(t, player, { id: await definitionId(t, 'first_deposit') })).status).toBe(200);

    const taken = await post(player.token, '/api/saferplay/selfexclusion', { period: '6m', confirm: true });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(RestrictionTakenSchema.parse(taken.body).data.restriction.endsAt).toBe('2027-05-24T09:00:00.000Z');
    const bonuses = await t.database.db
      .select({ status: playerBonuses.status })
      .from(playerBonuses)
      .where(eq(playerBonuses.playerId, player.playerId));
    expect(bonuses).toEqual([{ status: 'forfeited' }]);

    clock.advance(180 * DAY);
    const refused = await call(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: await usernameOf(player), password: fullRegistration().password },
      headers: { 'x-locale': 'tr' },
    });
    expect(refused.status).toBe(423);
    expect(refused.body.message).toBe(
      'Kendinizi 24 Mayıs 2027 12:00 (TSİ) tarihine kadar oyundan dışladınız; o zamana kadar giriş yapılamaz.',
    );
    // Its end does not let the player in by itself: that takes a request and 24 hours (self-exclusion-end.test.ts).
    clock.advance(1 * DAY);
    expect((await signIn(player)).status).toBe(423);
  });

  it('is only taken with the confirmation, for a period offered, by a signed-in player; nothing is written otherwise', async () => {
    clock.set(new Date('2026-11-24T09:00:00Z'));
    const player = await newPlayer(t);
    for (const payload of [
      { period: '6m' },
      { period: '1m', confirm: true },
      { period: '6m', confirm: 'yes' },
    ]) {
      const answer = await post(player.token, '/api/saferplay/selfexclusion', payload);
      expect(answer.status, JSON.stringify(payload)).toBe(400);
      expect(ErrorEnvelopeSchema.parse(answer.body).success).toBe(false);
    }
    expect((await post(player.token, '/api/saferplay/timeout', { period: '2h' })).status).toBe(400);
    const stranger = await call(t.app, {
      method: 'POST',
      url: '/api/saferplay/timeout',
      payload: { period: '24h' },
    });
    expect(stranger.status).toBe(401);
    const rows = await t.database.db
      .select()
      .from(playerRestrictions)
      .where(eq(playerRestrictions.playerId, player.playerId));
    expect(rows).toEqual([]);
    expect(await balanceStatus(player.token)).toBe(200);
  });
});

describe("the operator's restriction (back office)", () => {
  it('closes a player to play at once until lifted; lifting lets them in; the player’s own runs its course', async () => {
    clock.set(new Date('2026-11-24T09:00:00Z'));
    const risk = await staffToken(t, 'risk');
    const player = await newPlayer(t);
    const game = await someGame(t, 'Hub88');
    const launch = await launchFor(t, player.playerId, game.id);
    const base = `/api/admin/players/${player.playerId}/restrictions`;

    expect((await post(risk, base, { reason: 'no', endsAt: null })).status).toBe(400);
    const past = await post(risk, base, { reason: 'Source of funds review', endsAt: '2026-11-01T00:00:00Z' });
    expect(past.status).toBe(400);
    expect(ErrorEnvelopeSchema.parse(past.body).data).toEqual({
      errors: { endsAt: "The restriction's end must be in the future." },
    });

    const added = await post(risk, base, { reason: 'Source of funds review' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const restriction = AdminRestrictionResponseSchema.parse(added.body).data;
    expect(restriction).toMatchObject({
      kind: 'operator',
      endsAt: null,
      inForce: true,
      setBy: expect.any(String),
    });
    expect(await balanceStatus(player.token)).toBe(401);
    const card = await call<{ profile: { status: string; restriction: unknown } }>(t.app, {
      method: 'GET',
      url: `/api/admin/players/${player.playerId}`,
      headers: bearer(risk),
    });
    expect(card.body.data.profile).toMatchObject({
      status: 'active',
      restriction: { kind: 'operator', startsAt: '2026-11-24T09:00:00.000Z', endsAt: null },
    });
    const bet = hub88Bet({
      user: player.playerId,
      token: launch.token,
      game: game.code,
      round: randomUUID(),
      amount: 100_000,
    });
    expect((await hub88(t, '/transaction/bet', bet)).status).toBe('RS_ERROR_USER_DISABLED');
    const refused = await signIn(player);
    expect(refused.status).toBe(423);
    expect(refused.body.message).toBe(
      'Hesabınız oyuna kapatılmıştır. Lütfen canlı destek ile iletişime geçin.',
    );

    const lift = `${base}/${restriction.id}/lift`;
    expect((await post(await staffToken(t, 'support'), lift, { reason: 'Documents received' })).status).toBe(
      403,
    );
    const lifted = await post(risk, lift, { reason: 'Documents received' });
    expect(lifted.status).toBe(200);
    expect(AdminRestrictionResponseSchema.parse(lifted.body).data).toMatchObject({
      inForce: false,
      liftReason: 'Documents received',
      liftedAt: '2026-11-24T09:00:00.000Z',
    });
    expect((await post(risk, lift, { reason: 'Again' })).status).toBe(409);
    const back = await signIn(player);
    expect(back.status).toBe(200);

    // The player's own self-exclusion: staff see it, and cannot lift it.
    await post(back.body.data.token, '/api/saferplay/selfexclusion', { period: '1y', confirm: true });
    const list = await call(t.app, {
      method: 'GET',
      url: base,
      headers: { ...bearer(risk), 'x-locale': 'en' },
    });
    const rows = AdminRestrictionsResponseSchema.parse(list.body).data;
    expect(rows.map((row) => [row.kind, row.inForce, row.setBy])).toEqual([
      ['self_exclusion', true, null],
      ['operator', false, restriction.setBy],
    ]);
    const early = await post(risk, `${base}/${rows[0]!.id}/lift`, { reason: 'Asked on the phone' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("A player's self-exclusion cannot be lifted before it ends.");
    expect((await signIn(player)).status).toBe(423);
    // Another player's restriction is not found under this player.
    const other = await newPlayer(t);
    expect(
      (
        await post(risk, `/api/admin/players/${other.playerId}/restrictions/${rows[0]!.id}/lift`, {
          reason: 'Wrong one',
        })
      ).status,
    ).toBe(404);
  });
});
