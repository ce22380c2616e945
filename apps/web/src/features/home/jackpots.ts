import type { EgtJackpotCard } from '@lale/contracts';

/** The card's levels, highest value first: the first is the headline, the rest are listed under it. */
export function levelsByValue(card: EgtJackpotCard): EgtJackpotCard['levelStats'] {
  return [...card.levelStats].sort((a, b) => b.value - a.value);
}

/** Card artwork by name, e.g. 'High Cash' → /media/jackpots/high-cash.svg. */
export function jackpotArtwork(card: EgtJackpotCard): string {
  return `/media/jackpots/${card.instanceName.toLowerCase().replace(/\s+/g, '-')}.svg`;
}
