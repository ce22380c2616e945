/*
 * The server's clock, as the crash game reads it (contracts/originals-crash.ts "Time"): every answer
 * carrying the server's `now` resets the offset, and the page reads the server's present as
 * `Date.now() + offset`. A scheduled draw's countdowns and ball reveals all go by this clock, so every
 * player's page shows the same ball at the same moment.
 */

export type ServerClock = {
  /** The server's epoch ms now. */
  now(): number;
  /** Takes the server's `now` from an answer that just arrived. */
  sync(serverNow: number): void;
};

export function createServerClock(local: () => number = Date.now): ServerClock {
  let offset = 0;
  return {
    now: () => local() + offset,
    sync(serverNow) {
      offset = serverNow - local();
    },
  };
}
