import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bet, SportsEvent } from '@lale/contracts';
import { bearer, call, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { newPlayer } from '../payments/support.ts';
import { listNotifications } from '../notifications/support.ts';
import { alive, at, fixture, prices, T0 } from './support.ts';

/* The sportsbook's HTTP calls (issue #13): events for the lobbies, the event page, the slip, my bets. */

let t: TestApp;
const PRE = 'sr:match:4001';
const LIVE = 'sr:match:4002';

beforeAll(async () => {
  // The book's time, not the wall clock's: the producer sweep (on a timer) judges silence by this clock.
  t = await createTestApp({ clock: testClock(new Date(T0)) });
  for (const message of [
    alive(3, 0),
    alive(1, 0),
    fixture(PRE, 'Galatasaray', 'Fenerbahçe'),
    fixture(LIVE, 'Beşiktaş', 'Trabzonspor'),
    prices('pre-1', PRE, 10, { home: 2.0 }),
    prices('live-1', LIVE, 10, { home: 1.6 }, true),
  ])
    await t.modules.sports.feed.apply(message);
  // A sweep as the timer runs it: the producers were heard within the window, nothing is suspended.
  await t.modules.sports.producerSweep.tick();
});
afterAll(() => t.close());

const events = async (live: boolean) =>
  (
    await call<SportsEvent[]>(t.app, {
      method: 'POST',
      url: '/api/sports/events',
      payload: { live },
      headers: { 'x-locale': 'en' },
    })
  ).body.data;

describe('sports calls', () => {
  it('lists upcoming and live events with their main market, in the request language', async () => {
    const upcoming = await events(false);
    expect(upcoming.map((e) => e.home)).toEqual(['Galatasaray']);
    expect(upcoming[0]).toMatchObject({ sport: 'Football', tournament: 'Super Lig', status: 0 });
    expect(upcoming[0]!.markets.map((m) => m.key)).toEqual(['1x2']);
    // The lobby's '+N' counts every market the event page shows.
    expect(upcoming[0]!.marketCount).toBe(2);
    const live = await events(true);
    expect(live[0]).toMatchObject({ home: 'Beşiktaş', status: 1, homeScore: 0, matchTime: '10:00' });
  });

  it('shows every market on the event page, and 404 for an unknown event', async () => {
    const [event] = await events(false);
    const page = await call<SportsEvent>(t.app, {
      method: 'POST',
      url: '/api/sports/event',
      payload: { eventId: event!.id },
    });
    expect(page.body.data.markets.map((m) => `${m.key}${m.specifiers}`)).toEqual(['1x2', 'totaltotal=2.5']);
    expect(page.body.data.marketCount).toBe(2);
    // Outcomes read in the player's order, whatever order the feed (or the table) holds them in.
    expect(page.body.data.markets.map((m) => m.outcomes.map((o) => o.id))).toEqual([
      ['1', 'X', '2'],
      ['over', 'under'],
    ]);
    const missing = await call(t.app, {
      method: 'POST',
      url: '/api/sports/event',
      payload: { eventId: 999_999 },
    });
    expect(missing.status).toBe(404);
  });

  it('places a single for a signed-in player, lists it in my bets, and refuses changed odds clearly', async () => {
    const player = await newPlayer(t, { cashMinor: 10_000n });
    const [event] = await events(false);
    const market = event!.markets[0]!;
    const slip = (odds: string, oddsPolicy: 0 | 1 | 2) => ({
      requestId: randomUUID(),
      kind: 'single',
      stake: 25,
      oddsPolicy,
      selections: [{ marketId: market.id, outcomeId: '1', odds }],
    });
    const anonymous = await call(t.app, {
      method: 'POST',
      url: '/api/sports/placebet',
      payload: slip('2.00', 0),
    });
    expect(anonymous.status).toBe(401);

    const placed = await call<Bet>(t.app, {
      method: 'POST',
      url: '/api/sports/placebet',
      headers: bearer(player.token),
      payload: slip('2.00', 0),
    });
    expect(placed.status).toBe(200);
    expect(placed.body.data).toMatchObject({
      status: 'open',
      stake: 25,
      potentialPayout: 50,
      legs: [{ home: 'Galatasaray', outcomeId: '1', odds: '2.00', result: 'open' }],
    });
    const balance = await call<{ balance: number }>(t.app, {
      method: 'GET',
      url: '/api/user/balance',
      headers: bearer(player.token),
    });
    expect(balance.body.data.balance).toBe(75);

    await t.modules.sports.feed.apply(prices('pre-2', PRE, 20, { home: 1.9 }));
    const refused = await call(t.app, {
      method: 'POST',
      url: '/api/sports/placebet',
      headers: { ...bearer(player.token), 'x-locale': 'en' },
      payload: slip('2.00', 0),
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, message: expect.stringContaining('1: 1.90') });

    const mine = await call<{ items: Bet[]; total: number }>(t.app, {
      method: 'POST',
      url: '/api/sports/mybets',
      headers: bearer(player.token),
      payload: { open: true },
    });
    expect(mine.body.data.total).toBe(1);
  });

  it('refuses a malformed slip with 400 and field errors, and a stake out of range with the limits', async () => {
    const player = await newPlayer(t, { cashMinor: 10_000n });
    const bad = await call(t.app, {
      method: 'POST',
      url: '/api/sports/placebet',
      headers: bearer(player.token),
      payload: { requestId: 'x', kind: 'single', stake: -1, oddsPolicy: 3, selections: [] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    const [event] = await events(false);
    const tooBig = await call(t.app, {
      method: 'POST',
      url: '/api/sports/placebet',
      headers: { ...bearer(player.token), 'x-locale': 'en' },
      payload: {
        requestId: randomUUID(),
        kind: 'single',
        stake: 20_000,
        oddsPolicy: 2,
        selections: [{ marketId: event!.markets[0]!.id, outcomeId: '1', odds: '1.90' }],
      },
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toContain('between');
  });

  it('answers an accumulator as my bets reads it back, and a slip sent twice is one bet staked once', async () => {
    const OTHER = 'sr:match:4003';
    await t.modules.sports.feed.apply(fixture(OTHER, 'Konyaspor', 'Sivasspor'));
    await t.modules.sports.feed.apply(prices('other-1', OTHER, 10, { home: 2.5, over: 1.7 }));
    const player = await newPlayer(t, { cashMinor: 10_000n });
    const upcoming = await events(false);
    const legs = ['Galatasaray', 'Konyaspor'].map((home) => {
      const market = upcoming.find((e) => e.home === home)!.markets[0]!;
      return { marketId: market.id, outcomeId: '1', odds: market.outcomes.find((o) => o.id === '1')!.odds! };
    });
    const slip = { requestId: randomUUID(), kind: 'multi', stake: 12.5, oddsPolicy: 0, selections: legs };
    const place = () =>
      call<Bet>(t.app, {
        method: 'POST',
        url: '/api/sports/placebet',
        headers: bearer(player.token),
        payload: slip,
      });

    const placed = await place();
    expect(placed.status).toBe(200);
    expect(placed.body.data.legs.map((leg) => leg.home)).toEqual(['Galatasaray', 'Konyaspor']);
    expect(placed.body.data.cashOut).not.toBeNull();
    const mine = await call<{ items: Bet[] }>(t.app, {
      method: 'POST',
      url: '/api/sports/mybets',
      headers: bearer(player.token),
      payload: { open: true },
    });
    // The answer is built from what the placement read; my bets reads the stored bet: the same bet.
    expect(mine.body.data.items).toEqual([placed.body.data]);

    const again = await place();
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(placed.body.data);
    const balance = await call<{ balance: number }>(t.app, {
      method: 'GET',
      url: '/api/user/balance',
      headers: bearer(player.token),
    });
    expect(balance.body.data.balance).toBe(87.5);
  });

  it('when the match is settled the bet pays, the balance rises and a notification arrives', async () => {
    const player = await newPlayer(t, { cashMinor: 10_000n });
    const [event] = await events(false);
    const market = event!.markets[0]!;
    const outcome = market.outcomes.find((o) => o.id === '2')!;
    const placed = await call<Bet>(t.app, {
      method: 'POST',
      url: '/api/sports/placebet',
      headers: bearer(player.token),
      payload: {
        requestId: randomUUID(),
        kind: 'single',
        stake: 10,
        oddsPolicy: 0,
        selections: [{ marketId: market.id, outcomeId: '2', odds: outcome.odds }],
      },
    });
    expect(placed.status).toBe(200);
    await t.modules.sports.feed.apply({
      type: 'bet_settlement',
      id: 'settle-pre',
      producer: 3,
      timestamp: at(100),
      event: PRE,
      certainty: 2,
      markets: [
        {
          key: '1x2',
          outcomes: [
            { id: '1', result: 0 },
            { id: 'X', result: 0 },
            { id: '2', result: 1 },
          ],
        },
      ],
    });
    const balance = await call<{ balance: number }>(t.app, {
      method: 'GET',
      url: '/api/user/balance',
      headers: bearer(player.token),
    });
    expect(balance.body.data.balance).toBe(90 + 10 * Number(outcome.odds));
    const notes = await listNotifications(t.app, player.token, { skip: 0, take: 10 }, 'en');
    expect(notes.body.data[0]).toMatchObject({ title: 'Your bet is settled' });
    expect(notes.body.data[0]!.note).toContain(`Bet #${placed.body.data.id} won`);
    const settled = await call<{ items: Bet[] }>(t.app, {
      method: 'POST',
      url: '/api/sports/mybets',
      headers: bearer(player.token),
      payload: { open: false },
    });
    expect(settled.body.data.items[0]).toMatchObject({ status: 'won', legs: [{ result: 'won' }] });
  });
});
