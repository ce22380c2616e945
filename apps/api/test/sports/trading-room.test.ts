import type {
  AdminSportsEventDetail,
  AdminSportsEventSummary,
  AdminSportsPlayerLimits,
} from '@lale/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema.ts';
import { DEMO_STAFF } from '../../src/modules/staff/index.ts';
import { testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { staffToken } from '../support/staff.ts';
import { listen } from '../realtime/support.ts';
import { connectStaffLive, type OpenSockets } from '../staff/live-support.ts';
import { balances, newPlayer } from '../payments/support.ts';
import {
  adminGet,
  adminPost,
  adminPut,
  eventIdOf,
  eventUrl,
  expectLedgerSound,
  marketIdOf,
  placeBet,
} from './admin-support.ts';
import { alive, at, fixture, prices } from './support.ts';

/*
 * The trading room (issue #27): the book's events as a trader scans them, one event's markets with
 * holds and results, stake limits on an event and on a player that placement obeys on both of its
 * paths, and the staff live channel's `bets` and `book` frames.
 */

let t: TestApp;
let base: string;
let owner: string;
let trader: string;
const sockets: OpenSockets = [];
const LIVE = 'sr:match:7101';
const PRE = 'sr:match:7102';
const LIMITED = 'sr:match:7103';
const CAPPED = 'sr:match:7104';
const reason = 'Sharp money on the home side';

beforeAll(async () => {
  t = await createTestApp({ clock: testClock(new Date(at(0))) });
  await t.modules.sports.producerSweep.stop();
  for (const message of [
    alive(3, 0),
    alive(1, 0),
    fixture(LIVE, 'Sivasspor', 'Kasımpaşa'),
    fixture(PRE, 'Eyüpspor', 'Hatayspor'),
    fixture(LIMITED, 'Gaziantep', 'Pendikspor'),
    fixture(CAPPED, 'Bodrumspor', 'Sakaryaspor'),
    prices('live-1', LIVE, 10, { home: 2.1 }, true),
    prices('pre-1', PRE, 10, { home: 2.0 }),
    prices('limited-1', LIMITED, 10, { home: 2.0 }),
    prices('capped-1', CAPPED, 10, { home: 2.0 }),
  ])
    await t.modules.sports.feed.apply(message);
  owner = await staffToken(t, 'owner');
  trader = await staffToken(t, 'trader');
  base = await listen(t.app);
});
afterEach(async () => {
  const open = sockets.splice(0);
  for (const { socket } of open) socket.close();
  await Promise.all(open.map(({ closed }) => closed));
});
afterAll(() => t.close());

type Page = { items: AdminSportsEventSummary[]; total: number };
const events = (query: string, token = trader) =>
  adminGet<Page>(t, token, `/api/admin/sports/events?${query}`);
const event = (eventId: number, token = trader) =>
  adminGet<AdminSportsEventDetail>(t, token, `/api/admin/sports/events/${eventId}`);
const setEventLimits = (eventId: number, body: unknown, token = trader) =>
  adminPut<{ eventId: number }>(t, token, `/api/admin/sports/events/${eventId}/limits`, body);
const playerLimitsUrl = (playerId: number) => `/api/admin/sports/players/${playerId}/limits`;

async function lastAudit() {
  const [row] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.seq)).limit(1);
  return row!;
}

