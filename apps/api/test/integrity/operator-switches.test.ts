import { staffToken } from '../support/staff.ts';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casinoGames, casinoProviders, gameSessions, players } from '../../src/db/schema.ts';
import { seedOriginalsCatalogue } from '../../src/modules/originals/index.ts';
import { bearer, call, login } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { hub88, hub88Bet, newPlayer, seedGames, someGame } from '../game-wallet/support.ts';
import { adminToken } from '../payments/support.ts';

/*
 * The operator's switches (issue #23), by admin call: a player's status, a provider's and a game's
 * on/off. Only an admin may use them; bad input changes nothing; a provider or game switched off is
 * hidden from the lobby and cannot be launched, and stays off across a restart (start-up only writes
 * whether a provider is configured); a block ends the player's sessions and launches, an unblock lets
 * them sign in and play again.
 */

let database: TestDatabase;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database });
  await seedGames(t);
  await seedOriginalsCatalogue(t.database.db);
  admin = await adminToken(t);
});
afterAll(async () => {
  await t.close();
  await database.close();
});

const post = <T = unknown>(app: TestApp, token: string, url: string, payload: object) =>
  call<T>(app.app, { method: 'POST', url, headers: { ...bearer(token), 'x-locale': 'en' }, payload });

async function lobby(app: TestApp, search: string) {
  const answer = await call<{ gameCode: string }[][]>(app.app, {
    method: 'POST',
    url: '/api/casino/games',
    payload: { live: false, search, take: 50 },
  });
  expect(answer.status).toBe(200);
  return answer.body.data.flat().map((game) => game.gameCode);
}

/** A game's name: searching the lobby by it finds the game when it is shown. */
async function nameOf(gameId: number) {
  const [row] = await t.database.db
    .select({ name: casinoGames.name })
    .from(casinoGames)
    .where(eq(casinoGames.id, gameId));
  return row!.name;
}

async function providerIdOf(name: string) {
  const [row] = await t.database.db
    .select({ id: casinoProviders.id })
    .from(casinoProviders)
    .where(eq(casinoProviders.name, name));
  return row!.id;
}

