import { demoAdmin } from '../support/staff.ts';
import { staffToken } from '../support/staff.ts';
import { randomBytes, randomUUID } from 'node:crypto';
import type { AdminPlayerCard, AdminPlayerProfile, AdminPlayerRow } from '@lale/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gameSessions, players, sessions } from '../../src/db/schema.ts';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import { describeOutcome } from '../../src/outcomes.ts';
import { bearer, call, fullRegistration, login, personalNo, registerOk } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import {
  hub88,
  hub88Bet,
  hub88Win,
  launchFor,
  newPlayer,
  seedGames,
  someGame,
} from '../game-wallet/support.ts';
import { adminToken } from '../payments/support.ts';

/*
 * Back office (issue #25), the players area: the search by each field, sort and paging, the card, the
 * player's ledger, notes, sessions, the CSV export, and block/unblock with what a block must stop at
 * once (the site's token, an open game frame's next stake) and what it must not (a round in flight
 * settles), with the ledger's invariants holding.
 */

let database: TestDatabase;
let t: TestApp;
let admin: string;
let adminId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database });
  await seedGames(t);
  admin = await adminToken(t);
  adminId = (await demoAdmin(t)).id;
});
afterAll(async () => {
  await t.close();
  await database.close();
});

const get = <T = unknown>(url: string, token = admin) =>
  call<T>(t.app, { method: 'GET', url, headers: { ...bearer(token), 'x-locale': 'en' } });
const post = <T = unknown>(url: string, payload?: object, token = admin) =>
  call<T>(t.app, {
    method: 'POST',
    url,
    headers: { ...bearer(token), 'x-locale': 'en' },
    ...(payload ? { payload } : {}),
  });
type List<T> = { items: T[]; total: number };

/** Letters only, unique per run: the shared part of this test's usernames, e-mails and names. */
const tag = `q${randomBytes(4)
  .toString('hex')
  .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!)}`;
