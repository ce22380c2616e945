import type { CasinoCategory } from '@lale/contracts';

/*
 * The casino categories and the lobby areas that show them (spec §2: a category's slugList names the
 * areas whose tabs list it). The bootstrap answer does not carry casino categories yet, so the site
 * holds the catalogue's list (same ids as apps/api seed-catalogue.ts) until an endpoint serves it.
 */
export const CASINO_AREAS = ['slot', 'live', 'bingo', 'games', 'tvbets'] as const;
export type CasinoArea = (typeof CASINO_AREAS)[number];

export const CASINO_CATEGORIES: CasinoCategory[] = [
  { id: 1, name: 'Slot', slugList: ['slot'], imageUrl: null },
  { id: 2, name: 'Canlı Casino', slugList: ['live'], imageUrl: null },
  { id: 3, name: 'Popüler', slugList: ['slot', 'live', 'games'], imageUrl: null },
  { id: 4, name: 'Yeni', slugList: ['slot', 'live', 'games'], imageUrl: null },
  { id: 5, name: 'Masa Oyunları', slugList: ['games', 'live'], imageUrl: null },
  { id: 6, name: 'Bingo', slugList: ['bingo'], imageUrl: null },
  { id: 7, name: 'TV Oyunları', slugList: ['tvbets'], imageUrl: null },
  { id: 8, name: 'Jackpot', slugList: ['slot'], imageUrl: null },
];

export function categoriesOf(
  area: string,
  all: readonly CasinoCategory[] = CASINO_CATEGORIES,
): CasinoCategory[] {
  return all.filter((category) => category.slugList.includes(area));
}

/** The area of a lobby path (/casino/live → live); slot for anything else. */
export function areaOfPath(pathname: string): CasinoArea {
  const segment = pathname.split('/').filter(Boolean)[1] ?? '';
  return (CASINO_AREAS as readonly string[]).includes(segment) ? (segment as CasinoArea) : 'slot';
}

/** Games shown per step of the scroll-paged grid. */
export const LOBBY_PAGE_SIZE = 24;
