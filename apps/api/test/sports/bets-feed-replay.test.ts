import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sportBets } from '../../src/db/schema.ts';
import { OddsPolicy, type FeedMessageInput } from '../../src/modules/sports/index.ts';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import {
  alive,
  at,
  cashOf,
  createBook,
  fixture,
  marketId,
  playerWithCash,
  prices,
  TRY,
  type Book,
} from './support.ts';

/*
 * Issue #13, first "Done when": a recorded feed script — duplicates, an out-of-order message, a
 * bet_cancel window, a settlement rolled back and re-settled, a payout rolled back after the player
 * spent it — replayed against the book with bets on it leaves exactly the expected bet statuses and
 * balances, the ledger invariants hold, and replaying the whole script again changes nothing.
 */

const E1 = 'sr:match:2001';
const E2 = 'sr:match:2002';
const E3 = 'sr:match:2003';

const settle = (
  id: string,
  event: string,
  seconds: number,
  market: { key: string; specifiers?: Record<string, string> },
  winner: string,
  losers: string[],
  voidFactor?: 0.5,
): FeedMessageInput => ({
  type: 'bet_settlement',
  id,
  producer: 3,
  timestamp: at(seconds),
  event,
  certainty: 2,
  markets: [
    {
      ...market,
      outcomes: [
        { id: winner, result: 1, voidFactor },
        ...losers.map((id) => ({ id, result: 0 as const, voidFactor })),
      ],
    },
  ],
});
const rollback = (id: string, event: string, seconds: number, key: string): FeedMessageInput => ({
  type: 'rollback_bet_settlement',
  id,
  producer: 3,
  timestamp: at(seconds),
  event,
  markets: [{ key }],
});
const ONE_X_TWO = { key: '1x2' };
const TOTAL = { key: 'total', specifiers: { total: '2.5' } };

const OPENING: FeedMessageInput[] = [
  alive(3, 0),
  alive(1, 0),
  fixture(E1, 'Galatasaray', 'Fenerbahçe'),
  fixture(E2, 'Beşiktaş', 'Trabzonspor'),
  fixture(E3, 'Başakşehir', 'Samsunspor'),
  prices('p1', E1, 10, { home: 2.0, away: 3.1, over: 1.85 }),
  prices('p2', E2, 10, { home: 1.8, draw: 3.5, away: 4.2 }),
  prices('p3', E3, 10, { home: 2.5 }),
  // Sent before p1, arrived after it: ignored, the slip prices stay.
  prices('p0', E1, 5, { home: 9.99 }),
];

const RESULTS: FeedMessageInput[] = [
  {
    type: 'bet_cancel',
    id: 'cancel-window',
    producer: 3,
    timestamp: at(50),
    event: E1,
    startTime: at(41),
    endTime: at(44),
    markets: [{ key: 'total', specifiers: { total: '2.5' } }],
  },
  settle('s1', E1, 60, ONE_X_TWO, '1', ['X', '2']),
  settle('s1', E1, 60, ONE_X_TWO, '1', ['X', '2']),
  rollback('r1', E1, 61, '1x2'),
  settle('s2', E1, 62, ONE_X_TWO, '2', ['1', 'X']),
  settle('s3', E1, 63, TOTAL, 'over', ['under'], 0.5),
  settle('s4', E2, 64, ONE_X_TWO, 'X', ['1', '2']),
  settle('s5', E3, 65, ONE_X_TWO, '1', ['X', '2']),
];
/** After the player D spent most of a payout: the settlement is rolled back, then settled the same again. */
const LATE: FeedMessageInput[] = [
  rollback('r5', E3, 70, '1x2'),
  settle('s6', E3, 71, ONE_X_TWO, '1', ['X', '2']),
];

let book: Book;
const people: Record<'a' | 'b' | 'c' | 'd', { playerId: number; currencyId: number; sessionId: number }> =
  {} as never;
const ids: Record<string, number> = {};

const slip = (
  kind: 'single' | 'multi' | 'system',
  stakeMinor: bigint,
  selections: { marketId: number; outcomeId: string; odds: string }[],
  systemSize?: number,
) => ({ requestId: randomUUID(), kind, stakeMinor, oddsPolicy: OddsPolicy.None, selections, systemSize });

