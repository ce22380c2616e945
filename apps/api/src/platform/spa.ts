import { existsSync, readFileSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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
 *   without revalidation, so a new deployment is picked up on the next navigation. The page gets the
 *   `pageData` markup (the embedded bootstrap) before </head>, compressed here: it changes with the
 *   content, so it cannot be compressed at build time. The compressed page is kept until the markup
 *   changes, so a burst of visitors costs one compression.
 * Unknown /api and /hub paths stay JSON 404s; a missing file with an extension is a plain 404.
 */

export type SpaOptions = {
  /** Markup for the page's <head>; a failure leaves it out (the site then fetches what it needs). */
  pageData?: () => Promise<string>;
  /** Markup for the page's <head> that depends on the configuration only (e.g. the live-chat meta). */
  headMarkup?: string;
};

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

type Encoding = 'br' | 'gzip' | 'identity';

function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

function encode(html: string, encoding: Encoding): Buffer {
  const raw = Buffer.from(html, 'utf8');
  if (encoding === 'br') return brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });
  if (encoding === 'gzip') return gzipSync(raw, { level: 6 });
  return raw;
}

/** index.html with the page data in its head, per encoding, rebuilt only when the data changes. */
function createPageRenderer(
  template: string,
  pageData: SpaOptions['pageData'],
  onDataError: (error: unknown) => void,
) {
  let last: { data: string; bodies: Map<Encoding, Buffer> } = { data: '', bodies: new Map() };
  return async (encoding: Encoding): Promise<Buffer> => {
    const data = pageData
      ? await pageData().catch((error: unknown) => {
          onDataError(error);
          return '';
        })
      : '';
    if (data !== last.data) last = { data, bodies: new Map() };
    let body = last.bodies.get(encoding);
    if (!body) {
      body = encode(template.replace('</head>', `${data}</head>`), encoding);
      last.bodies.set(encoding, body);
    }
    return body;
  };
}

export async function registerSpa(
  app: FastifyInstance,
  webDist: string,
  { pageData, headMarkup = '' }: SpaOptions = {},
): Promise<void> {
  const hasDist = existsSync(webDist);
  const indexFile = join(webDist, 'index.html');
  const hasIndex = existsSync(indexFile);
  const renderPage = hasIndex
    ? createPageRenderer(
        readFileSync(indexFile, 'utf8').replace('</head>', `${headMarkup}</head>`),
        pageData,
        (error) => app.log.warn({ err: error }, 'page data unavailable: the page is sent without it'),
      )
    : null;
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
      // The page itself is rendered below (with its data), never sent as the bare file.
      index: false,
      allowedPath: (path) => logicalPath(path) !== '/index.html',
      setHeaders(reply, path) {
        const relative = logicalPath(path.slice(webDist.length).split(sep).join('/'));
        reply.header('cache-control', relative.startsWith('/assets/') ? IMMUTABLE : SHORT);
      },
    });
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const body = await renderPage!(encoding);
    reply
      .header('cache-control', REVALIDATE)
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(body);
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isBackendPath(path)) return sendNotFound(request, reply);
    const isPagePath = extname(path) === '' || path === '/index.html';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && isPagePath;
    if (renderPage && wantsPage) return sendPage(request, reply);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
  });
}
