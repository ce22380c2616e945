import { existsSync } from 'node:fs';
import { sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/*
 * Serves the built Lale Originals game pages (apps/games/dist) under /games/: each game's page is
 * /games/<code>/ (its index.html), the shared hashed assets /games/assets/*. They run in the site's play
 * frame on the same origin, under the site's CSP. Without a build only the API and site are served.
 */

export const GAME_PAGES_PREFIX = '/games/';

export async function registerGamePages(app: FastifyInstance, gamesDist: string): Promise<void> {
  if (!existsSync(gamesDist)) {
    app.log.warn({ gamesDist }, 'game pages not built: run `npm run build -w @lale/games`');
    return;
  }
  await app.register(fastifyStatic, {
    root: gamesDist,
    prefix: GAME_PAGES_PREFIX,
    // A second static root: the site's registered the reply decorator already.
    decorateReply: false,
    wildcard: false,
    cacheControl: false,
    index: ['index.html'],
    redirect: true,
    setHeaders(reply, path) {
      const relative = path.slice(gamesDist.length).split(sep).join('/');
      // Hashed assets never change; a page is revalidated so a new build is picked up at the next launch.
      reply.header(
        'cache-control',
        relative.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}