const nineDigits = () =>
  `${1 + Math.floor(Math.random() * 8)}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function registered(overrides: Parameters<typeof fullRegistration>[0]) {
  const payload = fullRegistration(overrides);
  const { token } = await registerOk(t.app, payload);
  const [row] = await t.database.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.username, payload.username));
  return { token, playerId: row!.id, payload };
}

describe('who may read', () => {
  it('refuses a role without players.view (403), a player and a visitor (401)', async () => {
    const p = await newPlayer(t);
    expect((await get('/api/admin/players', p.token)).status).toBe(401);
    expect((await get('/api/admin/players', await staffToken(t, 'content'))).status).toBe(403);
    expect((await call(t.app, { method: 'GET', url: '/api/admin/players' })).status).toBe(401);
  });
});

describe('the search', () => {
  const made: { playerId: number; payload: ReturnType<typeof fullRegistration> }[] = [];
  const phoneDigits = `9055${String(Date.now()).slice(-6)}`;
  const nationalId = personalNo(nineDigits());

  beforeAll(async () => {
    made.push(
      await registered({
        username: `${tag}Alpha`,
        email: `${tag}.alpha@example.com`,
        name: `Şule${tag}`,
        surname: `Çelik${tag}`,
        phone: `${phoneDigits}01`,
        PersonalNo: nationalId,
      }),
      await registered({
        username: `${tag}beta`,
        email: `${tag}.beta@example.com`,
        phone: `${phoneDigits}02`,
      }),
      await registered({ username: `${tag}Gamma`, email: `x${tag}@example.com`, phone: `${phoneDigits}03` }),
    );
  });

  const ids = (answer: { body: { data: List<AdminPlayerRow> } }) =>
    answer.body.data.items.map((row) => row.id);
  const search = (query: string) => get<List<AdminPlayerRow>>(`/api/admin/players?${query}`);

  it('finds a player by id, username prefix (any case), e-mail prefix, phone digits, national id, name and surname', async () => {
    const [alpha, beta, gamma] = made;
    expect(ids(await search(`q=${alpha!.playerId}`))).toContain(alpha!.playerId);
    // Username prefix, folded as login folds it (capitals, and I/İ to i).
    expect(ids(await search(`q=${encodeURIComponent(tag.toUpperCase())}`)).sort()).toEqual(
      made.map((p) => p.playerId).sort(),
    );
    expect(ids(await search(`q=${tag}al`))).toEqual([alpha!.playerId]);
    // E-mail prefix: only the two e-mails that start with the tag.
    expect(ids(await search(`q=${encodeURIComponent(`x${tag}@`)}`))).toEqual([gamma!.playerId]);
    expect(ids(await search(`q=${encodeURIComponent(`${tag}.b`)}`))).toEqual([beta!.playerId]);
    // Phone digits prefix, typed with a + and spaces.
    const phone = await search(
      `q=${encodeURIComponent(`+${phoneDigits.slice(0, 4)} ${phoneDigits.slice(4)}0`)}`,
    );
    expect(ids(phone).sort()).toEqual(made.map((p) => p.playerId).sort());
    // ...and without the country prefix, as people type a Turkish number.
    expect(ids(await search(`q=${phoneDigits.slice(2)}01`))).toEqual([alpha!.playerId]);
    expect(ids(await search(`q=${nationalId}`))).toContain(alpha!.playerId);
    // A national id matches exactly, not as a prefix.
    expect(ids(await search(`q=${nationalId.slice(0, 10)}`))).not.toContain(alpha!.playerId);
    expect(ids(await search(`q=${encodeURIComponent(`şule${tag}`.toUpperCase())}`))).toEqual([
      alpha!.playerId,
    ]);
    expect(ids(await search(`q=${encodeURIComponent(`çelik${tag.slice(0, 4)}`)}`))).toEqual([
      alpha!.playerId,
    ]);
    // LIKE's own characters match literally.
    expect((await search(`q=${encodeURIComponent(`${tag}%`)}`)).body.data.total).toBe(0);
  });

  it('sorts and pages on the server, and filters by status', async () => {
    const asc = await search(`q=${tag}&sort=username&dir=asc&take=2`);
    expect(asc.status).toBe(200);
    expect(asc.body.data.total).toBe(3);
    expect(asc.body.data.items.map((row) => row.username)).toEqual([`${tag}Alpha`, `${tag}beta`]);
    const next = await search(`q=${tag}&sort=username&dir=asc&take=2&skip=2`);
    expect(next.body.data.items.map((row) => row.username)).toEqual([`${tag}Gamma`]);
    const byId = await search(`q=${tag}&sort=id&dir=desc`);
    expect(ids(byId)).toEqual(made.map((p) => p.playerId).sort((a, b) => b - a));
    const byCreated = await search(`q=${tag}&sort=createdAt&dir=asc`);
    expect(ids(byCreated)).toEqual(made.map((p) => p.playerId));
    expect(byCreated.body.data.items[0]).toMatchObject({
      username: `${tag}Alpha`,
      status: 'active',
      currency: 'TRY',
      createdAt: expect.stringMatching(/Z$/),
    });
    expect((await search(`q=${tag}&status=blocked`)).body.data.total).toBe(0);
    expect((await search(`q=${tag}&status=active`)).body.data.total).toBe(3);
    expect((await search('take=101')).status).toBe(400);
    expect((await search('sort=password')).status).toBe(400);
  });
});

describe('the export', () => {
  it('answers the search as CSV and defuses a player-controlled formula', async () => {
    const evil = '=HYPERLINK("http://evil.example","x")';
    const p = await registered({ username: `${tag}evil`, email: `${tag}evil@example.com`, name: evil });
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/admin/players/export?q=${tag}evil&sort=id`,
      headers: bearer(admin),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    expect(answer.headers['content-disposition']).toMatch(
      /attachment; filename="players-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = answer.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,username,name,surname,email,phone,status,currency,createdAt');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${p.playerId},${tag}evil,"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/players/export' })).statusCode).toBe(401);
  });
});

