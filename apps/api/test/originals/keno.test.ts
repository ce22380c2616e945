import type { KenoBuyResult, KenoTicket } from '@lale/contracts';
import { chain, keno } from '@lale/originals';
import { recomputeDraw } from '@lale/originals/verify';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds } from '../../src/db/schema.ts';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import { listen } from '../realtime/support.ts';
import { bearer, call } from '../support/accounts.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { launch as crashLaunch } from './crash-support.ts';
import {
  drawCall,
  drawHub,
  drawsApp,
  kenoState,
  knownChain,
  launch,
  newPlayer,
  seedChain,
  START,
  type DrawsApp,
} from './draws-support.ts';

/*
 * Lale Keno through its own calls (/api/originals/draws/keno/*) and socket (topic `keno`), the scheduler
 * driven by a test clock: tickets sold until sales close, the balls coming out one every 1.5 s and never
 * shown before their time, every ticket paid exactly by the paytable, the draw's hash revealed and
 * checked against its chain; tickets off the rules refused with nothing taken.
 */

const LENGTH = 6;
const known = knownChain('keno', LENGTH);
const drawn = keno.roundKenoDraw(known.hashes[1]!);
const missed = Array.from({ length: 80 }, (_, i) => i + 1).filter((n) => !drawn.includes(n));

let database: TestDatabase;
let t: DrawsApp;
const t0 = Date.parse(START);
// The first draw: on sale from the first tick, sales close at 09:00:55, balls from 09:01:00 to 09:01:30.
const startsAt = t0 + 60_000;
const salesCloseAt = startsAt - keno.SALES_CLOSE_BEFORE_MS;
const finishesAt = startsAt + keno.DRAWN * keno.BALL_REVEAL_INTERVAL_MS;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedChain(database, 'keno', known);
  t = await drawsApp(database);
});
afterAll(async () => {
  await t.close();
  await database.close();
});

const cents = (amount: number) => Math.round(amount * 100);
const buy = (session: string, picks: number[], stake: number, drawId?: number) =>
  drawCall<KenoBuyResult>(t, 'keno', 'buy', { session, picks, stake, drawId });

