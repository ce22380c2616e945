import { randomUUID } from 'node:crypto';
import type { Bet } from '@lale/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { playerBonuses, sportBets, sportEvents, sportMarkets } from '../../src/db/schema.ts';
import { bearer, call, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { balances, expectLedgerSound, newPlayer } from '../payments/support.ts';
import { alive, fixture, prices, T0 } from './support.ts';

/*
 * Issue 24: the one-statement placement reads the running bonus's terms inside its statement (no round
 * trip of its own). A stake above the bonus's maximum bet is refused exactly as before, nothing taken;
 * one within it is placed for that bonus (its wagering counts the bet at settlement).
 */

let t: TestApp;
const EVENT = 'sr:match:24101';

beforeAll(async () => {
  t = await createTestApp({ clock: testClock(new Date(T0)) });
  for (const message of [
    alive(3, 0),
    fixture(EVENT, 'Göztepe', 'Eyüpspor'),
    prices('p-1', EVENT, 10, { home: 2.0 }),
  ])
    await t.modules.sports.feed.apply(message);
  await t.modules.sports.producerSweep.tick();
});
afterAll(() => t.close());
afterEach(() => expectLedgerSound(t));

describe("the running bonus's maximum bet on the one-statement placement", () => {
  it('refuses a stake above it (nothing taken) and places one within it for that bonus', async () => {
    const player = await newPlayer(t, { cashMinor: 10_000n });
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: '/api/bonus/definetrialbonus',
          headers: bearer(player.token),
        })
      ).status,
    ).toBe(200);
    const [bonus] = await t.database.db
      .update(playerBonuses)
      .set({ maxBetMinor: 500n })
      .where(eq(playerBonuses.playerId, player.playerId))
      .returning();
    const [market] = await t.database.db
      .select({ id: sportMarkets.id })
      .from(sportMarkets)
      .innerJoin(sportEvents, eq(sportEvents.id, sportMarkets.eventId))
      .where(and(eq(sportEvents.feedId, EVENT), eq(sportMarkets.marketKey, '1x2')));
    const place = (stake: number) =>
      call<Bet>(t.app, {
        method: 'POST',
        url: '/api/sports/placebet',
        headers: { ...bearer(player.token), 'x-locale': 'en' },
        payload: {
          requestId: randomUUID(),
          kind: 'single',
          stake,
          oddsPolicy: 0,
          selections: [{ marketId: market!.id, outcomeId: '1', odds: '2.00' }],
        },
      });
    const before = await balances(t, player.playerId);
    const refused = await place(10);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      success: false,
      message: 'While a bonus is being wagered, a single bet may be at most ₺5.00.',
    });
    expect(await balances(t, player.playerId)).toEqual(before);
    const placed = await place(5);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const [row] = await t.database.db.select().from(sportBets).where(eq(sportBets.id, placed.body.data.id));
    expect(row!.playerBonusId).toBe(bonus!.id);
  });
});
