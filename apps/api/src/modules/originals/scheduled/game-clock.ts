import type { Clock } from '../../../platform/clock.ts';
import type { Scheduler } from '../../leases/index.ts';

/*
 * The scheduled games' clock (crash rounds, keno and bingo draws, and outside production the simulated
 * sports feed's matches, which app.ts runs on it): the app's clock plus an offset that
 * only grows. In production the offset is always 0 and nothing can move it (the control that does is a
 * dev route, registered only outside production). Outside production a browser journey moves it forward
 * instead of waiting for real rounds (modules/dev): the game pages follow, because they take the
 * server's "now" as the largest lower bound its frames give (games shell/server-clock.ts), so a jump
 * forward is seen as the rounds moving on, while a jump back could never be, hence forward only.
 */

export type GameClock = Clock & {
  /** How far ahead of the app's clock the games run (ms). */
  readonly offsetMs: number;
  /** Moves the games' time forward by `ms` (never back). */
  advance(ms: number): void;
};

export function createGameClock(base: Clock): GameClock {
  let offsetMs = 0;
  return {
    now: () => new Date(base.now().getTime() + offsetMs),
    get offsetMs() {
      return offsetMs;
    },
    advance(ms) {
      if (ms > 0) offsetMs += ms;
    },
  };
}

/**
 * Moves `clock` forward by `ms` the way real time would pass, only faster: in steps that end exactly
 * where some scheduler has its next thing due (an open, a take-off, a crash, a ball, a sales close),
 * waking the schedulers due, so every round passes through each of its phases at its own time and
 * every lease is renewed long before it could expire (a scheduler is due at least every pace, a third
 * of the lease). One jump past a lease's expiry would let the leader's own recovery void the round in
 * play.
 */
export async function fastForward(clock: GameClock, schedulers: readonly Scheduler[], ms: number) {
  const dueAt = new Map<Scheduler, number>();
  const wake = (due: readonly Scheduler[]) =>
    Promise.all(
      due.map(async (scheduler) => {
        const wait = await scheduler.wake();
        dueAt.set(scheduler, clock.now().getTime() + Math.max(1, wait));
      }),
    );
  await wake(schedulers);
  let left = Math.max(0, Math.floor(ms));
  while (left > 0) {
    const step = Math.min(left, Math.max(1, Math.min(...dueAt.values()) - clock.now().getTime()));
    clock.advance(step);
    left -= step;
    const now = clock.now().getTime();
    await wake(schedulers.filter((scheduler) => dueAt.get(scheduler)! <= now));
  }
}