describe('the events a trader scans', () => {
  it('lists live and pre-match events apart, finds a team, and counts holds and open bets', async () => {
    const liveId = await eventIdOf(t, LIVE);
    const preId = await eventIdOf(t, PRE);
    const live = await events('state=live');
    expect(live.status).toBe(200);
    expect(live.body.data.items.map((e) => e.eventId)).toContain(liveId);
    expect(live.body.data.items.map((e) => e.eventId)).not.toContain(preId);
    const found = await events('state=prematch&search=eyüp');
    expect(found.body.data).toEqual({
      total: 1,
      items: [
        {
          eventId: preId,
          sport: 'Football',
          tournament: 'Super Lig',
          home: 'Eyüpspor',
          away: 'Hatayspor',
          startTime: new Date(at(3_600)).toISOString(),
          status: 0,
          homeScore: null,
          awayScore: null,
          matchTime: null,
          held: false,
          heldMarkets: 0,
          markets: 2,
          openBets: 0,
          limits: { stakePercent: null, liveDelaySeconds: null },
        },
      ],
    });
    // A search's wildcards are text: '%' finds no team.
    expect((await events('state=prematch&search=%25')).body.data.total).toBe(0);

    const player = await newPlayer(t, { cashMinor: 100_00n });
    const market = await marketIdOf(t, PRE, '1x2');
    expect(
      (await placeBet(t, player.token, 10, [{ marketId: market, outcomeId: '1', odds: '2.00' }])).status,
    ).toBe(200);
    const held = await adminPost(t, trader, eventUrl(preId, 'suspend'), {
      market: { key: 'total', specifiers: { total: '2.5' } },
      reason,
    });
    expect(held.status).toBe(200);
    const after = (await events('state=prematch&search=Hatay')).body.data.items[0]!;
    expect(after).toMatchObject({ openBets: 1, heldMarkets: 1, held: false });

    const detail = await event(preId);
    expect(detail.status).toBe(200);
    const total = detail.body.data.markets.find((m) => m.key === 'total')!;
    expect(total).toMatchObject({
      specifiers: 'total=2.5',
      status: 1,
      hold: { reason, heldBy: DEMO_STAFF.trader.username },
      outcomes: [
        { id: 'over', odds: '1.85', active: true, result: null, voidFactor: null },
        { id: 'under', odds: '1.95', active: true, result: null, voidFactor: null },
      ],
    });
    expect(detail.body.data.hold).toBeNull();
    expect(detail.body.data.book).toEqual({ minStake: '1', maxStake: '10000', liveDelaySeconds: 5 });
    expect(detail.body.data.liability).toHaveLength(1);
    expect(detail.body.data.liability[0]).toMatchObject({ currency: 'TRY', openBets: 1, worstCase: 20 });

    const unknown = await event(987_654);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('There is no such event.');
  });

  it('shows a settled market with its results', async () => {
    const eventId = await eventIdOf(t, PRE);
    const settled = await adminPost(t, owner, eventUrl(eventId, 'settle'), {
      market: { key: '1x2' },
      outcomes: [
        { id: '1', result: 'won' },
        { id: 'X', result: 'lost' },
        { id: '2', result: 'lost', voidFactor: 0.5 },
      ],
      reason,
    });
    expect(settled.status).toBe(200);
    const market = (await event(eventId)).body.data.markets.find((m) => m.key === '1x2')!;
    expect(market.status).toBe(-3);
    expect(market.outcomes.map((o) => [o.id, o.result, o.voidFactor])).toEqual([
      ['1', 'won', null],
      ['2', 'lost', 0.5],
      ['X', 'lost', null],
    ]);
    await expectLedgerSound(t);
  });
});

