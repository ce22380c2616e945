import { and, eq } from 'drizzle-orm';
import { players, sessions, sportEvents, sportMarkets } from '../../src/db/schema.ts';
import { seedDatabase } from '../../src/db/seed.ts';
import {
  type BetService,
  type FeedMessageInput,
  type FeedProcessor,
} from '../../src/modules/sports/index.ts';
import { createBetService } from '../../src/modules/sports/bets/service.ts';
import { createFeedProcessor } from '../../src/modules/sports/feed/processor.ts';
import { createFeedRepo } from '../../src/modules/sports/feed/feed-repo.ts';
import { createWagerGate } from '../../src/modules/integrity/wager-gate.ts';
import { createWalletService, type Wallet } from '../../src/modules/wallet/index.ts';
import { loadMoney } from '../../src/platform/money.ts';
import { testClock, type TestClock } from '../support/accounts.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';

/* A sportsbook on a test database: the feed processor with the bet service settling on it, and players with cash. */

export const TRY = 1;
export const T0 = Date.parse('2026-11-25T18:00:00Z');
export const at = (seconds: number) => T0 + seconds * 1_000;

export type Book = {
  database: TestDatabase;
  clock: TestClock;
  wallet: Wallet;
  feed: FeedProcessor;
  bets: BetService;
  /** What each live delay did (the test's stand-in for waiting). */
  onDelay: { run: (ms: number) => Promise<void> };
  close(): Promise<void>;
};

export async function createBook(): Promise<Book> {
  const database = await createTestDatabase();
  await seedDatabase(database.db);
  const clock = testClock(new Date(T0));
  const wallet = createWalletService(database.db);
  await wallet.openSystemAccounts(TRY);
  const onDelay: Book['onDelay'] = { run: async () => {} };
  const bets = createBetService({
    db: database.db,
    wallet,
    money: await loadMoney(database.db),
    bonus: {
      stakeTerms: async () => undefined,
      reportStake: async () => ({ counted: false, publish: async () => {} }),
      takeBackStake: async () => {},
    },
    clock,
    config: {
      minStake: '1',
      maxStake: '10000',
      maxPayout: '500000',
      liveDelayMs: 5_000,
      simulatedFeed: undefined,
    },
    delay: (ms) => onDelay.run(ms),
    // Test sessions never idle out: these tests move the clock by hours between bets.
    gate: createWagerGate({ clock, sessionIdleMs: 10 * 365 * 86_400_000 }),
  });
  const feed = createFeedProcessor({
    repo: createFeedRepo(database.db),
    clock,
    aliveWindowMs: 20_000,
    onMarketsChanged: bets.marketsChanged,
  });
  return { database, clock, wallet, feed, bets, onDelay, close: () => database.close() };
}

let playerCount = 0;

/** A player with `cashMinor` in cash (deposited through the ledger). */
export async function playerWithCash(book: Book, cashMinor: bigint) {
  playerCount += 1;
  const n = `${process.pid}${playerCount}`;
  const [row] = await book.database.db
    .insert(players)
    .values({
      usercode: `S${n}`,
      username: `sports${n}`,
      usernameKey: `sports${n}`,
      email: `sports${n}@example.test`,
      emailKey: `sports${n}@example.test`,
      phone: `90597${n.padStart(7, '0').slice(-7)}`,
      name: 'Spor',
      surname: 'Oyuncu',
      countryId: 1,
      currencyId: TRY,
      passwordHash: 'not-a-hash',
    })
    .returning({ id: players.id });
  const playerId = row!.id;
  await book.wallet.openPlayerAccounts(playerId, TRY);
  await book.wallet.transfer({
    idempotencyKey: `sports-test:deposit:${playerId}`,
    from: { type: 'system', kind: 'payments_clearing', currencyId: TRY },
    to: { type: 'player', playerId, kind: 'cash', currencyId: TRY },
    amountMinor: cashMinor,
    kind: 'deposit',
  });
  // The site session the player bets from (the wager gate wants it live).
  const [session] = await book.database.db
    .insert(sessions)
    .values({
      playerId,
      tokenHash: `sports-test:${playerId}`,
      ip: '127.0.0.1',
      userAgent: 'test',
      fingerprint: '',
      createdAt: new Date(T0),
      lastSeenAt: new Date(T0),
      expiresAt: new Date(T0 + 10 * 365 * 86_400_000),
    })
    .returning({ id: sessions.id });
  return { playerId, currencyId: TRY, sessionId: session!.id };
}

export const cashOf = async (book: Book, playerId: number) =>
  (await book.wallet.playerBalances(playerId, TRY)).cash;

export async function marketId(book: Book, event: string, key: string, specifiers = '') {
  const [row] = await book.database.db
    .select({ id: sportMarkets.id })
    .from(sportMarkets)
    .innerJoin(sportEvents, eq(sportEvents.id, sportMarkets.eventId))
    .where(
      and(
        eq(sportEvents.feedId, event),
        eq(sportMarkets.marketKey, key),
        eq(sportMarkets.specifiers, specifiers),
      ),
    );
  if (!row) throw new Error(`no market ${key} on ${event}`);
  return row.id;
}

export const fixture = (event: string, home: string, away: string): FeedMessageInput => ({
  type: 'fixture_change',
  id: `fixture:${event}`,
  producer: 3,
  timestamp: at(0),
  event,
  change: 'new',
  startTime: at(3_600),
  fixture: {
    sport: { id: 'sr:sport:1', name: { tr: 'Futbol', en: 'Football' } },
    category: { id: 'sr:category:46', name: { tr: 'Türkiye', en: 'Türkiye' } },
    tournament: { id: 'sr:tournament:52', name: { tr: 'Süper Lig', en: 'Super Lig' }, isTop: true },
    home,
    away,
  },
});

/** A pre-match (or, with producer 1 and a live status, live) price of 1x2 and total 2.5. */
export const prices = (
  id: string,
  event: string,
  seconds: number,
  odds: { home: number; draw?: number; away?: number; over?: number },
  live = false,
): FeedMessageInput => ({
  type: 'odds_change',
  id,
  producer: live ? 1 : 3,
  timestamp: at(seconds),
  event,
  ...(live && { eventStatus: { status: 1, homeScore: 0, awayScore: 0, matchTime: '10:00' } }),
  markets: [
    {
      key: '1x2',
      status: 1,
      outcomes: [
        { id: '1', odds: odds.home },
        { id: 'X', odds: odds.draw ?? 3.4 },
        { id: '2', odds: odds.away ?? 3.1 },
      ],
    },
    {
      key: 'total',
      specifiers: { total: '2.5' },
      status: 1,
      outcomes: [
        { id: 'over', odds: odds.over ?? 1.85 },
        { id: 'under', odds: 1.95 },
      ],
    },
  ],
});

export const alive = (producer: 1 | 3, seconds: number): FeedMessageInput => ({
  type: 'alive',
  id: `alive:${producer}:${seconds}`,
  producer,
  timestamp: at(seconds),
  subscribed: true,
});
