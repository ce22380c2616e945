import { roulette } from '@lale/originals';
import { z } from 'zod';
import type { OriginalGame } from './definition.ts';

/*
 * Lale Rulet (European, single zero, RNG) for the live area: a slip of bets, one number for all. Each
 * bet's amount is in minor units (the page knows the currency's decimals); the round's stake is their sum.
 */

const Amount = z.number().int().positive().max(Number(roulette.MAX_BET_MINOR));
const Bet = z.union([
  z.object({
    kind: z.enum(roulette.INSIDE_KINDS),
    numbers: z.array(z.number().int().min(0).max(36)).min(1).max(6),
    amountMinor: Amount,
  }),
  z.object({
    kind: z.enum(['dozen', 'column']),
    index: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    amountMinor: Amount,
  }),
  z.object({ kind: z.enum(['red', 'black', 'odd', 'even', 'low', 'high']), amountMinor: Amount }),
]);
const Choices = z.object({ bets: z.array(Bet).min(1).max(roulette.MAX_BETS_PER_SLIP) }).refine(
  ({ bets }) => {
    try {
      roulette.validateSlip(bets.map(toBet));
      return true;
    } catch {
      return false;
    }
  },
  { message: 'A bet is not on the table or outside the limits.', path: ['bets'] },
);
type Choices = z.infer<typeof Choices>;

function toBet(bet: z.infer<typeof Bet>): roulette.RouletteBet {
  const { amountMinor, ...rest } = bet;
  return { ...rest, stakeMinor: BigInt(amountMinor) } as roulette.RouletteBet;
}

type Outcome = { number: number; colour: roulette.Colour; wins: string[] };

export const rouletteGame: OriginalGame<Choices, Outcome> = {
  code: 'lale-roulette',
  catalogue: {
    id: 1_000_013,
    name: 'Lale Rulet',
    categories: [2, 5, 3, 4],
    isLive: true,
    volatility: 'low',
    publishedRtp: roulette.PUBLISHED_RTP,
    sort: -13,
  },
  choices: Choices,
  stake: { minMinor: roulette.MIN_BET_MINOR, maxMinor: roulette.MAX_SLIP_MINOR },
  stakeOf: (choices) => choices.bets.reduce((sum, bet) => sum + BigInt(bet.amountMinor), 0n),
  maxWinStakes: roulette.MAX_WIN_STAKES,
  draw(rng, choices) {
    const spin = roulette.spinRoulette(rng, choices.bets.map(toBet));
    return {
      // Per bet, what it paid (minor units as text: JSON has no bigint).
      outcome: {
        number: spin.number,
        colour: spin.colour,
        wins: spin.bets.map((bet) => bet.winMinor.toString()),
      },
      winMinor: spin.totalWinMinor,
    };
  },
  view: (outcome) => outcome,
};
