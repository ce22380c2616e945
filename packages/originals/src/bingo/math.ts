/*
 * "Lale Tombala", Lale Originals' 90-ball bingo at fixed odds: its whole mathematics in one place.
 * Rooms run a game on a schedule; a player buys 1–6 cards at the room's card price, and every card is
 * its own bet against the house (no shared pot, no sharing of prizes). The game's draw is a uniform
 * order of the balls 1–90 from the room's hash chain (src/chain); the first CALLS of them are called.
 * A card pays each pattern it completes — one line, two lines, full house — by how many balls had
 * been called when it completed it (PRIZES), and the three prizes add up.
 *
 * The return does not depend on the card: any card is three disjoint rows of five numbers, and the
 * draw is a uniform order, so when its rows complete is distributed alike for every card. rtp.ts
 * computes it exactly: the 15 numbers of a card arrive in a uniform order of row labels (756,756
 * equally likely sequences, which fix at which of its 15 numbers the first, second and third row
 * complete) at a uniform set of 15 of the 90 call positions. Exact RTP: 95.0016%, published 95.00%.
 * Within the 60 calls a card completes one line in 33.4429% of games (so it wins something), two
 * lines in 3.7215%, the full house in 0.1162%.
 *
 * Long run (simulateBingo: 500 cards dealt from seededRng(1), then 200,000 games from the same
 * generator = 100 million card-games; 73 s on the build machine): 94.951% with a standard error of
 * 0.058 (0.9 SE from the exact figure); one line 33.439%, two lines 3.721%, full house 0.1156%.
 */

/** Calls per game: the draw stops after the 60th ball whatever the cards in play. */
export const CALLS = 60;
export const BALLS = 90;

export type Pattern = 'oneLine' | 'twoLines' | 'fullHouse';
export const PATTERNS: readonly Pattern[] = ['oneLine', 'twoLines', 'fullHouse'];

/** A prize bracket: the pattern completed within `calls` balls (and not in an earlier bracket). */
export type PrizeBracket = { calls: number; multiplier: number };

/** Per pattern, its brackets by ball count, ascending; multipliers in ten-thousandths. */
export const PRIZES: Readonly<Record<Pattern, readonly PrizeBracket[]>> = {
  oneLine: [
    { calls: 15, multiplier: 1_000_000 },
    { calls: 20, multiplier: 400_000 },
    { calls: 25, multiplier: 198_000 },
    { calls: 30, multiplier: 100_000 },
    { calls: 35, multiplier: 50_000 },
    { calls: 40, multiplier: 28_000 },
    { calls: 45, multiplier: 22_000 },
    { calls: 50, multiplier: 20_000 },
    { calls: 55, multiplier: 15_000 },
    { calls: 60, multiplier: 10_000 },
  ],
  twoLines: [
    { calls: 30, multiplier: 5_000_000 },
    { calls: 35, multiplier: 2_000_000 },
    { calls: 40, multiplier: 800_000 },
    { calls: 45, multiplier: 300_000 },
    { calls: 50, multiplier: 100_000 },
    { calls: 55, multiplier: 40_000 },
    { calls: 60, multiplier: 10_000 },
  ],
  fullHouse: [
    { calls: 35, multiplier: 100_000_000 },
    { calls: 40, multiplier: 20_000_000 },
    { calls: 45, multiplier: 5_000_000 },
    { calls: 50, multiplier: 1_500_000 },
    { calls: 55, multiplier: 500_000 },
    { calls: 60, multiplier: 200_000 },
  ],
};

/** The return to player as published, in percent (exact: 95.0016%). */
export const PUBLISHED_RTP = 95.0;

/**
 * The most a card can pay, in stakes: full house within 35 calls (×10,000) with its second line within
 * 30 (×500) and first within 15 (×100) — all three are possible together.
 */
export const MAX_WIN_STAKES = 10_600;

/** A player buys 1–6 cards per game. */
export const MAX_CARDS_PER_PURCHASE = 6;

/** A ball is called every 2 s: 120 s for the 60 calls. */
export const CALL_INTERVAL_MS = 2_000;
/** A room starts a game every 150 s: 120 s of calls, then 30 s of results while the next one sells. */
export const GAME_INTERVAL_MS = 150_000;
/** Card sales for a game close 5 s before its first call. */
export const SALES_CLOSE_BEFORE_MS = 5_000;

/** The rooms: each runs its own chain and schedule; the card price is the stake of each card. */
export const ROOMS: readonly { id: string; name: string; cardPriceMinor: bigint }[] = [
  { id: 'lale-1', name: 'Lale 1 ₺', cardPriceMinor: 100n },
  { id: 'lale-5', name: 'Lale 5 ₺', cardPriceMinor: 500n },
  { id: 'lale-20', name: 'Lale 20 ₺', cardPriceMinor: 2_000n },
];

/** The draw's salt: the client seed of its provably fair stream (src/chain). */
export const CHAIN_SALT = 'lale-originals:bingo';
