import { randomUUID } from 'node:crypto';
import type { Bet } from '@lale/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { playerBonuses, sportEvents, sportMarkets } from '../../src/db/schema.ts';
import { bearer, call, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { balances, expectLedgerSound, newPlayer, type Player } from '../payments/support.ts';
import { alive, at, fixture, prices, T0 } from './support.ts';

/*
 * Issue 23, item 5 (sports side): a sports bet counts towards a bonus's wagering when it SETTLES, for
 * the bonus running when it was placed, at the definition's sports contribution and only at total odds
 * of at least 1.50. Bets cashed out at once count nothing: ₺20 placed and cashed out add no wagering.
 * The sign-up trial (₺50, ×10, sports 100 %) is the running bonus.
 */

let t: TestApp;
const EVENT = 'sr:match:7001';
const LOW = 'sr:match:7002';
const REPLAY = 'sr:match:7003';

beforeAll(async () => {
  t = await createTestApp({ clock: testClock(new Date(T0)) });
  for (const message of [
    alive(3, 0),
    fixture(EVENT, 'Trabzonspor', 'Samsunspor'),
    prices('p-1', EVENT, 10, { home: 2.0 }),
    fixture(LOW, 'Konyaspor', 'Sivasspor'),
    prices('p-2', LOW, 10, { home: 1.3 }),
    fixture(REPLAY, 'Alanyaspor', 'Kasımpaşa'),
    prices('p-3', REPLAY, 10, { home: 2.5 }),
  ])
    await t.modules.sports.feed.apply(message);
  await t.modules.sports.producerSweep.tick();
});
afterAll(() => t.close());
afterEach(() => expectLedgerSound(t));

async function playerWithTrial(): Promise<{ player: Player; bonusId: number }> {
  const player = await newPlayer(t, { cashMinor: 10_000n });
  const claimed = await call(t.app, {
    method: 'GET',
    url: '/api/bonus/definetrialbonus',
    headers: bearer(player.token),
  });
  expect(claimed.status).toBe(200);
  const [bonus] = await t.database.db
    .select()
    .from(playerBonuses)
    .where(eq(playerBonuses.playerId, player.playerId));
  return { player, bonusId: bonus!.id };
}

const wageringDone = async (bonusId: number) =>
  (await t.database.db.select().from(playerBonuses).where(eq(playerBonuses.id, bonusId)))[0]!
    .wageringDoneMinor;

async function marketOf(event: string) {
  const [row] = await t.database.db
    .select({ id: sportMarkets.id })
    .from(sportMarkets)
    .innerJoin(sportEvents, eq(sportEvents.id, sportMarkets.eventId))
    .where(and(eq(sportEvents.feedId, event), eq(sportMarkets.marketKey, '1x2')));
  return row!;
}

async function place(player: Player, event: string, odds: string, stake = 10) {
  const market = await marketOf(event);
  const placed = await call<Bet>(t.app, {
    method: 'POST',
    url: '/api/sports/placebet',
    headers: bearer(player.token),
    payload: {
      requestId: randomUUID(),
      kind: 'single',
      stake,
      oddsPolicy: 0,
      selections: [{ marketId: market.id, outcomeId: '1', odds }],
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return placed.body.data;
}

let settlement = 0;
async function settle(event: string, homeWins: boolean) {
  settlement += 1;
  await t.modules.sports.feed.apply({
    type: 'bet_settlement',
    id: `s-${settlement}`,
    producer: 3,
    timestamp: at(100 + settlement),
    event,
    certainty: 2,
    markets: [
      {
        key: '1x2',
        outcomes: [
          { id: '1', result: homeWins ? 1 : 0 },
          { id: 'X', result: 0 },
          { id: '2', result: homeWins ? 0 : 1 },
        ],
      },
    ],
  });
}

describe('sports wagering counts what was really risked', () => {
  it('₺20 of bets placed and cashed out at once add no wagering; the cash-outs are paid', async () => {
    const { player, bonusId } = await playerWithTrial();
    for (let i = 0; i < 2; i += 1) {
      const bet = await place(player, EVENT, '2.00');
      expect(bet.cashOut).toBe(9.5);
      const paid = await call<Bet>(t.app, {
        method: 'POST',
        url: '/api/sports/cashout',
        headers: { ...bearer(player.token), 'x-locale': 'en' },
        payload: { betId: bet.id, amount: 9.5 },
      });
      expect(paid.status).toBe(200);
    }
    expect(await wageringDone(bonusId)).toBe(0n);
    expect(await balances(t, player.playerId)).toMatchObject({
      cash: 10_000n - 2_000n + 1_900n,
      bonus: 5_000n,
    });
  });

  it('an open bet counts nothing yet; it counts at settlement, and a bet below odds 1.50 never counts', async () => {
    const { player, bonusId } = await playerWithTrial();
    await place(player, EVENT, '2.00');
    await place(player, LOW, '1.30');
    expect(await wageringDone(bonusId)).toBe(0n);
    await settle(EVENT, false);
    await settle(LOW, true);
    // The ₺10 bet at 2.00 lost: it was risked, it counts ₺10. The ₺10 bet at 1.30 won: below the minimum odds.
    expect(await wageringDone(bonusId)).toBe(1_000n);
    expect(await balances(t, player.playerId)).toMatchObject({
      cash: 10_000n - 2_000n + 1_300n,
      bonus: 5_000n,
    });
  });

  it('a settlement rolled back takes its count back; settled again it counts once; a void bet counts nothing', async () => {
    const { player, bonusId } = await playerWithTrial();
    await place(player, REPLAY, '2.50');
    await settle(REPLAY, false);
    expect(await wageringDone(bonusId)).toBe(1_000n);
    settlement += 1;
    await t.modules.sports.feed.apply({
      type: 'rollback_bet_settlement',
      id: `r-${settlement}`,
      producer: 3,
      timestamp: at(100 + settlement),
      event: REPLAY,
      markets: [{ key: '1x2' }],
    });
    expect(await wageringDone(bonusId)).toBe(0n);
    await settle(REPLAY, false);
    await settle(REPLAY, false);
    expect(await wageringDone(bonusId)).toBe(1_000n);
    // Rolled back once more and settled void (every outcome refunded): it counts nothing, the stake is back.
    settlement += 1;
    await t.modules.sports.feed.apply({
      type: 'rollback_bet_settlement',
      id: `r-${settlement}`,
      producer: 3,
      timestamp: at(100 + settlement),
      event: REPLAY,
      markets: [{ key: '1x2' }],
    });
    settlement += 1;
    await t.modules.sports.feed.apply({
      type: 'bet_settlement',
      id: `s-${settlement}`,
      producer: 3,
      timestamp: at(100 + settlement),
      event: REPLAY,
      certainty: 2,
      markets: [
        {
          key: '1x2',
          outcomes: [
            { id: '1', result: 0, voidFactor: 1 },
            { id: 'X', result: 0, voidFactor: 1 },
            { id: '2', result: 0, voidFactor: 1 },
          ],
        },
      ],
    });
    expect(await wageringDone(bonusId)).toBe(0n);
    expect(await balances(t, player.playerId)).toMatchObject({ cash: 10_000n, bonus: 5_000n });
  });
});
