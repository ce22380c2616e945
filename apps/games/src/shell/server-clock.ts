/*
 * The server's clock as a scheduled game's page reads it (contracts/originals-crash.ts, "Time"; the
 * draws follow the same rule): a `state` answer carries the server's `now`, so `offset = now − local
 * time when it arrived` and the server's "now" is `local + offset`. Every page shows the multiplier (the
 * ball, the countdown) of the same server instant, so two players see the same thing at the same moment.
 *
 * The answer's `now` was taken before the answer left the server, so that offset errs on the late side
 * by the answer's time on the way (a busy server, a slow network: up to a second). Every hub frame says
 * when the server sent it (`at`), and the server's clock had certainly reached `at` when the frame
 * arrived: `at − local` is a lower bound of the offset, and frames arrive within milliseconds. The clock
 * keeps the largest of these bounds. Local time is `performance.now()`-based (monotonic), so a change of
 * the computer's clock cannot make an old bound wrong.
 */

export type ServerClock = {
  /** A `state` answer's `now`, received at `local`. */
  sync(serverNow: number, local?: number): void;
  /** A frame the server sent at `serverAt` arrived at `local`: the server's clock is at least there. */
  observe(serverAt: number, local?: number): void;
  now(local?: number): number;
  readonly offset: number;
};

const monotonic = () => performance.timeOrigin + performance.now();

export function createServerClock(localNow: () => number = monotonic): ServerClock {
  let offset: number | null = null;
  const raise = (bound: number) => {
    offset = offset === null ? bound : Math.max(offset, bound);
  };
  return {
    sync(serverNow, local = localNow()) {
      raise(serverNow - local);
    },
    observe(serverAt, local = localNow()) {
      raise(serverAt - local);
    },
    now: (local = localNow()) => local + (offset ?? 0),
    get offset() {
      return offset ?? 0;
    },
  };
}
