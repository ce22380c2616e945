import { dice } from '@lale/originals';
import { z } from 'zod';
import type { OriginalGame } from './definition.ts';

/* Lale Zar (dice): the player picks a target and a side; one roll 0.00–99.99 decides. */

const Choices = z
  .object({ target: z.number().int().min(0).max(9_999), direction: z.enum(dice.DIRECTIONS) })
  .refine((bet) => dice.isAllowedBet(bet), {
    message: `The win chance must be ${dice.MIN_COVERED / 100}%–${dice.MAX_COVERED / 100}%.`,
    path: ['target'],
  });

export const diceGame: OriginalGame<z.infer<typeof Choices>, dice.DiceOutcome> = {
  code: 'lale-dice',
  catalogue: {
    id: 1_000_010,
    name: 'Lale Zar',
    categories: [5, 3, 4],
    volatility: 'medium',
    publishedRtp: dice.PUBLISHED_RTP,
    sort: -10,
  },
  choices: Choices,
  stake: { minMinor: dice.MIN_STAKE_MINOR, maxMinor: dice.MAX_STAKE_MINOR },
  maxWinStakes: dice.MAX_WIN_STAKES,
  draw(rng, choices, stakeMinor) {
    const outcome = dice.rollDice(rng, choices);
    return { outcome, winMinor: dice.diceWinMinor(stakeMinor, outcome) };
  },
  view: (outcome) => outcome,
};
