import { API_CONTRACT } from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES, ok, sendNotFound } from '../../platform/envelope.ts';
import { ART_PATH, gameArt } from './art.ts';
import type { CasinoService } from './service.ts';

/* Casino catalogue calls of spec §7 (favourites and launches come with the rest of the casino issue). */

const ART_FILE = /^([1-9][0-9]{0,14})\.svg$/;

export const casinoRoutes: FastifyPluginAsyncZod<{ casino: CasinoService }> = async (app, { casino }) => {
  const games = API_CONTRACT.casinoGames;
  app.post(
    games.path,
    {
      schema: {
        tags: ['casino'],
        summary:
          'Search live or other games by name (accent- and case-insensitive for Turkish): the page as the one list of a list of lists',
        body: games.request,
        response: { 200: games.response, ...ERROR_RESPONSES },
      },
    },
    async (request) => ok(await casino.searchGames(request.body)),
  );

  const categoryGames = API_CONTRACT.casinoCategoryGames;
  app.post(
    categoryGames.path,
    {
      schema: {
        tags: ['casino'],
        summary: 'The games of the given casino categories (each once), popular first',
        body: categoryGames.request,
        response: { 200: categoryGames.response, ...ERROR_RESPONSES },
      },
    },
    async (request) => ok(await casino.categoryGames(request.body)),
  );

  // The demo catalogue's generated artwork (same origin, so the site's CSP shows it).
  app.get(`${ART_PATH}/:file`, { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const gameId = Number(ART_FILE.exec(file)?.[1] ?? Number.NaN);
    const name = Number.isSafeInteger(gameId) ? await casino.gameName(gameId) : undefined;
    if (name === undefined) return sendNotFound(request, reply);
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(gameArt(gameId, name));
  });
};
