import { staffToken } from '../support/staff.ts';
import type { AdminSportsAction } from '@lale/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sportBets, sportHolds, sportMarkets, sportOperatorActions } from '../../src/db/schema.ts';
import { DEMO_STAFF } from '../../src/modules/staff/index.ts';
import { testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { adminToken, balances, newPlayer } from '../payments/support.ts';
import {
  adminGet,
  adminPost,
  eventIdOf,
  eventPage,
  eventUrl,
  expectLedgerSound,
  marketIdOf,
  placeBet,
  statusOf,
} from './admin-support.ts';
import { alive, at, fixture, prices } from './support.ts';

/*
 * The operator's hand on the book (issue #13, /api/admin/sports): holds that win over the feed, and
 * settlements by hand that pay exactly once and reverse exactly — through the same path as the feed.
 */

let t: TestApp;
let admin: string;
const HELD = 'sr:match:7001';
const WHOLE = 'sr:match:7002';
const SETTLED = 'sr:match:7003';
const GUARDED = 'sr:match:7004';
const SPENT = 'sr:match:7005';
const reason = 'Integrity alert from the trading desk';

beforeAll(async () => {
  // The feed's clock is its own (T0); the producer sweep would take the real time for silence.
  t = await createTestApp({ clock: testClock(new Date(at(0))) });
  await t.modules.sports.producerSweep.stop();
  for (const message of [
    alive(3, 0),
    fixture(HELD, 'Galatasaray', 'Fenerbahçe'),
    fixture(WHOLE, 'Beşiktaş', 'Trabzonspor'),
    fixture(SETTLED, 'Göztepe', 'Samsunspor'),
    fixture(GUARDED, 'Antalyaspor', 'Konyaspor'),
    fixture(SPENT, 'Kayserispor', 'Alanyaspor'),
    prices('held-1', HELD, 10, { home: 2.0 }),
    prices('whole-1', WHOLE, 10, { home: 1.8 }),
    prices('settled-1', SETTLED, 10, { home: 2.0 }),
    prices('guarded-1', GUARDED, 10, { home: 2.5 }),
    prices('spent-1', SPENT, 10, { home: 2.0 }),
  ])
    await t.modules.sports.feed.apply(message);
  admin = await adminToken(t);
});
afterAll(() => t.close());

const oneX2 = { key: '1x2' };
const total25 = { key: 'total', specifiers: { total: '2.5' } };

describe('suspend and reopen', () => {
  it('a market hold refuses bets, survives odds changes, and reopening lets the feed status apply again', async () => {
    const eventId = await eventIdOf(t, HELD);
    const market = await marketIdOf(t, HELD, '1x2');
    const player = await newPlayer(t, { cashMinor: 100_00n });

    const held = await adminPost(t, admin, eventUrl(eventId, 'suspend'), { market: oneX2, reason });
    expect(held.status).toBe(200);
    expect(held.body.data).toMatchObject({
      action: 'suspend',
      eventId,
      market: { id: market, key: '1x2', specifiers: '' },
      operatorName: DEMO_STAFF.owner.username,
      reason,
      betsChanged: 0,
    });
    // Players see it suspended; the event's other market is untouched.
    let page = await eventPage(t, eventId);
    expect(statusOf(page, '1x2')).toBe(-1);
    expect(statusOf(page, 'total', 'total=2.5')).toBe(1);

    const refused = await placeBet(t, player.token, 10, [{ marketId: market, outcomeId: '1', odds: '2.00' }]);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/closed for betting/);
    expect((await balances(t, player.playerId)).cash).toBe(100_00n);

    // The feed keeps pricing the market as active: the prices move, the hold stays.
    expect(await t.modules.sports.feed.apply(prices('held-2', HELD, 20, { home: 2.2 }))).toBe('applied');
    page = await eventPage(t, eventId);
    const shown = page.markets.find((m) => m.key === '1x2')!;
    expect(shown.status).toBe(-1);
    expect(shown.outcomes.find((o) => o.id === '1')!.odds).toBe('2.20');
    const [stored] = await t.database.db.select().from(sportMarkets).where(eq(sportMarkets.id, market));
    expect(stored!.status).toBe(1);
    expect(
      (await placeBet(t, player.token, 10, [{ marketId: market, outcomeId: '1', odds: '2.20' }])).status,
    ).toBe(409);
    // No cash-out can be priced on a held leg either: checked on the bet placed after the reopen below.

    const again = await adminPost(t, admin, eventUrl(eventId, 'suspend'), { market: oneX2, reason });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An operator has already suspended this.');

    const reopened = await adminPost(t, admin, eventUrl(eventId, 'reopen'), {
      market: oneX2,
      reason: 'Checked: prices are fine',
    });
    expect(reopened.status).toBe(200);
    expect(reopened.body.data.action).toBe('reopen');
    expect(statusOf(await eventPage(t, eventId), '1x2')).toBe(1);
    const accepted = await placeBet(t, player.token, 10, [
      { marketId: market, outcomeId: '1', odds: '2.20' },
    ]);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.legs[0]!.odds).toBe('2.20');
    expect((await balances(t, player.playerId)).cash).toBe(90_00n);

    // A bet on a held market has no cash-out offer; the reopen brings it back.
    await adminPost(t, admin, eventUrl(eventId, 'suspend'), { market: oneX2, reason });
    const myBets = async () =>
      (
        await adminPost<{ items: { id: number; cashOut: number | null }[] }>(
          t,
          player.token,
          '/api/sports/mybets',
          { open: true },
        )
      ).body.data.items;
    expect((await myBets())[0]!.cashOut).toBeNull();
    await adminPost(t, admin, eventUrl(eventId, 'reopen'), { market: oneX2, reason });
    expect((await myBets())[0]!.cashOut).toBeGreaterThan(0);

    // With no hold left, reopening again is refused and changes nothing.
    const none = await adminPost(t, admin, eventUrl(eventId, 'reopen'), { market: oneX2, reason });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('There is no operator suspension to lift here.');

    // After a reopen the feed's own status applies: a bet stop under the hold still suspends.
    await adminPost(t, admin, eventUrl(eventId, 'suspend'), { market: oneX2, reason });
    await t.modules.sports.feed.apply({
      type: 'bet_stop',
      id: 'held-stop',
      producer: 3,
      timestamp: at(30),
      event: HELD,
    });
    await adminPost(t, admin, eventUrl(eventId, 'reopen'), { market: oneX2, reason });
    expect(statusOf(await eventPage(t, eventId), '1x2')).toBe(-1);
    await t.modules.sports.feed.apply(prices('held-3', HELD, 40, { home: 2.1 }));
    expect(statusOf(await eventPage(t, eventId), '1x2')).toBe(1);
  });

  it('an event hold covers every market, in the lobby too, until it is lifted', async () => {
    const eventId = await eventIdOf(t, WHOLE);
    const total = await marketIdOf(t, WHOLE, 'total', 'total=2.5');
    const player = await newPlayer(t, { cashMinor: 50_00n });

    expect((await adminPost(t, admin, eventUrl(eventId, 'suspend'), { reason })).status).toBe(200);
    const page = await eventPage(t, eventId);
    expect(page.markets.map((m) => m.status)).toEqual([-1, -1]);
    const lobby = await adminPost<{ id: number; markets: { status: number }[] }[]>(
      t,
      null,
      '/api/sports/events',
      { live: false },
    );
    expect(lobby.body.data.find((e) => e.id === eventId)!.markets[0]!.status).toBe(-1);
    expect(
      (await placeBet(t, player.token, 5, [{ marketId: total, outcomeId: 'over', odds: '1.85' }])).status,
    ).toBe(409);
    // A market hold beside the event's is its own: lifting the event's leaves it.
    expect(
      (await adminPost(t, admin, eventUrl(eventId, 'suspend'), { market: total25, reason })).status,
    ).toBe(200);
    expect((await adminPost(t, admin, eventUrl(eventId, 'reopen'), { reason })).status).toBe(200);
    expect((await eventPage(t, eventId)).markets.map((m) => m.status)).toEqual([1, -1]);
    expect((await adminPost(t, admin, eventUrl(eventId, 'reopen'), { market: total25, reason })).status).toBe(
      200,
    );
    expect(
      (await placeBet(t, player.token, 5, [{ marketId: total, outcomeId: 'over', odds: '1.85' }])).status,
    ).toBe(200);
  });

  it('names what it cannot find: 404 for an unknown event or market', async () => {
    const unknownEvent = await adminPost(t, admin, eventUrl(999_999, 'suspend'), { reason });
    expect(unknownEvent.status).toBe(404);
    expect(unknownEvent.body.message).toBe('There is no such event.');
    const eventId = await eventIdOf(t, HELD);
    const unknownMarket = await adminPost(t, admin, eventUrl(eventId, 'suspend'), {
      market: { key: 'total', specifiers: { total: '9.5' } },
      reason,
    });
    expect(unknownMarket.status).toBe(404);
    expect(unknownMarket.body.data).toMatchObject({ errors: { market: expect.any(String) } });
  });
});

