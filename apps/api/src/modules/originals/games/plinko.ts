import { plinko } from '@lale/originals';
import { z } from 'zod';
import type { OriginalGame } from './definition.ts';

/* Lale Plinko: a ball falls through 8–16 rows of pins; the slot it lands in pays its multiplier. */

const Choices = z.object({
  rows: z.number().int().min(plinko.MIN_ROWS).max(plinko.MAX_ROWS),
  risk: z.enum(plinko.RISKS),
});

export const plinkoGame: OriginalGame<z.infer<typeof Choices>, plinko.PlinkoOutcome> = {
  code: 'lale-plinko',
  catalogue: {
    id: 1_000_012,
    name: 'Lale Plinko',
    categories: [5, 3, 4],
    volatility: 'high',
    publishedRtp: plinko.PUBLISHED_RTP,
    sort: -12,
  },
  choices: Choices,
  stake: { minMinor: plinko.MIN_STAKE_MINOR, maxMinor: plinko.MAX_STAKE_MINOR },
  maxWinStakes: plinko.MAX_WIN_STAKES,
  draw(rng, choices, stakeMinor) {
    const outcome = plinko.dropBall(rng, choices);
    return { outcome, winMinor: plinko.plinkoWinMinor(stakeMinor, outcome) };
  },
  view: (outcome) => outcome,
};