describe('Lale Keno: a draw', () => {
  it('sells tickets, reveals balls only on time, pays each ticket exactly by the paytable', async () => {
    const a = await newPlayer(t, { cashMinor: 100_000n });
    const b = await newPlayer(t, { cashMinor: 100_000n });
    const sa = await launch(t, a.token, 'lale-keno');
    const sb = await launch(t, b.token, 'lale-keno');
    const page = await drawHub(await listen(t.app));
    expect(await page.subscribe('keno')).toMatchObject({ topics: ['keno'] });

    const opening = await kenoState(t, sa);
    expect(opening.now).toBe(t0);
    expect(opening.current).toBeNull();
    expect(opening.next).toMatchObject({
      phase: 'selling',
      room: 'keno',
      chainIndex: 1,
      commitment: known.commitment,
      salesCloseAt,
      startsAt,
      finishesAt,
      balls: [],
      hash: null,
      winners: null,
    });
    expect(opening.rules).toMatchObject({
      stake: { min: 1, max: 100 },
      maxWin: null,
      picks: { min: 1, max: 10 },
      ticketsPerDraw: 10,
      drawIntervalMs: 60_000,
      ballIntervalMs: 1_500,
      salesCloseBeforeMs: 5_000,
    });
    expect(opening.rules.paytable[4]![3]).toBe(80_000);
    const drawId = opening.next!.drawId;

    // A: 3 of 4 (×8) and 5 of 10 (×5); B: 0 of 1 and 1 of 1 (×3.84).
    const threeOfFour = [drawn[0]!, drawn[1]!, drawn[2]!, missed[0]!];
    const fiveOfTen = [...drawn.slice(3, 8), ...missed.slice(1, 6)];
    const a1 = await buy(sa, threeOfFour, 10, drawId);
    const a2 = await buy(sa, fiveOfTen, 2);
    const b1 = await buy(sb, [missed[6]!], 5);
    const b2 = await buy(sb, [drawn[19]!], 1.5);
    expect([a1.status, a2.status, b1.status, b2.status]).toEqual([200, 200, 200, 200]);
    expect(a1.body.data.tickets[0]).toMatchObject({
      drawId,
      picks: threeOfFour,
      stake: 10,
      status: 'open',
      hits: null,
      multiplier: null,
      win: null,
    });
    expect(a2.body.data.balance).toBe(988);
    expect(b2.body.data.balance).toBe(993.5);

    // The last moment of sales, then closed: the draw is drawing and the next one is on sale.
    await t.runTo(salesCloseAt - 1);
    expect((await kenoState(t, sa)).next!.phase).toBe('selling');
    await t.runTo(salesCloseAt);
    const late = await buy(sa, [1, 2, 3], 1, drawId);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/satışı kapandı/);
    const closing = await page.until('draw.opened');
    expect(closing.map((frame) => frame.type)).toEqual(['draw.closed', 'draw.opened']);
    expect(closing[0]).toMatchObject({ drawId, tickets: 4, startsAt });
    expect(closing[1]).toMatchObject({ startsAt: startsAt + 60_000, chainIndex: 2 });
    const nextId = closing[1]!.drawId;
    const waiting = await kenoState(t, sa);
    expect(waiting.current).toMatchObject({ drawId, phase: 'drawing', balls: [], hash: null });
    expect(waiting.next).toMatchObject({ drawId: nextId, phase: 'selling' });
    expect(waiting.tickets.map((ticket) => ticket.drawId)).toEqual([drawId, drawId]);

    // Ball i is out at startsAt + i × 1.5 s, not a millisecond before.
    await t.runTo(startsAt + 4_499);
    expect((await kenoState(t, sa)).current!.balls).toEqual(drawn.slice(0, 2));
    await t.runTo(startsAt + 4_500);
    expect((await kenoState(t, sb)).current!.balls).toEqual(drawn.slice(0, 3));
    await t.runTo(finishesAt - 1);
    const almost = (await kenoState(t, sa)).current!;
    expect(almost).toMatchObject({ phase: 'drawing', balls: drawn.slice(0, 19), hash: null });

    await t.runTo(finishesAt);
    const frames = await page.until('draw.finished');
    const balls = frames.filter((frame) => frame.type === 'draw.ball');
    expect(balls.map((frame) => frame.type === 'draw.ball' && [frame.call, frame.ball])).toEqual(
      drawn.map((ball, i) => [i + 1, ball]),
    );
    expect(balls.every((frame) => frame.at >= (frame.type === 'draw.ball' ? frame.calledAt : 0))).toBe(true);
    const finished = frames.at(-1)!;
    expect(finished).toMatchObject({ type: 'draw.finished', drawId, hash: known.hashes[1], winners: 3 });

    const after = await kenoState(t, sa);
    expect(after.current).toMatchObject({ drawId, phase: 'finished', balls: drawn, winners: 3 });
    const mine = new Map(after.tickets.map((ticket) => [ticket.ticketId, ticket]));
    expect(mine.get(a1.body.data.tickets[0]!.ticketId)).toMatchObject<Partial<KenoTicket>>({
      status: 'won',
      hits: threeOfFour.slice(0, 3),
      multiplier: 80_000,
      win: 80,
    });
    expect(mine.get(a2.body.data.tickets[0]!.ticketId)).toMatchObject({
      status: 'won',
      multiplier: 50_000,
      win: 10,
    });
    expect(cents(after.balance)).toBe(100_000 - 1_200 + 8_000 + 1_000);
    const bTickets = (await kenoState(t, sb)).tickets;
    expect(bTickets.map((ticket) => [ticket.status, ticket.win])).toEqual([
      ['lost', 0],
      ['won', 5.76],
    ]);
    expect(cents((await kenoState(t, sb)).balance)).toBe(100_000 - 650 + 576);

    // Every ticket is a closed game-wallet round; the ledger is sound.
    const rounds = await database.db
      .select()
      .from(gameRounds)
      .where(like(gameRounds.providerRound, `draw:${drawId}:%`));
    // Completed (2): every ticket's round closed by its win, 0 for a loss.
    expect(rounds.map((round) => round.status)).toEqual([2, 2, 2, 2]);
    expect((await ledgerInvariants(database.db)).ok).toBe(true);
    // And each is a line of the player's game history.
    const history = await call<{ items: { gameName: string; betAmount: number; winAmount: number }[] }>(
      t.app,
      { method: 'POST', url: '/api/casino/gamehistory', headers: bearer(a.token), payload: {} },
    );
    expect(
      history.body.data.items.map((item) => [item.gameName, item.betAmount, item.winAmount]).sort(),
    ).toEqual([
      ['Lale Keno', 10, 80],
      ['Lale Keno', 2, 10],
    ]);

    // Provably fair: the revealed hash chains back to the commitment and gives exactly these balls.
    expect(after.history[0]).toMatchObject({ drawId, chainIndex: 1, hash: known.hashes[1], void: false });
    expect(chain.verifyRoundHash(after.history[0]!.hash, 1, known.commitment)).toBe(true);
    expect(recomputeDraw('keno', after.history[0]!.hash)).toEqual(drawn);
    page.close();
  });

  it('refuses tickets off the rules (400), a session of another game (404), too many tickets (409)', async () => {
    const player = await newPlayer(t, { cashMinor: 5_000n });
    const session = await launch(t, player.token, 'lale-keno');
    for (const picks of [[], [1, 1], [0], [81], [1.5], Array.from({ length: 11 }, (_, i) => i + 1)])
      expect((await buy(session, picks, 1)).status, JSON.stringify(picks)).toBe(400);
    for (const stake of [0.5, 100.01, 0.001, -1]) expect((await buy(session, [7], stake)).status).toBe(400);
    const wrongGame = await crashLaunch(t, player.token);
    expect((await buy(wrongGame, [7], 1)).status).toBe(404);
    const onSale = (await kenoState(t, session)).next!;
    expect((await buy(session, [7], 1, onSale.drawId - 1)).status).toBe(409);
    // More than the balance: refused before anything is written.
    const tooMuch = await buy(session, [7], 51);
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toMatch(/yetersiz/);

    for (let i = 1; i <= 10; i += 1) expect((await buy(session, [i], 1)).status).toBe(200);
    const eleventh = await buy(session, [11], 1);
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.message).toMatch(/en çok 10 bilet/);
    const now = await kenoState(t, session);
    expect(now.tickets).toHaveLength(10);
    expect(now.balance).toBe(40);
    expect((await ledgerInvariants(database.db)).ok).toBe(true);
  });

  it('holds a player to 10 tickets a draw even when the purchases race', async () => {
    const player = await newPlayer(t, { cashMinor: 5_000n });
    const session = await launch(t, player.token, 'lale-keno');
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => buy(session, [i + 1], 1)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(2);
    const now = await kenoState(t, session);
    expect(now.tickets).toHaveLength(10);
    expect(now.balance).toBe(40);
    expect((await ledgerInvariants(database.db)).ok).toBe(true);
  });
});
