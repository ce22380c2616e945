import {
  foldForSearch,
  PROVIDER_NAMES,
  THIRD_PARTY_PROVIDER_NAMES,
  type ProviderName,
} from '@lale/contracts';
import type { casinoGameCategories, casinoGames, LocalizedText } from '../../db/schema.ts';
import { artUrl } from './art.ts';
import {
  BINGO_GAMES,
  FEATURED_SLOTS,
  LIVE_PREFIXES,
  LIVE_TABLES,
  SLOT_ADJECTIVES,
  SLOT_NOUNS,
  SLOT_SUFFIXES,
  TABLE_GAMES,
  TURKISH_ADJECTIVES,
  TURKISH_NOUNS,
  TV_GAMES,
} from './catalogue-words.ts';

/*
 * The demo casino catalogue: the seven providers, eight lobby categories and ~3,000 generated games
 * (about 15% live). Deterministic (a fixed-seed generator), so every install and every test sees the
 * same names, ids and artwork. Providers and categories have fixed ids and are inserted with ON CONFLICT
 * DO NOTHING; the games are written only while the catalogue is empty, so an operator's edits and
 * deletions survive the next start. Demo data: the server runs it outside production only.
 */

export const DEMO_GAME_COUNT = 3000;

/** Category ids, fixed so the bootstrap and the lobbies can link to them. */
export const CASINO_CATEGORY = {
  slot: 1,
  live: 2,
  popular: 3,
  new: 4,
  table: 5,
  bingo: 6,
  tv: 7,
  jackpot: 8,
} as const;

/** [id, name, slugList]: the lobby pages whose tabs show the category (spec §2 casino routes). */
export const CATEGORIES: [number, LocalizedText, string[]][] = [
  [CASINO_CATEGORY.slot, { tr: 'Slot', en: 'Slots' }, ['slot']],
  [CASINO_CATEGORY.live, { tr: 'Canlı Casino', en: 'Live Casino' }, ['live']],
  [CASINO_CATEGORY.popular, { tr: 'Popüler', en: 'Popular' }, ['slot', 'live', 'games']],
  [CASINO_CATEGORY.new, { tr: 'Yeni', en: 'New' }, ['slot', 'live', 'games']],
  [CASINO_CATEGORY.table, { tr: 'Masa Oyunları', en: 'Table Games' }, ['games', 'live']],
  [CASINO_CATEGORY.bingo, { tr: 'Bingo', en: 'Bingo' }, ['bingo']],
  [CASINO_CATEGORY.tv, { tr: 'TV Oyunları', en: 'TV Games' }, ['tvbets']],
  [CASINO_CATEGORY.jackpot, { tr: 'Jackpot', en: 'Jackpot' }, ['slot']],
];

/** Short code prefixes, so game codes look like a provider's own ("pp-00042"). */
const CODE_PREFIX: Record<ProviderName, string> = {
  SoftGamings: 'sg',
  Hub88: 'hub',
  'Egt Digital': 'egt',
  Amusnet: 'amn',
  'Pragmatic Play': 'pp',
  EveryMatrix: 'em',
  Digitain: 'dg',
  'Lale Originals': 'lale',
};

/** Provider id = position in PROVIDER_NAMES + 1. */
export const providerId = (name: ProviderName) => PROVIDER_NAMES.indexOf(name) + 1;

type Kind = 'slot' | 'live' | 'table' | 'bingo' | 'tv';
type GameRow = typeof casinoGames.$inferInsert;
type LinkRow = typeof casinoGameCategories.$inferInsert;

/** mulberry32: a tiny seeded generator; the catalogue must be the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function generateCatalogue(count = DEMO_GAME_COUNT): { games: GameRow[]; links: LinkRow[] } {
  const next = random(20_261_124);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const used = new Set<string>();
  // A generated name already taken gets another draw, then a number ("Lucky Gems 2").
  const unique = (draw: () => string): string => {
    for (let attempt = 0; attempt < 12; attempt++) {
      const name = draw();
      if (!used.has(name)) return remember(name);
    }
    const base = draw();
    let n = 2;
    while (used.has(`${base} ${n}`)) n++;
    return remember(`${base} ${n}`);
  };
  const remember = (name: string) => {
    used.add(name);
    return name;
  };
  const nameFor: Record<Kind, () => string> = {
    slot: () =>
      next() < 0.08
        ? `${pick(TURKISH_ADJECTIVES)} ${pick(TURKISH_NOUNS)}`
        : `${pick(SLOT_ADJECTIVES)} ${pick(SLOT_NOUNS)}${pick(SLOT_SUFFIXES)}`,
    live: () => `${pick(LIVE_PREFIXES)} ${pick(LIVE_TABLES)}`,
    table: () => pick(TABLE_GAMES),
    bingo: () => pick(BINGO_GAMES),
    tv: () => pick(TV_GAMES),
  };

  const games: GameRow[] = [];
  const links: LinkRow[] = [];
  for (let id = 1; id <= count; id++) {
    const featured = FEATURED_SLOTS[id - 1];
    const roll = next();
    const kind: Kind = featured
      ? 'slot'
      : roll < 0.15
        ? 'live'
        : roll < 0.2
          ? 'table'
          : roll < 0.23
            ? 'bingo'
            : roll < 0.26
              ? 'tv'
              : 'slot';
    const provider: ProviderName = featured
      ? featured.startsWith('Sweet')
        ? 'Pragmatic Play'
        : 'Egt Digital'
      : pick(THIRD_PARTY_PROVIDER_NAMES);
    const name = featured ? remember(featured) : unique(nameFor[kind]);
    const isPopular = Boolean(featured) || next() < 0.08;
    const isNew = next() < 0.06;
    games.push({
      id,
      providerId: providerId(provider),
      gameCode: `${CODE_PREFIX[provider]}-${String(id).padStart(5, '0')}`,
      name,
      nameSearch: foldForSearch(name),
      productId: provider === 'EveryMatrix' ? 10_000 + id : null,
      system: provider === 'SoftGamings' ? pick(['939', '960', '990', '998']) : null,
      imageUrl: artUrl(id),
      isLive: kind === 'live',
      rtp: (kind === 'live' ? 97 + next() * 2 : 94 + next() * 3.5).toFixed(2),
      volatility: kind === 'slot' ? pick(['low', 'medium', 'high']) : 'low',
      sort: featured ? 0 : 10 + Math.floor(next() * 990),
      isNew,
      isPopular,
    });
    const categories: number[] = [
      {
        slot: CASINO_CATEGORY.slot,
        live: CASINO_CATEGORY.live,
        table: CASINO_CATEGORY.table,
        bingo: CASINO_CATEGORY.bingo,
        tv: CASINO_CATEGORY.tv,
      }[kind],
    ];
    if (kind === 'live' && /Roulette|Blackjack|Baccarat|Poker/.test(name))
      categories.push(CASINO_CATEGORY.table);
    if (kind === 'slot' && next() < 0.05) categories.push(CASINO_CATEGORY.jackpot);
    if (isPopular) categories.push(CASINO_CATEGORY.popular);
    if (isNew) categories.push(CASINO_CATEGORY.new);
    for (const categoryId of categories) links.push({ gameId: id, categoryId });
  }
  return { games, links };
}
