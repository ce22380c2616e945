/*
 * The pure arithmetic of a scheduled draw's clock (contracts/originals-draws.ts "A draw's life"):
 * ball i (1-based) comes out at startsAt + i × ballIntervalMs; a countdown reads m:ss.
 */

/** When ball `call` (1-based) comes out. */
export function ballAt(startsAt: number, call: number, intervalMs: number): number {
  return startsAt + call * intervalMs;
}

/** How many balls the schedule has out at `serverNow` (0 before the first, `total` after the last). */
export function ballsDue(startsAt: number, intervalMs: number, total: number, serverNow: number): number {
  if (serverNow < startsAt + intervalMs) return 0;
  return Math.min(total, Math.floor((serverNow - startsAt) / intervalMs));
}

/** A countdown as m:ss (rounded up: "0:01" until the very moment), never negative. */
export function countdownText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
