/*
 * The server's clock as the page reads it (contracts/originals-crash.ts, "Time"): every `state` answer
 * carries the server's `now`; the page keeps `offset = now − Date.now()` taken when the answer arrived
 * and reads the server's "now" as `Date.now() + offset`. Every page shows the multiplier of the same
 * server instant, so two players see the same number at the same moment.
 */

export type ServerClock = {
  /** Takes a `state` answer's `now`, received at `localNow` (Date.now() when it arrived). */
  sync(serverNow: number, localNow?: number): void;
  now(localNow?: number): number;
  readonly offset: number;
};

export function createServerClock(): ServerClock {
  let offset = 0;
  return {
    sync(serverNow, localNow = Date.now()) {
      offset = serverNow - localNow;
    },
    now: (localNow = Date.now()) => localNow + offset,
    get offset() {
      return offset;
    },
  };
}
