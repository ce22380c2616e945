import { randomUUID } from 'node:crypto';
import type { KenoBuyResult } from '@lale/contracts';
import { chain, keno, sha256Hex } from '@lale/originals';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEASE_MS } from '../../src/modules/leases/index.ts';
import { draws, drawTickets, gameRounds, gameTransactions } from '../../src/db/schema.ts';
import { KENO } from '../../src/modules/originals/index.ts';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import { testClock } from '../support/accounts.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import {
  drawCall,
  drawsApp,
  kenoState,
  knownChain,
  launch,
  newPlayer,
  seedChain,
  START,
  type DrawsApp,
} from './draws-support.ts';

/*
 * The draws with several API processes on one database: one scheduler per game at a time (the lease),
 * tickets sold by any process, and a leader that dies mid-draw — the balls keep coming out by the clock
 * (never early) and the next leader finishes the draw: every ticket paid exactly as if nothing had
 * happened, a ticket whose stake was never confirmed refunded, the ledger sound. A draw whose hash does
 * not check against its chain cannot be completed: void, every ticket refunded.
 */

const LENGTH = 6;
const known = knownChain('keno-failover', LENGTH);
const drawn = keno.roundKenoDraw(known.hashes[1]!);
const missed = Array.from({ length: 80 }, (_, i) => i + 1).filter((n) => !drawn.includes(n));
const LEASE = LEASE_MS;

let database: TestDatabase;
const clock = testClock(START);
let a: DrawsApp;
let b: DrawsApp;
const t0 = Date.parse(START);
const startsAt = t0 + 60_000;
const finishesAt = startsAt + 30_000;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedChain(database, 'keno', known);
  a = await drawsApp(database, clock);
  b = await drawsApp(database, clock);
});
const closed = new Set<DrawsApp>();
async function close(process: DrawsApp) {
  if (closed.has(process)) return;
  closed.add(process);
  await process.close();
}
afterAll(async () => {
  await close(a);
  await close(b);
  await database.close();
});

/** Moves the shared clock to `ms` in 1 s steps, ticking the given processes at each. */
async function run(ms: number, ...processes: DrawsApp[]) {
  while (clock.now().getTime() < ms) {
    clock.set(new Date(Math.min(ms, clock.now().getTime() + 1_000)));
    for (const process of processes) await process.tick();
  }
}
const kenoDraws = () => database.db.select().from(draws).where(eq(draws.game, 'keno')).orderBy(draws.id);
const cents = (amount: number) => Math.round(amount * 100);

