import { API_CONTRACT } from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES, ok } from '../../platform/envelope.ts';
import type { CasinoService } from './service.ts';

/* Casino calls of spec §7 (the catalogue search so far; favourites and launches come with the casino issue). */

export const casinoRoutes: FastifyPluginAsyncZod<{ casino: CasinoService }> = async (app, { casino }) => {
  const games = API_CONTRACT.casinoGames;
  app.post(
    games.path,
    {
      schema: {
        tags: ['casino'],
        summary:
          'Search live or other games by name: a list of lists the site flattens (empty until the catalogue)',
        body: games.request,
        response: { 200: games.response, ...ERROR_RESPONSES },
      },
    },
    async (request) => ok(await casino.searchGames(request.body)),
  );
};
