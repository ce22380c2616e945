import { TransactionStatus } from '@lale/contracts';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, kycDocuments, originalsRounds, sportProducers } from '../../src/db/schema.ts';
import { seedOriginalsCatalogue } from '../../src/modules/originals/index.ts';
import { CHECKOUT_LIFETIME_MS } from '../../src/modules/payments/index.ts';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import { GameRoundStatus } from '@lale/contracts';
import { launchFor, seedGames } from '../game-wallet/support.ts';
import { casesOf, stake } from '../aml/support.ts';
import { submitDocuments } from '../kyc/support.ts';
import { capturingPublisher } from '../notifications/support.ts';
import { CARD, deposit, METHOD, newPlayer, paymentsOf } from '../payments/support.ts';
import { bearer, call, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createTestDatabase, secondConnection, type TestDatabase } from '../support/db.ts';
import { staffToken } from '../support/staff.ts';

/*
 * Sweepers run in every API process (ARCHITECTURE "Work that runs once: leases and sweepers"): two
 * processes' sweeps of the same kind, started at the same moment over the same due items, each through
 * its own pool of connections to one database, process every item exactly once — counted by what the
 * sweeps answer, and by what a player or the ledger would see (one notification, one payout).
 */

let database: TestDatabase;
let second: TestDatabase;
const clock = testClock('2026-03-10T09:00:00Z');
const pushes = [capturingPublisher(), capturingPublisher()];
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  second = await secondConnection(database);
  a = await createTestApp({ database, clock, realtime: pushes[0]!.publisher });
  b = await createTestApp({ database: second, clock, realtime: pushes[1]!.publisher });
  await seedGames(a);
  await seedOriginalsCatalogue(database.db);
}, 180_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
  await second?.close();
  await database?.close();
});

const both = <T>(sweep: (t: TestApp) => Promise<T>) => Promise.all([sweep(a), sweep(b)]);
const sum = (counts: number[]) => counts.reduce((total, n) => total + n, 0);

