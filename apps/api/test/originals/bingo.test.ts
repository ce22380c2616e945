import type { BingoBuyResult } from '@lale/contracts';
import { bingo, chain, fairRng, sha256Hex } from '@lale/originals';
import { recomputeBingoCards, recomputeDraw } from '@lale/originals/verify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import { bearer, call } from '../support/accounts.ts';
import { listen } from '../realtime/support.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import {
  bingoState,
  drawCall,
  drawHub,
  drawsApp,
  knownChain,
  launch,
  newPlayer,
  seedChain,
  seedPair,
  START,
  type DrawsApp,
} from './draws-support.ts';

/*
 * Lale Tombala through its own calls (/api/originals/draws/bingo/*) and socket (`bingo:<room>`), the
 * scheduler driven by a test clock: the rooms take turns, a purchase's cards are dealt from the player's
 * seed pair (so anyone recomputes them), the 60 calls come out every 2 s and never early, and each card is
 * paid exactly by the prize table for when it completed its line, two lines, full house.
 */

const ROOM = 'lale-5';
const PRICE_MINOR = 500n;
const SERVER_SEED = sha256Hex('tombala-player-seed');
const CLIENT_SEED = 'tombala';
const cards = bingo.dealCards(fairRng({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: 0 }), 6);

// The room's chain: the first whose first game pays these six cards at least two prizes (a fixed search).
const LENGTH = 4;
const known = (() => {
  for (let i = 0; i < 500; i += 1) {
    const candidate = knownChain(`bingo-${i}`, LENGTH);
    const results = bingo.settleCards(cards, bingo.roundBingoDraw(candidate.hashes[1]!));
    if (results.reduce((count, result) => count + result.prizes.length, 0) >= 2) return candidate;
  }
  throw new Error('no chain found');
})();
const order = bingo.roundBingoDraw(known.hashes[1]!);
const called = order.slice(0, bingo.CALLS);
const results = bingo.settleCards(cards, order);
const expectedWinMinor = results.map((result) => bingo.winMinor(PRICE_MINOR, result.multiplier));

let database: TestDatabase;
let t: DrawsApp;
const t0 = Date.parse(START);
// Rooms start a game every 150 s, a third of it apart: lale-5's first at 09:00:50, its calls to 09:02:50.
const startsAt = t0 + 50_000;
const salesCloseAt = startsAt - bingo.SALES_CLOSE_BEFORE_MS;
const finishesAt = startsAt + bingo.CALLS * bingo.CALL_INTERVAL_MS;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedChain(database, `bingo:${ROOM}`, known);
  t = await drawsApp(database);
});
afterAll(async () => {
  await t.close();
  await database.close();
});

const cents = (amount: number) => Math.round(amount * 100);
const buy = (session: string, room: string, count: number, drawId?: number) =>
  drawCall<BingoBuyResult>(t, 'bingo', 'buy', { session, room, cards: count, drawId });

