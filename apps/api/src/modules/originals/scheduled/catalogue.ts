import { CRASH_GAME } from '../crash/game.ts';
import type { CatalogueEntry } from '../games/definition.ts';

/*
 * The scheduled, shared-round originals (crash now; keno and bingo later): in the catalogue like the
 * instant ones, but played through their own calls, not the instant games' registry.
 */
export const SCHEDULED_GAMES: readonly { code: string; catalogue: CatalogueEntry }[] = [CRASH_GAME];
