import type { Rng } from '@lale/originals';
import type { z } from 'zod';
import type { RoundRow } from '../rounds/runner.ts';

/*
 * What a Lale Original tells the API about itself. The mathematics is in packages/originals; this is the
 * glue: its catalogue entry, the choices a bet may carry (validated before anything moves), the stake
 * limits, how a round is drawn from the round's provably fair Rng, what the page may see of an outcome,
 * and, for a game played in steps (mines), its moves.
 */

export type Localized = { tr: string; en: string };

/** Where the game shows in the casino: a catalogue category id per area (modules/casino CASINO_CATEGORY). */
export type CatalogueEntry = {
  /** A fixed id far above generated ones (the demo catalogue's ids never reach 1,000,000). */
  id: number;
  name: string;
  categories: readonly number[];
  isLive?: boolean;
  volatility: 'low' | 'medium' | 'high';
  publishedRtp: number;
  sort: number;
};

export type Draw<Outcome> = {
  outcome: Outcome;
  /** What the round pays now; for a stepped game, what cashing out would pay (0 before any step). */
  winMinor: bigint;
  /** A stepped game's round stays open for moves; an instant one is settled at once. */
  open?: boolean;
};

export type StepResult<Outcome> = Draw<Outcome> & { open: boolean };

export type OriginalGame<Choices = unknown, Outcome = unknown, Move = unknown> = {
  /** The catalogue's game code, also the path of its page under /games/. */
  code: string;
  catalogue: CatalogueEntry;
  choices: z.ZodType<Choices>;
  /** Stakes allowed, in minor units of the player's currency (lira-based: kuruş). */
  stake: { minMinor: bigint; maxMinor: bigint; levelsMinor?: readonly bigint[] };
  /** A game whose choices carry their own amounts (roulette's bets): the stake they add up to. */
  stakeOf?: (choices: Choices) => bigint;
  /** The most a round may pay, in stakes (the math file's figure; the operator's cap may be lower). */
  maxWinStakes: number;
  draw(rng: Rng, choices: Choices, stakeMinor: bigint): Draw<Outcome>;
  /** What the page sees: a stepped game hides what is still secret (mine positions) while open. */
  view(outcome: Outcome, open: boolean): unknown;
  steps?: {
    move: z.ZodType<Move>;
    apply(outcome: Outcome, move: Move, stakeMinor: bigint): StepResult<Outcome> | 'invalid';
    /** Cashing out now: the pay and the finished outcome, or 'invalid' when the game does not allow it yet. */
    cashOut(outcome: Outcome, stakeMinor: bigint): Draw<Outcome> | 'invalid';
    /** A round left open (player gone, restart): its pay, or 'refund'. */
    abandon(round: RoundRow & { outcome: Outcome }): bigint | 'refund';
  };
};

// A registry holds games of different types; each is only ever used with its own choices and outcome.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOriginalGame = OriginalGame<any, any, any>;

/** The pay after the caps: the game's own maximum and the operator's per-round cap. */
export function cappedWin(
  winMinor: bigint,
  stakeMinor: bigint,
  game: { maxWinStakes: number },
  operatorCapMinor: bigint | null,
): bigint {
  let capped = winMinor;
  const gameCap = stakeMinor * BigInt(game.maxWinStakes);
  if (capped > gameCap) capped = gameCap;
  if (operatorCapMinor !== null && capped > operatorCapMinor) capped = operatorCapMinor;
  return capped;
}
