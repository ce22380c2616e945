import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  casinoGames,
  casinoProviders,
  gameSessions,
  ledgerAccounts,
  originalsRounds,
  players,
} from '../../src/db/schema.ts';
import { seedOriginalsCatalogue } from '../../src/modules/originals/index.ts';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import { bearer, call, login } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  hub88,
  hub88Bet,
  hub88Win,
  newPlayer,
  pragmatic,
  seedGames,
  someGame,
  TRY,
} from '../game-wallet/support.ts';
import { adminToken } from '../payments/support.ts';

/*
 * Issue #23 item 2, as the player did it: launch a game, then log out / change the password / get
 * blocked / have the provider or the game switched off — and keep betting with the old launch. Every
 * such stake must be refused with the protocol's own code and take no money, while a win for a round
 * opened before is still paid (rounds in flight settle).
 */

const TRY_1 = 100_000; // Hub88 units
const PASSWORD = 'Gizli123!';

let t: TestApp;
let admin: string;
let hubGame: { id: number; code: string };
let ppGame: { id: number; code: string };

beforeAll(async () => {
  t = await createTestApp();
  await seedGames(t);
  await seedOriginalsCatalogue(t.database.db);
  admin = await adminToken(t);
  hubGame = await someGame(t, 'Hub88');
  ppGame = await someGame(t, 'Pragmatic Play');
});
afterAll(() => t.close());

type Envelope<T> = { success: boolean; message: string; data: T };

async function post<T = unknown>(token: string, url: string, payload: object) {
  return call<T>(t.app, { method: 'POST', url, headers: { ...bearer(token), 'x-locale': 'en' }, payload });
}

const sessionOf = (url: string) => new URL(url, 'http://x').searchParams.get('session')!;

async function launchHub88(token: string) {
  const answer = await post<string>(token, '/api/casino/hub88launchurl', {
    platform: 1,
    gameCode: hubGame.code,
    language: 'en',
    lobbyUrl: 'https://lale.example/casino',
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return sessionOf(answer.body.data);
}

async function launchPragmatic(token: string) {
  const answer = await post<string>(token, '/api/casino/pragmaticlaunchurl', { code: ppGame.code });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return sessionOf(answer.body.data);
}

async function launchMines(token: string) {
  const answer = await post<string>(token, '/api/casino/originalslaunchurl', {
    code: 'lale-mines',
    isMobile: false,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return sessionOf(answer.body.data);
}

async function game<T>(path: string, payload: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/originals/game/${path}`,
    headers: { 'x-locale': 'en' },
    payload,
  });
  return { status: response.statusCode, body: response.json<Envelope<T>>() };
}

/** What the money looks like: the player's cash and bonus and the casino house. */
async function money(playerId: number) {
  const balances = await t.modules.gameWallet.games.balances(playerId, TRY);
  const [house] = await t.database.db
    .select({ total: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text` })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerType, 'system'),
        eq(ledgerAccounts.kind, 'house_casino'),
        eq(ledgerAccounts.currencyId, TRY),
      ),
    );
  return { cash: balances.cash, bonus: balances.bonus, house: BigInt(house!.total) };
}

async function usernameOf(playerId: number) {
  const [row] = await t.database.db
    .select({ username: players.username })
    .from(players)
    .where(eq(players.id, playerId));
  return row!.username;
}

const hubProviderId = async () => providerRow('Hub88');
const ppProviderId = async () => providerRow('Pragmatic Play');
const originalsProviderId = async () => providerRow('Lale Originals');
async function providerRow(name: string) {
  const [row] = await t.database.db
    .select({ id: casinoProviders.id })
    .from(casinoProviders)
    .where(eq(casinoProviders.name, name));
  return row!.id;
}

type Reason = 'logout' | 'password' | 'disabled' | 'self_excluded' | 'provider_off' | 'game_off';

