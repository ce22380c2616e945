import { z } from 'zod';
import { JackpotCardsSchema } from './bootstrap.ts';
import { GAME_SEARCH_PAGE_SIZE, MAX_PAGE_TAKE } from './constants.ts';
import { envelope, NoPayloadSchema } from './envelope.ts';
import { gameCodeRule, idRule, plainText, skipRule, takeRule } from './rules.ts';

/*
 * Casino catalogue calls and entities (spec §3 Game and Casino category, §7 casino/*).
 * Launch calls are in launch.ts.
 */

/** The external game providers of spec §7; the game's providerName picks the launch call. */
export const THIRD_PARTY_PROVIDER_NAMES = [
  'SoftGamings',
  'Hub88',
  'Egt Digital',
  'Amusnet',
  'Pragmatic Play',
  'EveryMatrix',
  'Digitain',
] as const;

/** Our own studio (issue #12): its games launch and pay through the same calls as an external one's. */
export const ORIGINALS_PROVIDER_NAME = 'Lale Originals';

/** Every provider a game can come from: the spec's seven and Lale Originals. */
export const PROVIDER_NAMES = [...THIRD_PARTY_PROVIDER_NAMES, ORIGINALS_PROVIDER_NAME] as const;
export const ProviderNameSchema = z.enum(PROVIDER_NAMES);
export type ProviderName = z.infer<typeof ProviderNameSchema>;

export const GameSchema = z.object({
  gameCode: z.string().min(1),
  name: z.string(),
  providerName: ProviderNameSchema,
  /** The provider's id in our catalogue; sent as providerId when toggling a favourite. */
  mainProviderId: idRule,
  /** EveryMatrix product id (emlaunchurl); null for other providers. */
  productId: z.number().int().nullable(),
  /** SoftGamings system id (softgamingslaunchurl); null for other providers. */
  system: z.string().nullable(),
  /** Thumbnail; the site shows a default picture when absent. */
  imageUrl: z.string().optional(),
});
export type Game = z.infer<typeof GameSchema>;

/**
 * POST casino/games {live, search, skip, take}: live or non-live games whose name matches `search`
 * ('' lists all). The answer is a list of lists (one per matching group) that the site flattens.
 */
export const CasinoGamesRequestSchema = z.object({
  live: z.boolean(),
  search: plainText().max(100),
  skip: skipRule.default(0),
  take: takeRule(MAX_PAGE_TAKE).default(GAME_SEARCH_PAGE_SIZE),
});
export const CasinoGamesResponseSchema = envelope(z.array(z.array(GameSchema)));
export type CasinoGamesRequest = z.infer<typeof CasinoGamesRequestSchema>;
export type CasinoGamesResponse = z.infer<typeof CasinoGamesResponseSchema>;

/** POST casino/categorygames {systemCategory}: the games of the given category ids. */
export const CategoryGamesRequestSchema = z.object({ systemCategory: z.array(idRule).min(1) });
export const CategoryGamesResponseSchema = envelope(z.array(GameSchema));
export type CategoryGamesRequest = z.infer<typeof CategoryGamesRequestSchema>;
export type CategoryGamesResponse = z.infer<typeof CategoryGamesResponseSchema>;

/**
 * POST casino/togglefavorite {code, providerId} (login required). data.isFavorite tells the site
 * which toast to show: 'Added to favorites' or the 'Removed from favorites' warning (spec §8).
 */
export const ToggleFavoriteRequestSchema = z.object({ code: gameCodeRule, providerId: idRule });
export const ToggleFavoriteResponseSchema = envelope(z.object({ isFavorite: z.boolean() }));
export type ToggleFavoriteRequest = z.infer<typeof ToggleFavoriteRequestSchema>;
export type ToggleFavoriteResponse = z.infer<typeof ToggleFavoriteResponseSchema>;

/** GET casino/eqyptquest (sic) → {currentLevelI}; 14000 means no Egypt jackpot (jackpot.ts). */
export const EgyptQuestRequestSchema = NoPayloadSchema;
export const EgyptQuestResponseSchema = envelope(JackpotCardsSchema);
export type EgyptQuestResponse = z.infer<typeof EgyptQuestResponseSchema>;
