import { CRASH_GAME } from '../crash/game.ts';
import { BINGO, KENO } from '../draws/definition.ts';
import type { CatalogueEntry } from '../games/definition.ts';

/*
 * The scheduled, shared-round originals (crash; keno in the TV-bets area, bingo in the bingo area): in
 * the catalogue like the instant ones, but played through their own calls, not the instant games'
 * registry.
 */
export const SCHEDULED_GAMES: readonly { code: string; catalogue: CatalogueEntry }[] = [
  CRASH_GAME,
  { code: KENO.code, catalogue: KENO.catalogue },
  { code: BINGO.code, catalogue: BINGO.catalogue },
];
