import { crash } from '@lale/originals';
import type { OperatorCaps } from '../play/service.ts';
import { cappedWin } from '../games/definition.ts';

/* The crash game's rules as the API applies them: the math's own (packages/originals) and the operator's caps. */

/** The scheduler's and the chain's name for the game. */
export const CRASH_GAME_KEY = 'crash';

/** What a bet cashed out at `multiplier` pays: stake × multiplier floored to the minor unit, then capped. */
export function crashWin(stakeMinor: bigint, multiplier: number, caps: OperatorCaps): bigint {
  return cappedWin(
    crash.winMinor(stakeMinor, multiplier),
    stakeMinor,
    { maxWinStakes: crash.MAX_WIN_STAKES },
    caps.maxWinMinor,
  );
}

/** The columns of a bet cashed out at `multiplier` at `now`. */
export function wonAt(bet: { stakeMinor: bigint }, multiplier: number, caps: OperatorCaps, now: Date) {
  return {
    status: 'won' as const,
    cashedOut: multiplier,
    winMinor: crashWin(bet.stakeMinor, multiplier, caps),
    settledAt: now,
  };
}

/** Stakes a bet may have: the math's limits, the operator's lower maximum if set. */
export function crashStakeLimits(caps: OperatorCaps): { minMinor: bigint; maxMinor: bigint } {
  const max = crash.MAX_STAKE_MINOR;
  return {
    minMinor: crash.MIN_STAKE_MINOR,
    maxMinor: caps.maxStakeMinor !== null && caps.maxStakeMinor < max ? caps.maxStakeMinor : max,
  };
}

/** When a flying round crashes: the first ms whose multiplier passes its crash point (the math's rule). */
export function crashesAt(round: { startedAt: Date | null; crashPoint: number }): Date {
  return new Date(round.startedAt!.getTime() + crash.crashTimeMs(round.crashPoint));
}
