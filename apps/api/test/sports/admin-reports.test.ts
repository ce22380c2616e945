import { randomUUID } from 'node:crypto';
import type { AdminSportsBet, AdminSportsEventLiability } from '@lale/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedMessageInput } from '../../src/modules/sports/index.ts';
import { testClock, type TestClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { adminToken, newPlayer, type Player } from '../payments/support.ts';
import {
  adminGet,
  adminPost,
  eventIdOf,
  eventUrl,
  marketIdOf,
  placeBet,
  usernameOf,
} from './admin-support.ts';
import { fixture, prices } from './support.ts';

/*
 * The operator's reports on the book (issue #13, /api/admin/sports): liability per event and outcome
 * for a known set of open bets, and the bet search's filters and paging.
 */

let t: TestApp;
let clock: TestClock;
/** A fresh staff session each time: these tests move the clock by days, past any session's idle end. */
const staffNow = () => adminToken(t);
const C = 'sr:match:7101';
const D = 'sr:match:7102';
const E = 'sr:match:7103';
let ids: { c: number; d: number; e: number };
let alice: Player;
let bora: Player;
let cem: Player;
const placed: Record<string, number> = {};

/** The producer is heard now (the clock is the test's, not the feed fixtures'). */
const aliveNow = (): FeedMessageInput => ({
  type: 'alive',
  id: `alive:${clock.now().getTime()}`,
  producer: 3,
  timestamp: clock.now().getTime(),
  subscribed: true,
});

const market = async (event: string, key = '1x2', specifiers = '') => marketIdOf(t, event, key, specifiers);

async function bet(
  name: string,
  player: Player,
  stake: number,
  picks: [string, string, string][],
  kind = 'single',
  systemSize?: number,
) {
  const selections = await Promise.all(
    picks.map(async ([event, outcomeId, odds]) => ({ marketId: await market(event), outcomeId, odds })),
  );
  const answer = systemSize
    ? await adminPost<{ id: number }>(t, player.token, '/api/sports/placebet', {
        requestId: randomUUID(),
        kind,
        systemSize,
        stake,
        oddsPolicy: 2,
        selections,
      })
    : await placeBet(t, player.token, stake, selections, kind);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  placed[name] = answer.body.data.id;
}

beforeAll(async () => {
  // 23:45 in Istanbul on 24 November: bets placed now and 30 minutes later fall on two calendar days.
  clock = testClock('2026-11-24T20:45:00Z');
  t = await createTestApp({ clock });
  await t.modules.sports.producerSweep.stop();
  for (const message of [
    aliveNow(),
    fixture(C, 'Galatasaray', 'Fenerbahçe'),
    fixture(D, 'Beşiktaş', 'Trabzonspor'),
    fixture(E, 'Göztepe', 'Samsunspor'),
    prices('c-1', C, 10, { home: 2.0, draw: 3.4, away: 3.1, over: 1.85 }),
    prices('d-1', D, 10, { home: 1.5, draw: 3.4 }),
    prices('e-1', E, 10, { home: 2.4, away: 3.1 }),
  ])
    await t.modules.sports.feed.apply(message);
  ids = { c: await eventIdOf(t, C), d: await eventIdOf(t, D), e: await eventIdOf(t, E) };
  alice = await newPlayer(t, { cashMinor: 1_000_00n });
  bora = await newPlayer(t, { cashMinor: 1_000_00n });
  cem = await newPlayer(t, { cashMinor: 1_000_00n });
  await bet('aliceHome', alice, 10, [[C, '1', '2.00']]);
  await bet('boraHome', bora, 20, [[C, '1', '2.00']]);
  await bet('cemDraw', cem, 5, [[C, 'X', '3.40']]);
  // 10 × 3.10 × 1.50 = 46.50
  await bet(
    'aliceMulti',
    alice,
    10,
    [
      [C, '2', '3.10'],
      [D, '1', '1.50'],
    ],
    'multi',
  );
  const over = await market(C, 'total', 'total=2.5');
  const boraOver = await placeBet(t, bora.token, 8, [{ marketId: over, outcomeId: 'over', odds: '1.85' }]);
  placed.boraOver = boraOver.body.data.id;
  // System 2/3, 10 a line: 10 × (2.00·3.40 + 2.00·3.10 + 3.40·3.10) = 235.40
  await bet(
    'cemSystem',
    cem,
    30,
    [
      [C, '1', '2.00'],
      [D, 'X', '3.40'],
      [E, '2', '3.10'],
    ],
    'system',
    2,
  );
});
afterAll(() => t.close());

const liability = async (query = '') => {
  const answer = await adminGet<{ items: AdminSportsEventLiability[]; total: number }>(
    t,
    await staffNow(),
    `/api/admin/sports/liability${query}`,
  );
  expect(answer.status).toBe(200);
  return answer.body.data;
};

const exposure = (bets: number, stake: number, potentialPayout: number) => ({ bets, stake, potentialPayout });

describe('liability per event and outcome', () => {
  it('sums singles exactly and attributes multiples whole to each leg, worst case first', async () => {
    const { items, total } = await liability(`?eventId=${ids.c}`);
    expect(total).toBe(1);
    const [c] = items;
    expect(c).toMatchObject({
      eventId: ids.c,
      home: 'Galatasaray',
      currency: 'TRY',
      openBets: 6,
      totalStake: 83,
      singlesStake: 43,
      worstCase: 295.4,
    });
    expect(c!.outcomes.map((o) => [o.marketKey, o.specifiers, o.outcomeId, o.odds])).toEqual([
      ['1x2', '', '1', '2.00'],
      ['1x2', '', '2', '3.10'],
      ['1x2', '', 'X', '3.40'],
      ['total', 'total=2.5', 'over', '1.85'],
    ]);
    expect(c!.outcomes[0]).toMatchObject({
      singles: exposure(2, 30, 60),
      multiples: exposure(1, 30, 235.4),
      stake: 60,
      potentialPayout: 295.4,
    });
    expect(c!.outcomes[1]).toMatchObject({
      singles: exposure(0, 0, 0),
      multiples: exposure(1, 10, 46.5),
      potentialPayout: 46.5,
    });
    expect(c!.outcomes[2]).toMatchObject({ singles: exposure(1, 5, 17), potentialPayout: 17 });
    expect(c!.outcomes[3]).toMatchObject({ singles: exposure(1, 8, 14.8), potentialPayout: 14.8 });
  });

  it('lists every event with open bets by its worst case, pages them, and drops settled legs', async () => {
    const all = await liability();
    expect(all.total).toBe(3);
    expect(all.items.map((e) => [e.eventId, e.worstCase, e.totalStake, e.singlesStake, e.openBets])).toEqual([
      [ids.c, 295.4, 83, 43, 6],
      // Equal worst cases keep the event order.
      [ids.d, 235.4, 40, 0, 2],
      [ids.e, 235.4, 30, 0, 1],
    ]);
    expect(all.items[1]!.outcomes.map((o) => [o.outcomeId, o.potentialPayout])).toEqual([
      ['X', 235.4],
      ['1', 46.5],
    ]);
    const second = await liability('?skip=1&take=1');
    expect(second).toMatchObject({ total: 3, items: [{ eventId: ids.d }] });

    // Settled by hand, the total market's single is no longer open: it leaves the liability.
    const settled = await adminPost(t, await staffNow(), eventUrl(ids.c, 'settle'), {
      market: { key: 'total', specifiers: { total: '2.5' } },
      outcomes: [
        { id: 'over', result: 'won' },
        { id: 'under', result: 'lost' },
      ],
      reason: 'Result confirmed by the match report',
    });
    expect(settled.status).toBe(200);
    const [c] = (await liability(`?eventId=${ids.c}`)).items;
    expect(c!.outcomes.map((o) => o.outcomeId)).toEqual(['1', '2', 'X']);
    expect(c).toMatchObject({ openBets: 5, totalStake: 75, singlesStake: 35 });
  });
});

const search = async (query: string) => {
  const answer = await adminGet<{ items: AdminSportsBet[]; total: number }>(
    t,
    await staffNow(),
    `/api/admin/sports/bets?${query}`,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};
const betIds = (found: { items: AdminSportsBet[] }) => found.items.map((b) => b.id);

describe('bet search', () => {
  it('finds a player by username (as login matches it) or id, newest first, with legs', async () => {
    const name = await usernameOf(t, alice.playerId);
    const byName = await search(`username=${encodeURIComponent(name.toUpperCase())}`);
    expect(byName.total).toBe(2);
    expect(betIds(byName)).toEqual([placed.aliceMulti, placed.aliceHome]);
    expect(byName.items[0]).toMatchObject({
      playerId: alice.playerId,
      username: name,
      kind: 'multi',
      status: 'open',
      stake: 10,
      potentialPayout: 46.5,
      payout: 0,
      owed: 0,
      currency: 'TRY',
    });
    expect(byName.items[0]!.legs.map((l) => [l.eventId, l.marketKey, l.outcomeId, l.odds, l.result])).toEqual(
      [
        [ids.c, '1x2', '2', '3.10', 'open'],
        [ids.d, '1x2', '1', '1.50', 'open'],
      ],
    );
    expect(betIds(await search(`playerId=${cem.playerId}`))).toEqual([placed.cemSystem, placed.cemDraw]);
    expect((await search('username=nobody-here')).total).toBe(0);
  });

  it('filters by event, status and minimum stake, and pages', async () => {
    expect(betIds(await search(`eventId=${ids.d}`))).toEqual([placed.cemSystem, placed.aliceMulti]);
    // The total market was settled by hand in the liability test: Bora's over won.
    const won = await search('status=won');
    expect(betIds(won)).toEqual([placed.boraOver]);
    expect(won.items[0]).toMatchObject({ payout: 14.8, legs: [{ result: 'won' }] });
    expect((await search('status=open')).total).toBe(5);
    expect(betIds(await search('minStake=20'))).toEqual([placed.cemSystem, placed.boraHome]);
    expect(betIds(await search('minStake=20.01'))).toEqual([placed.cemSystem]);
    expect(betIds(await search(`eventId=${ids.c}&status=open&minStake=10`))).toEqual([
      placed.cemSystem,
      placed.aliceMulti,
      placed.boraHome,
      placed.aliceHome,
    ]);
    const page = await search(`eventId=${ids.c}&skip=1&take=2`);
    expect(page.total).toBe(6);
    expect(betIds(page)).toEqual([placed.boraOver, placed.aliceMulti]);
  });

  it('filters by Istanbul calendar days, both inclusive', async () => {
    // 30 minutes later it is 00:15 on 25 November in Istanbul (21:15 UTC on the 24th).
    clock.advance(30 * 60_000);
    await t.modules.sports.feed.apply(aliveNow());
    await bet('aliceNextDay', alice, 12, [[E, '1', '2.40']]);
    const name = await usernameOf(t, alice.playerId);
    expect(betIds(await search(`username=${name}&from=2026-11-25`))).toEqual([placed.aliceNextDay]);
    expect(betIds(await search(`username=${name}&to=2026-11-24`))).toEqual([
      placed.aliceMulti,
      placed.aliceHome,
    ]);
    expect((await search(`username=${name}&from=2026-11-24&to=2026-11-25`)).total).toBe(3);
    expect((await search(`username=${name}&from=2026-11-26`)).total).toBe(0);
  });

  it('refuses a page over 100, a bad day and an unknown status with 400', async () => {
    for (const query of [
      'take=101',
      'take=0',
      'from=24.11.2026',
      'status=pending',
      'minStake=-1',
      'minStake=abc',
    ]) {
      const answer = await adminGet(t, await staffNow(), `/api/admin/sports/bets?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.success).toBe(false);
    }
  });
});
