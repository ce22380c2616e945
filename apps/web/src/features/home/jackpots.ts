import { JACKPOT_CARD_LEVELS, JACKPOT_CARD_NAMES, type EgtJackpotCard } from '@lale/contracts';

/** Spec §9: only High Cash and Clover Chance, in that order, and only with exactly 4 levels. */
export function pickJackpotCards(cards: readonly EgtJackpotCard[] | undefined): EgtJackpotCard[] {
  return JACKPOT_CARD_NAMES.flatMap((name) => {
    const card = cards?.find((candidate) => candidate.instanceName === name);
    return card && card.levelStats.length === JACKPOT_CARD_LEVELS ? [card] : [];
  });
}

export function topLevelValue(card: EgtJackpotCard): number {
  return Math.max(...card.levelStats.map((level) => level.value));
}

/** Card artwork by name, e.g. 'High Cash' → /media/jackpots/high-cash.svg. */
export function jackpotArtwork(card: EgtJackpotCard): string {
  return `/media/jackpots/${card.instanceName.toLowerCase().replace(/\s+/g, '-')}.svg`;
}
