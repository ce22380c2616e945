import { API_CONTRACT } from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type AuthGuard } from '../../platform/auth-guard.ts';
import { ok } from '../../platform/envelope.ts';
import { requestLocale } from '../../platform/i18n.ts';
import { messages } from './outcomes.ts';
import { responses, security } from '../../platform/route-docs.ts';
import type { FavoritesService } from './favorites.ts';

/* casino/togglefavorite (spec §7) and the favourites list the site's Favourites tab shows. */

const C = API_CONTRACT;

export const favoriteRoutes: FastifyPluginAsyncZod<{
  guard: AuthGuard;
  favorites: FavoritesService;
}> = async (app, { guard, favorites }) => {
  app.post(
    C.casinoToggleFavorite.path,
    {
      onRequest: guard,
      schema: {
        tags: ['casino'],
        summary: "Adds a game to the player's favourites, or removes it; data.isFavorite is the new state",
        security,
        body: C.casinoToggleFavorite.request,
        response: responses(C.casinoToggleFavorite.response),
      },
    },
    async (request) => {
      const isFavorite = await favorites.toggle(
        authOf(request).playerId,
        request.body.code,
        request.body.providerId,
      );
      const m = messages(requestLocale(request));
      return ok({ isFavorite }, isFavorite ? m.favoriteAdded : m.favoriteRemoved);
    },
  );

  app.get(
    C.casinoFavorites.path,
    {
      onRequest: guard,
      schema: {
        tags: ['casino'],
        summary: "The player's favourite games, newest first",
        security,
        response: responses(C.casinoFavorites.response),
      },
    },
    async (request) => ok(await favorites.list(authOf(request).playerId)),
  );
};
