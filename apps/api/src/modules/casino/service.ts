import {
  foldForSearch,
  type CasinoGamesRequest,
  type CategoryGamesRequest,
  type Game,
  type ProviderName,
} from '@lale/contracts';
import { and, asc, desc, eq, inArray, like, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { casinoGameCategories, casinoGames, casinoProviders } from '../../db/schema.ts';
import { playableGame } from './playable.ts';

/*
 * The casino catalogue (spec §3 Game, §7 casino/games and casino/categorygames). Only games of enabled
 * providers are ever shown. Search folds the query with the same `foldForSearch` that filled
 * `name_search`, so 'sansli', 'ŞANSLI' and 'şanslı' meet on 'sansli'; `like '%…%'` is served by the
 * pg_trgm index of migration 0009.
 */

export type CasinoServiceDeps = { db: Database };

/** Escapes like's wildcards so a typed '%' or '_' is looked for literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const GAME_COLUMNS = {
  gameCode: casinoGames.gameCode,
  name: casinoGames.name,
  providerName: casinoProviders.name,
  mainProviderId: casinoGames.providerId,
  productId: casinoGames.productId,
  system: casinoGames.system,
  imageUrl: casinoGames.imageUrl,
};

type GameRow = Omit<Game, 'providerName'> & { providerName: string };

const toGame = ({ providerName, ...row }: GameRow): Game => ({
  ...row,
  // The column holds PROVIDER_NAMES values only (the seed and the admin write them).
  providerName: providerName as ProviderName,
});

/** The lobby's order: popular first, then the operator's sort, then name (id keeps pages stable). */
const LOBBY_ORDER = [
  desc(casinoGames.isPopular),
  asc(casinoGames.sort),
  asc(casinoGames.name),
  asc(casinoGames.id),
];

export function createCasinoService({ db }: CasinoServiceDeps) {
  const visibleGames = (...conditions: (SQL | undefined)[]) =>
    db
      .select(GAME_COLUMNS)
      .from(casinoGames)
      .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
      .where(and(playableGame(), ...conditions));

  return {
    /**
     * Live or non-live games whose folded name contains the folded `search` ('' lists all), paged by
     * skip/take. The contract's answer is a list of lists the site flattens: the page is its one list
     * (none when nothing matches).
     */
    async searchGames({ live, search, skip, take }: CasinoGamesRequest): Promise<Game[][]> {
      const folded = foldForSearch(search);
      const rows = await visibleGames(
        eq(casinoGames.isLive, live),
        folded ? like(casinoGames.nameSearch, `%${likeLiteral(folded)}%`) : undefined,
      )
        .orderBy(...LOBBY_ORDER)
        .limit(take)
        .offset(skip);
      return rows.length > 0 ? [rows.map(toGame)] : [];
    },

    /** The games in any of the given categories, each once, in the lobby's order. */
    async categoryGames({ systemCategory }: CategoryGamesRequest): Promise<Game[]> {
      const inCategories = db
        .select({ gameId: casinoGameCategories.gameId })
        .from(casinoGameCategories)
        .where(inArray(casinoGameCategories.categoryId, systemCategory));
      const rows = await visibleGames(inArray(casinoGames.id, inCategories)).orderBy(...LOBBY_ORDER);
      return rows.map(toGame);
    },

    /** A game's name for its generated artwork; undefined when there is no such game. */
    async gameName(gameId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ name: casinoGames.name })
        .from(casinoGames)
        .where(eq(casinoGames.id, gameId))
        .limit(1);
      return row?.name;
    },
  };
}

export type CasinoService = ReturnType<typeof createCasinoService>;
