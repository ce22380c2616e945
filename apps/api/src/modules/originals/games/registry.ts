import type { AnyOriginalGame } from './definition.ts';
import { diceGame } from './dice.ts';
import { minesGame } from './mines.ts';
import { plinkoGame } from './plinko.ts';
import { rouletteGame } from './roulette.ts';

/** Every Lale Original played through the generic game protocol, by catalogue code. */
export const ORIGINAL_GAMES: readonly AnyOriginalGame[] = [diceGame, minesGame, plinkoGame, rouletteGame];

export const originalsByCode: ReadonlyMap<string, AnyOriginalGame> = new Map(
  ORIGINAL_GAMES.map((game) => [game.code, game]),
);
export const originalsById: ReadonlyMap<number, AnyOriginalGame> = new Map(
  ORIGINAL_GAMES.map((game) => [game.catalogue.id, game]),
);
