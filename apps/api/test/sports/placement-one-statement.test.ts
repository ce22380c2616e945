import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ledgerTransfers,
  players,
  sessions,
  sportBets,
  sportEvents,
  sportHolds,
  playerRestrictions,
} from '../../src/db/schema.ts';
import { createWagerGate } from '../../src/modules/integrity/wager-gate.ts';
import { OddsPolicy, type OddsPolicyValue } from '../../src/modules/sports/index.ts';
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
  T0,
  TRY,
  type Book,
} from './support.ts';

/*
 * Issue 24: a pre-match slip at the odds on offer is placed by ONE statement (the wager gate, the legs'
 * markets locked and checked, the bet, its legs and the stake's ledger leg), anything else by the
 * careful path. The money path's hostile cases, each against the one statement: two slips racing one
 * balance, one slip sent at once several times, the odds moved before the slip arrived (and the slip
 * id then reused with another stake), an operator's hold committed while the placement waited for the
 * market's lock, and the gate's SQL verdict against the gate's own.
 */

const EVENT = 'sr:match:24001';
const OTHER = 'sr:match:24002';
let book: Book;
let market: number;
let total: number;
let otherMarket: number;

beforeAll(async () => {
  book = await createBook();
  for (const message of [
    alive(3, 0),
    alive(1, 0),
    fixture(EVENT, 'Sivasspor', 'Kasımpaşa'),
    fixture(OTHER, 'Alanyaspor', 'Hatayspor'),
    prices('pre-0', EVENT, 10, { home: 2.0 }),
    prices('pre-1', OTHER, 10, { home: 1.5 }),
  ])
    await book.feed.apply(message);
  market = await marketId(book, EVENT, '1x2');
  total = await marketId(book, EVENT, 'total', 'total=2.5');
  otherMarket = await marketId(book, OTHER, '1x2');
});
afterAll(() => book.close());

const single = (odds: string, stakeMinor = 1_000n, policy: OddsPolicyValue = OddsPolicy.None) => ({
  requestId: randomUUID(),
  kind: 'single' as const,
  stakeMinor,
  oddsPolicy: policy,
  selections: [{ marketId: market, outcomeId: '1', odds }],
});

/** Counts the placements the one statement posted (the rest went the careful way). */
function countPosted() {
  const spy = vi.spyOn(book.wallet, 'postStake');
  return {
    async posted() {
      let n = 0;
      for (const result of spy.mock.results) if ((await result.value).status === 'posted') n += 1;
      return n;
    },
    restore: () => spy.mockRestore(),
  };
}

async function expectSound(playerId: number, cashMinor: bigint) {
  expect(await cashOf(book, playerId)).toBe(cashMinor);
  const invariants = await ledgerInvariants(book.database.db);
  expect(invariants.ok).toBe(true);
  const open = await book.database.db
    .select({ sum: sql<string>`coalesce(sum(${sportBets.stakeMinor}), 0)::text` })
    .from(sportBets)
    .where(eq(sportBets.status, 'open'));
  expect(await book.wallet.systemAccountBalance('sports_stakes', TRY)).toBe(BigInt(open[0]!.sum));
}

