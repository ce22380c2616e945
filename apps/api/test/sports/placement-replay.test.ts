import { randomUUID } from 'node:crypto';
import type { Bet, SportsEvent } from '@lale/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sportBets } from '../../src/db/schema.ts';
import { bearer, call, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { balances, expectLedgerSound, newPlayer } from '../payments/support.ts';
import { alive, fixture, prices, T0 } from './support.ts';

/*
 * Issue 23, item 8: a slip's request id is the slip. Sent again with the same slip it is a replay (the
 * stored bet, nothing taken twice); sent with another slip it is a conflict, refused. Sent ten times at
 * once, as an attacker would, it still makes one bet and takes one stake. And a slip naming one selection
 * twice is refused with that selection's name.
 */

let t: TestApp;
const EVENT = 'sr:match:7001';

beforeAll(async () => {
  t = await createTestApp({ clock: testClock(new Date(T0)) });
  for (const message of [
    alive(3, 0),
    alive(1, 0),
    fixture(EVENT, 'Galatasaray', 'Fenerbahçe'),
    prices('pre-1', EVENT, 10, { home: 2.0, draw: 3.2, away: 3.5, over: 1.8 }),
  ])
    await t.modules.sports.feed.apply(message);
  await t.modules.sports.producerSweep.tick();
});
afterAll(() => t.close());

async function market(key: string) {
  const answer = await call<SportsEvent[]>(t.app, {
    method: 'POST',
    url: '/api/sports/events',
    payload: { live: false },
  });
  const event = answer.body.data.find((e) => e.home === 'Galatasaray')!;
  const page = await call<SportsEvent>(t.app, {
    method: 'POST',
    url: '/api/sports/event',
    payload: { eventId: event.id },
  });
  return page.body.data.markets.find((m) => m.key === key)!;
}

const place = (token: string, slip: object, locale = 'en') =>
  call<Bet>(t.app, {
    method: 'POST',
    url: '/api/sports/placebet',
    headers: { ...bearer(token), 'x-locale': locale },
    payload: slip,
  });

describe('one request id, ten slips at once', () => {
  it('makes one bet and takes one stake; the nine other slips are refused as a conflict', async () => {
    const player = await newPlayer(t, { cashMinor: 100_000n });
    const result = await market('1x2');
    const requestId = randomUUID();
    const slips = Array.from({ length: 10 }, (_, i) => ({
      requestId,
      kind: 'single',
      stake: i + 1,
      oddsPolicy: 2,
      selections: [{ marketId: result.id, outcomeId: ['1', 'X', '2'][i % 3]!, odds: '1.00' }],
    }));
    const answers = await Promise.all(slips.map((slip) => place(player.token, slip)));

    const bets = await t.database.db.select().from(sportBets).where(eq(sportBets.playerId, player.playerId));
    expect(bets).toHaveLength(1);
    const after = await balances(t, player.playerId);
    const accepted = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 409);
    expect({ accepted: accepted.length, refused: refused.length }).toEqual({ accepted: 1, refused: 9 });
    expect(after.cash).toBe(100_000n - bets[0]!.stakeMinor);
    expect(accepted[0]!.body.data.id).toBe(bets[0]!.id);
    for (const answer of refused)
      expect(answer.body.message).toBe(
        'This slip id was already used for another slip. Your bet slip was not placed; place it again as a new slip.',
      );
    await expectLedgerSound(t);
  });

  it('answers the same slip sent ten times at once as one bet, staked once', async () => {
    const player = await newPlayer(t, { cashMinor: 100_000n });
    const result = await market('1x2');
    const slip = {
      requestId: randomUUID(),
      kind: 'single',
      stake: 7,
      oddsPolicy: 2,
      selections: [{ marketId: result.id, outcomeId: '1', odds: '2.00' }],
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => place(player.token, slip)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const bets = await t.database.db.select().from(sportBets).where(eq(sportBets.playerId, player.playerId));
    expect(bets).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.data.id))).toEqual(new Set([bets[0]!.id]));
    expect((await balances(t, player.playerId)).cash).toBe(100_000n - 700n);
    await expectLedgerSound(t);
  });
});

describe('a slip naming one selection twice', () => {
  it('is refused with the selection named (event, market, outcome), nothing taken', async () => {
    const player = await newPlayer(t, { cashMinor: 10_000n });
    const total = await market('total');
    const leg = { marketId: total.id, outcomeId: 'over', odds: '1.80' };
    const slip = { requestId: randomUUID(), kind: 'multi', stake: 5, oddsPolicy: 2, selections: [leg, leg] };
    const tr = await place(player.token, slip, 'tr');
    expect(tr.status).toBe(400);
    expect(tr.body.message).toBe(
      'Kuponunuzda aynı seçim iki kez var: Galatasaray - Fenerbahçe, total (total=2.5): over. Birini çıkarıp yeniden deneyin.',
    );
    const en = await place(player.token, slip, 'en');
    expect(en.body.message).toBe(
      'Your slip has the same selection twice: Galatasaray - Fenerbahçe, total (total=2.5): over. Remove one and try again.',
    );
    expect((await balances(t, player.playerId)).cash).toBe(10_000n);
    await expectLedgerSound(t);
  });
});
