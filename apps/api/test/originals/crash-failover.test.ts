import { randomUUID } from 'node:crypto';
import type { CrashBetResult } from '@lale/contracts';
import { chain, crash } from '@lale/originals';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEASE_MS } from '../../src/modules/leases/index.ts';
import { crashBets, crashRounds, gameRounds, gameTransactions } from '../../src/db/schema.ts';
import { CRASH_GAME } from '../../src/modules/originals/index.ts';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import { testClock } from '../support/accounts.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import {
  crashApp,
  crashCall,
  launch,
  newPlayer,
  pickChain,
  seedChain,
  START,
  state,
  type CrashApp,
} from './crash-support.ts';

/*
 * Lale Aviator with several API processes on one database: one scheduler at a time (the lease), bets and
 * cash-outs taken by any process, and a leader that dies mid-flight — the next one voids its round:
 * every bet not cashed out is refunded, a bet cashed out keeps its pay, the ledger stays sound, and the
 * round's hash is revealed all the same. Then a restart of the only process, mid-betting.
 */

const LENGTH = 6;
// Round 1 crashes early (the first scenario plays it through); round 2 flies past ×10, so it is still in
// the air when its leader's lease runs out.
const picked = pickChain(LENGTH, ([first, second]) => first! <= 20_000 && second! >= 100_000);
const LEASE = LEASE_MS;
const STEP = 3_000;

let database: TestDatabase;
const clock = testClock(START);
let a: CrashApp;
let b: CrashApp;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedChain(database, picked.seed, LENGTH, picked.commitment);
  a = await crashApp(database, clock);
  b = await crashApp(database, clock);
});
const closed = new Set<CrashApp>();
async function close(process: CrashApp) {
  if (closed.has(process)) return;
  closed.add(process);
  await process.close();
}
afterAll(async () => {
  await close(a);
  await close(b);
  await database.close();
});

/** Moves the shared clock to `ms` in scheduler-sized steps, ticking the given processes at each. */
async function run(ms: number, ...processes: CrashApp[]) {
  while (clock.now().getTime() < ms) {
    clock.set(new Date(Math.min(ms, clock.now().getTime() + STEP)));
    for (const process of processes) await process.tick();
  }
}
const allRounds = () => database.db.select().from(crashRounds).orderBy(crashRounds.id);
const cents = (amount: number) => Math.round(amount * 100);

