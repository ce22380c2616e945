import type { CasinoGamesRequest, Game } from '@lale/contracts';

/*
 * The casino catalogue (spec §3 Game, §7 casino/*). The catalogue itself — providers, games, categories
 * — arrives with the casino issue; until then the search finds nothing, in the contract's shape: a list
 * of lists (one per matching group) that the site flattens.
 */

export function createCasinoService() {
  return {
    /** Games whose name matches `search` among live or non-live games, paged by skip/take. */
    async searchGames(_query: CasinoGamesRequest): Promise<Game[][]> {
      return [];
    },
  };
}

export type CasinoService = ReturnType<typeof createCasinoService>;
