import {
  foldForSearch,
  type CasinoGamesRequest,
  type CategoryGamesRequest,
  type Game,
  type ProviderName,
} from '@lale/contracts';
import type { CasinoRepo } from './repo.ts';

/*
 * The casino catalogue (spec §3 Game, §7 casino/games and casino/categorygames). Only games of enabled
 * providers are ever shown. Search folds the query with the same `foldForSearch` that filled
 * `name_search`, so 'sansli', 'ŞANSLI' and 'şanslı' meet on 'sansli'; `like '%…%'` is served by the
 * pg_trgm index of migration 0009.
 */

export type CasinoServiceDeps = { repo: CasinoRepo };

type GameRow = Omit<Game, 'providerName'> & { providerName: string };

export const toGame = ({ providerName, ...row }: GameRow): Game => ({
  ...row,
  // The column holds PROVIDER_NAMES values only (the seed and the admin write them).
  providerName: providerName as ProviderName,
});

export function createCasinoService({ repo }: CasinoServiceDeps) {
  return {
    /**
     * Live or non-live games whose folded name contains the folded `search` ('' lists all), paged by
     * skip/take. The contract's answer is a list of lists the site flattens: the page is its one list
     * (none when nothing matches).
     */
    async searchGames({ live, search, skip, take }: CasinoGamesRequest): Promise<Game[][]> {
      const rows = await repo.searchGames({ live, folded: foldForSearch(search), skip, take });
      return rows.length > 0 ? [rows.map(toGame)] : [];
    },

    /** The games in any of the given categories, each once, in the lobby's order. */
    async categoryGames({ systemCategory }: CategoryGamesRequest): Promise<Game[]> {
      const rows = await repo.categoryGames(systemCategory);
      return rows.map(toGame);
    },

    /** A game's name for its generated artwork; undefined when there is no such game. */
    gameName: (gameId: number): Promise<string | undefined> => repo.gameName(gameId),
  };
}

export type CasinoService = ReturnType<typeof createCasinoService>;