describe('Lale Aviator on two processes', () => {
  it('runs one scheduler: the first process leads, the second only serves calls', async () => {
    await a.tick();
    await b.tick();
    expect(a.modules.originals.crash.scheduler.leading).toBe(true);
    expect(b.modules.originals.crash.scheduler.leading).toBe(false);
    const [first] = await allRounds();
    const crashAt = first!.bettingEndsAt.getTime() + crash.crashTimeMs(picked.points[0]!);
    await run(crashAt + crash.PAUSE_AFTER_CRASH_MS, a, b);
    const rounds = await allRounds();
    expect(rounds.map((round) => [round.chainIndex, round.phase])).toEqual([
      [1, 'crashed'],
      [2, 'betting'],
    ]);
    expect(b.modules.originals.crash.scheduler.leading).toBe(false);
  });

  it('voids the round of a leader that died mid-flight: open bets refunded, cash-outs kept', async () => {
    const [p1, p2, p3] = [
      await newPlayer(b, { cashMinor: 10_000n }),
      await newPlayer(b, { cashMinor: 10_000n }),
      await newPlayer(b, { cashMinor: 10_000n }),
    ];
    const [s1, s2] = [await launch(b, p1.token), await launch(b, p2.token)];
    const round = (await state(b, s1)).round!;
    expect(round).toMatchObject({ chainIndex: 2, phase: 'betting' });
    // Bets through the process that does not lead.
    const kept = await crashCall<CrashBetResult>(b, 'bet', {
      session: s1,
      stake: 10,
      autoCashOut: 5_000_000,
    });
    const cashed = await crashCall<CrashBetResult>(b, 'bet', { session: s2, stake: 20 });
    expect([kept.status, cashed.status]).toEqual([200, 200]);
    // A bet written by a process that died before the wallet took its stake.
    const orphan = randomUUID();
    await database.db.insert(crashBets).values({
      id: orphan,
      roundId: round.roundId,
      playerId: p3.playerId,
      playerShown: 'x***',
      gameId: CRASH_GAME.catalogue.id,
      currencyId: 1,
      panel: 1,
      stakeMinor: 700n,
      status: 'pending',
      createdAt: clock.now(),
    });

    const startedAt = round.bettingEndsAt;
    await run(startedAt + 5_000, a, b);
    expect((await state(b, s1)).round!.phase).toBe('flying');
    const out = await crashCall<CrashBetResult>(b, 'cashout', {
      session: s2,
      betId: cashed.body.data.bet.betId,
    });
    expect(out.body.data.bet).toMatchObject({ status: 'won', cashedOut: crash.multiplierAt(5_000) });

    // Process A stops (killed: it neither settles nor gives its lease up). While its lease runs, B waits.
    const lastRenewal = clock.now().getTime();
    await run(lastRenewal + LEASE - 1, b);
    expect(b.modules.originals.crash.scheduler.leading).toBe(false);
    expect((await state(b, s1)).round!.phase).toBe('flying');
    // With no live scheduler nobody cashes out of the round (it is going to be void).
    clock.set(new Date(lastRenewal + LEASE));
    const refused = await crashCall(b, 'cashout', { session: s1, betId: kept.body.data.bet.betId });
    expect(refused.status).toBe(409);

    await b.tick();
    expect(b.modules.originals.crash.scheduler.leading).toBe(true);
    const rounds = await allRounds();
    expect(rounds.map((row) => [row.chainIndex, row.phase])).toEqual([
      [1, 'crashed'],
      [2, 'void'],
      [3, 'betting'],
    ]);
    const voided = rounds[1]!;
    expect(voided.settledAt).not.toBeNull();

    const bets = await database.db.select().from(crashBets).where(eq(crashBets.roundId, voided.id));
    const byId = new Map(bets.map((bet) => [bet.id, bet]));
    expect(byId.get(kept.body.data.bet.betId)).toMatchObject({ status: 'refunded', winMinor: 0n });
    expect(byId.get(cashed.body.data.bet.betId)).toMatchObject({ status: 'won', winMinor: 2_680n });
    expect(byId.get(orphan)).toMatchObject({ status: 'refunded' });
    for (const bet of bets) expect(bet.paidAt).not.toBeNull();

    expect(cents((await state(b, s1)).balance)).toBe(10_000);
    expect(cents((await state(b, s2)).balance)).toBe(10_000 - 2_000 + 2_680);
    // The refunded bet's game round is Cancelled, the cashed-out one Completed; the orphan's id is a
    // tombstone, so its stake can never be taken late.
    const walletRounds = await database.db
      .select()
      .from(gameRounds)
      .where(like(gameRounds.providerRound, `crash:${voided.id}:%`));
    expect(walletRounds.map((row) => row.status).sort()).toEqual([2, 3]);
    const [tombstone] = await database.db
      .select()
      .from(gameTransactions)
      .where(eq(gameTransactions.providerTx, `crash:${voided.id}:${orphan}:bet`));
    expect(tombstone?.tombstone).toBe(true);
    expect((await ledgerInvariants(database.db)).ok).toBe(true);

    // The void round is in the history with its hash revealed: it chains back to the commitment.
    const history = (await state(b, s1)).history;
    expect(history[0]).toMatchObject({ roundId: voided.id, void: true, chainIndex: 2 });
    expect(chain.verifyRoundHash(history[0]!.hash, 2, picked.commitment)).toBe(true);
    expect(crash.roundCrashPoint(history[0]!.hash)).toBe(picked.points[1]);

    // Process A wakes up: it no longer leads and changes nothing.
    await a.tick();
    expect(a.modules.originals.crash.scheduler.leading).toBe(false);
    expect((await allRounds()).length).toBe(3);
  });

  it('resolves a round interrupted by a restart of the only process', async () => {
    await close(a);
    const player = await newPlayer(b, { cashMinor: 5_000n });
    const session = await launch(b, player.token);
    const placed = await crashCall<CrashBetResult>(b, 'bet', { session, stake: 12.5 });
    expect(placed.body.data.balance).toBe(37.5);
    await close(b);

    const restarted = await crashApp(database, clock);
    try {
      expect(restarted.modules.originals.crash.scheduler.leading).toBe(true);
      const rounds = await allRounds();
      expect(rounds.map((row) => row.phase)).toEqual(['crashed', 'void', 'void', 'betting']);
      expect(rounds.every((row, i) => row.chainIndex === i + 1)).toBe(true);
      const [bet] = await database.db
        .select()
        .from(crashBets)
        .where(eq(crashBets.id, placed.body.data.bet.betId));
      expect(bet).toMatchObject({ status: 'refunded' });
      expect((await state(restarted, session)).balance).toBe(50);
      expect((await ledgerInvariants(database.db)).ok).toBe(true);
    } finally {
      b = restarted;
    }
  });
});