describe('Lale Tombala: a game', () => {
  it('deals provably fair cards, calls on time only, pays each card exactly by the prize table', async () => {
    const player = await newPlayer(t, { cashMinor: 10_000n });
    await seedPair(database, player.playerId, SERVER_SEED, CLIENT_SEED);
    const session = await launch(t, player.token, 'lale-tombala');
    const page = await drawHub(await listen(t.app));
    expect(await page.subscribe(`bingo:${ROOM}`)).toMatchObject({ topics: [`bingo:${ROOM}`] });

    const lobby = await bingoState(t, session, ROOM);
    expect(lobby.rooms).toEqual([
      { id: 'lale-1', name: 'Lale 1 ₺', cardPrice: 1, nextStartsAt: t0 + 150_000 },
      { id: 'lale-5', name: 'Lale 5 ₺', cardPrice: 5, nextStartsAt: startsAt },
      { id: 'lale-20', name: 'Lale 20 ₺', cardPrice: 20, nextStartsAt: t0 + 100_000 },
    ]);
    expect(lobby.next).toMatchObject({
      game: 'bingo',
      room: ROOM,
      phase: 'selling',
      chainIndex: 1,
      commitment: known.commitment,
      salesCloseAt,
      startsAt,
      finishesAt,
      balls: [],
    });
    expect(lobby.rules).toMatchObject({ balls: 90, calls: 60, cardsPerPurchase: 6, drawIntervalMs: 150_000 });
    expect((await bingoState(t, session)).room).toBe('lale-1');

    const bought = await buy(session, ROOM, 6, lobby.next!.drawId);
    expect(bought.status).toBe(200);
    expect(bought.body.data.balance).toBe(70);
    expect(bought.body.data.tickets.map((ticket) => ticket.card)).toEqual(cards.map((card) => [...card]));
    bought.body.data.tickets.forEach((ticket, position) =>
      expect(ticket).toMatchObject({
        room: ROOM,
        stake: 5,
        status: 'open',
        completedAt: null,
        deal: { serverSeedHash: sha256Hex(SERVER_SEED), clientSeed: CLIENT_SEED, nonce: 0, position },
      }),
    );

    await t.runTo(salesCloseAt);
    // Too late for this game (a purchase without a draw id would be for the room's next one).
    expect((await buy(session, ROOM, 1, lobby.next!.drawId)).status).toBe(409);
    await page.until('draw.opened');
    // Call i at startsAt + i × 2 s, not a millisecond before.
    await t.runTo(startsAt + 20_000 - 1, 2_000);
    expect((await bingoState(t, session, ROOM)).current!.balls).toEqual(called.slice(0, 9));
    await t.runTo(startsAt + 20_000, 2_000);
    expect((await bingoState(t, session, ROOM)).current!.balls).toEqual(called.slice(0, 10));

    await t.runTo(finishesAt, 5_000);
    const frames = await page.until('draw.finished');
    const winners = results.filter((result) => result.multiplier > 0).length;
    expect(frames.at(-1)).toMatchObject({
      type: 'draw.finished',
      hash: known.hashes[1],
      balls: called,
      winners,
    });
    expect(frames.filter((frame) => frame.type === 'draw.ball')).toHaveLength(bingo.CALLS);

    const after = await bingoState(t, session, ROOM);
    expect(after.current).toMatchObject({ phase: 'finished', balls: called, winners, hash: known.hashes[1] });
    const byPosition = [...after.tickets].sort((x, y) => x.deal.position - y.deal.position);
    byPosition.forEach((ticket, i) =>
      expect(ticket).toMatchObject({
        status: expectedWinMinor[i]! > 0n ? 'won' : 'lost',
        multiplier: results[i]!.multiplier,
        win: Number(expectedWinMinor[i]!) / 100,
        completedAt: results[i]!.completedAt,
      }),
    );
    const totalWin = expectedWinMinor.reduce((sum, win) => sum + win, 0n);
    expect(totalWin).toBeGreaterThan(0n);
    expect(cents(after.balance)).toBe(10_000 - 3_000 + Number(totalWin));
    expect((await ledgerInvariants(database.db)).ok).toBe(true);

    // Provably fair: the hash chains back to the commitment and its order's first 60 are the calls.
    expect(after.history[0]).toMatchObject({ hash: known.hashes[1], balls: called, void: false });
    expect(chain.verifyRoundHash(after.history[0]!.hash, 1, known.commitment)).toBe(true);
    expect(recomputeDraw('bingo', after.history[0]!.hash)).toEqual(called);
    // The player rotates the pair (the site's call): its server seed is revealed and deals these cards.
    const rotated = await call<{ revealed: { serverSeed: string; clientSeed: string } }>(t.app, {
      method: 'POST',
      url: '/api/originals/rotateseed',
      headers: bearer(player.token),
      payload: {},
    });
    const revealed = rotated.body.data.revealed;
    expect(sha256Hex(revealed.serverSeed)).toBe(byPosition[0]!.deal.serverSeedHash);
    expect(recomputeBingoCards({ ...revealed, nonce: byPosition[0]!.deal.nonce }, 6)).toEqual(
      byPosition.map((ticket) => ticket.card),
    );
    page.close();
  });

  it('refuses purchases off the rules: 0 or 7 cards, an unknown room (400)', async () => {
    const player = await newPlayer(t, { cashMinor: 10_000n });
    const session = await launch(t, player.token, 'lale-tombala');
    for (const [room, count] of [
      [ROOM, 0],
      [ROOM, 7],
      [ROOM, 1.5],
      ['nope', 1],
      ['LALE-5', 1],
    ] as const)
      expect((await buy(session, room, count)).status, `${room} ${count}`).toBe(400);
    expect((await drawCall(t, 'bingo', 'state', { session, room: 'nope' })).status).toBe(400);
    expect((await bingoState(t, session)).balance).toBe(100);
  });
});