describe('two processes sweeping at once', () => {
  it('cancel each abandoned checkout once, with one notification each', async () => {
    const players = await Promise.all([1, 2, 3, 4, 5].map(() => newPlayer(a)));
    for (const player of players) {
      const started = await deposit(a.app, player.token, METHOD.card, {
        amount: 300,
        CardNo: CARD,
        CardHolder: 'AYSE YILMAZ',
        ExpiryDate: '12/30',
        Cvv: '123',
      });
      expect(started.status).toBe(200);
    }
    clock.advance(CHECKOUT_LIFETIME_MS + 60_000);
    for (const p of pushes) p.clear();

    const cancelled = await both((t) => t.modules.payments.payments.expireAbandonedCheckouts(clock.now()));

    expect(sum(cancelled)).toBe(players.length);
    for (const player of players) {
      expect((await paymentsOf(a, player.playerId)).map((p) => p.status)).toEqual([
        TransactionStatus.Cancelled,
      ]);
      const told = pushes.flatMap((p) => p.pushes).filter((push) => push.to === player.playerId);
      expect(told).toHaveLength(1);
    }
    expect((await ledgerInvariants(database.db)).ok).toBe(true);
  });

  it('resolve each Originals round a dead process left open once: one payout or one refund each', async () => {
    const player = await newPlayer(a, { cashMinor: 100_000n });
    const gameId = 1_000_010;
    const launch = await launchFor(a, player.playerId, gameId);
    const session = { id: launch.id, playerId: player.playerId, currencyId: 1, gameId };
    // Rounds whose process died after taking the bet: each owes its win of 19.80.
    for (let i = 0; i < 6; i += 1) {
      const started = await a.modules.originals.runner.start(
        session,
        { code: 'lale-dice' },
        1_000n,
        {},
        () => ({
          outcome: { roll: i },
          winMinor: 1_980n,
        }),
      );
      expect(started.status).toBe('ok');
    }
    // And one whose process died before the bet: it is refunded (its bet id reserved) and void.
    const [some] = await database.db
      .select()
      .from(originalsRounds)
      .where(eq(originalsRounds.playerId, player.playerId))
      .limit(1);
    const orphan = crypto.randomUUID();
    await database.db.insert(originalsRounds).values({ ...some!, id: orphan, nonce: 1_000, status: 'open' });
    clock.advance(31_000);
    const cutoffs = {
      instantCutoff: new Date(clock.now().getTime() - 30_000),
      steppedCutoff: new Date(clock.now().getTime() - 3_600_000),
    };

    const resolved = await both((t) => t.modules.originals.runner.resolveOpen(cutoffs, () => undefined));

    expect(sum(resolved)).toBe(7);
    const rounds = await database.db
      .select()
      .from(originalsRounds)
      .where(eq(originalsRounds.playerId, player.playerId));
    expect(rounds.filter((round) => round.status === 'settled')).toHaveLength(6);
    expect(rounds.find((round) => round.id === orphan)?.status).toBe('void');
    const balance = await a.modules.gameWallet.games.balances(player.playerId, 1);
    expect(balance.cash).toBe(100_000n - 6n * 1_000n + 6n * 1_980n);
    expect((await ledgerInvariants(database.db)).ok).toBe(true);
  });

  it('expire each game round a provider left open once', async () => {
    const player = await newPlayer(a, { cashMinor: 100_000n });
    const gameId = 1_000_010;
    const launch = await launchFor(a, player.playerId, gameId);
    const session = { id: launch.id, playerId: player.playerId, currencyId: 1, gameId };
    for (let i = 0; i < 8; i += 1)
      await a.modules.originals.runner.start(session, { code: 'lale-dice' }, 100n, {}, () => ({
        outcome: { roll: i },
        winMinor: 0n,
      }));
    const open = await database.db
      .select({ id: gameRounds.id })
      .from(gameRounds)
      .where(
        and(eq(gameRounds.playerId, player.playerId), eq(gameRounds.status, GameRoundStatus.Processing)),
      );
    expect(open).toHaveLength(8);
    const later = new Date(clock.now().getTime() + a.config.gameWallet.roundExpiryMs + 60_000);

    const expired = await both((t) => t.modules.gameWallet.games.expireStaleRounds(later));

    expect(sum(expired)).toBe(8);
    const [stillOpen] = await database.db
      .select({ n: count() })
      .from(gameRounds)
      .where(
        and(
          inArray(
            gameRounds.id,
            open.map((row) => row.id),
          ),
          eq(gameRounds.status, GameRoundStatus.Processing),
        ),
      );
    expect(stillOpen!.n).toBe(0);
  });

  it('mark each silent feed producer down once', async () => {
    const start = clock.now().getTime();
    for (const producer of [1, 3] as const)
      await a.modules.sports.feed.apply({
        type: 'alive',
        id: `race-alive:${producer}`,
        producer,
        timestamp: start,
        subscribed: true,
      });
    clock.advance(10 * 60_000);

    const down = await both((t) => t.modules.sports.feed.sweepProducers(clock.now()));

    expect(down.flat().sort()).toEqual([1, 3]);
    const rows = await database.db
      .select()
      .from(sportProducers)
      .where(inArray(sportProducers.id, [1, 3]));
    expect(rows.every((row) => row.down)).toBe(true);
  });

  it('raise one AML case for a player past the lifetime threshold', async () => {
    const player = await newPlayer(a, { cashMinor: 12_000_000n });
    await stake(a, player, 10_000_000n); // ₺100.000 = €2,000 at the seeded ₺50

    await both((t) => t.modules.aml.lifetimeSweep.tick());

    const cases = (await casesOf(a, player.playerId)).filter((row) => row.ruleCode === 'lifetime_threshold');
    expect(cases).toHaveLength(1);
    expect((await ledgerInvariants(database.db)).ok).toBe(true);
  });

  // Last: it moves the clock past the documents' retention (five years).
  it('delete the identity documents of accounts closed past the retention once', async () => {
    const owner = bearer(await staffToken(a, 'owner'));
    const players = [];
    for (let i = 0; i < 3; i += 1) {
      const player = await newPlayer(a, { identityVerified: false });
      await submitDocuments(a, player.token, player.playerId);
      const closed = await call(a.app, {
        method: 'POST',
        url: `/api/admin/players/${player.playerId}/status`,
        payload: { status: 'closed', reason: 'The player asked to close the account.' },
        headers: { ...owner, 'x-locale': 'en' },
      });
      expect(closed.status).toBe(200);
      players.push(player.playerId);
    }
    const documents = await database.db
      .select({ id: kycDocuments.id })
      .from(kycDocuments)
      .where(inArray(kycDocuments.playerId, players));
    expect(documents.length).toBeGreaterThan(0);
    clock.advance(1_830 * 24 * 3_600_000);

    const deleted = await both((t) => t.modules.kyc.kyc.deleteExpiredDocuments(clock.now()));

    expect(sum(deleted)).toBe(documents.length);
    const [left] = await database.db
      .select({ n: count() })
      .from(kycDocuments)
      .where(inArray(kycDocuments.playerId, players));
    expect(left!.n).toBe(0);
  });
});