describe('who may switch', () => {
  it('refuses a player (401), a staff role without the permission (403) and bad input (400, 404), changing nothing', async () => {
    const p = await newPlayer(t);
    const analyst = await staffToken(t, 'analyst');
    expect((await post(t, p.token, `/api/admin/casino/games/1/enabled`, { enabled: false })).status).toBe(
      401,
    );
    const game = await someGame(t, 'Hub88');
    const provider = await providerIdOf('Hub88');
    expect(
      (
        await post(t, analyst, `/api/admin/players/${p.playerId}/status`, {
          status: 'disabled',
          reason: 'me',
        })
      ).status,
    ).toBe(403);
    expect(
      (await post(t, analyst, `/api/admin/casino/games/${game.id}/enabled`, { enabled: false })).status,
    ).toBe(403);
    expect(
      (await post(t, analyst, `/api/admin/casino/providers/${provider}/enabled`, { enabled: false })).status,
    ).toBe(403);
    const bad = await post(t, admin, `/api/admin/players/${p.playerId}/status`, {
      status: 'banned',
      reason: 'x',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    expect(
      (await post(t, admin, '/api/admin/players/999999/status', { status: 'disabled', reason: 'nobody' }))
        .status,
    ).toBe(404);
    expect((await post(t, admin, '/api/admin/casino/providers/999/enabled', { enabled: false })).status).toBe(
      404,
    );
    expect(
      (await post(t, admin, '/api/admin/casino/games/99999999/enabled', { enabled: false })).status,
    ).toBe(404);
    const [row] = await t.database.db
      .select({ status: players.status })
      .from(players)
      .where(eq(players.id, p.playerId));
    expect(row!.status).toBe('active');
    expect(await lobby(t, await nameOf(game.id))).toContain(game.code);
  });
});

describe('a provider or a game switched off', () => {
  it('is hidden from the lobby, cannot be launched, and stays off across a restart', async () => {
    const p = await newPlayer(t);
    const game = await someGame(t, 'Pragmatic Play');
    const other = await someGame(t, 'Pragmatic Play', 1);
    const provider = await providerIdOf('Pragmatic Play');
    const answer = await post<{ enabled: boolean; configured: boolean }>(
      t,
      admin,
      `/api/admin/casino/games/${game.id}/enabled`,
      { enabled: false },
    );
    expect(answer.body.data).toMatchObject({ gameId: game.id, code: game.code, enabled: false });
    expect(await lobby(t, await nameOf(game.id))).not.toContain(game.code);
    const launch = await post(t, p.token, '/api/casino/pragmaticlaunchurl', { code: game.code });
    expect(launch.status).toBe(409);
    expect((await post(t, p.token, '/api/casino/pragmaticlaunchurl', { code: other.code })).status).toBe(200);

    const off = await post<{ enabled: boolean; configured: boolean }>(
      t,
      admin,
      `/api/admin/casino/providers/${provider}/enabled`,
      { enabled: false },
    );
    expect(off.body.data).toMatchObject({ name: 'Pragmatic Play', enabled: false, configured: true });
    expect((await post(t, p.token, '/api/casino/pragmaticlaunchurl', { code: other.code })).status).toBe(409);

    // A restart writes only `configured`: the operator's switches stay as they were.
    const restarted = await createTestApp({ database });
    try {
      const [row] = await restarted.database.db
        .select({ enabled: casinoProviders.enabled, configured: casinoProviders.configured })
        .from(casinoProviders)
        .where(eq(casinoProviders.id, provider));
      expect(row).toEqual({ enabled: false, configured: true });
      expect(await lobby(restarted, await nameOf(other.id))).not.toContain(other.code);
    } finally {
      await restarted.close();
    }
    await post(t, admin, `/api/admin/casino/providers/${provider}/enabled`, { enabled: true });
    await post(t, admin, `/api/admin/casino/games/${game.id}/enabled`, { enabled: true });
    expect(await lobby(t, await nameOf(game.id))).toContain(game.code);
    expect(await lobby(t, await nameOf(other.id))).toContain(other.code);
  });
});

describe('a block, then an unblock', () => {
  it('ends every session and launch at once (rows marked, kept); unblocked, the player signs in and plays again', async () => {
    const p = await newPlayer(t, { cashMinor: 5_000n });
    const game = await someGame(t, 'Hub88');
    const launched = await post<string>(t, p.token, '/api/casino/hub88launchurl', {
      platform: 1,
      gameCode: game.code,
      language: 'en',
      lobbyUrl: 'https://lale.example/casino',
    });
    const token = new URL(launched.body.data).searchParams.get('session')!;
    const blocked = await post<{ sessionsEnded: number }>(
      t,
      admin,
      `/api/admin/players/${p.playerId}/status`,
      {
        status: 'disabled',
        reason: 'chargeback review',
      },
    );
    expect(blocked.body.data).toMatchObject({ playerId: p.playerId, status: 'disabled', sessionsEnded: 1 });
    const balance = await call(t.app, { method: 'GET', url: '/api/user/balance', headers: bearer(p.token) });
    expect(balance.status).toBe(401);
    const rows = await t.database.db
      .select({ endedAt: gameSessions.endedAt, reason: gameSessions.endReason })
      .from(gameSessions)
      .where(eq(gameSessions.playerId, p.playerId));
    expect(rows).toEqual([{ endedAt: expect.any(Date), reason: 'revoked' }]);

    const [row] = await t.database.db
      .select({ username: players.username })
      .from(players)
      .where(eq(players.id, p.playerId));
    expect((await login(t.app, row!.username, 'Gizli123!')).status).toBe(423);
    await post(t, admin, `/api/admin/players/${p.playerId}/status`, { status: 'active', reason: 'cleared' });
    const again = await login(t.app, row!.username, 'Gizli123!');
    expect(again.status).toBe(200);
    // The old launch stays dead; a new one plays.
    const bet = (launch: string) =>
      hub88(
        t,
        '/transaction/bet',
        hub88Bet({ user: p.playerId, token: launch, game: game.code, round: randomUUID(), amount: 100_000 }),
      );
    expect((await bet(token)).status).toBe('RS_ERROR_INVALID_TOKEN');
    const fresh = await post<string>(t, again.body.data.token, '/api/casino/hub88launchurl', {
      platform: 1,
      gameCode: game.code,
      language: 'en',
      lobbyUrl: 'https://lale.example/casino',
    });
    expect((await bet(new URL(fresh.body.data).searchParams.get('session')!)).status).toBe('RS_OK');
  });

  it('records every change with its reason in the status history; a closed account and a self-exclusion stay', async () => {
    const p = await newPlayer(t);
    const status = (to: string, reason: string) =>
      post(t, admin, `/api/admin/players/${p.playerId}/status`, { status: to, reason });
    expect((await status('disabled', 'chargeback review')).status).toBe(200);
    expect((await status('active', 'cleared by the bank')).status).toBe(200);
    const card = await call<{ statusHistory: { from: string; to: string; reason: string }[] }>(t.app, {
      method: 'GET',
      url: `/api/admin/players/${p.playerId}`,
      headers: { ...bearer(admin), 'x-locale': 'en' },
    });
    expect(card.body.data.statusHistory).toMatchObject([
      { from: 'disabled', to: 'active', reason: 'cleared by the bank' },
      { from: 'active', to: 'disabled', reason: 'chargeback review' },
    ]);

    // A self-exclusion is no status any more (issue #26): the switch refuses it as it refuses any unknown one.
    expect((await status('self_excluded', 'asked on the phone')).status).toBe(400);

    const other = await newPlayer(t);
    const close = (to: string) =>
      post(t, admin, `/api/admin/players/${other.playerId}/status`, { status: to, reason: 'account closed' });
    expect((await close('closed')).status).toBe(200);
    expect((await close('active')).body.message).toBe('A closed account cannot be opened again.');
  });
});