describe('the card, the ledger and notes', () => {
  it("shows the player's profile, balances, limits and notes", async () => {
    const p = await newPlayer(t, { cashMinor: 5_000n });
    expect((await get('/api/admin/players/999999999')).status).toBe(404);
    const first = await post<{ id: number; text: string; staffId: number }>(
      `/api/admin/players/${p.playerId}/notes`,
      { text: 'Called about a withdrawal' },
    );
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      text: 'Called about a withdrawal',
      staffId: adminId,
      staffName: 'owner',
    });
    await post(`/api/admin/players/${p.playerId}/notes`, { text: '=cmd|" /C calc"!A0' });
    expect((await post(`/api/admin/players/${p.playerId}/notes`, { text: '' })).status).toBe(400);
    expect((await post(`/api/admin/players/${p.playerId}/notes`, { text: 'x'.repeat(2001) })).status).toBe(
      400,
    );
    expect((await post('/api/admin/players/999999999/notes', { text: 'nobody' })).status).toBe(404);
    const card = await get<AdminPlayerCard>(`/api/admin/players/${p.playerId}`);
    expect(card.status).toBe(200);
    expect(card.body.data.profile).toMatchObject({
      id: p.playerId,
      status: 'active',
      currency: 'TRY',
      country: expect.any(String),
      phoneVerified: true,
      lastLoginAt: expect.stringMatching(/Z$/),
    });
    expect(card.body.data.balances).toEqual({
      cash: 50,
      bonus: expect.any(Number),
      onHold: 0,
      currency: 'TRY',
    });
    expect(card.body.data.limits.map((limit) => `${limit.kind} ${limit.period}`)).toEqual(
      ['deposit', 'loss', 'wager'].flatMap((kind) =>
        ['daily', 'weekly', 'monthly'].map((p) => `${kind} ${p}`),
      ),
    );
    expect(card.body.data.notes.map((note) => note.text)).toEqual([
      '=cmd|" /C calc"!A0',
      'Called about a withdrawal',
    ]);
    expect(card.body.data.statusHistory).toEqual([]);
  });

  it("shows the history of the player's limit changes, newest first, each in its kind's unit", async () => {
    const p = await newPlayer(t);
    const player = (url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { authorization: `Bearer ${p.token}` },
      });
    for (const [url, payload] of [
      ['/api/saferplay/setlimit', { kind: 'loss', period: 'daily', amount: 100 }],
      ['/api/saferplay/setlimit', { kind: 'loss', period: 'daily', amount: 80 }],
      ['/api/saferplay/setlimit', { kind: 'loss', period: 'daily', amount: 300 }],
      ['/api/saferplay/setsessionlimit', { period: 'weekly', minutes: 600 }],
    ] as const)
      expect((await player(url, payload)).statusCode).toBe(200);
    const card = await get<AdminPlayerCard>(`/api/admin/players/${p.playerId}`);
    expect(
      card.body.data.limitHistory.map(({ kind, period, unit, before, after, pendingAmount }) => ({
        kind,
        period,
        unit,
        before,
        after,
        pendingAmount,
      })),
    ).toEqual([
      { kind: 'session', period: 'weekly', unit: 'minutes', before: null, after: 600, pendingAmount: null },
      { kind: 'loss', period: 'daily', unit: 'money', before: 80, after: 80, pendingAmount: 300 },
      { kind: 'loss', period: 'daily', unit: 'money', before: 100, after: 80, pendingAmount: null },
      { kind: 'loss', period: 'daily', unit: 'money', before: null, after: 100, pendingAmount: null },
    ]);
    expect(card.body.data.limitHistory[1]!.pendingEffectiveAt).toMatch(/Z$/);
  });

  it("pages the player's ledger newest first, signed from the player's view, filtered by kind", async () => {
    const p = await newPlayer(t, { cashMinor: 10_000n });
    const game = await someGame(t, 'Hub88');
    const launch = await launchFor(t, p.playerId, game.id);
    for (let i = 0; i < 3; i += 1) {
      const bet = await hub88(
        t,
        '/transaction/bet',
        hub88Bet({
          user: p.playerId,
          token: launch.token,
          game: game.code,
          round: randomUUID(),
          amount: 100_000 * (i + 1),
        }),
      );
      expect(bet.status).toBe('RS_OK');
    }
    const all = await get<
      List<{ id: number; kind: string; amount: number; account: string; balanceAfter: null }>
    >(`/api/admin/players/${p.playerId}/ledger`);
    expect(all.status).toBe(200);
    const cash = all.body.data.items.filter((leg) => leg.account === 'cash');
    expect(cash.map((leg) => leg.amount)).toEqual([-3, -2, -1, 100]);
    expect(all.body.data.total).toBe(all.body.data.items.length);
    const ids = all.body.data.items.map((leg) => leg.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const page = await get<List<{ amount: number }>>(`/api/admin/players/${p.playerId}/ledger?take=1&skip=1`);
    expect(page.body.data.items.map((leg) => leg.amount)).toEqual([all.body.data.items[1]!.amount]);
    expect(page.body.data.total).toBe(all.body.data.total);
    const seeds = await get<List<{ kind: string }>>(`/api/admin/players/${p.playerId}/ledger?kind=seed`);
    expect(seeds.body.data).toMatchObject({
      total: 1,
      items: [{ kind: 'seed', amount: 100, account: 'cash' }],
    });
    const future = await get<List<unknown>>(
      `/api/admin/players/${p.playerId}/ledger?from=${encodeURIComponent('2999-01-01T00:00:00Z')}`,
    );
    expect(future.body.data).toEqual({ items: [], total: 0 });
    expect((await get('/api/admin/players/999999999/ledger')).status).toBe(404);
    // The tabs other modules answer: the three rounds, no payment, no sports bet; bonuses as the player sees them.
    const rounds = await get<List<{ gameCode: string; betAmount: number }>>(
      `/api/admin/players/${p.playerId}/rounds?take=2`,
    );
    expect(rounds.status).toBe(200);
    expect(rounds.body.data.total).toBe(3);
    expect(rounds.body.data.items.map((round) => [round.gameCode, round.betAmount])).toEqual([
      [game.code, 3],
      [game.code, 2],
    ]);
    for (const tab of ['payments', 'bets'])
      expect((await get<List<unknown>>(`/api/admin/players/${p.playerId}/${tab}`)).body.data).toEqual({
        items: [],
        total: 0,
      });
    const bonuses = await get<List<{ status: string }>>(`/api/admin/players/${p.playerId}/bonuses`);
    expect(bonuses.status).toBe(200);
    expect(bonuses.body.data.total).toBe(bonuses.body.data.items.length);
    for (const tab of ['payments', 'bonuses', 'bets', 'rounds', 'sessions'])
      expect((await get(`/api/admin/players/999999999/${tab}`)).status, tab).toBe(404);
  });
});