/** What each reason does, as the player or the operator would do it; `undo` puts the switch back. */
async function apply(
  reason: Reason,
  p: { playerId: number; token: string },
  target: { providerId: number; gameId: number },
) {
  switch (reason) {
    case 'logout': {
      const out = await call(t.app, { method: 'GET', url: '/api/auth/logout', headers: bearer(p.token) });
      expect(out.status).toBe(200);
      return async () => undefined;
    }
    case 'password': {
      const changed = await post(p.token, '/api/customer/changepassword', {
        oldPassword: PASSWORD,
        password: 'Yeni1234!',
        confirmPassword: 'Yeni1234!',
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      return async () => undefined;
    }
    case 'self_excluded': {
      // The player's own (issue #26): a restriction row, every session and launch ended with it.
      const excluded = await post(p.token, '/api/saferplay/selfexclusion', { period: '6m', confirm: true });
      expect(excluded.status, JSON.stringify(excluded.body)).toBe(200);
      return async () => undefined;
    }
    case 'disabled': {
      const blocked = await post(admin, `/api/admin/players/${p.playerId}/status`, {
        status: reason,
        reason: 'integrity test',
      });
      expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);
      return async () => undefined;
    }
    case 'provider_off': {
      const off = await post(admin, `/api/admin/casino/providers/${target.providerId}/enabled`, {
        enabled: false,
      });
      expect(off.status, JSON.stringify(off.body)).toBe(200);
      return async () => {
        await post(admin, `/api/admin/casino/providers/${target.providerId}/enabled`, { enabled: true });
      };
    }
    case 'game_off': {
      const off = await post(admin, `/api/admin/casino/games/${target.gameId}/enabled`, { enabled: false });
      expect(off.status, JSON.stringify(off.body)).toBe(200);
      return async () => {
        await post(admin, `/api/admin/casino/games/${target.gameId}/enabled`, { enabled: true });
      };
    }
  }
}

const REASONS: Reason[] = ['logout', 'password', 'disabled', 'self_excluded', 'provider_off', 'game_off'];

const HUB88_CODE: Record<Reason, string> = {
  logout: 'RS_ERROR_INVALID_TOKEN',
  password: 'RS_ERROR_INVALID_TOKEN',
  disabled: 'RS_ERROR_USER_DISABLED',
  self_excluded: 'RS_ERROR_USER_DISABLED',
  provider_off: 'RS_ERROR_INVALID_GAME',
  game_off: 'RS_ERROR_INVALID_GAME',
};
// PROTOCOLS §3: 4 bad or expired token, 6 player frozen, 8 game not found or disabled.
const PRAGMATIC_CODE: Record<Reason, number> = {
  logout: 4,
  password: 4,
  disabled: 6,
  self_excluded: 6,
  provider_off: 8,
  game_off: 8,
};

describe('Hub88 transaction/bet with a launch that should be dead', () => {
  for (const reason of REASONS) {
    it(`after ${reason}: the bet is refused (${HUB88_CODE[reason]}), no money moves, an earlier round's win is paid`, async () => {
      const p = await newPlayer(t, { cashMinor: 10_000n });
      const token = await launchHub88(p.token);
      const round = `open-${randomUUID()}`;
      const bet = hub88Bet({ user: p.playerId, token, game: hubGame.code, round, amount: 10 * TRY_1 });
      expect((await hub88(t, '/transaction/bet', bet)).status).toBe('RS_OK');

      const undo = await apply(reason, p, { providerId: await hubProviderId(), gameId: hubGame.id });
      // Put the switch back even when the test fails, so a failure here does not fail the tests after it.
      onTestFinished(undo);
      const before = await money(p.playerId);
      const again = await hub88(
        t,
        '/transaction/bet',
        hub88Bet({
          user: p.playerId,
          token,
          game: hubGame.code,
          round: `new-${randomUUID()}`,
          amount: 20 * TRY_1,
        }),
      );
      expect(again.status).toBe(HUB88_CODE[reason]);
      expect(await money(p.playerId)).toEqual(before);
      // Nor does the dead launch open again (Hub88 asks /user/info when the game loads).
      const info = await hub88(t, '/user/info', { request_uuid: randomUUID(), token });
      expect(info.status).toBe(HUB88_CODE[reason]);

      const win = await hub88(
        t,
        '/transaction/win',
        hub88Win({
          user: p.playerId,
          token,
          game: hubGame.code,
          round,
          amount: 25 * TRY_1,
          reference: bet.transaction_uuid,
        }),
      );
      expect(win.status).toBe('RS_OK');
      expect((await money(p.playerId)).cash).toBe(before.cash + 2_500n);
      expect((await ledgerInvariants(t.database.db)).ok).toBe(true);
    });
  }
});

describe('Pragmatic bet.html (no token) after the launch should be dead', () => {
  for (const reason of REASONS) {
    it(`after ${reason}: bet.html is refused (error ${PRAGMATIC_CODE[reason]}), no money moves, result.html still pays`, async () => {
      const p = await newPlayer(t, { cashMinor: 10_000n });
      const launched = await launchPragmatic(p.token);
      const roundId = `r${Date.now()}${Math.floor(Math.random() * 1e6)}`;
      const first = await pragmatic(t, 'bet', {
        userId: String(p.playerId),
        gameId: ppGame.code,
        roundId,
        amount: '10.00',
        reference: `b-${randomUUID()}`,
        timestamp: '1',
      });
      expect(first.error).toBe(0);

      const undo = await apply(reason, p, { providerId: await ppProviderId(), gameId: ppGame.id });
      // Put the switch back even when the test fails, so a failure here does not fail the tests after it.
      onTestFinished(undo);
      const before = await money(p.playerId);
      const again = await pragmatic(t, 'bet', {
        userId: String(p.playerId),
        gameId: ppGame.code,
        roundId: `${roundId}9`,
        amount: '20.00',
        reference: `b-${randomUUID()}`,
        timestamp: '2',
      });
      expect(again.error).toBe(PRAGMATIC_CODE[reason]);
      expect(await money(p.playerId)).toEqual(before);
      // Nor does the dead launch authenticate again.
      expect((await pragmatic(t, 'authenticate', { token: launched })).error).toBe(PRAGMATIC_CODE[reason]);

      const result = await pragmatic(t, 'result', {
        userId: String(p.playerId),
        gameId: ppGame.code,
        roundId,
        amount: '25.00',
        reference: `w-${randomUUID()}`,
        timestamp: '3',
      });
      expect(result.error).toBe(0);
      expect((await money(p.playerId)).cash).toBe(before.cash + 2_500n);
      expect((await ledgerInvariants(t.database.db)).ok).toBe(true);
    });
  }
});

type Round = { roundId: string; open: boolean; win: number };
type Played = { round: Round; balance: number };

/** A safe tile of the open mines round (read from the database, as the house knows it). */
async function safeTile(roundId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ outcome: originalsRounds.outcome })
    .from(originalsRounds)
    .where(eq(originalsRounds.id, roundId));
  const mines = new Set((row!.outcome as { minePositions: number[] }).minePositions);
  for (let tile = 0; tile < 25; tile += 1) if (!mines.has(tile)) return tile;
  throw new Error('no safe tile');
}

