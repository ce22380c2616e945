import type { z } from 'zod';
import type { EgtJackpotCard, JackpotCardSchema, JackpotLevelSchema } from './bootstrap.ts';
import { EGYPT_JACKPOT_IGNORED_LEVEL, JACKPOT_CARD_LEVELS, JACKPOT_CARD_NAMES } from './constants.ts';

/*
 * Jackpot cards (spec §3, §9). The bootstrap carries every EGT card; the site shows only High Cash and
 * Clover Chance, in that order, and only with exactly 4 levels. Background, logo, class and the 'egt'
 * folder are derived by the site from the instance name, so they are not part of the data.
 *
 * Free of zod (types only): the site's home page runs this during its first render, and a schema here
 * would bring the whole validation library onto the first page. `showableCard` accepts exactly what
 * JackpotCardSchema (bootstrap.ts) accepts and returns what it would; test/helpers.test.ts proves it.
 */

export type JackpotCard = z.infer<typeof JackpotCardSchema>;
export type JackpotLevel = z.infer<typeof JackpotLevelSchema>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The card with only its known fields, or null when it is not fit to show (JackpotCardSchema's verdict). */
export function showableCard(card: unknown): JackpotCard | null {
  if (!isRecord(card) || typeof card.instanceName !== 'string') return null;
  const stats = card.levelStats;
  if (!Array.isArray(stats) || stats.length !== JACKPOT_CARD_LEVELS) return null;
  const levelStats: JackpotLevel[] = [];
  for (const stat of stats as unknown[]) {
    if (!isRecord(stat)) return null;
    const { level, value } = stat;
    // z.number().int() is a safe integer; z.number() refuses NaN and ±Infinity.
    if (typeof level !== 'number' || !Number.isSafeInteger(level)) return null;
    if (typeof value !== 'number' || !Number.isFinite(value)) return null;
    levelStats.push({ level, value });
  }
  return { instanceName: card.instanceName, levelStats };
}

/** The cards to show, in the spec's order; a missing or malformed card is left out. */
export function selectJackpotCards(cards: readonly EgtJackpotCard[]): JackpotCard[] {
  return JACKPOT_CARD_NAMES.flatMap((name) => {
    const card = showableCard(cards.find((c) => c.instanceName === name));
    return card ? [card] : [];
  });
}

/** The Egypt jackpot value to store, or null when the server reports the "none" level 14000. */
export function egyptJackpotLevel(currentLevelI: number): number | null {
  return currentLevelI === EGYPT_JACKPOT_IGNORED_LEVEL ? null : currentLevelI;
}