describe('the one-statement placement', () => {
  it('takes a pre-match single at the odds on offer in one statement, staked once', async () => {
    const player = await playerWithCash(book, 10_000n);
    const counter = countPosted();
    const bet = await book.bets.place(player, single('2.00'));
    expect(await counter.posted()).toBe(1);
    counter.restore();
    expect(bet).toMatchObject({ status: 'open', stakeMinor: 1_000n, potentialPayoutMinor: 2_000n });
    expect(bet.view).toMatchObject({ stake: 10, legs: [{ odds: '2.00' }] });
    const transfers = await book.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `sports:bet:${bet.id}:stake`));
    expect(transfers).toMatchObject([
      { kind: 'sports_stake', reference: `sport_bet:${bet.id}`, amount: 1_000n },
    ]);
    await expectSound(player.playerId, 9_000n);
  });

  it('two slips racing one balance: one is taken, the other refused for funds; nothing overdrawn', async () => {
    for (let round = 0; round < 5; round += 1) {
      const player = await playerWithCash(book, 1_500n);
      const results = await Promise.allSettled([
        book.bets.place(player, single('2.00')),
        book.bets.place(player, {
          ...single('1.50'),
          selections: [{ marketId: otherMarket, outcomeId: '1', odds: '1.50' }],
        }),
      ]);
      const taken = results.filter((r) => r.status === 'fulfilled');
      const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
      expect(taken).toHaveLength(1);
      expect(refused).toMatchObject([{ outcome: { code: 'SportsInsufficientFunds' } }]);
      await expectSound(player.playerId, 500n);
    }
  });

  it('one slip sent five times at once with cash for one stake: one bet, staked once, five same answers', async () => {
    const player = await playerWithCash(book, 1_000n);
    const slip = single('2.00');
    const answers = await Promise.all(Array.from({ length: 5 }, () => book.bets.place(player, slip)));
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    const bets = await book.database.db
      .select()
      .from(sportBets)
      .where(and(eq(sportBets.playerId, player.playerId), eq(sportBets.requestKey, slip.requestId)));
    expect(bets).toHaveLength(1);
    await expectSound(player.playerId, 0n);
  });

  it('odds moved before the slip arrived: refused under "only these", taken at the new odds under "any"; the id reused with another stake is a conflict', async () => {
    await book.feed.apply(prices('pre-2', EVENT, 20, { home: 2.2 }));
    const player = await playerWithCash(book, 10_000n);
    await expect(book.bets.place(player, single('2.00'))).rejects.toMatchObject({
      outcome: { code: 'SportsOddsChanged', legs: [{ leg: 1, odds: '2.20' }] },
    });
    await expectSound(player.playerId, 10_000n);
    const slip = single('2.00', 1_000n, OddsPolicy.Any);
    const bet = await book.bets.place(player, slip);
    expect(bet).toMatchObject({ potentialPayoutMinor: 2_200n, legs: [{ odds: '2.20' }], replayed: false });
    await expectSound(player.playerId, 9_000n);
    // The same slip id, the stake changed now that the odds moved: not this bet, nothing more taken.
    await expect(book.bets.place(player, { ...slip, stakeMinor: 2_000n })).rejects.toMatchObject({
      outcome: { code: 'SportsRequestConflict' },
    });
    expect(await book.bets.place(player, slip)).toMatchObject({ id: bet.id, replayed: true });
    await expectSound(player.playerId, 9_000n);
    await book.feed.apply(prices('pre-3', EVENT, 30, { home: 2.0 }));
  });

  it("an operator's hold committed while the placement waited for the market's lock refuses it", async () => {
    const player = await playerWithCash(book, 10_000n);
    const [event] = await book.database.db
      .select({ id: sportEvents.id })
      .from(sportEvents)
      .where(eq(sportEvents.feedId, EVENT));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // The operator's side as holds.ts does it: the markets locked, the hold written, then the commit.
    const hold = book.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from sport_markets where id = ${total} for no key update`);
      await tx.insert(sportHolds).values({
        eventId: event!.id,
        marketId: total,
        heldBy: player.playerId,
        reason: 'test',
        heldAt: new Date(at(40)),
      });
      locked();
      await released;
    });
    await isLocked;
    const placing = book.bets.place(player, {
      ...single('1.85'),
      selections: [{ marketId: total, outcomeId: 'over', odds: '1.85' }],
    });
    // Commit the hold only once the placement waits for the market's lock.
    for (let i = 0; i < 200; i += 1) {
      const waiting = await book.database.db.execute(
        sql`select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
      );
      if ((waiting as unknown as { rows: unknown[] }).rows.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    release();
    await hold;
    await expect(placing).rejects.toMatchObject({
      outcome: { code: 'SportsSelectionUnavailable', legs: [1] },
    });
    await expectSound(player.playerId, 10_000n);
    await book.database.db.delete(sportHolds).where(eq(sportHolds.marketId, total));
  });

  it('a pre-match slip from a session ended or an account blocked is refused, nothing taken', async () => {
    const ended = await playerWithCash(book, 10_000n);
    await book.database.db
      .update(sessions)
      .set({ endedAt: new Date(T0), endReason: 'logout' })
      .where(eq(sessions.id, ended.sessionId));
    await expect(book.bets.place(ended, single('2.00'))).rejects.toMatchObject({
      outcome: { code: 'WagerRefused', reason: 'session_ended' },
    });
    await expectSound(ended.playerId, 10_000n);
    const blocked = await playerWithCash(book, 10_000n);
    await book.database.db
      .update(players)
      .set({ status: 'disabled' })
      .where(eq(players.id, blocked.playerId));
    await expect(book.bets.place(blocked, single('2.00'))).rejects.toMatchObject({
      outcome: { code: 'WagerRefused', reason: 'account_disabled' },
    });
    await expectSound(blocked.playerId, 10_000n);
  });
});