describe('sessions', () => {
  it('lists them, ends one (404 for another player’s) and ends all', async () => {
    const p = await newPlayer(t);
    const other = await newPlayer(t);
    const [row] = await t.database.db
      .select({ username: players.username })
      .from(players)
      .where(eq(players.id, p.playerId));
    const second = await login(t.app, row!.username, 'Gizli123!');
    const list = await get<List<{ id: number; endedAt: string | null }>>(
      `/api/admin/players/${p.playerId}/sessions`,
    );
    expect(list.body.data.total).toBe(2);
    const [newest, oldest] = list.body.data.items;
    const [othersSession] = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.playerId, other.playerId));
    expect((await post(`/api/admin/players/${p.playerId}/sessions/${othersSession!.id}/end`)).status).toBe(
      404,
    );
    const ended = await post<{ ended: number }>(
      `/api/admin/players/${p.playerId}/sessions/${newest!.id}/end`,
    );
    expect(ended.body.data).toEqual({ ended: 1 });
    expect((await get('/api/user/balance', second.body.data.token)).status).toBe(401);
    expect((await get('/api/user/balance', p.token)).status).toBe(200);
    expect(oldest!.endedAt).toBeNull();
    const all = await post<{ ended: number }>(`/api/admin/players/${p.playerId}/sessions/end-all`);
    expect(all.body.data).toEqual({ ended: 1 });
    expect((await get('/api/user/balance', p.token)).status).toBe(401);
    expect((await get('/api/user/balance', other.token)).status).toBe(200);
  });
});

