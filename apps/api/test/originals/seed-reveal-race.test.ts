import type { BingoBuyResult } from '@lale/contracts';
import { bingo } from '@lale/originals';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRevealedWhileOpen } from '../../src/modules/originals/index.ts';
import { balances, expectLedgerSound } from '../payments/support.ts';
import { bearer, call, testClock, type TestClock } from '../support/accounts.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { bingoState, drawCall, drawsApp, launch, newPlayer, START, type DrawsApp } from './draws-support.ts';

/*
 * Issue 23, item 1, raced: a player plays every game drawn from their seed pair (an instant game, Lale
 * Mayın, Lale Tombala cards) while rotating the pair from both rotate calls at once. Whatever the order the
 * database picked, no pair may ever have been revealed while a round or card drawn from it was unsettled:
 * asserted from the rows (the pair's revealed_at against the rounds' and cards' settled time), with a
 * clock that ticks on every reading so those times order the events as they happened.
 */

const ROOM = 'lale-5';
const t0 = Date.parse(START);
// lale-5's first game: 09:00:50, 60 calls every 2 s after it.
const finishesAt = t0 + 50_000 + bingo.CALLS * bingo.CALL_INTERVAL_MS;

let database: TestDatabase;
let t: DrawsApp;

/** Yields to the event loop `n` times, so concurrent calls interleave. */
const yieldTimes = async (n: number) => {
  for (let i = 0; i < n; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

/** A test clock that moves 1 ms each time it is read: every timestamp the server writes is distinct. */
function tickingClock(): TestClock {
  const inner = testClock(START);
  return {
    ...inner,
    now: () => {
      inner.advance(1);
      return inner.now();
    },
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  t = await drawsApp(database, tickingClock());
});
afterAll(async () => {
  await t.close();
  await database.close();
});

type Envelope<T> = { success: boolean; message: string; data: T };
type Played = { round: { roundId: string; open: boolean } };

async function game<T>(path: string, payload: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/originals/game/${path}`,
    payload,
    headers: { 'x-locale': 'en' },
  });
  return { status: response.statusCode, body: response.json<Envelope<T>>() };
}

/** Rounds and cards whose pair was revealed before they were settled (or that are still open under a revealed pair). */
async function revealedWhileUnsettled(playerId: number) {
  const rounds = await database.db.execute<{ id: string }>(sql`
    select r.id from originals_rounds r join originals_seed_pairs p on p.id = r.seed_pair_id
     where r.player_id = ${playerId} and p.revealed_at is not null
       and (r.status = 'open' or r.updated_at > p.revealed_at)`);
  const cards = await database.db.execute<{ id: string }>(sql`
    select d.id from draw_tickets d join originals_seed_pairs p on p.id = d.seed_pair_id
     where d.player_id = ${playerId} and p.revealed_at is not null
       and (d.settled_at is null or d.settled_at > p.revealed_at)`);
  const ids = (result: unknown) =>
    ((Array.isArray(result) ? result : (result as { rows: { id: string }[] }).rows) as { id: string }[]).map(
      (row) => row.id,
    );
  return { rounds: ids(rounds), cards: ids(cards) };
}

/** What the player's balance must be: the start, less every stake taken, plus every win paid. */
async function owed(playerId: number, startMinor: bigint): Promise<bigint> {
  const result = await database.db.execute<{ rounds: string; cards: string }>(sql`
    select
      (select coalesce(sum(case when status = 'settled' then win_minor - stake_minor
                                when status = 'open' then -stake_minor else 0 end), 0)
         from originals_rounds where player_id = ${playerId})::text as rounds,
      (select coalesce(sum(case when status in ('won', 'lost') then coalesce(win_minor, 0) - stake_minor
                                when status = 'open' then -stake_minor else 0 end), 0)
         from draw_tickets where player_id = ${playerId})::text as cards`);
  const row = (Array.isArray(result) ? result[0] : (result as { rows: unknown[] }).rows[0]) as {
    rounds: string;
    cards: string;
  };
  return startMinor + BigInt(row.rounds) + BigInt(row.cards);
}

describe('plays and seed rotations raced over every game that uses the pair', () => {
  it('never reveals a pair while a round or card drawn from it is unsettled; the money adds up', async () => {
    const startMinor = 100_000n;
    const player = await newPlayer(t, { cashMinor: startMinor });
    const [dice, mines, tombala] = [
      await launch(t, player.token, 'lale-dice'),
      await launch(t, player.token, 'lale-mines'),
      await launch(t, player.token, 'lale-tombala'),
    ];
    const drawId = (await bingoState(t, tombala, ROOM)).next!.drawId;
    const rotateSite = () =>
      call(t.app, {
        method: 'POST',
        url: '/api/originals/rotateseed',
        headers: { ...bearer(player.token), 'x-locale': 'en' },
        payload: {},
      });
    const rotatePage = () => game('rotate', { session: dice });
    const playDice = () =>
      game<Played>('play', { session: dice, stake: 1, choices: { target: 5000, direction: 'over' } });

    // The plays start at once; the rotations are spread over the plays' steps (a few turns of the event
    // loop apart), so some land before, between and after the plays' transactions.
    const plays = Promise.all([
      playDice(),
      game<Played>('play', { session: mines, stake: 1, choices: { mines: 3 } }),
      drawCall<BingoBuyResult>(t, 'bingo', 'buy', { session: tombala, room: ROOM, cards: 2, drawId }),
      playDice(),
      playDice(),
      playDice(),
    ]);
    const rotations = Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        await yieldTimes(i * 3);
        return i % 2 === 0 ? rotateSite() : rotatePage();
      }),
    );
    const [played, rotated] = await Promise.all([plays, rotations]);
    const errors = t.logs.filter((line) => Number(line.level) >= 50);
    expect(errors.map((line) => JSON.stringify(line).slice(0, 1500))).toEqual([]);
    // Every play was taken; every rotation answered 200 or the clear refusal.
    expect(played.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const answer of rotated) expect([200, 409]).toContain(answer.status);
    expect(await revealedWhileUnsettled(player.playerId)).toEqual({ rounds: [], cards: [] });

    // The mines round and the cards are still open: every rotation is refused, naming both games.
    const refused = await rotateSite();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'You cannot change your seed pair while a round (Lale Mayın, Lale Tombala) is open; finish it first.',
    );

    // The mines round is finished (a tile, a cash-out or a mine), the draw runs and pays: now it rotates.
    const roundId = played[1].body.data.round.roundId;
    const moved = await game<Played>('move', { session: mines, roundId, move: { tile: 0 } });
    if (moved.body.data.round.open) await game('cashout', { session: mines, roundId });
    expect((await rotateSite()).status).toBe(409);
    await t.runTo(finishesAt + 5_000, 5_000);
    expect((await rotateSite()).status).toBe(200);

    expect(await revealedWhileUnsettled(player.playerId)).toEqual({ rounds: [], cards: [] });
    // The operator's remediation list agrees: nothing of this player's to review.
    const listed = await seedRevealedWhileOpen.find(database.db);
    expect(listed.filter((finding) => finding.playerId === player.playerId)).toEqual([]);
    const after = await balances(t, player.playerId);
    expect(after.cash + after.bonus).toBe(await owed(player.playerId, startMinor));
    await expectLedgerSound(t);
  });
});