describe('Lale Originals play with a launch that should be dead', () => {
  for (const reason of REASONS) {
    it(`after ${reason}: play, move, cash-out and rotate are refused with a 4xx, no money moves; the open round is still paid`, async () => {
      const p = await newPlayer(t, { cashMinor: 10_000n });
      const session = await launchMines(p.token);
      const played = await game<Played>('play', { session, stake: 1, choices: { mines: 3 } });
      expect(played.status, JSON.stringify(played.body)).toBe(200);
      const roundId = played.body.data.round.roundId;
      const moved = await game<Played>('move', { session, roundId, move: { tile: await safeTile(roundId) } });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);

      const [minesRow] = await t.database.db
        .select({ id: casinoGames.id })
        .from(casinoGames)
        .where(eq(casinoGames.gameCode, 'lale-mines'));
      const undo = await apply(reason, p, {
        providerId: await originalsProviderId(),
        gameId: Number(minesRow!.id),
      });
      // Put the switch back even when the test fails, so a failure here does not fail the tests after it.
      onTestFinished(undo);
      const before = await money(p.playerId);
      const refusedMove = await game('move', { session, roundId, move: { tile: 24 } });
      expect(refusedMove.status).toBeGreaterThanOrEqual(400);
      expect(refusedMove.status).toBeLessThan(500);
      expect(refusedMove.body.success).toBe(false);
      expect(refusedMove.body.message.length).toBeGreaterThan(10);
      const refusedCashOut = await game('cashout', { session, roundId });
      expect(refusedCashOut.status).toBeGreaterThanOrEqual(400);
      expect(refusedCashOut.status).toBeLessThan(500);
      const refusedRotate = await game('rotate', { session, clientSeed: 'abc' });
      expect(refusedRotate.status).toBeGreaterThanOrEqual(400);
      expect(await money(p.playerId)).toEqual(before);

      // The round in flight still settles: the abandoned-round sweep cashes out what was revealed.
      const [row] = await t.database.db
        .select({ win: originalsRounds.winMinor })
        .from(originalsRounds)
        .where(eq(originalsRounds.id, roundId));
      const far = new Date(Date.now() + 3 * 3_600_000);
      await t.modules.originals.runner.resolveOpen(
        { instantCutoff: far, steppedCutoff: far },
        () => (r) => r.winMinor,
      );
      expect((await money(p.playerId)).cash).toBe(before.cash + row!.win);
      expect((await ledgerInvariants(t.database.db)).ok).toBe(true);
    });
  }

  it('a new play with the old launch after logout is refused and takes no money', async () => {
    const p = await newPlayer(t, { cashMinor: 10_000n });
    const session = await launchMines(p.token);
    await apply('logout', p, { providerId: 0, gameId: 0 });
    const before = await money(p.playerId);
    const played = await game('play', { session, stake: 1, choices: { mines: 3 } });
    expect(played.status).toBeGreaterThanOrEqual(400);
    expect(played.status).toBeLessThan(500);
    expect(await money(p.playerId)).toEqual(before);
  });
});