describe('settle and resettle by hand', () => {
  it('pays once through the ledger, refuses a second settle, and a resettle reverses exactly', async () => {
    const eventId = await eventIdOf(t, SETTLED);
    const market = await marketIdOf(t, SETTLED, '1x2');
    const home = await newPlayer(t, { cashMinor: 100_00n });
    const draw = await newPlayer(t, { cashMinor: 100_00n });
    const homeBet = await placeBet(t, home.token, 40, [{ marketId: market, outcomeId: '1', odds: '2.00' }]);
    const drawBet = await placeBet(t, draw.token, 25, [{ marketId: market, outcomeId: 'X', odds: '3.40' }]);
    expect([homeBet.status, drawBet.status]).toEqual([200, 200]);
    const cash = async () => [
      (await balances(t, home.playerId)).cash,
      (await balances(t, draw.playerId)).cash,
    ];
    expect(await cash()).toEqual([60_00n, 75_00n]);

    const homeWins = [
      { id: '1', result: 'won' },
      { id: 'X', result: 'lost' },
      { id: '2', result: 'lost' },
    ];
    // The results must name every outcome once: nothing settles otherwise.
    const partial = await adminPost(t, admin, eventUrl(eventId, 'settle'), {
      market: oneX2,
      outcomes: [...homeWins.slice(0, 2), { id: 'X2', result: 'lost' }, { id: '1', result: 'won' }],
      reason,
    });
    expect(partial.status).toBe(400);
    expect(partial.body.message).toBe(
      'The results must name every outcome of the market exactly once: missing 2; not in the market X2; more than once 1.',
    );
    const notSettled = await adminPost(t, admin, eventUrl(eventId, 'resettle'), {
      market: oneX2,
      outcomes: homeWins,
      reason,
    });
    expect(notSettled.status).toBe(409);
    expect(await cash()).toEqual([60_00n, 75_00n]);

    const settled = await adminPost(t, admin, eventUrl(eventId, 'settle'), {
      market: oneX2,
      outcomes: homeWins,
      reason: 'Feed never sent the result',
    });
    expect(settled.status).toBe(200);
    expect(settled.body.message).toBe('Settled; 2 bets updated.');
    expect(settled.body.data).toMatchObject({
      action: 'settle',
      betsChanged: 2,
      results: [
        { outcomeId: '1', result: 'won', voidFactor: null },
        { outcomeId: 'X', result: 'lost', voidFactor: null },
        { outcomeId: '2', result: 'lost', voidFactor: null },
      ],
      previous: null,
    });
    expect(await cash()).toEqual([140_00n, 75_00n]);

    // Settling again is refused (resettle is the way), and pays nothing more.
    const twice = await adminPost(t, admin, eventUrl(eventId, 'settle'), {
      market: oneX2,
      outcomes: homeWins,
      reason,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/already settled/);
    expect(await cash()).toEqual([140_00n, 75_00n]);

    // Resettle: the draw won. The home payout is clawed back, the draw bet pays 25 × 3.40.
    const drawWins = [
      { id: '1', result: 'lost' },
      { id: 'X', result: 'won' },
      { id: '2', result: 'lost' },
    ];
    const resettled = await adminPost(t, admin, eventUrl(eventId, 'resettle'), {
      market: oneX2,
      outcomes: drawWins,
      reason: 'Goal in the 90th minute was disallowed',
    });
    expect(resettled.status).toBe(200);
    expect(resettled.body.data).toMatchObject({
      action: 'resettle',
      betsChanged: 2,
      previous: [
        { outcomeId: '1', result: 'won' },
        { outcomeId: '2', result: 'lost' },
        { outcomeId: 'X', result: 'lost' },
      ],
    });
    expect(await cash()).toEqual([60_00n, 160_00n]);
    await expectLedgerSound(t);

    // A void resettle refunds both stakes exactly.
    const voided = await adminPost(t, admin, eventUrl(eventId, 'resettle'), {
      market: oneX2,
      outcomes: drawWins.map((o) => ({ ...o, voidFactor: 1 })),
      reason: 'Match abandoned',
    });
    expect(voided.status).toBe(200);
    expect(await cash()).toEqual([100_00n, 100_00n]);
    const bets = await t.database.db.select().from(sportBets).where(eq(sportBets.id, homeBet.body.data.id));
    expect(bets[0]).toMatchObject({ status: 'void', paidMinor: 40_00n, owedMinor: 0n });
    await expectLedgerSound(t);

    // Every action is on record with who and why, newest first.
    const log = await adminGet<{ items: AdminSportsAction[]; total: number }>(
      t,
      admin,
      `/api/admin/sports/actions?eventId=${eventId}`,
    );
    expect(log.status).toBe(200);
    expect(log.body.data.total).toBe(3);
    expect(log.body.data.items.map((a) => [a.action, a.reason, a.operatorName])).toEqual([
      ['resettle', 'Match abandoned', DEMO_STAFF.owner.username],
      ['resettle', 'Goal in the 90th minute was disallowed', DEMO_STAFF.owner.username],
      ['settle', 'Feed never sent the result', DEMO_STAFF.owner.username],
    ]);
    expect(log.body.data.items[0]!.results![0]).toEqual({ outcomeId: '1', result: 'lost', voidFactor: 1 });
  });

  it('a resettle takes back what the player still has, owes the rest, and nets it off the next result', async () => {
    const eventId = await eventIdOf(t, SPENT);
    const market = await marketIdOf(t, SPENT, '1x2');
    const elsewhere = await marketIdOf(t, GUARDED, 'total', 'total=2.5');
    const player = await newPlayer(t, { cashMinor: 100_00n });
    const placed = await placeBet(t, player.token, 40, [{ marketId: market, outcomeId: '1', odds: '2.00' }]);
    const outcomes = (home: 'won' | 'lost') => [
      { id: '1', result: home },
      { id: 'X', result: 'lost' },
      { id: '2', result: home === 'won' ? 'lost' : 'won' },
    ];
    await adminPost(t, admin, eventUrl(eventId, 'settle'), {
      market: oneX2,
      outcomes: outcomes('won'),
      reason,
    });
    expect((await balances(t, player.playerId)).cash).toBe(140_00n);
    // The winnings are staked again before the result is corrected.
    expect(
      (await placeBet(t, player.token, 100, [{ marketId: elsewhere, outcomeId: 'over', odds: '1.85' }]))
        .status,
    ).toBe(200);
    expect((await balances(t, player.playerId)).cash).toBe(40_00n);

    await adminPost(t, admin, eventUrl(eventId, 'resettle'), {
      market: oneX2,
      outcomes: outcomes('lost'),
      reason,
    });
    expect((await balances(t, player.playerId)).cash).toBe(0n);
    const [lost] = await t.database.db.select().from(sportBets).where(eq(sportBets.id, placed.body.data.id));
    expect(lost).toMatchObject({ status: 'lost', paidMinor: 40_00n, owedMinor: 40_00n });

    // Corrected back: the bet pays 80, less the 40 it still holds — exactly once overall.
    await adminPost(t, admin, eventUrl(eventId, 'resettle'), {
      market: oneX2,
      outcomes: outcomes('won'),
      reason,
    });
    expect((await balances(t, player.playerId)).cash).toBe(40_00n);
    const [won] = await t.database.db.select().from(sportBets).where(eq(sportBets.id, placed.body.data.id));
    expect(won).toMatchObject({ status: 'won', paidMinor: 80_00n, owedMinor: 0n });
    await expectLedgerSound(t);
  });

  it('a later feed settlement of the same market still applies through the same reconciliation', async () => {
    // The feed re-sends its own result after the operator's: the bets land where the feed says, once.
    const eventId = await eventIdOf(t, SETTLED);
    const market = await marketIdOf(t, SETTLED, 'total', 'total=2.5');
    const player = await newPlayer(t, { cashMinor: 20_00n });
    expect(
      (await placeBet(t, player.token, 10, [{ marketId: market, outcomeId: 'over', odds: '1.85' }])).status,
    ).toBe(200);
    await adminPost(t, admin, eventUrl(eventId, 'settle'), {
      market: total25,
      outcomes: [
        { id: 'over', result: 'won' },
        { id: 'under', result: 'lost' },
      ],
      reason,
    });
    expect((await balances(t, player.playerId)).cash).toBe(28_50n);
    const feedSettles = {
      type: 'bet_settlement' as const,
      id: 'settled-total',
      producer: 3 as const,
      timestamp: at(100),
      event: SETTLED,
      certainty: 2 as const,
      markets: [
        {
          key: 'total',
          specifiers: { total: '2.5' },
          outcomes: [
            { id: 'over', result: 1 as const },
            { id: 'under', result: 0 as const },
          ],
        },
      ],
    };
    expect(await t.modules.sports.feed.apply(feedSettles)).toBe('applied');
    expect((await balances(t, player.playerId)).cash).toBe(28_50n);
    await expectLedgerSound(t);
  });
});

describe('who may call it', () => {
  it('answers 401 to a visitor and a player, 403 to a role without sports rights, before reading the body, and changes nothing', async () => {
    const eventId = await eventIdOf(t, GUARDED);
    const market = await marketIdOf(t, GUARDED, '1x2');
    const player = await newPlayer(t, { cashMinor: 10_00n });
    const settle = { market: oneX2, outcomes: [{ id: '1', result: 'won' }], reason };
    for (const [token, status] of [
      [null, 401],
      [player.token, 401],
      [await staffToken(t, 'content'), 403],
    ] as const) {
      for (const action of ['suspend', 'reopen', 'settle', 'resettle'] as const) {
        const body = action === 'settle' || action === 'resettle' ? settle : { reason };
        expect((await adminPost(t, token, eventUrl(eventId, action), body)).status).toBe(status);
        // A broken body gets the same answer: the caller is checked first.
        expect((await adminPost(t, token, eventUrl(eventId, action), { nonsense: true })).status).toBe(
          status,
        );
      }
      for (const path of ['liability', 'bets', 'actions'])
        expect((await adminGet(t, token, `/api/admin/sports/${path}`)).status).toBe(status);
    }
    expect(statusOf(await eventPage(t, eventId), '1x2')).toBe(1);
    const [stored] = await t.database.db.select().from(sportMarkets).where(eq(sportMarkets.id, market));
    expect(stored!.status).toBe(1);
    expect(await t.database.db.select().from(sportHolds).where(eq(sportHolds.eventId, eventId))).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(sportOperatorActions)
        .where(eq(sportOperatorActions.eventId, eventId)),
    ).toEqual([]);
  });

  it('refuses malformed bodies with 400 and field errors, and changes nothing', async () => {
    const eventId = await eventIdOf(t, GUARDED);
    const bad: [string, 'suspend' | 'settle', unknown, string][] = [
      ['no reason', 'suspend', {}, 'reason'],
      ['a blank reason', 'suspend', { reason: '   ' }, 'reason'],
      ['a reason too long', 'suspend', { reason: 'x'.repeat(501) }, 'reason'],
      ['a market key with capitals', 'suspend', { market: { key: '1X2' }, reason }, 'market.key'],
      [
        'a specifier name with digits',
        'suspend',
        { market: { key: 'total', specifiers: { t0tal: '2.5' } }, reason },
        'market.specifiers.t0tal',
      ],
      ['no outcomes', 'settle', { market: oneX2, outcomes: [], reason }, 'outcomes'],
      [
        'a result that is neither won nor lost',
        'settle',
        { market: oneX2, outcomes: [{ id: '1', result: 'maybe' }], reason },
        'outcomes.0.result',
      ],
      [
        'a void factor of 0.3',
        'settle',
        { market: oneX2, outcomes: [{ id: '1', result: 'won', voidFactor: 0.3 }], reason },
        'outcomes.0.voidFactor',
      ],
      ['no market', 'settle', { outcomes: [{ id: '1', result: 'won' }], reason }, 'market'],
    ];
    for (const [label, action, body, field] of bad) {
      const answer = await adminPost<{ errors: Record<string, string> }>(
        t,
        admin,
        eventUrl(eventId, action),
        body,
      );
      expect(answer.status, label).toBe(400);
      expect(answer.body.success, label).toBe(false);
      expect(Object.keys(answer.body.data.errors), label).toContain(field);
    }
    const badQuery = await adminGet(t, admin, '/api/admin/sports/bets?take=101');
    expect(badQuery.status).toBe(400);
    expect(statusOf(await eventPage(t, eventId), '1x2')).toBe(1);
    expect(
      await t.database.db
        .select()
        .from(sportOperatorActions)
        .where(eq(sportOperatorActions.eventId, eventId)),
    ).toEqual([]);
  });
});
