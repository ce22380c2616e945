import { jsonSafe, slots, type JsonSafe } from '@lale/originals';
import { z } from 'zod';
import type { OriginalGame } from './definition.ts';

/*
 * The slot themes on the one engine (packages/originals/src/slots): a round is a paid spin with the
 * free spins it triggers, or a bonus buy that starts with them. The player picks a bet level; a bonus
 * buy costs the theme's price in bets, which is what the wallet takes (the stake of the round).
 */

type Choices = { bet: number; buyBonus: boolean };
type Outcome = JsonSafe<slots.RoundOutcome>;

function slotGame(theme: slots.Theme, id: number, sort: number): OriginalGame<Choices, Outcome> {
  const levels = theme.betLevelsMinor.map(Number);
  const choices = z.object({
    bet: z
      .number()
      .int()
      .refine((bet) => levels.includes(bet), { message: 'Choose one of the bet levels.' }),
    buyBonus: z.boolean(),
  });
  return {
    code: theme.id,
    catalogue: {
      id,
      name: theme.name.tr,
      categories: [1, 3, 4],
      volatility: 'high',
      publishedRtp: theme.publishedRtp,
      sort,
    },
    choices,
    // Up to a bonus buy of the highest bet level.
    stake: {
      minMinor: theme.betLevelsMinor[0]!,
      maxMinor: theme.betLevelsMinor.at(-1)! * BigInt(theme.bonusBuyPriceStakes),
      levelsMinor: theme.betLevelsMinor,
    },
    stakeOf: ({ bet, buyBonus }) => BigInt(bet) * (buyBonus ? BigInt(theme.bonusBuyPriceStakes) : 1n),
    // The engine caps a round at maxWinStakes bets; a bonus buy's stake is larger than its bet, so
    // this cap (in the round's stake) never cuts below the engine's own.
    maxWinStakes: theme.maxWinStakes,
    draw(rng, { bet, buyBonus }) {
      const round = slots.playRound(theme, rng, BigInt(bet), { buyBonus });
      return { outcome: jsonSafe(round), winMinor: round.totalWinMinor };
    },
    view: (outcome) => outcome,
  };
}

export const slotGames = [
  slotGame(slots.LALE_BAHCESI, 1_000_001, -1),
  slotGame(slots.NEON_MEYVELER, 1_000_002, -2),
  slotGame(slots.SULTANIN_HAZINESI, 1_000_003, -3),
];
