import { cappedWin } from '../games/definition.ts';
import type { OperatorCaps } from '../play/service.ts';
import type { DrawGameDefinition } from './definition.ts';

/* The draws' rules as the API applies them: balls by the clock, wins capped, stake limits. */

/** Draw orders computed lately (a state call per page every few seconds must not redo the HMAC work). */
const ORDERS = new Map<string, number[]>();
const ORDERS_KEPT = 64;

/** The balls a draw calls, in order (the first `calls` of its hash's order). */
export function drawnBalls(game: DrawGameDefinition, hash: string): number[] {
  const key = `${game.game}:${hash}`;
  let order = ORDERS.get(key);
  if (!order) {
    order = game.drawOrder(hash).slice(0, game.calls);
    if (ORDERS.size >= ORDERS_KEPT) ORDERS.delete(ORDERS.keys().next().value!);
    ORDERS.set(key, order);
  }
  return order;
}

/** How many balls are out at `now`: ball i at starts_at + i × ball interval, never more than `calls`. */
export function callsAt(game: DrawGameDefinition, startsAt: Date, now: Date): number {
  const elapsed = now.getTime() - startsAt.getTime();
  if (elapsed < game.ballIntervalMs) return 0;
  return Math.min(game.calls, Math.floor(elapsed / game.ballIntervalMs));
}

/** The balls out at `now`, in order: never one whose time has not come. */
export function calledBalls(
  game: DrawGameDefinition,
  draw: { hash: string; startsAt: Date },
  now: Date,
): number[] {
  const count = callsAt(game, draw.startsAt, now);
  return count === 0 ? [] : drawnBalls(game, draw.hash).slice(0, count);
}

/** What a ticket pays: stake × multiplier floored to the minor unit, capped by the game and the operator. */
export function ticketWin(
  game: DrawGameDefinition,
  stakeMinor: bigint,
  multiplier: number,
  caps: OperatorCaps,
): bigint {
  return cappedWin((stakeMinor * BigInt(multiplier)) / 10_000n, stakeMinor, game, caps.maxWinMinor);
}

/** A keno ticket's stake limits: the math's, the operator's lower maximum if set. */
export function stakeLimits(
  limits: { minMinor: bigint; maxMinor: bigint },
  caps: OperatorCaps,
): { minMinor: bigint; maxMinor: bigint } {
  const max = limits.maxMinor;
  return {
    minMinor: limits.minMinor,
    maxMinor: caps.maxStakeMinor !== null && caps.maxStakeMinor < max ? caps.maxStakeMinor : max,
  };
}
