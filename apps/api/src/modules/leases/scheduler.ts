import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { LEASE_MS, type Lease } from './lease.ts';

/*
 * The loop that runs a piece of scheduled work (a game's rounds, a draw game, the simulated sports feed)
 * on the process that holds its lease. Each tick: keep (or try to take) the lease; a process that just
 * took it first recovers what the previous holder left; the holder then does everything due at the
 * clock's "now" (open a round, take off, crash, settle; send the feed's messages) and says when something
 * is next due. The timer is set for that, but never later than a third of the lease, so
 * the lease is renewed well before it can expire. Processes that do not hold it try again when the
 * holder's lease runs out (at least every third of the lease), so a killed holder is replaced within
 * the lease (10 s) of its last renewal.
 *
 * Timers are injectable: tests use `manualTimers` (nothing fires on its own) and call `tick()` after
 * moving their clock, so a whole round runs in fake time without a sleep.
 */

export type Timers = {
  /** Calls `run` after `ms`; answers how to cancel it. */
  after(ms: number, run: () => void): () => void;
};

export const realTimers: Timers = {
  after(ms, run) {
    const timer = setTimeout(run, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/** Timers that never fire: the test drives the scheduler with `tick()`. */
export const manualTimers: Timers = { after: () => () => {} };

/** Scheduled work as its scheduler sees it. */
export type ScheduledWork = {
  /** Finishes what a previous holder left (rounds in play, settlements half done), or reloads its state. */
  recover(): Promise<void>;
  /** Does what is due at `now`; answers when the next thing is due (null: nothing planned). */
  step(now: Date): Promise<Date | null>;
};

export type Scheduler = ReturnType<typeof createScheduler>;

export function createScheduler({
  name,
  lease,
  work,
  clock,
  log,
  timers = realTimers,
  leaseMs = LEASE_MS,
}: {
  name: string;
  lease: Lease;
  work: ScheduledWork;
  clock: Clock;
  log: FastifyBaseLogger;
  timers?: Timers;
  leaseMs?: number;
}) {
  const pace = Math.floor(leaseMs / 3);
  let cancel: (() => void) | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  async function tickOnce(): Promise<number> {
    try {
      const acquired = await lease.acquire();
      // Held elsewhere: try again the moment that lease runs out (a killed holder is replaced within
      // the lease, 10 s, rather than up to a pace after it), and at least every pace.
      if (acquired === 'none') return Math.min(pace, (await lease.msUntilClaimable()) ?? pace);
      if (acquired === 'claimed') {
        log.info({ lease: name, holder: lease.holder }, 'scheduled work: this process holds its lease');
        await work.recover();
      }
      const next = await work.step(clock.now());
      if (next === null) return pace;
      return Math.max(0, Math.min(pace, next.getTime() - clock.now().getTime()));
    } catch (err) {
      log.error({ err, lease: name }, 'scheduled work: tick failed');
      return Math.min(pace, 1_000);
    }
  }

  function schedule(ms: number): void {
    if (stopped) return;
    cancel = timers.after(ms, () => {
      cancel = undefined;
      void tick().then(schedule);
    });
  }

  /** One tick now (a tick already running is not doubled); answers the ms until the next one. */
  function tick(): Promise<number> {
    running ??= tickOnce().finally(() => (running = undefined));
    return running;
  }

  /*
   * Stops the loop and waits for a tick in progress, but keeps the lease: what a process that died looks
   * like to the others (they take over once the lease expires). Tests simulate a killed holder with it.
   */
  async function halt(): Promise<void> {
    stopped = true;
    cancel?.();
    cancel = undefined;
    await running;
  }

  return {
    tick,
    /**
     * A tick now, after the one in progress, and the timer set again from it: what a clock moved forward
     * (originals scheduled/game-clock.ts) needs, since the pending timer was set from the old time. Answers the ms
     * until the next tick.
     */
    async wake(): Promise<number> {
      // A stopped loop stays stopped: a tick now could take the lease it has just given up.
      if (stopped) return pace;
      await running;
      if (stopped) return pace;
      cancel?.();
      cancel = undefined;
      const ms = await tick();
      // While this tick ran nothing else could set a timer (the one pending was cancelled above).
      if (!cancel) schedule(ms);
      return ms;
    },
    get leading() {
      return lease.leading;
    },
    /** Replaces the timers before `start` (tests: `manualTimers`). */
    useTimers(next: Timers): void {
      timers = next;
    },
    start(): void {
      if (!stopped) return;
      stopped = false;
      void tick().then(schedule);
    },
    /** Stops the loop, waits for a tick in progress and gives the lease up; a round in play stays as it is. */
    async stop(): Promise<void> {
      await halt();
      await lease
        .release()
        .catch((err: unknown) => log.warn({ err, lease: name }, 'scheduled work: release failed'));
    },
    halt,
  };
}
