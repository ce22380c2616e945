import { existsSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from './envelope.ts';

/*
 * Serves the built player site from WEB_DIST:
 * - text files are sent as the .br/.gz siblings the web build writes (apps/web/precompress.ts) when the
 *   browser accepts them;
 * - /assets/* are Vite's content-hashed files: cached for a year, immutable;
 * - other files (/media/*, favicon, ...) get a short max-age, since their names do not change;
 * - any other GET outside /api and /hub answers index.html (client-side routing), never cached
 *   without revalidation, so a new deployment is picked up on the next navigation.
 * Unknown /api and /hub paths stay JSON 404s; a missing file with an extension is a plain 404.
 */

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';
const REVALIDATE = 'no-cache';

/** The logical file a (possibly pre-compressed) path stands for: '/index.html.br' → '/index.html'. */
function logicalPath(relative: string): string {
  return relative.replace(/\.(?:br|gz)$/, '');
}

function isBackendPath(url: string): boolean {
  return /^\/(?:api|hub)(?:[/?#]|$)/.test(url);
}

export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const hasDist = existsSync(webDist);
  const hasIndex = existsSync(join(webDist, 'index.html'));
  if (!hasIndex) {
    app.log.warn(
      { webDist },
      'web app not built (no index.html): only the API is served; run `npm run build -w @lale/web`',
    );
  }

  if (hasDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Explicit routes per file found at start-up, so no catch-all route shadows the /api 404 handler.
      wildcard: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(reply, path) {
        const relative = logicalPath(path.slice(webDist.length).split(sep).join('/'));
        if (relative === '/index.html') reply.header('cache-control', REVALIDATE);
        else reply.header('cache-control', relative.startsWith('/assets/') ? IMMUTABLE : SHORT);
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isBackendPath(path)) return sendNotFound(request, reply);
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && extname(path) === '';
    if (hasIndex && wantsPage) return reply.sendFile('index.html');
    return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
  });
}
