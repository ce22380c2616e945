import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.ts';
import type { JobResult } from './metrics.ts';

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

/** Told of every run: the sweep's name, what it came to and how long it took (the metrics' job runs). */
export type SweepRuns = (job: string, result: JobResult, seconds: number) => void;

export function createPeriodicSweep({
  name,
  sweep,
  clock,
  log,
  intervalMs,
  onRun = () => {},
}: {
  /** For the log lines: 'bonuses expired', 'checkouts expired'. */
  name: string;
  /** Does the work; answers how many rows it changed. */
  sweep: (now: Date) => Promise<number>;
  clock: Clock;
  log: FastifyBaseLogger;
  intervalMs: number;
  onRun?: SweepRuns;
}): PeriodicSweep {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function sweepOnce(): Promise<void> {
    // Measured time, not the clock's: a test's clock stands still while the sweep runs.
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const changed = await sweep(clock.now());
      if (changed > 0) log.info({ changed }, name);
      onRun(name, changed > 0 ? 'changed' : 'idle', seconds());
    } catch (err) {
      log.error({ err }, `${name}: sweep failed`);
      onRun(name, 'failed', seconds());
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
