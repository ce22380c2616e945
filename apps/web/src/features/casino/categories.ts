import type { CasinoCategory } from '@lale/contracts';

/* The lobby areas (spec §2); a casino category's slugList (in the bootstrap) names the areas whose tabs list it. */
export const CASINO_AREAS = ['slot', 'live', 'bingo', 'games', 'tvbets'] as const;
export type CasinoArea = (typeof CASINO_AREAS)[number];

export function categoriesOf(area: string, all: readonly CasinoCategory[]): CasinoCategory[] {
  return all.filter((category) => category.slugList.includes(area));
}

/** Spec §3: a category without its own picture shows the site's default category image. */
export const DEFAULT_CATEGORY_IMAGE = '/media/category-default.svg';

export function categoryImage(category: Pick<CasinoCategory, 'imageUrl'>): string {
  return category.imageUrl || DEFAULT_CATEGORY_IMAGE;
}

/** The area of a lobby path (/casino/live → live); slot for anything else. */
export function areaOfPath(pathname: string): CasinoArea {
  const segment = pathname.split('/').filter(Boolean)[1] ?? '';
  return (CASINO_AREAS as readonly string[]).includes(segment) ? (segment as CasinoArea) : 'slot';
}

/** Games shown per step of the scroll-paged grid. */
export const LOBBY_PAGE_SIZE = 24;