describe('a game session belongs to the site session that launched it', () => {
  it("logout on one device leaves the other device's game playing; the ended row stays, marked", async () => {
    const p = await newPlayer(t, { cashMinor: 10_000n });
    const other = await login(t.app, await usernameOf(p.playerId), PASSWORD);
    expect(other.status).toBe(200);
    const here = await launchHub88(p.token);
    const there = await launchHub88(other.body.data.token);
    await call(t.app, { method: 'GET', url: '/api/auth/logout', headers: bearer(p.token) });
    const bet = (token: string) =>
      hub88(
        t,
        '/transaction/bet',
        hub88Bet({ user: p.playerId, token, game: hubGame.code, round: randomUUID(), amount: TRY_1 }),
      );
    expect((await bet(here)).status).toBe('RS_ERROR_INVALID_TOKEN');
    expect((await bet(there)).status).toBe('RS_OK');
    const rows = await t.database.db
      .select({ endedAt: gameSessions.endedAt, endReason: gameSessions.endReason })
      .from(gameSessions)
      .where(and(eq(gameSessions.playerId, p.playerId)));
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.endedAt !== null).map((r) => r.endReason)).toEqual(['logout']);
  });

  it('a password change ends the games of every session, the current one included', async () => {
    const p = await newPlayer(t, { cashMinor: 10_000n });
    const token = await launchHub88(p.token);
    await apply('password', p, { providerId: 0, gameId: 0 });
    const answer = await hub88(
      t,
      '/transaction/bet',
      hub88Bet({ user: p.playerId, token, game: hubGame.code, round: randomUUID(), amount: TRY_1 }),
    );
    expect(answer.status).toBe('RS_ERROR_INVALID_TOKEN');
    // The site session itself lives on (a change with the old password keeps the current one).
    const balance = await call(t.app, { method: 'GET', url: '/api/user/balance', headers: bearer(p.token) });
    expect(balance.status).toBe(200);
  });
});
