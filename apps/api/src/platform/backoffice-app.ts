import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config.ts';
import { securityHeaders, type SecurityHeaders } from './security.ts';

/*
 * Serves the built back office (apps/backoffice/dist, BACKOFFICE_DIST) at /backoffice, the operator's
 * own app (issue #25):
 * - /backoffice/assets/* are Vite's content-hashed files: cached for a year, immutable;
 * - /backoffice and every other path under it without a file extension answer index.html (client-side
 *   routing, the router's basename is /backoffice), revalidated so a new build is picked up at once;
 *   a missing file with an extension is a plain 404, never the page.
 * Its own, stricter headers than the site's: everything from this origin only (images also as data:
 * URIs, for the authenticator's QR code), no frames in it, and it may not be framed by anyone
 * (frame-ancestors 'none' and X-Frame-Options: DENY), against click-jacking of staff actions.
 */

export const BACKOFFICE_PREFIX = '/backoffice';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export function backofficeSecurityHeaders(config: Config): SecurityHeaders {
  const https = new URL(config.publicUrl).protocol === 'https:';
  const headers = securityHeaders(config, {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': https ? [] : null,
  });
  // helmet's default is SAMEORIGIN; the back office is framed by nobody, the site included.
  return headers.map(([name, value]) => [name, name === 'x-frame-options' ? 'DENY' : value] as const);
}

export async function registerBackofficeApp(app: FastifyInstance, config: Config): Promise<void> {
  const dist = config.backofficeDist;
  const indexFile = join(dist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(
      { backofficeDist: dist },
      'back office not built (no index.html): /backoffice answers 404; run `npm run build -w @lale/backoffice`',
    );
  }
  const indexPage = existsSync(indexFile) ? readFileSync(indexFile) : null;
  const headers = backofficeSecurityHeaders(config);

  // A scope of its own, so its headers hook covers only the back office's routes (after the site's).
  await app.register(async (scope) => {
    scope.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
    const assets = join(dist, 'assets');
    if (existsSync(assets)) {
      await scope.register(fastifyStatic, {
        root: assets,
        prefix: `${BACKOFFICE_PREFIX}/assets/`,
        // The site's static root registered the reply decorator already.
        decorateReply: false,
        // Explicit routes per file found at start-up: the page route below answers everything else.
        wildcard: false,
        cacheControl: false,
        index: false,
        setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
      });
    }
    const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '';
      if (!indexPage || extname(path) !== '') {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      }
      return reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(indexPage);
    };
    // Pages, not API calls: kept out of the OpenAPI document.
    const page = { schema: { hide: true } };
    scope.get(BACKOFFICE_PREFIX, page, sendPage);
    scope.get(`${BACKOFFICE_PREFIX}/*`, page, sendPage);
  });
}
