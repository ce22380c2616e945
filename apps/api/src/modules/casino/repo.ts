import type { ProviderName } from '@lale/contracts';
import { and, asc, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { Database, ReadDatabase } from '../../db/connection.ts';
import {
  casinoFavorites,
  casinoGameCategories,
  casinoGames,
  casinoProviders,
  countries,
  currencies,
  players,
} from '../../db/schema.ts';

/*
 * SQL of the casino: the catalogue (providers, games, categories), favourites, and what a launch reads.
 * The casino owns the catalogue tables; other modules read them through this module's index.
 *
 * The lobby's listing (search, category games, a game's name for its artwork) reads `catalogueDb`, the
 * read replica when there is one: a game switched off shows in the lobby a few seconds longer, and
 * nothing is decided on it. What a launch or a favourite decides — whether the game is playable — reads
 * the primary (`db`), as the wager gate does inside every stake (ARCHITECTURE "Reads on a replica").
 */

/**
 * Which games players see and may launch (issue #23): the provider configured here (an adapter:
 * credentials or the sandbox, written at start-up) AND switched on by the operator, and the game
 * switched on. The wager gate applies the same three flags to every stake.
 */
const playableGame = () =>
  and(eq(casinoProviders.configured, true), eq(casinoProviders.enabled, true), eq(casinoGames.enabled, true));

const GAME_COLUMNS = {
  gameCode: casinoGames.gameCode,
  name: casinoGames.name,
  providerName: casinoProviders.name,
  mainProviderId: casinoGames.providerId,
  productId: casinoGames.productId,
  system: casinoGames.system,
  imageUrl: casinoGames.imageUrl,
};

/** The lobby's order: popular first, then the operator's sort, then name (id keeps pages stable). */
const LOBBY_ORDER = [
  desc(casinoGames.isPopular),
  asc(casinoGames.sort),
  asc(casinoGames.name),
  asc(casinoGames.id),
];

/** Escapes like's wildcards so a typed '%' or '_' is looked for literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createCasinoRepo(db: Database, catalogueDb: ReadDatabase) {
  const visibleGames = (...conditions: (SQL | undefined)[]) =>
    catalogueDb
      .select(GAME_COLUMNS)
      .from(casinoGames)
      .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
      .where(and(playableGame(), ...conditions));

  return {
    /** Playable live or non-live games whose folded name contains `folded` ('' all), in lobby order. */
    async searchGames(filter: { live: boolean; folded: string; skip: number; take: number }) {
      return visibleGames(
        eq(casinoGames.isLive, filter.live),
        filter.folded ? like(casinoGames.nameSearch, `%${likeLiteral(filter.folded)}%`) : undefined,
      )
        .orderBy(...LOBBY_ORDER)
        .limit(filter.take)
        .offset(filter.skip);
    },

    /** Playable games in any of the categories, each once, in lobby order. */
    async categoryGames(categoryIds: number[]) {
      const inCategories = catalogueDb
        .select({ gameId: casinoGameCategories.gameId })
        .from(casinoGameCategories)
        .where(inArray(casinoGameCategories.categoryId, categoryIds));
      return visibleGames(inArray(casinoGames.id, inCategories)).orderBy(...LOBBY_ORDER);
    },

    async gameName(gameId: number): Promise<string | undefined> {
      const [row] = await catalogueDb
        .select({ name: casinoGames.name })
        .from(casinoGames)
        .where(eq(casinoGames.id, gameId))
        .limit(1);
      return row?.name;
    },

    // ── favourites ───────────────────────────────────────────────────────────────────────────────

    /** The id of a playable game named by code and provider id. */
    async playableGameId(code: string, providerId: number): Promise<number | undefined> {
      const [game] = await db
        .select({ id: casinoGames.id })
        .from(casinoGames)
        .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
        .where(and(eq(casinoGames.gameCode, code), eq(casinoGames.providerId, providerId), playableGame()));
      return game?.id;
    },

    /** Removes the favourite when there, else adds it (one transaction); answers the new state. */
    async toggleFavorite(playerId: number, gameId: number, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(casinoFavorites)
          .where(and(eq(casinoFavorites.playerId, playerId), eq(casinoFavorites.gameId, gameId)))
          .returning({ gameId: casinoFavorites.gameId });
        if (removed.length > 0) return false;
        await tx.insert(casinoFavorites).values({ playerId, gameId, createdAt: at }).onConflictDoNothing();
        return true;
      });
    },

    /** The player's playable favourites, newest first. */
    async favorites(playerId: number) {
      return db
        .select(GAME_COLUMNS)
        .from(casinoFavorites)
        .innerJoin(casinoGames, eq(casinoGames.id, casinoFavorites.gameId))
        .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
        .where(and(eq(casinoFavorites.playerId, playerId), playableGame()))
        .orderBy(desc(casinoFavorites.createdAt), desc(casinoFavorites.gameId));
    },

    // ── launches ─────────────────────────────────────────────────────────────────────────────────

    async providers(): Promise<{ id: number; name: string }[]> {
      return db.select({ id: casinoProviders.id, name: casinoProviders.name }).from(casinoProviders);
    },

    async setProviderConfigured(providerId: number, configured: boolean): Promise<void> {
      await db.update(casinoProviders).set({ configured }).where(eq(casinoProviders.id, providerId));
    },

    /** A game by provider name and code, with whether it is playable now. */
    async launchGame(providerName: ProviderName, gameCode: string) {
      const [game] = await db
        .select({
          id: casinoGames.id,
          code: casinoGames.gameCode,
          name: casinoGames.name,
          productId: casinoGames.productId,
          system: casinoGames.system,
          enabled: sql<boolean>`${playableGame()}`,
        })
        .from(casinoGames)
        .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
        .where(and(eq(casinoProviders.name, providerName), eq(casinoGames.gameCode, gameCode)));
      return game;
    },

    /**
     * The currency code and country code a provider's launch carries. Reads `players` (owned by auth) and
     * the reference tables in one statement: a listed cross-module read (ARCHITECTURE.md "Repos and
     * table ownership").
     */
    async launchPlayer(
      playerId: number,
      currencyId: number,
    ): Promise<{ currency: string; country: string } | undefined> {
      const [player] = await db
        .select({ currency: currencies.code, country: countries.code })
        .from(players)
        .innerJoin(currencies, eq(currencies.id, currencyId))
        .innerJoin(countries, eq(countries.id, players.countryId))
        .where(eq(players.id, playerId));
      return player;
    },
  };
}

export type CasinoRepo = ReturnType<typeof createCasinoRepo>;
