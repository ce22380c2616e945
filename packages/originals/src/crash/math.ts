/*
 * "Lale Uçağı", Lale Originals' crash game (the Aviator entry): its whole mathematics in one place.
 * A shared round: every player sees the same flight, drawn from the game's hash chain (src/chain).
 *
 * The crash point. r = rng.int(2³²) is the round's first number; in hundredths,
 *     crash = min(CAP, max(100, ⌊RTP_PERCENT × 2³² / (2³² − r)⌋))        (RTP_PERCENT = 97)
 * i.e. ×1.00 … ×10,000.00. For a target m ≥ ×1.01 (in hundredths), crash ≥ m exactly when
 * 2³² − r ≤ ⌊97 × 2³² / m⌋, so P(crash ≥ m) = ⌊97 × 2³² / m⌋ / 2³² and the return of a bet cashed out
 * at m is m/100 × P(crash ≥ m) = 97% − δ with 0 ≤ δ < m / (100 × 2³²): below 0.00024 points even
 * at the ×10,000 cap (rtp.ts computes it exactly). The cap does not change this: a crash above it is
 * cut to the cap, which still pays every target up to the cap. P(crash = ×1.00) = 1 − ⌊97 × 2³²/101⌋/2³²
 * ≈ 3.96%: every bet loses in those rounds, which is where the house edge sits.
 *
 * The flight. The displayed multiplier at t ms after take-off is ⌊100 × e^(GROWTH × t)⌋ / 100 (×2 at
 * ≈ 11.55 s, the ×10,000 cap at ≈ 153.5 s). The round crashes at the first ms whose displayed
 * multiplier would exceed the crash point; a crash point of ×1.00 crashes at take-off (0 ms).
 *  - A cash-out received at t ms (server clock, from take-off) pays the displayed multiplier at t,
 *    if that is at least ×1.01 and at most the crash point; at the crash ms or later it is too late.
 *  - An auto cash-out at target m (×1.01 … ×10,000) pays exactly m when m ≤ the crash point.
 * A cash-out at t is therefore the same bet as the target multiplierAt(t): no strategy returns
 * more than 97%.
 */

/** The return to player of every cash-out target, in percent. */
export const PUBLISHED_RTP = 97.0;
/** RTP_PERCENT of the crash formula above: 100 × RTP. */
export const RTP_PERCENT = 97;

/** Multipliers are in ten-thousandths (×1.00 = 10000); the game moves in hundredths (steps of 100). */
export const MULTIPLIER_ONE = 10_000;
/** The highest crash point, ×10,000.00. */
export const MAX_CRASH_MULTIPLIER = 100_000_000;
/** The lowest multiplier a cash-out (manual or automatic) can take: ×1.01. */
export const MIN_CASHOUT_MULTIPLIER = 10_100;
/** The highest auto cash-out target: the cap. */
export const MAX_CASHOUT_MULTIPLIER = MAX_CRASH_MULTIPLIER;
/** The most a bet can pay, in stakes: a cash-out at the cap. */
export const MAX_WIN_STAKES = 10_000;

/** The curve: multiplier = e^(GROWTH_PER_MS × t). */
export const GROWTH_PER_MS = 0.00006;

/** Bets are taken for 6 s before take-off. */
export const BETTING_WINDOW_MS = 6_000;
/** After a crash the result stays on screen for 3 s before the next betting window opens. */
export const PAUSE_AFTER_CRASH_MS = 3_000;
/** A player may hold two bets per round (two bet panels). */
export const MAX_BETS_PER_ROUND = 2;

/** Stake limits per bet, in minor units: 1 lira to 500 lira. */
export const MIN_STAKE_MINOR = 100n;
export const MAX_STAKE_MINOR = 50_000n;

/** The round's salt: the client seed of its provably fair stream (src/chain). */
export const CHAIN_SALT = 'lale-originals:crash';
