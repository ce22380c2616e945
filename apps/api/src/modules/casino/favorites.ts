import type { Game } from '@lale/contracts';
import type { Clock } from '../../platform/clock.ts';
import { refuse } from '../../platform/domain-errors.ts';
import type { CasinoRepo } from './repo.ts';
import { toGame } from './service.ts';

/*
 * Favourites (spec §4 favourite toggle, §7 casino/togglefavorite): a game is named by its code and its
 * provider's id, as the site has them from the Game object (gameCode, mainProviderId).
 */

export function createFavoritesService({ repo, clock }: { repo: CasinoRepo; clock: Clock }) {
  return {
    /** Adds the game to the player's favourites, or removes it when it is there; answers the new state. */
    async toggle(playerId: number, code: string, providerId: number): Promise<boolean> {
      const gameId = await repo.playableGameId(code, providerId);
      if (gameId === undefined) throw refuse({ code: 'GameNotFound' });
      return repo.toggleFavorite(playerId, gameId, clock.now());
    },

    /** The player's favourite games of enabled providers, newest first. */
    async list(playerId: number): Promise<Game[]> {
      const rows = await repo.favorites(playerId);
      return rows.map(toGame);
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
