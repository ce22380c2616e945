import { CRASH_GAME_CODE } from '@lale/contracts';
import { crash } from '@lale/originals';
import type { CatalogueEntry } from '../games/definition.ts';

/*
 * Lale Aviator in the catalogue: the site's Aviator menu entry searches 'Aviator' among non-live games, so
 * the name carries the word. Games (5), Popular (3) and New (4), plus the Lale Originals tab.
 */
export const CRASH_GAME: { code: string; catalogue: CatalogueEntry } = {
  code: CRASH_GAME_CODE,
  catalogue: {
    id: 1_000_030,
    name: 'Lale Aviator',
    categories: [5, 3, 4],
    volatility: 'high',
    publishedRtp: crash.PUBLISHED_RTP,
    sort: -30,
  },
};
