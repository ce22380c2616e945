import type { BingoBuyResult } from '@lale/contracts';
import { bingo } from '@lale/originals';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawTickets, originalsSeedPairs } from '../../src/db/schema.ts';
import { seedRevealedWhileOpen } from '../../src/modules/originals/index.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import {
  bingoState,
  drawCall,
  drawsApp,
  launch,
  newPlayer,
  START,
  type DrawsApp,
} from '../originals/draws-support.ts';

/*
 * The seeds source of the integrity findings (issue 23) on Lale Tombala cards: a card whose pair was
 * revealed before its draw settled (planted: a rotation before the rule) is listed with what it paid,
 * once its draw has paid it; cards bought and settled under the rule are not.
 */

const ROOM = 'lale-5';
const t0 = Date.parse(START);
const finishesAt = t0 + 50_000 + bingo.CALLS * bingo.CALL_INTERVAL_MS;

let database: TestDatabase;
let t: DrawsApp;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await drawsApp(database);
});
afterAll(async () => {
  await t.close();
  await database.close();
});

describe('the seeds source on Tombala cards', () => {
  it('lists the cards of a pair revealed before their draw settled, each with what it paid', async () => {
    const cheat = await newPlayer(t, { cashMinor: 10_000n });
    const honest = await newPlayer(t, { cashMinor: 10_000n });
    const buy = async (token: string) => {
      const session = await launch(t, token, 'lale-tombala');
      const drawId = (await bingoState(t, session, ROOM)).next!.drawId;
      const bought = await drawCall<BingoBuyResult>(t, 'bingo', 'buy', {
        session,
        room: ROOM,
        cards: 3,
        drawId,
      });
      expect(bought.status).toBe(200);
    };
    await buy(cheat.token);
    await buy(honest.token);
    const revealedAt = new Date(t0 + 1_000);
    t.clock.set(revealedAt);
    const [card] = await database.db
      .select()
      .from(drawTickets)
      .where(eq(drawTickets.playerId, cheat.playerId));
    await database.db
      .update(originalsSeedPairs)
      .set({ revealedAt })
      .where(eq(originalsSeedPairs.id, card!.seedPairId!));

    await t.runTo(finishesAt + 5_000, 5_000);
    const cards = await database.db
      .select()
      .from(drawTickets)
      .where(eq(drawTickets.playerId, cheat.playerId));
    expect(cards.map((c) => c.status).every((status) => status === 'won' || status === 'lost')).toBe(true);

    const found = await seedRevealedWhileOpen.find(database.db);
    expect(found.filter((f) => f.playerId === honest.playerId)).toEqual([]);
    const mine = found.filter((f) => f.playerId === cheat.playerId);
    expect(
      mine
        .map(({ subject, amountMinor, currencyCode, at, kind }) => ({
          subject,
          amountMinor,
          currencyCode,
          at,
          kind,
        }))
        .sort((a, b) => a.subject.localeCompare(b.subject)),
    ).toEqual(
      cards
        .map((c) => ({
          subject: `ticket:${c.id}`,
          amountMinor: String(c.status === 'won' ? c.winMinor : 0n),
          currencyCode: 'TRY',
          at: revealedAt.toISOString(),
          kind: 'seed_revealed_while_open',
        }))
        .sort((a, b) => a.subject.localeCompare(b.subject)),
    );
  });
});