describe('the draws on two processes', () => {
  it('runs one scheduler per game: the first process leads, the second only sells', async () => {
    for (const scheduler of a.modules.originals.draws.schedulers) expect(scheduler.leading).toBe(true);
    for (const scheduler of b.modules.originals.draws.schedulers) expect(scheduler.leading).toBe(false);
    // One draw on sale per room, not one per process.
    const onSale = await database.db.select().from(draws).where(eq(draws.phase, 'selling'));
    expect(onSale.map((draw) => `${draw.game}:${draw.room}`).sort()).toEqual([
      'bingo:lale-1',
      'bingo:lale-20',
      'bingo:lale-5',
      'keno:keno',
    ]);
  });

  it('finishes the draw of a leader that died mid-draw: tickets paid exactly, an unconfirmed one refunded', async () => {
    const [p1, p2, p3] = [
      await newPlayer(b, { cashMinor: 10_000n }),
      await newPlayer(b, { cashMinor: 10_000n }),
      await newPlayer(b, { cashMinor: 10_000n }),
    ];
    const [s1, s2] = [await launch(b, p1.token, 'lale-keno'), await launch(b, p2.token, 'lale-keno')];
    const draw = (await kenoState(b, s1)).next!;
    // Tickets through the process that does not lead: 2 of 2 (×9.65) and 0 of 3.
    const winner = await drawCall<KenoBuyResult>(b, 'keno', 'buy', {
      session: s1,
      picks: [drawn[0]!, drawn[10]!],
      stake: 10,
    });
    const loser = await drawCall<KenoBuyResult>(b, 'keno', 'buy', {
      session: s2,
      picks: missed.slice(0, 3),
      stake: 20,
    });
    expect([winner.status, loser.status]).toEqual([200, 200]);
    // A ticket written by a process that died before the wallet took its stake.
    const orphan = randomUUID();
    await database.db.insert(drawTickets).values({
      id: orphan,
      drawId: draw.drawId,
      playerId: p3.playerId,
      gameId: KENO.catalogue.id,
      currencyId: 1,
      slot: 1,
      stakeMinor: 700n,
      numbers: [1],
      status: 'pending',
      createdAt: clock.now(),
    });

    await run(startsAt + 5_000, a, b);
    // Process A is killed: it neither finishes the draw nor gives its lease up. B waits for the lease.
    const lastRenewal = clock.now().getTime();
    await run(lastRenewal + LEASE - 1, b);
    expect(b.modules.originals.draws.keno.scheduler.leading).toBe(false);
    // Meanwhile the balls come out by the clock all the same, never one early.
    const during = (await kenoState(b, s1)).current!;
    const out = Math.floor((clock.now().getTime() - startsAt) / 1_500);
    expect(during).toMatchObject({
      drawId: draw.drawId,
      phase: 'drawing',
      hash: null,
      balls: drawn.slice(0, out),
    });

    // Nobody leads past the draw's end; then B takes over and finishes it.
    clock.set(new Date(finishesAt + 7_000));
    expect((await kenoState(b, s1)).current!.balls).toEqual(drawn);
    await b.tick();
    expect(b.modules.originals.draws.keno.scheduler.leading).toBe(true);
    const [first] = await kenoDraws();
    expect(first).toMatchObject({ id: draw.drawId, phase: 'finished', winners: 1 });
    expect(first!.settledAt).not.toBeNull();

    const tickets = await database.db.select().from(drawTickets).where(eq(drawTickets.drawId, draw.drawId));
    const byId = new Map(tickets.map((ticket) => [ticket.id, ticket]));
    expect(byId.get(winner.body.data.tickets[0]!.ticketId)).toMatchObject({
      status: 'won',
      winMinor: 9_650n,
    });
    expect(byId.get(loser.body.data.tickets[0]!.ticketId)).toMatchObject({ status: 'lost', winMinor: 0n });
    expect(byId.get(orphan)).toMatchObject({ status: 'refunded' });
    for (const ticket of tickets) expect(ticket.paidAt).not.toBeNull();
    expect(cents((await kenoState(b, s1)).balance)).toBe(10_000 - 1_000 + 9_650);
    expect(cents((await kenoState(b, s2)).balance)).toBe(10_000 - 2_000);
    // The orphan's id is a tombstone: its stake can never be taken late.
    const [tombstone] = await database.db
      .select()
      .from(gameTransactions)
      .where(eq(gameTransactions.providerTx, `draw:${draw.drawId}:${orphan}:bet`));
    expect(tombstone?.tombstone).toBe(true);
    expect((await ledgerInvariants(database.db)).ok).toBe(true);

    const history = (await kenoState(b, s1)).history;
    expect(history[0]).toMatchObject({ drawId: draw.drawId, chainIndex: 1, void: false, balls: drawn });
    expect(chain.verifyRoundHash(history[0]!.hash, 1, known.commitment)).toBe(true);

    // Process A wakes up: it no longer leads and changes nothing.
    const before = await kenoDraws();
    await a.tick();
    expect(a.modules.originals.draws.keno.scheduler.leading).toBe(false);
    expect(await kenoDraws()).toEqual(before);
  });

  it('voids a draw whose hash does not check against its chain: every ticket refunded', async () => {
    const player = await newPlayer(b, { cashMinor: 5_000n });
    const session = await launch(b, player.token, 'lale-keno');
    const onSale = (await kenoState(b, session)).next!;
    const bought = await drawCall<KenoBuyResult>(b, 'keno', 'buy', { session, picks: [5, 6], stake: 7.5 });
    expect(bought.body.data.balance).toBe(42.5);
    await database.db
      .update(draws)
      .set({ hash: sha256Hex('not a link of the chain') })
      .where(eq(draws.id, onSale.drawId));

    await run(onSale.finishesAt, b);
    const [row] = await database.db.select().from(draws).where(eq(draws.id, onSale.drawId));
    expect(row).toMatchObject({ phase: 'void' });
    expect(row!.settledAt).not.toBeNull();
    const after = await kenoState(b, session);
    expect(after.balance).toBe(50);
    expect(after.history[0]).toMatchObject({ drawId: onSale.drawId, void: true, balls: [] });
    const [ticket] = await database.db
      .select()
      .from(drawTickets)
      .where(and(eq(drawTickets.drawId, onSale.drawId), eq(drawTickets.playerId, player.playerId)));
    expect(ticket).toMatchObject({ status: 'refunded' });
    // Its game round is Cancelled (3).
    const [round] = await database.db
      .select()
      .from(gameRounds)
      .where(like(gameRounds.providerRound, `draw:${onSale.drawId}:%`));
    expect(round?.status).toBe(3);
    expect((await ledgerInvariants(database.db)).ok).toBe(true);
  });

  it('carries a draw on through a restart of the only process', async () => {
    await close(a);
    const player = await newPlayer(b, { cashMinor: 5_000n });
    const session = await launch(b, player.token, 'lale-keno');
    const onSale = (await kenoState(b, session)).next!;
    expect(onSale.chainIndex).toBe(3);
    const balls = keno.roundKenoDraw(known.hashes[3]!);
    const bought = await drawCall<KenoBuyResult>(b, 'keno', 'buy', {
      session,
      picks: [balls[19]!],
      stake: 10,
    });
    expect(bought.status).toBe(200);
    await run(onSale.startsAt + 6_000, b);
    await close(b);

    const restarted = await drawsApp(database, clock);
    try {
      // B gave its lease up on the way out: the new process leads at once and carries the draw on.
      expect(restarted.modules.originals.draws.keno.scheduler.leading).toBe(true);
      expect((await kenoState(restarted, session)).current).toMatchObject({
        drawId: onSale.drawId,
        phase: 'drawing',
        balls: balls.slice(0, 4),
      });
      await run(onSale.finishesAt, restarted);
      const after = await kenoState(restarted, session);
      expect(after.current).toMatchObject({ drawId: onSale.drawId, phase: 'finished', balls });
      expect(after.tickets[0]).toMatchObject({ status: 'won', win: 38.4 });
      expect(after.balance).toBe(50 - 10 + 38.4);
      expect((await ledgerInvariants(database.db)).ok).toBe(true);
    } finally {
      b = restarted;
    }
  });
});
