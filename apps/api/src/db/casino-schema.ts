import { PROVIDER_NAMES } from '@lale/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players } from './accounts-schema.ts';
import type { LocalizedText } from './reference-schema.ts';

/*
 * The casino catalogue (issue #12, spec §3 Game and Casino category): providers, their games and the
 * casino categories games are grouped into. Search reads `casino_games.name_search`, the name folded by
 * `foldForSearch` (contracts) when the row is written; a pg_trgm GIN index on it (created by hand at the
 * end of the migration, after the extension) lets `like '%query%'` answer in milliseconds.
 */

/** `'A', 'B'` for an `in (...)` check; the values are our own constants, never input. */
const sqlList = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));

export const casinoProviders = pgTable(
  'casino_providers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** One of PROVIDER_NAMES (contracts); picks the launch call, so the API answers it as that enum. */
    name: text('name').notNull().unique(),
    /**
     * Switched on by the operator (admin call): off hides all its games and the wager gate refuses its
     * stakes. Separate from `configured`, so a restart never switches back on what the operator turned off.
     */
    enabled: boolean('enabled').notNull().default(true),
    /** The provider can launch here (an adapter: credentials or the sandbox); written by `syncProviders` at start-up. */
    configured: boolean('configured').notNull().default(true),
    logo: text('logo'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [check('casino_providers_name', sql`${t.name} in (${sqlList(PROVIDER_NAMES)})`)],
);

export const casinoGames = pgTable(
  'casino_games',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => casinoProviders.id),
    /** The provider's own code for the game; unique within a provider only. */
    gameCode: text('game_code').notNull(),
    name: text('name').notNull(),
    /** foldForSearch(name): what search compares against. */
    nameSearch: text('name_search').notNull(),
    /** EveryMatrix product id; null for other providers. */
    productId: integer('product_id'),
    /** SoftGamings system id; null for other providers. */
    system: text('system'),
    imageUrl: text('image_url').notNull(),
    isLive: boolean('is_live').notNull().default(false),
    /** Return to player in percent, e.g. 96.50. */
    rtp: numeric('rtp', { precision: 5, scale: 2 }),
    /** low | medium | high. */
    volatility: text('volatility'),
    /** Smaller first; ties broken by name. */
    sort: integer('sort').notNull().default(0),
    isNew: boolean('is_new').notNull().default(false),
    isPopular: boolean('is_popular').notNull().default(false),
    /** Switched on by the operator (admin call): off hides the game and the wager gate refuses its stakes. */
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [
    uniqueIndex('casino_games_provider_code_uq').on(table.providerId, table.gameCode),
    // The lobby's order within live / non-live (popular first, then sort, name, id), so a page without a
    // search reads the index in order and stops after `take` rows.
    check('casino_games_volatility', sql`${table.volatility} in ('low', 'medium', 'high')`),
    index('casino_games_listing_idx').on(
      table.isLive,
      table.isPopular.desc(),
      table.sort,
      table.name,
      table.id,
    ),
  ],
);

export const casinoCategories = pgTable('casino_categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** The tab's name in each site language (an English visitor reads "Live Casino", not "Canlı Casino"). */
  name: jsonb('name').$type<LocalizedText>().notNull(),
  /** The lobby pages (slot, live, bingo, games, tvbets) whose tabs show this category. */
  slugList: text('slug_list').array().notNull().default([]),
  /** null: the site shows its default category image. */
  imageUrl: text('image_url'),
  sort: integer('sort').notNull().default(0),
});

export const casinoGameCategories = pgTable(
  'casino_game_categories',
  {
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => casinoGames.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => casinoCategories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.categoryId] }),
    index('casino_game_categories_category_idx').on(table.categoryId, table.gameId),
  ],
);

/** A player's favourite games (spec §3 "User has a favourite list of game codes"). */
export const casinoFavorites = pgTable(
  'casino_favorites',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => casinoGames.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.gameId] }),
    index('casino_favorites_player_idx').on(t.playerId, t.createdAt),
  ],
);