describe('block and unblock', () => {
  it('stops the token, the login and an open game frame’s next stake at once; a round in flight still settles', async () => {
    const p = await newPlayer(t, { cashMinor: 10_000n });
    const game = await someGame(t, 'Hub88');
    const launch = await launchFor(t, p.playerId, game.id);
    const frame = { user: p.playerId, token: launch.token, game: game.code };
    const inFlight = hub88Bet({ ...frame, round: randomUUID(), amount: 500_000 });
    const toRollBack = hub88Bet({ ...frame, round: randomUUID(), amount: 200_000 });
    expect((await hub88(t, '/transaction/bet', inFlight)).status).toBe('RS_OK');
    expect((await hub88(t, '/transaction/bet', toRollBack)).status).toBe('RS_OK');

    const [site] = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.playerId, p.playerId));
    const hubClosed = vi.spyOn(t.modules.realtime.hub, 'disconnectSession');
    const blocked = await post<AdminPlayerProfile>(`/api/admin/players/${p.playerId}/block`, {
      reason: 'chargeback review',
    });
    expect(blocked.status).toBe(200);
    expect(blocked.body.data).toMatchObject({ id: p.playerId, status: 'blocked' });
    expect(blocked.body.message).toMatch(/blocked/);

    // The session's live sockets are closed at once (the hub's no-reconnect Close)...
    expect(hubClosed).toHaveBeenCalledWith(site!.id);
    hubClosed.mockRestore();
    // ...and the site's token answers 401 (the site logs out on it, spec §4).
    expect((await get('/api/user/balance', p.token)).status).toBe(401);
    // The launch is marked ended with the block.
    const [launched] = await t.database.db
      .select({ endedAt: gameSessions.endedAt, reason: gameSessions.endReason })
      .from(gameSessions)
      .where(eq(gameSessions.id, launch.id));
    expect(launched).toEqual({ endedAt: expect.any(Date), reason: 'revoked' });
    // A new stake from the frame that is still open is refused...
    const stake = await hub88(
      t,
      '/transaction/bet',
      hub88Bet({ ...frame, round: randomUUID(), amount: 100_000 }),
    );
    expect(stake.status).not.toBe('RS_OK');
    // ...while the round in flight still pays its win, and a bet in flight can still be rolled back.
    const win = await hub88(
      t,
      '/transaction/win',
      hub88Win({ ...frame, round: inFlight.round, amount: 900_000, reference: inFlight.transaction_uuid }),
    );
    expect(win.status).toBe('RS_OK');
    const rollback = await hub88(t, '/transaction/rollback', {
      user: String(p.playerId),
      token: launch.token,
      request_uuid: randomUUID(),
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: toRollBack.transaction_uuid,
      round: toRollBack.round,
      game_code: game.code,
    });
    expect(rollback).toMatchObject({ status: 'RS_OK', balance: 10_400_000 });

    // Login is refused with its own words.
    const [row] = await t.database.db
      .select({ username: players.username })
      .from(players)
      .where(eq(players.id, p.playerId));
    const refused = await login(t.app, row!.username, 'Gizli123!', { headers: { 'x-locale': 'en' } });
    expect(refused.status).toBe(423);
    expect(refused.body.message).toMatch(/blocked/);

    // Twice is a clear 409; an unknown player 404; a too-short reason 400.
    const again = await post(`/api/admin/players/${p.playerId}/block`, { reason: 'again please' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The player is blocked already.');
    expect((await post('/api/admin/players/999999999/block', { reason: 'nobody here' })).status).toBe(404);
    expect((await post(`/api/admin/players/${p.playerId}/block`, { reason: 'no' })).status).toBe(400);
    expect((await post(`/api/admin/players/${p.playerId}/block`, { reason: 'x' }, p.token)).status).toBe(401);
    expect((await ledgerInvariants(t.database.db)).ok).toBe(true);

    const unblocked = await post<AdminPlayerProfile>(`/api/admin/players/${p.playerId}/unblock`, {
      reason: 'cleared by payments',
    });
    expect(unblocked.body.data.status).toBe('active');
    expect((await post(`/api/admin/players/${p.playerId}/unblock`, { reason: 'twice' })).status).toBe(409);
    const card = await get<AdminPlayerCard>(`/api/admin/players/${p.playerId}`);
    expect(card.body.data.statusHistory).toEqual([
      expect.objectContaining({
        from: 'blocked',
        to: 'active',
        reason: 'cleared by payments',
        staffId: adminId,
      }),
      expect.objectContaining({
        from: 'active',
        to: 'blocked',
        reason: 'chargeback review',
        staffName: 'owner',
      }),
    ]);
    const back = await login(t.app, row!.username, 'Gizli123!');
    expect(back.status).toBe(200);
    // The old frame stays dead after the unblock.
    const old = await hub88(
      t,
      '/transaction/bet',
      hub88Bet({ ...frame, round: randomUUID(), amount: 100_000 }),
    );
    expect(old.status).not.toBe('RS_OK');
    expect((await ledgerInvariants(t.database.db)).ok).toBe(true);
  });

  it('words a refused stake of a blocked player as login does (the wager gate and the cashier too)', () => {
    const gate = describeOutcome({ code: 'WagerRefused', reason: 'account_blocked' }, 'en', new Date());
    const login = describeOutcome({ code: 'AccountBlocked' }, 'en', new Date());
    expect(gate.status).toBe(423);
    expect(gate.message).toBe(login.message);
    expect(gate.message).toMatch(/blocked/);
  });

  it('never opens a closed account, nor lets a self-excluded player in by an unblock', async () => {
    const closed = await newPlayer(t);
    await t.database.db.update(players).set({ status: 'closed' }).where(eq(players.id, closed.playerId));
    const reopened = await post(`/api/admin/players/${closed.playerId}/unblock`, {
      reason: 'please let me in',
    });
    expect(reopened.status).toBe(409);
    const [row] = await t.database.db
      .select({ status: players.status })
      .from(players)
      .where(eq(players.id, closed.playerId));
    expect(row!.status).toBe('closed');

    // A self-exclusion is the player's own restriction (issue #26): an unblock has nothing to lift.
    const excluded = await newPlayer(t);
    const taken = await call(t.app, {
      method: 'POST',
      url: '/api/saferplay/selfexclusion',
      headers: { ...bearer(excluded.token), 'x-locale': 'en' },
      payload: { period: '6m', confirm: true },
    });
    expect(taken.status).toBe(200);
    const unblocked = await post(`/api/admin/players/${excluded.playerId}/unblock`, { reason: 'let me in' });
    expect(unblocked.status).toBe(409);
    const [who] = await t.database.db
      .select({ username: players.username })
      .from(players)
      .where(eq(players.id, excluded.playerId));
    const signIn = await login(t.app, who!.username, 'Gizli123!');
    expect(signIn.status).toBe(423);
    expect(signIn.body.message).toMatch(/^Kendinizi \d{1,2} \S+ \d{4} \d{2}:\d{2} \(TSİ\) tarihine kadar/);
  });
});
