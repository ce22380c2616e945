import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { BonusService } from './service.ts';

/*
 * Expires bonuses in the background: every `intervalMs` the sweep runs with the clock's "now". Every API
 * process runs one; they do not need to agree who sweeps, because a sweep skips the rows another holds
 * (FOR UPDATE SKIP LOCKED) and a bonus expired by one is no longer active for the others. A sweep still
 * running when the next tick comes is not doubled.
 */

export const BONUS_SWEEP_INTERVAL_MS = 60_000;

export function createBonusSweeper({
  bonus,
  clock,
  log,
  intervalMs = BONUS_SWEEP_INTERVAL_MS,
}: {
  bonus: Pick<BonusService, 'sweepExpired'>;
  clock: Clock;
  log: FastifyBaseLogger;
  intervalMs?: number;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function sweepOnce(): Promise<void> {
    try {
      const expired = await bonus.sweepExpired(clock.now());
      if (expired > 0) log.info({ expired }, 'bonuses expired');
    } catch (err) {
      log.error({ err }, 'bonus expiry sweep failed');
    }
  }

  /** One sweep now (the timer's tick; tests call it directly). */
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
    /** Stops the timer and waits for a sweep in progress. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type BonusSweeper = ReturnType<typeof createBonusSweeper>;
