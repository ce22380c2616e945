import type { Game, ProviderName } from '@lale/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { casinoFavorites, casinoGames, casinoProviders } from '../../db/schema.ts';
import { playableGame } from './playable.ts';
import type { Clock } from '../../platform/clock.ts';
import { refuse } from '../../platform/domain-errors.ts';

/*
 * Favourites (spec §4 favourite toggle, §7 casino/togglefavorite): a game is named by its code and its
 * provider's id, as the site has them from the Game object (gameCode, mainProviderId).
 */

export function createFavoritesService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    /** Adds the game to the player's favourites, or removes it when it is there; answers the new state. */
    async toggle(playerId: number, code: string, providerId: number): Promise<boolean> {
      const [game] = await db
        .select({ id: casinoGames.id })
        .from(casinoGames)
        .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
        .where(and(eq(casinoGames.gameCode, code), eq(casinoGames.providerId, providerId), playableGame()));
      if (!game) throw refuse({ code: 'GameNotFound' });
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(casinoFavorites)
          .where(and(eq(casinoFavorites.playerId, playerId), eq(casinoFavorites.gameId, game.id)))
          .returning({ gameId: casinoFavorites.gameId });
        if (removed.length > 0) return false;
        await tx
          .insert(casinoFavorites)
          .values({ playerId, gameId: game.id, createdAt: clock.now() })
          .onConflictDoNothing();
        return true;
      });
    },

    /** The player's favourite games of enabled providers, newest first. */
    async list(playerId: number): Promise<Game[]> {
      const rows = await db
        .select({
          gameCode: casinoGames.gameCode,
          name: casinoGames.name,
          providerName: casinoProviders.name,
          mainProviderId: casinoGames.providerId,
          productId: casinoGames.productId,
          system: casinoGames.system,
          imageUrl: casinoGames.imageUrl,
        })
        .from(casinoFavorites)
        .innerJoin(casinoGames, eq(casinoGames.id, casinoFavorites.gameId))
        .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
        .where(and(eq(casinoFavorites.playerId, playerId), playableGame()))
        .orderBy(desc(casinoFavorites.createdAt), desc(casinoFavorites.gameId));
      return rows.map((row) => ({ ...row, providerName: row.providerName as ProviderName }));
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
