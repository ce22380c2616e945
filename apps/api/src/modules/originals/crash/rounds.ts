import { CRASH_TOPIC, type CrashFrame } from '@lale/contracts';
import { crash } from '@lale/originals';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/connection.ts';
import type { Transaction } from '../../../db/executor.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Currency } from '../../../platform/money.ts';
import type { Lease, ScheduledWork } from '../../leases/index.ts';
import type { OperatorCaps } from '../play/service.ts';
import type { ChainStore } from '../scheduled/chain-store.ts';
import type { OriginalsLive } from '../scheduled/live.ts';
import type { CrashMoney } from './money.ts';
import { crashRepo, type CrashBetRow, type CrashRoundRow, type RoundWithCommitment } from './repo.ts';
import { CRASH_GAME_KEY, crashesAt, wonAt } from './rules.ts';
import { frames } from './views.ts';

/*
 * The crash rounds, run by the process that leads the game (modules/leases scheduler.ts): open a round for
 * BETTING_WINDOW_MS, take off, pay auto cash-outs as the flight reaches their targets, crash at the first
 * ms whose multiplier passes the crash point (`crash.crashTimeMs`), settle what is left (lost; a pending
 * bet refunded), reveal the round's hash, pause PAUSE_AFTER_CRASH_MS, open the next. Every change of a
 * round's phase is one transaction that first renews the lease (`leader.fence`): a process that lost the
 * lease changes nothing. A bet's outcome follows from its round's phase alone, so deciding and paying
 * bets needs no fence: every decision is a conditional update and every payment idempotent.
 */

/** Concurrent wallet calls while settling a round (each is its own short transaction). */
const SETTLE_CONCURRENCY = 8;

class NotLeading extends Error {}

export type CrashRounds = ScheduledWork & {
  /** Pays a bet just cashed out and tells every page. */
  paid(won: CrashBetRow, auto: boolean): Promise<void>;
};

