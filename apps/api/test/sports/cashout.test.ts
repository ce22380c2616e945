import { randomUUID } from 'node:crypto';
import type { Bet, SportsEvent } from '@lale/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashoutOffer } from '../../src/modules/sports/bets/cashout.ts';
import { bearer, call, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { newPlayer } from '../payments/support.ts';
import { alive, at, fixture, prices, T0 } from './support.ts';

/* Cash-out (issue #13): priced from the odds now with a margin, refused while a leg is suspended, paid once. */

describe('the cash-out price', () => {
  it('is the stake times accepted over current odds, won legs at their odds, less 5 %', () => {
    // 10.00 at 2.00, now 1.60: 10 × 2 / 1.6 × 0.95 = 11.875 → 11.87.
    expect(cashoutOffer(1_000n, [{ state: 'open', accepted: '2.00', now: '1.60' }])).toBe(1_187n);
    expect(
      cashoutOffer(1_000n, [
        { state: 'won', accepted: '1.50' },
        { state: 'open', accepted: '2.00', now: '2.50' },
      ]),
    ).toBe(1_140n);
    expect(cashoutOffer(1_000n, [{ state: 'void' }, { state: 'open', accepted: '2.00', now: '2.00' }])).toBe(
      950n,
    );
    expect(
      cashoutOffer(1_000n, [{ state: 'lost' }, { state: 'open', accepted: '2.00', now: '1.10' }]),
    ).toBeNull();
    expect(cashoutOffer(1_000n, [{ state: 'open', accepted: '2.00', now: null }])).toBeNull();
  });
});

let t: TestApp;
const EVENT = 'sr:match:5001';

beforeAll(async () => {
  // The book's time, not the wall clock's: the producer sweep (on a timer) judges silence by this clock.
  t = await createTestApp({ clock: testClock(new Date(T0)) });
  for (const message of [
    alive(3, 0),
    fixture(EVENT, 'Trabzonspor', 'Samsunspor'),
    prices('p-1', EVENT, 10, { home: 2.0 }),
  ])
    await t.modules.sports.feed.apply(message);
  // A sweep as the timer runs it: the producers were heard within the window, nothing is suspended.
  await t.modules.sports.producerSweep.tick();
});
afterAll(() => t.close());

const myOpenBets = async (token: string) =>
  (
    await call<{ items: Bet[] }>(t.app, {
      method: 'POST',
      url: '/api/sports/mybets',
      headers: bearer(token),
      payload: { open: true },
    })
  ).body.data.items;
const cashOut = (token: string, betId: number, amount: number) =>
  call<Bet>(t.app, {
    method: 'POST',
    url: '/api/sports/cashout',
    headers: { ...bearer(token), 'x-locale': 'en' },
    payload: { betId, amount },
  });
const balanceOf = async (token: string) =>
  (
    await call<{ balance: number }>(t.app, {
      method: 'GET',
      url: '/api/user/balance',
      headers: bearer(token),
    })
  ).body.data.balance;

describe('cashing a bet out', () => {
  it('offers the price now, refuses a moved amount with the new one, pays once, and ignores the later result', async () => {
    const player = await newPlayer(t, { cashMinor: 10_000n });
    const [event] = (
      await call<SportsEvent[]>(t.app, {
        method: 'POST',
        url: '/api/sports/events',
        payload: { live: false },
      })
    ).body.data;
    const market = event!.markets[0]!;
    const placed = await call<Bet>(t.app, {
      method: 'POST',
      url: '/api/sports/placebet',
      headers: bearer(player.token),
      payload: {
        requestId: randomUUID(),
        kind: 'single',
        stake: 10,
        oddsPolicy: 0,
        selections: [{ marketId: market.id, outcomeId: '1', odds: '2.00' }],
      },
    });
    const betId = placed.body.data.id;
    await t.modules.sports.feed.apply(prices('p-2', EVENT, 20, { home: 1.6 }));
    const [bet] = await myOpenBets(player.token);
    expect(bet).toMatchObject({ id: betId, cashOut: 11.87 });

    const moved = await cashOut(player.token, betId, 9.5);
    expect(moved.status).toBe(409);
    expect(moved.body.message).toContain('11.87');

    const paid = await cashOut(player.token, betId, 11.87);
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'cashed_out', payout: 11.87, cashOut: null });
    expect(await balanceOf(player.token)).toBe(90 + 11.87);
    expect((await cashOut(player.token, betId, 11.87)).status).toBe(409);

    // The match's result later changes nothing for a cashed-out bet.
    await t.modules.sports.feed.apply({
      type: 'bet_settlement',
      id: 's-1',
      producer: 3,
      timestamp: at(100),
      event: EVENT,
      certainty: 2,
      markets: [
        {
          key: '1x2',
          outcomes: [
            { id: '1', result: 1 },
            { id: 'X', result: 0 },
            { id: '2', result: 0 },
          ],
        },
      ],
    });
    expect(await balanceOf(player.token)).toBe(90 + 11.87);
  });

  it('offers nothing while a leg is suspended, and refuses then; another player cannot cash the bet out', async () => {
    const player = await newPlayer(t, { cashMinor: 10_000n });
    const other = await newPlayer(t, { cashMinor: 10_000n });
    await t.modules.sports.feed.apply(fixture('sr:match:5002', 'Konyaspor', 'Sivasspor'));
    await t.modules.sports.feed.apply(prices('q-1', 'sr:match:5002', 10, { home: 2.4 }));
    const events = (
      await call<SportsEvent[]>(t.app, {
        method: 'POST',
        url: '/api/sports/events',
        payload: { live: false },
      })
    ).body.data;
    const market = events.find((e) => e.home === 'Konyaspor')!.markets[0]!;
    const placed = await call<Bet>(t.app, {
      method: 'POST',
      url: '/api/sports/placebet',
      headers: bearer(player.token),
      payload: {
        requestId: randomUUID(),
        kind: 'single',
        stake: 10,
        oddsPolicy: 0,
        selections: [{ marketId: market.id, outcomeId: '1', odds: '2.40' }],
      },
    });
    const betId = placed.body.data.id;
    expect((await cashOut(other.token, betId, 22.8)).status).toBe(404);
    await t.modules.sports.feed.apply({
      type: 'bet_stop',
      id: 'q-stop',
      producer: 3,
      timestamp: at(20),
      event: 'sr:match:5002',
    });
    expect((await myOpenBets(player.token))[0]).toMatchObject({ id: betId, cashOut: null });
    const refused = await cashOut(player.token, betId, 22.8);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This bet cannot be cashed out right now.');
  });
});
