import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { createPeriodicSweep, type SweepRuns } from '../../platform/periodic-sweep.ts';
import type { BonusService } from './service.ts';

/*
 * Expires bonuses in the background. Every API process runs one; they do not need to agree who sweeps,
 * because a sweep skips the rows another holds (FOR UPDATE SKIP LOCKED) and a bonus expired by one is no
 * longer active for the others.
 */

export const BONUS_SWEEP_INTERVAL_MS = 60_000;

export function createBonusSweeper({
  bonus,
  clock,
  log,
  intervalMs = BONUS_SWEEP_INTERVAL_MS,
  onRun,
}: {
  bonus: Pick<BonusService, 'sweepExpired'>;
  clock: Clock;
  log: FastifyBaseLogger;
  intervalMs?: number;
  onRun?: SweepRuns;
}) {
  return createPeriodicSweep({
    name: 'bonuses expired',
    sweep: (now) => bonus.sweepExpired(now),
    clock,
    log,
    intervalMs,
    onRun,
  });
}

export type BonusSweeper = ReturnType<typeof createBonusSweeper>;
