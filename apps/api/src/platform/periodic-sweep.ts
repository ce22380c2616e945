import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.ts';

/*
 * A background sweep every `intervalMs` with the clock's "now" (bonus expiry, abandoned checkouts). Every
 * API process runs its own; the sweeps themselves must be safe side by side (they lock what they change
 * with FOR UPDATE SKIP LOCKED, so two processes never take the same row). A sweep still running when the
 * next tick comes is not doubled, and a failure is logged, never thrown into the timer.
 */

export type PeriodicSweep = {
  /** One sweep now (the timer's tick; tests call it directly). */
  tick(): Promise<void>;
  start(): void;
  /** Stops the timer and waits for a sweep in progress. */
  stop(): Promise<void>;
};

export function createPeriodicSweep({
  name,
  sweep,
  clock,
  log,
  intervalMs,
}: {
  /** For the log lines: 'bonuses expired', 'checkouts expired'. */
  name: string;
  /** Does the work; answers how many rows it changed. */
  sweep: (now: Date) => Promise<number>;
  clock: Clock;
  log: FastifyBaseLogger;
  intervalMs: number;
}): PeriodicSweep {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function sweepOnce(): Promise<void> {
    try {
      const changed = await sweep(clock.now());
      if (changed > 0) log.info({ changed }, name);
    } catch (err) {
      log.error({ err }, `${name}: sweep failed`);
    }
  }

  function tick(): Promise<void> {
    running ??= sweepOnce().finally(() => (running = undefined));
    return running;
  }

  return {
    tick,
    start(): void {
      if (timer) return;
      timer = setInterval(() => void tick(), intervalMs);
      // A pending sweep never keeps the process alive on its own.
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
