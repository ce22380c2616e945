/*
 * "Lale Keno", Lale Originals' TV-style keno: one draw every minute for all players, its whole
 * mathematics in one place. 20 of the numbers 1–80 are drawn (from the game's hash chain, src/chain);
 * a ticket picks 1–10 numbers and is paid by its pick count and how many of its numbers were drawn.
 *
 * The chance of h hits with p picks is hypergeometric, C(p, h) × C(80 − p, 20 − h) / C(80, 20), so
 * each pick count's return is computed exactly (rtp.ts). Published: 96.00%. Exact per pick count:
 *   1: 96.0000%  2: 95.9968%  3: 96.0175%  4: 95.9779%  5: 96.0105%
 *   6: 95.9892%  7: 95.9865%  8: 96.0145%  9: 96.0380%  10: 95.9841%
 * (every one within 0.04 points of the published figure; test/keno.test.ts asserts within 0.2).
 * The top prizes of 6–9 picks are kept moderate (×800 … ×5,000) so a ticket's standard deviation stays
 * below 10 stakes; only 10 of 10 reaches ×10,000.
 *
 * Long run (simulateKeno(seededRng(1), 10_000_000), 80 tickets per pick count per draw; 855 s on the
 * shared build machine), measured % (standard error):
 *   1: 96.000 (0)      2: 95.995 (0.005)  3: 96.018 (0.022)  4: 95.976 (0.022)  5: 95.988 (0.036)
 *   6: 95.924 (0.047)  7: 95.907 (0.044)  8: 95.934 (0.046)  9: 95.938 (0.053)  10: 95.912 (0.044)
 * every one within 2 SE of its exact figure (the high pick counts move together: same draws).
 */

export const NUMBERS = 80;
export const DRAWN = 20;
export const MIN_PICKS = 1;
export const MAX_PICKS = 10;

/**
 * PAYTABLE[p][h]: the multiplier (ten-thousandths) of a p-number ticket with h hits. 0 pays nothing.
 * Pick 10 also pays ×2 for no hit at all.
 */
export const PAYTABLE: readonly (readonly number[])[] = [
  [],
  [0, 38_400],
  [0, 10_000, 96_500],
  [0, 0, 19_200, 500_000],
  [0, 0, 15_900, 80_000, 900_000],
  [0, 0, 10_000, 30_300, 200_000, 3_000_000],
  [0, 0, 0, 31_900, 90_000, 600_000, 8_000_000],
  [0, 0, 0, 10_000, 68_000, 300_000, 2_000_000, 10_000_000],
  [0, 0, 0, 0, 53_400, 150_000, 750_000, 4_000_000, 20_000_000],
  [0, 0, 0, 0, 22_000, 102_000, 400_000, 2_000_000, 8_000_000, 50_000_000],
  [20_000, 0, 0, 0, 13_900, 50_000, 200_000, 800_000, 3_000_000, 10_000_000, 100_000_000],
];

/** The return to player as published (every pick count is within 0.2 points of it), in percent. */
export const PUBLISHED_RTP = 96.0;

/** The most a ticket can pay, in stakes: 10 of 10. */
export const MAX_WIN_STAKES = 10_000;

/** A draw every 60 s; ticket sales for a draw close 5 s before it. */
export const DRAW_INTERVAL_MS = 60_000;
export const SALES_CLOSE_BEFORE_MS = 5_000;
/** The drawn balls are shown one at a time, every 1.5 s (30 s for 20 balls). */
export const BALL_REVEAL_INTERVAL_MS = 1_500;

/** Stake limits per ticket, in minor units: 1 lira to 100 lira. */
export const MIN_STAKE_MINOR = 100n;
export const MAX_STAKE_MINOR = 10_000n;

/** The draw's salt: the client seed of its provably fair stream (src/chain). */
export const CHAIN_SALT = 'lale-originals:keno';