export function createCrashRounds({
  db,
  clock,
  leader,
  chains,
  money,
  live,
  currency,
  caps,
  log,
}: {
  db: Database;
  clock: Clock;
  leader: Lease;
  chains: ChainStore;
  money: CrashMoney;
  live: OriginalsLive;
  currency: (id: number) => Promise<Currency>;
  caps: OperatorCaps;
  log: FastifyBaseLogger;
}): CrashRounds {
  const publish = (frame: CrashFrame) => live.publish(CRASH_TOPIC, frame);
  const at = () => clock.now().getTime();

  async function fenced<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      if (!(await leader.fence(tx))) throw new NotLeading();
      return work(tx);
    });
  }

  async function open(now: Date): Promise<void> {
    const round = await fenced(async (tx) => {
      const taken = await chains.takeNext(tx, CRASH_GAME_KEY);
      const row = await crashRepo.insertRound(tx, {
        chainId: taken.chainId,
        chainIndex: taken.index,
        hash: taken.hash,
        crashPoint: crash.roundCrashPoint(taken.hash),
        phase: 'betting',
        bettingEndsAt: new Date(now.getTime() + crash.BETTING_WINDOW_MS),
        createdAt: now,
      });
      return { ...row, commitment: taken.commitment };
    });
    publish(frames.round(at(), round));
  }

  async function takeOff(round: CrashRoundRow, now: Date): Promise<void> {
    const moved = await fenced((tx) =>
      crashRepo.moveRound(tx, round.id, ['betting'], { phase: 'flying', startedAt: now }),
    );
    if (moved) publish(frames.takeoff(at(), moved.id, now));
  }

  /** A bet just cashed out: its win paid and shown to every page. */
  async function paid(won: CrashBetRow, auto: boolean): Promise<void> {
    await money.settle(won);
    publish(frames.cashout(at(), won, await currency(won.currencyId), auto));
  }

  async function cashOut(bet: CrashBetRow, multiplier: number, auto: boolean) {
    const won = await crashRepo.moveBet(db, bet.id, ['open'], wonAt(bet, multiplier, caps, clock.now()));
    if (won) await paid(won, auto);
    return won;
  }

  /** Auto cash-outs whose targets the flight has reached by `now` (never above the crash point). */
  async function payReachedTargets(round: CrashRoundRow, upTo: number): Promise<void> {
    for (const bet of await crashRepo.reachedTargets(db, round.id, Math.min(upTo, round.crashPoint)))
      await cashOut(bet, bet.autoCashOut!, true);
  }

  async function crashRound(round: CrashRoundRow): Promise<void> {
    const crashedAt = crashesAt(round);
    const moved = await fenced((tx) =>
      crashRepo.moveRound(tx, round.id, ['flying'], { phase: 'crashed', crashedAt }),
    );
    if (!moved) return;
    // Targets reached before the crash that the loop had not paid yet are shown before the crash itself.
    await payReachedTargets(moved, moved.crashPoint);
    const nextRoundAt = Math.max(crashedAt.getTime(), clock.now().getTime()) + crash.PAUSE_AFTER_CRASH_MS;
    publish(frames.crashed(at(), moved, nextRoundAt));
    await settle(moved);
  }

  /**
   * Decides every bet of a crashed or void round still undecided and moves its money; marks the round
   * settled once nothing is left. Safe to run again (after a failure, on another process).
   */
  async function settle(round: CrashRoundRow): Promise<boolean> {
    const now = clock.now();
    if (round.phase === 'crashed') {
      // Targets the flight reached but the leader had not paid yet (it fell behind): paid exactly at target.
      await payReachedTargets(round, round.crashPoint);
      await crashRepo.loseOpenBets(db, round.id, now);
    }
    if (round.phase === 'crashed' || round.phase === 'void') {
      const undecided = await crashRepo.betsOfRound(db, round.id, ['pending', 'open']);
      for (const bet of undecided)
        await crashRepo.moveBet(db, bet.id, ['pending', 'open'], {
          status: 'refunded',
          winMinor: 0n,
          settledAt: now,
        });
    } else {
      return false;
    }
    const unpaid = await crashRepo.unpaidBets(db, round.id);
    let failed = 0;
    for (let i = 0; i < unpaid.length; i += SETTLE_CONCURRENCY) {
      const outcomes = await Promise.all(
        unpaid.slice(i, i + SETTLE_CONCURRENCY).map((bet) => money.settle(bet)),
      );
      failed += outcomes.filter((outcome) => outcome?.status !== 'ok').length;
    }
    if (failed > 0 || (await crashRepo.undecidedCount(db, round.id)) > 0) {
      log.error({ roundId: round.id, failed }, 'crash: a round could not be settled yet; retrying');
      return false;
    }
    await crashRepo.markSettled(db, round.id, clock.now());
    return true;
  }

  /** Does one thing due at `now` on the newest round; 'again' when it did, else when the next is due. */
  async function advance(round: RoundWithCommitment | undefined, now: Date): Promise<Date | 'again'> {
    if (!round) {
      await open(now);
      return 'again';
    }
    switch (round.phase) {
      case 'betting':
        if (now < round.bettingEndsAt) return round.bettingEndsAt;
        await takeOff(round, now);
        return 'again';
      case 'flying': {
        const crashAt = crashesAt(round);
        if (now >= crashAt) {
          await crashRound(round);
          return 'again';
        }
        const elapsed = now.getTime() - round.startedAt!.getTime();
        await payReachedTargets(round, crash.multiplierAt(elapsed));
        const target = await crashRepo.nextTarget(db, round.id, round.crashPoint);
        if (target === null) return crashAt;
        const reachAt = new Date(round.startedAt!.getTime() + crash.msToReach(target));
        return reachAt < crashAt ? reachAt : crashAt;
      }
      default: {
        // Crashed (the pause, then the next round) or void (a new leader's recovery: the next round now).
        const openAt =
          round.phase === 'crashed'
            ? new Date(round.crashedAt!.getTime() + crash.PAUSE_AFTER_CRASH_MS)
            : (round.settledAt ?? now);
        if (now < openAt) return openAt;
        await open(now);
        return 'again';
      }
    }
  }

  return {
    paid,

    async step(): Promise<Date | null> {
      try {
        for (const round of await crashRepo.unsettledRounds(db))
          if (round.phase === 'crashed' || round.phase === 'void') await settle(round);
        for (let moves = 0; moves < 10; moves += 1) {
          const now = clock.now();
          const next = await advance(await crashRepo.latestRound(db), now);
          if (next !== 'again') return next;
        }
        return clock.now();
      } catch (err) {
        if (err instanceof NotLeading) return null;
        throw err;
      }
    },

    /**
     * A new leader's first act: a round left in betting or flying by the previous leader is void. Why void
     * and not settle: while no leader ran, the round's frames stopped and cash-outs were refused (they need
     * a live lease, crash/bets.ts), so its players could not act on the flight; taking their stakes for a
     * crash they could not answer would be unfair, and settling "as if" would pay or take on a timeline
     * nobody saw. So every bet not cashed out gets its stake back; a bet cashed out before the leader was
     * lost keeps its pay — it was decided at a multiplier the round really reached (never above its crash
     * point) and paid then. The round's hash is revealed as for any finished round.
     */
    async recover(): Promise<void> {
      try {
        for (const round of await crashRepo.unsettledRounds(db)) {
          let finished: CrashRoundRow | undefined = round;
          if (round.phase === 'betting' || round.phase === 'flying') {
            finished = await fenced((tx) =>
              crashRepo.moveRound(tx, round.id, ['betting', 'flying'], { phase: 'void' }),
            );
            if (finished) {
              log.warn({ roundId: round.id, was: round.phase }, 'crash: a round left in play is void');
              publish(frames.void(at(), finished));
            }
          }
          if (finished) await settle(finished);
        }
      } catch (err) {
        if (!(err instanceof NotLeading)) throw err;
      }
    },
  };
}