describe('stake limits', () => {
  it("an event's limit narrows every bet on it, on the one-statement path too, and clears again", async () => {
    const eventId = await eventIdOf(t, LIMITED);
    const market = await marketIdOf(t, LIMITED, '1x2');
    const player = await newPlayer(t, { cashMinor: 10_000_00n });
    const pick = [{ marketId: market, outcomeId: '1', odds: '2.00' }];

    const saved = await setEventLimits(eventId, { stakePercent: 1, liveDelaySeconds: 3, reason });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      message: 'The limits are saved.',
      data: { eventId, stakePercent: 1, liveDelaySeconds: 3 },
    });
    const audit = await lastAudit();
    expect(audit).toMatchObject({
      staffUsername: DEMO_STAFF.trader.username,
      permission: 'sports.edit',
      targetType: 'sport_event',
      targetId: String(eventId),
      outcome: 'ok',
      before: { eventId, stakePercent: null, liveDelaySeconds: null },
      after: { eventId, stakePercent: 1, liveDelaySeconds: 3, reason },
    });

    // 1% of the book's ₺10,000: ₺100. A slip at its own odds would go the one-statement way: it must not.
    const over = await placeBet(t, player.token, 100.01, pick);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('The most you can stake on this slip is ₺100.00. Lower the stake.');
    expect((await balances(t, player.playerId)).cash).toBe(10_000_00n);
    expect((await placeBet(t, player.token, 100, pick)).status).toBe(200);
    expect((await event(eventId)).body.data.limits).toEqual({ stakePercent: 1, liveDelaySeconds: 3 });

    // 0%: the event takes no bet at all, said as such.
    await setEventLimits(eventId, { stakePercent: 0, liveDelaySeconds: null, reason });
    const none = await placeBet(t, player.token, 1, pick);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('This slip cannot be accepted right now.');

    const cleared = await setEventLimits(eventId, { stakePercent: null, liveDelaySeconds: null, reason });
    expect(cleared.status).toBe(200);
    expect((await placeBet(t, player.token, 500, pick)).status).toBe(200);
    expect((await balances(t, player.playerId)).cash).toBe(9_400_00n);
    await expectLedgerSound(t);
  });

  it("a player's limit narrows only their bets; with an event's limit the lower wins", async () => {
    const market = await marketIdOf(t, CAPPED, '1x2');
    const eventId = await eventIdOf(t, CAPPED);
    const capped = await newPlayer(t, { cashMinor: 10_000_00n });
    const other = await newPlayer(t, { cashMinor: 10_000_00n });
    const pick = [{ marketId: market, outcomeId: '2', odds: '3.10' }];

    const before = await adminGet<AdminSportsPlayerLimits>(t, trader, playerLimitsUrl(capped.playerId));
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({
      stakePercent: null,
      reason: null,
      updatedBy: null,
      updatedAt: null,
    });
    const set = await adminPut<AdminSportsPlayerLimits>(t, trader, playerLimitsUrl(capped.playerId), {
      stakePercent: 2,
      reason,
    });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({
      playerId: capped.playerId,
      stakePercent: 2,
      reason,
      updatedBy: DEMO_STAFF.trader.username,
    });
    expect(await lastAudit()).toMatchObject({
      targetType: 'player',
      targetId: String(capped.playerId),
      before: { stakePercent: null },
      after: { stakePercent: 2, reason },
    });

    expect((await placeBet(t, capped.token, 200.01, pick)).body.message).toBe(
      'The most you can stake on this slip is ₺200.00. Lower the stake.',
    );
    expect((await placeBet(t, other.token, 1_000, pick)).status).toBe(200);
    await setEventLimits(eventId, { stakePercent: 1, liveDelaySeconds: null, reason });
    expect((await placeBet(t, capped.token, 150, pick)).body.message).toBe(
      'The most you can stake on this slip is ₺100.00. Lower the stake.',
    );
    await setEventLimits(eventId, { stakePercent: null, liveDelaySeconds: null, reason });
    expect((await placeBet(t, capped.token, 200, pick)).status).toBe(200);

    const lifted = await adminPut(t, trader, playerLimitsUrl(capped.playerId), {
      stakePercent: null,
      reason,
    });
    expect(lifted.status).toBe(200);
    expect((await placeBet(t, capped.token, 1_000, pick)).status).toBe(200);
    await expectLedgerSound(t);
  });

  it("two staff setting one player's limit at once: each audit row names the value the other left", async () => {
    const raced = await newPlayer(t, { cashMinor: 0n });
    const [a, b] = await Promise.all(
      [3, 7].map((stakePercent) =>
        adminPut<AdminSportsPlayerLimits>(t, trader, playerLimitsUrl(raced.playerId), {
          stakePercent,
          reason,
        }),
      ),
    );
    expect([a!.status, b!.status]).toEqual([200, 200]);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(raced.playerId)))
      .orderBy(auditLog.seq);
    const changes = rows.map((row) => [
      (row.before as { stakePercent: number | null }).stakePercent,
      (row.after as { stakePercent: number | null }).stakePercent,
    ]);
    // Taken one after the other: the first from no limit, the second from the first's value.
    expect(changes).toHaveLength(2);
    expect(changes[0]![0]).toBeNull();
    expect(changes[1]![0]).toBe(changes[0]![1]);
    const now = await adminGet<AdminSportsPlayerLimits>(t, trader, playerLimitsUrl(raced.playerId));
    expect(now.body.data.stakePercent).toBe(changes[1]![1]);
  });

  it('refuses what is not a limit, an unknown event or player, and a role that may only view', async () => {
    const eventId = await eventIdOf(t, LIMITED);
    for (const [body, field] of [
      [{ stakePercent: 101, liveDelaySeconds: null, reason }, 'stakePercent'],
      [{ stakePercent: 1.5, liveDelaySeconds: null, reason }, 'stakePercent'],
      [{ stakePercent: null, liveDelaySeconds: 31, reason }, 'liveDelaySeconds'],
      [{ stakePercent: 10, liveDelaySeconds: null }, 'reason'],
      [{ stakePercent: 10, reason }, 'liveDelaySeconds'],
    ] as const) {
      const answer = await setEventLimits(eventId, body);
      expect(answer.status).toBe(400);
      expect(Object.keys((answer.body.data as unknown as { errors: object }).errors)).toEqual([field]);
    }
    expect((await event(eventId)).body.data.limits).toEqual({ stakePercent: null, liveDelaySeconds: null });
    expect((await setEventLimits(987_654, { stakePercent: 5, liveDelaySeconds: null, reason })).status).toBe(
      404,
    );
    const nobody = await adminPut(t, trader, playerLimitsUrl(987_654), { stakePercent: 5, reason });
    expect(nobody.status).toBe(404);
    expect(nobody.body.message).toBe('There is no such player.');

    const analyst = await staffToken(t, 'analyst');
    expect((await events('state=live', analyst)).status).toBe(200);
    expect(
      (await setEventLimits(eventId, { stakePercent: 5, liveDelaySeconds: null, reason }, analyst)).status,
    ).toBe(403);
    expect((await event(eventId)).body.data.limits.stakePercent).toBeNull();
  });
});

