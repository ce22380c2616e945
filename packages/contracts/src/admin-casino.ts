import { z } from 'zod';
import { imageUrlRule, localizedTextRule } from './admin-cms.ts';
import { MAX_PAGE_TAKE } from './constants.ts';
import { envelope } from './envelope.ts';
import { MoneySchema } from './money.ts';
import { idRule, int32Rule, numberFromText, requiredText, skipRule, takeRule } from './rules.ts';

/*
 * The back office's casino catalogue (issue #27): the providers with the operator's switch beside
 * whether they can launch here, the games (search, switch, name, order, picture, categories) and the
 * lobby's categories with their names in both site languages. Switching a provider or a game on or off
 * is admin-integrity.ts's calls. Not calls of the site (spec §7), so outside API_CONTRACT.
 */

export const ADMIN_CASINO_PATH = '/api/admin/casino';
export const ADMIN_CASINO_PATHS = {
  providers: `${ADMIN_CASINO_PATH}/providers`,
  games: `${ADMIN_CASINO_PATH}/games`,
  game: `${ADMIN_CASINO_PATH}/games/:id`,
  categories: `${ADMIN_CASINO_PATH}/categories`,
  category: `${ADMIN_CASINO_PATH}/categories/:id`,
  categoriesReorder: `${ADMIN_CASINO_PATH}/categories/reorder`,
  jackpots: `${ADMIN_CASINO_PATH}/jackpots`,
  jackpot: `${ADMIN_CASINO_PATH}/jackpots/:name`,
} as const;

/** The lobby pages a category's tab can be on (the site's casino routes). */
export const CASINO_LOBBY_PAGES = ['slot', 'live', 'games', 'bingo', 'tvbets'] as const;

export const AdminCasinoProviderSchema = z.object({
  providerId: z.number().int(),
  name: z.string(),
  /** The operator's switch. */
  enabled: z.boolean(),
  /** It can launch here (credentials, or the sandbox outside production): both are needed to play. */
  configured: z.boolean(),
  games: z.number().int().min(0),
  enabledGames: z.number().int().min(0),
});
export type AdminCasinoProvider = z.infer<typeof AdminCasinoProviderSchema>;
export const AdminCasinoProvidersResponseSchema = envelope(z.array(AdminCasinoProviderSchema));

export const AdminCasinoGamesQuerySchema = z.object({
  /** Part of the game's name or its code. */
  search: requiredText(1, 60).optional(),
  providerId: numberFromText(idRule).optional(),
  categoryId: numberFromText(idRule).optional(),
  /** 'true': switched on only; 'false': switched off only. */
  enabled: z.enum(['true', 'false']).optional(),
  skip: numberFromText(skipRule).default(0),
  take: numberFromText(takeRule(MAX_PAGE_TAKE)).default(20),
});
export type AdminCasinoGamesQuery = z.input<typeof AdminCasinoGamesQuerySchema>;

export const AdminCasinoGameSchema = z.object({
  gameId: z.number().int(),
  code: z.string(),
  name: z.string(),
  providerId: z.number().int(),
  provider: z.string(),
  live: z.boolean(),
  enabled: z.boolean(),
  popular: z.boolean(),
  isNew: z.boolean(),
  /** Lower first within popular / not popular, then by name (the lobby's order). */
  sort: z.number().int(),
  /** The operator's picture for the tile (null: the catalogue's own drawn tile). */
  imageUrl: z.string().nullable(),
  /** What the lobby shows: the picture, or the drawn tile. */
  tileUrl: z.string(),
  categoryIds: z.array(z.number().int()),
});
export type AdminCasinoGame = z.infer<typeof AdminCasinoGameSchema>;
export const AdminCasinoGamesResponseSchema = envelope(
  z.object({ items: z.array(AdminCasinoGameSchema), total: z.number().int().min(0) }),
);
export const AdminCasinoGameResponseSchema = envelope(AdminCasinoGameSchema);

export const AdminCasinoIdParamsSchema = z.object({ id: numberFromText(idRule) });

/** A game as the operator edits it (every field; the switch is its own call). */
export const AdminCasinoGameRequestSchema = z.object({
  name: requiredText(1, 100),
  sort: int32Rule.min(0).max(1_000_000),
  popular: z.boolean(),
  isNew: z.boolean(),
  /** The tile's picture (an upload's address or https); null: the catalogue's drawn tile. */
  imageUrl: imageUrlRule.nullable(),
  categoryIds: z.array(idRule).max(50),
});
export type AdminCasinoGameRequest = z.input<typeof AdminCasinoGameRequestSchema>;

export const AdminCasinoCategorySchema = z.object({
  id: z.number().int(),
  name: z.object({ tr: z.string(), en: z.string() }),
  slugList: z.array(z.string()),
  imageUrl: z.string().nullable(),
  sort: z.number().int(),
  games: z.number().int().min(0),
});
export type AdminCasinoCategory = z.infer<typeof AdminCasinoCategorySchema>;
export const AdminCasinoCategoriesResponseSchema = envelope(z.array(AdminCasinoCategorySchema));
export const AdminCasinoCategoryResponseSchema = envelope(AdminCasinoCategorySchema);

export const AdminCasinoCategoryRequestSchema = z.object({
  name: localizedTextRule(60),
  slugList: z.array(z.enum(CASINO_LOBBY_PAGES)).min(1).max(CASINO_LOBBY_PAGES.length),
  /** null: the site's default category picture. */
  imageUrl: imageUrlRule.nullable(),
});
export type AdminCasinoCategoryRequest = z.input<typeof AdminCasinoCategoryRequestSchema>;

export const AdminCasinoReorderRequestSchema = z.object({ ids: z.array(idRule).min(1).max(200) });

// ── Jackpots (issue #27) ─────────────────────────────────────────────────────────────────────────────

/**
 * Who sets a jackpot's values: 'operator' (this back office), or 'feed' (a provider's feed, EGT Digital's
 * for its cards when EGT_JACKPOT_FEED_URL is set): the feed's values are the provider's, so the back
 * office shows them and the server refuses the operator's write (JackpotFeedOwned).
 */
export const JACKPOT_SOURCES = ['operator', 'feed'] as const;

/**
 * A jackpot the lobbies show, with its levels' values in the site currency: EGT's cards have 4 levels,
 * the Egypt Quest jackpot one. `withheld`: the feed owning it has given no good answer for too long,
 * so the site does not show it (its last values may be long gone: won, reset) until the feed answers
 * again or the operator, once the feed is off, sets values by hand.
 */
export const AdminJackpotSchema = z.object({
  name: z.string(),
  source: z.enum(JACKPOT_SOURCES),
  withheld: z.boolean(),
  levels: z.array(z.object({ level: z.number().int(), value: z.number() })),
});
export type AdminJackpot = z.infer<typeof AdminJackpotSchema>;
export const AdminJackpotsResponseSchema = envelope(z.array(AdminJackpotSchema));
export const AdminJackpotResponseSchema = envelope(AdminJackpotSchema);

export const AdminJackpotParamsSchema = z.object({ name: requiredText(1, 60) });
/** Every level of the jackpot once, with its new value (a decimal in the site currency). */
export const AdminJackpotRequestSchema = z.object({
  levels: z
    .array(z.object({ level: int32Rule.min(1).max(4), value: MoneySchema }))
    .min(1)
    .max(4),
});
export type AdminJackpotRequest = z.input<typeof AdminJackpotRequestSchema>;