beforeAll(async () => {
  book = await createBook();
  for (const message of OPENING) await book.feed.apply(message);
  people.a = await playerWithCash(book, 100_000n);
  people.b = await playerWithCash(book, 50_000n);
  people.c = await playerWithCash(book, 30_000n);
  people.d = await playerWithCash(book, 10_000n);
  const m = {
    e1: await marketId(book, E1, '1x2'),
    e1Total: await marketId(book, E1, 'total', 'total=2.5'),
    e2: await marketId(book, E2, '1x2'),
    e3: await marketId(book, E3, '1x2'),
  };
  book.clock.set(new Date(at(30)));
  ids.aSingle = (
    await book.bets.place(
      people.a,
      slip('single', 10_000n, [{ marketId: m.e1, outcomeId: '1', odds: '2.00' }]),
    )
  ).id;
  ids.aMulti = (
    await book.bets.place(
      people.a,
      slip('multi', 5_000n, [
        { marketId: m.e1Total, outcomeId: 'over', odds: '1.85' },
        { marketId: m.e2, outcomeId: 'X', odds: '3.50' },
      ]),
    )
  ).id;
  ids.cSystem = (
    await book.bets.place(
      people.c,
      slip(
        'system',
        3_000n,
        [
          { marketId: m.e1, outcomeId: '2', odds: '3.10' },
          { marketId: m.e2, outcomeId: '1', odds: '1.80' },
          { marketId: m.e3, outcomeId: '1', odds: '2.50' },
        ],
        2,
      ),
    )
  ).id;
  ids.dSingle = (
    await book.bets.place(
      people.d,
      slip('single', 10_000n, [{ marketId: m.e3, outcomeId: '1', odds: '2.50' }]),
    )
  ).id;
  // Placed inside the window a bet_cancel will later name.
  book.clock.set(new Date(at(42)));
  ids.bSingle = (
    await book.bets.place(
      people.b,
      slip('single', 2_000n, [{ marketId: m.e1Total, outcomeId: 'over', odds: '1.85' }]),
    )
  ).id;
  book.clock.set(new Date(at(50)));
});
afterAll(() => book.close());

const statusOf = async (id: number) =>
  (await book.database.db.select().from(sportBets).where(eq(sportBets.id, id)))[0]!;

describe('bets through the recorded feed script', () => {
  it('takes the stakes at placement', async () => {
    expect(await cashOf(book, people.a.playerId)).toBe(85_000n);
    expect(await cashOf(book, people.b.playerId)).toBe(48_000n);
    expect(await cashOf(book, people.c.playerId)).toBe(27_000n);
    expect(await cashOf(book, people.d.playerId)).toBe(0n);
    expect(await book.wallet.systemAccountBalance('sports_stakes', TRY)).toBe(30_000n);
  });

  it('settles, rolls back, re-settles and voids exactly as the script says', async () => {
    for (const message of RESULTS) await book.feed.apply(message);
    // A: the single paid 200.00 on s1, gave it back on r1, lost on s2; the multi pays 50 × 1.425 × 3.50.
    expect(await statusOf(ids.aSingle!)).toMatchObject({ status: 'lost', paidMinor: 0n, owedMinor: 0n });
    expect(await statusOf(ids.aMulti!)).toMatchObject({ status: 'won', paidMinor: 24_937n });
    expect(await cashOf(book, people.a.playerId)).toBe(85_000n + 24_937n);
    // B: placed inside the cancel window: refunded.
    expect(await statusOf(ids.bSingle!)).toMatchObject({ status: 'void', paidMinor: 2_000n });
    expect(await cashOf(book, people.b.playerId)).toBe(50_000n);
    // C: 2/3 system, 10.00 a line: only E1 '2' (3.10) × E3 '1' (2.50) won: 77.50.
    expect(await statusOf(ids.cSystem!)).toMatchObject({ status: 'won', paidMinor: 7_750n });
    expect(await cashOf(book, people.c.playerId)).toBe(27_000n + 7_750n);
    expect(await statusOf(ids.dSingle!)).toMatchObject({ status: 'won', paidMinor: 25_000n });
    expect(await book.wallet.systemAccountBalance('sports_stakes', TRY)).toBe(0n);
    expect((await ledgerInvariants(book.database.db)).ok).toBe(true);
  });

  it('rolls back a payout the player has spent: takes what is there, settles again without paying twice', async () => {
    // D withdraws 200.00 of the 250.00 won.
    await book.wallet.transfer({
      idempotencyKey: `sports-test:spend:${people.d.playerId}`,
      from: { type: 'player', playerId: people.d.playerId, kind: 'cash', currencyId: TRY },
      to: { type: 'system', kind: 'payments_clearing', currencyId: TRY },
      amountMinor: 20_000n,
      kind: 'withdraw',
    });
    await book.feed.apply(LATE[0]!);
    expect(await statusOf(ids.dSingle!)).toMatchObject({
      status: 'open',
      paidMinor: 20_000n,
      owedMinor: 20_000n,
    });
    expect(await cashOf(book, people.d.playerId)).toBe(0n);
    expect(await statusOf(ids.cSystem!)).toMatchObject({ status: 'open', paidMinor: 0n });
    expect(await cashOf(book, people.c.playerId)).toBe(27_000n);
    await book.feed.apply(LATE[1]!);
    expect(await statusOf(ids.dSingle!)).toMatchObject({ status: 'won', paidMinor: 25_000n, owedMinor: 0n });
    expect(await cashOf(book, people.d.playerId)).toBe(5_000n);
    expect(await cashOf(book, people.c.playerId)).toBe(27_000n + 7_750n);
    expect((await ledgerInvariants(book.database.db)).ok).toBe(true);
  });

  it('replaying the whole script again changes no balance and no bet', async () => {
    const before = await book.database.db.select().from(sportBets).orderBy(sportBets.id);
    const cash = await Promise.all(Object.values(people).map((p) => cashOf(book, p.playerId)));
    for (const message of [...OPENING, ...RESULTS, ...LATE]) await book.feed.apply(message);
    expect(await book.database.db.select().from(sportBets).orderBy(sportBets.id)).toEqual(before);
    expect(await Promise.all(Object.values(people).map((p) => cashOf(book, p.playerId)))).toEqual(cash);
  });
});