describe("the wager gate's verdict in SQL", () => {
  it('agrees with the gate for every kind of site session', async () => {
    const idleMs = 30 * 60_000;
    const now = new Date(T0 + 3_600_000);
    const gate = createWagerGate({ clock: { now: () => now }, sessionIdleMs: idleMs });
    const db = book.database.db;
    const cases: { name: string; change: (p: { playerId: number; sessionId: number }) => Promise<void> }[] = [
      { name: 'live', change: async () => {} },
      {
        name: 'ended',
        change: async (p) => {
          await db.update(sessions).set({ endedAt: now }).where(eq(sessions.id, p.sessionId));
        },
      },
      {
        name: 'idle',
        change: async (p) => {
          await db
            .update(sessions)
            .set({ lastSeenAt: new Date(now.getTime() - idleMs) })
            .where(eq(sessions.id, p.sessionId));
        },
      },
      {
        name: 'expired',
        change: async (p) => {
          await db.update(sessions).set({ expiresAt: now }).where(eq(sessions.id, p.sessionId));
        },
      },
      {
        name: 'disabled',
        change: async (p) => {
          await db.update(players).set({ status: 'disabled' }).where(eq(players.id, p.playerId));
        },
      },
      {
        name: 'self-excluded',
        change: async (p) => {
          await db.insert(playerRestrictions).values({
            playerId: p.playerId,
            kind: 'self_exclusion',
            startsAt: new Date(now.getTime() - 1_000),
            endsAt: new Date(now.getTime() + 86_400_000),
            reason: '6m',
            createdAt: now,
          });
        },
      },
    ];
    const verdicts: Record<string, [unknown, unknown]> = {};
    for (const { name, change } of cases) {
      const player = await playerWithCash(book, 1n);
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date(now.getTime() - 60_000) })
        .where(eq(sessions.id, player.sessionId));
      await change(player);
      for (const [label, subject] of [
        [name, { kind: 'site_session' as const, siteSessionId: player.sessionId, playerId: player.playerId }],
        [
          `${name}, another player`,
          { kind: 'site_session' as const, siteSessionId: player.sessionId, playerId: -1 },
        ],
        [
          `${name}, no such session`,
          { kind: 'site_session' as const, siteSessionId: -1, playerId: player.playerId },
        ],
      ] as const) {
        const checked = (await gate.check(db, 'sports.placebet', subject, 100n)) ?? null;
        const result = (await db.execute(
          sql`select ${gate.checkSql('sports.placebet', subject, 100n)} as refusal`,
        )) as unknown as { rows: { refusal: string | null }[] };
        verdicts[label] = [result.rows[0]!.refusal, checked];
      }
    }
    for (const [label, [inSql, checked]] of Object.entries(verdicts)) expect(inSql, label).toBe(checked);
    expect(verdicts.live![1]).toBeNull();
    expect(verdicts['self-excluded']![1]).toBe('account_self_excluded');
  });
});
