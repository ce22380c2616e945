import type { z } from 'zod';
import { EgtJackpotCardSchema, type EgtJackpotCard, type JackpotLevelSchema } from './bootstrap.ts';
import { EGYPT_JACKPOT_IGNORED_LEVEL, JACKPOT_CARD_LEVELS, JACKPOT_CARD_NAMES } from './constants.ts';

/*
 * Jackpot cards (spec §3, §9). The bootstrap carries every EGT card; the site shows only High Cash and
 * Clover Chance, in that order, and only with exactly 4 levels. Background, logo, class and the 'egt'
 * folder are derived by the site from the instance name, so they are not part of the data.
 */

/** A card fit to show: exactly 4 levels. */
export const JackpotCardSchema = EgtJackpotCardSchema.extend({
  levelStats: EgtJackpotCardSchema.shape.levelStats.length(JACKPOT_CARD_LEVELS),
});
export type JackpotCard = z.infer<typeof JackpotCardSchema>;
export type JackpotLevel = z.infer<typeof JackpotLevelSchema>;

/** The cards to show, in the spec's order; a missing or malformed card is left out. */
export function selectJackpotCards(cards: readonly EgtJackpotCard[]): JackpotCard[] {
  return JACKPOT_CARD_NAMES.flatMap((name) => {
    const card = cards.find((c) => c.instanceName === name);
    const parsed = JackpotCardSchema.safeParse(card);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The Egypt jackpot value to store, or null when the server reports the "none" level 14000. */
export function egyptJackpotLevel(currentLevelI: number): number | null {
  return currentLevelI === EGYPT_JACKPOT_IGNORED_LEVEL ? null : currentLevelI;
}
