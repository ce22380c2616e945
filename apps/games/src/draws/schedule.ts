/*
 * The pure arithmetic of a scheduled draw's show: which of its balls the server's clock has revealed,
 * when the next one comes, and how a countdown reads. The server publishes a draw's balls with the
 * moment the first is shown and the interval between them; every page reveals them by that schedule
 * (no frame per ball), so a late joiner sees exactly what the others see.
 */

export type Reveal = {
  /** The balls in the order they come out. */
  balls: readonly number[];
  /** Server epoch ms at which the first ball is shown. */
  firstBallAt: number;
  /** Milliseconds between two balls. */
  intervalMs: number;
};

/** How many balls are out at `serverNow` (0 before the first, all after the last). */
export function revealedCount(reveal: Reveal, serverNow: number): number {
  if (serverNow < reveal.firstBallAt) return 0;
  const out = Math.floor((serverNow - reveal.firstBallAt) / reveal.intervalMs) + 1;
  return Math.min(out, reveal.balls.length);
}

/** The balls out at `serverNow`, in order. */
export function revealedBalls(reveal: Reveal, serverNow: number): number[] {
  return reveal.balls.slice(0, revealedCount(reveal, serverNow));
}

/** Milliseconds until the next ball, or null when every ball is out. */
export function nextBallIn(reveal: Reveal, serverNow: number): number | null {
  const out = revealedCount(reveal, serverNow);
  if (out >= reveal.balls.length) return null;
  return reveal.firstBallAt + out * reveal.intervalMs - serverNow;
}

/** When the last ball is shown (server epoch ms). */
export function showEndsAt(reveal: Reveal): number {
  return reveal.firstBallAt + Math.max(0, reveal.balls.length - 1) * reveal.intervalMs;
}

/** A countdown as m:ss (rounded up: "0:01" until the very moment), never negative. */
export function countdownText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