describe('the trading room live', () => {
  it('hears of a bet placed on an event and of an operator acting on it, never a role without sports', async () => {
    const client = await connectStaffLive(base, sockets, trader);
    client.send({ op: 'subscribe', topics: ['trading'] });
    expect(await client.next()).toEqual({ type: 'subscribed', topics: ['trading'] });
    const refused = await connectStaffLive(base, sockets, await staffToken(t, 'payments'));
    refused.send({ op: 'subscribe', topics: ['trading'] });
    expect(await refused.next()).toEqual({ type: 'error', message: 'Not permitted: trading.' });

    const eventId = await eventIdOf(t, LIVE);
    const player = await newPlayer(t, { cashMinor: 100_00n });
    const market = await marketIdOf(t, CAPPED, 'total', 'total=2.5');
    const capped = await eventIdOf(t, CAPPED);
    expect(
      (await placeBet(t, player.token, 5, [{ marketId: market, outcomeId: 'over', odds: '1.85' }])).status,
    ).toBe(200);
    // The tests before this one placed bets too; their frame may still be gathering
    // (STAFF_LIVE_BETS_GATHER_MS) and come first, or carry this bet's event along with theirs.
    let heard = await client.next();
    while (heard.type === 'bets' && !heard.eventIds.includes(capped)) heard = await client.next();
    expect(heard).toEqual({ type: 'bets', eventIds: expect.arrayContaining([capped]) as number[] });

    expect((await adminPost(t, trader, eventUrl(eventId, 'suspend'), { reason })).status).toBe(200);
    expect(await client.next()).toEqual({ type: 'book', eventId });
    expect((await adminPost(t, trader, eventUrl(eventId, 'reopen'), { reason })).status).toBe(200);
    expect(await client.next()).toEqual({ type: 'book', eventId });
  });
});
