import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../../platform/clock.ts';
import type { FundistLaunchPages, FundistPlayers } from './fundist-launch.ts';
import type { FundistRepo } from './fundist-repo.ts';

/*
 * The play page of a SoftGamings launch (fundist-launch.ts): Fundist's User/AuthHTML answer, an HTML
 * block with an inline script, served as a document of its own at /api/casino/softgamings/play/:id.
 *
 * Why a page of its own rather than the script in the site's page (the CSP decision, notes/fundist.md):
 * the script is Fundist's, different on every launch, so the site's CSP could only allow it with a
 * nonce handed to the page for whatever the launch answer carries — i.e. any script the launch call
 * returns would run in our origin, beside the player's session and the API. A srcdoc, data: or blob:
 * frame inherits the site's CSP, so none of them lets the script run either. This page instead:
 * - has its own CSP with a fresh nonce per response, stamped on the <script> elements of Fundist's
 *   HTML only: inline event handlers and javascript: URLs in it stay blocked; 'strict-dynamic' lets
 *   Fundist's loader load the game's scripts; the game's frames, images and connections go anywhere;
 * - is sandboxed (CSP `sandbox` and the site's iframe `sandbox`, without allow-same-origin): it runs in
 *   an opaque origin, so it can read neither our cookies nor storage and cannot call our API as the
 *   player; only our site may frame it (frame-ancestors). The sandbox reaches the game's own frames
 *   too, so they are opaque as well; a game that needs its storage wants SOFTGAMINGS_PLAY_ORIGIN: the
 *   page is then served on that origin of its own, where the sandbox keeps it (allow-same-origin only
 *   when the request's host is that origin, never on the site's);
 * - lives as long as its game session and stops opening once the launch is ended or refused (logout,
 *   block, game or provider off) — the id in its address is a 32-byte random capability.
 * The site's own CSP gains nothing: the launch's HTML it gets is an <iframe> of this same-origin page.
 */

export const SOFTGAMINGS_PLAY_PATH = '/api/casino/softgamings/play';

export function createFundistStores(
  repo: FundistRepo,
  clock: Clock,
  sessionOf: (token: string) => Promise<{ id: number; expiresAt: Date } | 'expired' | undefined>,
): { players: FundistPlayers; pages: FundistLaunchPages } {
  return {
    players: {
      known: (playerId) => repo.playerKnown(playerId),
      remember: (playerId, login) => repo.rememberPlayer(playerId, login, clock.now()),
    },
    pages: {
      async keep(token, html) {
        const session = await sessionOf(token);
        if (!session || session === 'expired') throw new Error('the launch just issued is not found');
        const id = randomBytes(32).toString('base64url');
        const now = clock.now();
        await repo.deleteExpiredPages(now);
        await repo.insertPage({
          id,
          gameSessionId: session.id,
          html,
          createdAt: now,
          expiresAt: session.expiresAt,
        });
        return `${SOFTGAMINGS_PLAY_PATH}/${id}`;
      },
    },
  };
}

/** Adds the nonce to every <script> start tag of Fundist's HTML. */
export const withNonce = (html: string, nonce: string): string =>
  html.replace(/<script\b/gi, `<script nonce="${nonce}"`);

/**
 * The page's CSP. `ownOrigin`: served on SOFTGAMINGS_PLAY_ORIGIN, a host that is not the site's, so the
 * sandbox may keep that origin (the game's own frames get real origins and storage); on the site's
 * origin the page is always opaque. Only the site (`siteOrigin`) may frame it.
 */
export function fundistPageCsp(nonce: string, siteOrigin: string, ownOrigin = false): string {
  const sandbox = `sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-pointer-lock allow-orientation-lock${ownOrigin ? ' allow-same-origin' : ''}`;
  return [
    'default-src * data: blob:',
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src * 'unsafe-inline'",
    'img-src * data: blob:',
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${siteOrigin}`,
    sandbox,
  ].join('; ');
}

const Params = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });
/**
 * The launch's language (fundist-launch.ts adds it to the address), for the page's `<html lang>`: a
 * document without one leaves a screen reader guessing how to read the game frame's title. Anything
 * else, or none (a frame launched before the parameter existed), reads as the site's default, Turkish.
 */
const Query = z.object({ lang: z.enum(['tr', 'en']).catch('tr').default('tr') });

// Its one sentence is English, whatever the launch's language.
const closedPage = (nonce: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Game closed</title><style nonce="${nonce}">body{font:16px system-ui,sans-serif;margin:2rem;color:#555}</style></head><body><p>This game is closed. Launch it again from the lobby.</p></body></html>`;

export const fundistPageRoutes: FastifyPluginAsync<{
  repo: FundistRepo;
  clock: Clock;
  /** Why the launch may not be played any more (game-wallet frameRefusal); undefined: it may. */
  refusal: (gameSessionId: number) => Promise<string | undefined>;
  /** The site's origin (PUBLIC_URL): the only one that may frame the page. */
  siteOrigin: string;
  /** SOFTGAMINGS_PLAY_ORIGIN, when the page has an origin of its own. */
  playOrigin?: string;
}> = async (app, { repo, clock, refusal, siteOrigin, playOrigin }) => {
  const playHost = playOrigin ? new URL(playOrigin).host : undefined;
  const siteHost = new URL(siteOrigin).host;
  app.get(
    `${SOFTGAMINGS_PLAY_PATH}/:id`,
    // The page sets its own headers (a nonce per answer); the site's CSP would block its scripts.
    { schema: { hide: true }, config: { securityHeaders: [] } },
    async (request, reply) => {
      const nonce = randomBytes(18).toString('base64');
      // request.host: the Host header, or X-Forwarded-Host only from a proxy TRUST_PROXY names.
      const ownOrigin = playHost !== undefined && playHost !== siteHost && request.host === playHost;
      reply
        .header('content-security-policy', fundistPageCsp(nonce, siteOrigin, ownOrigin))
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'no-referrer')
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8');
      const params = Params.safeParse(request.params);
      const page = params.success ? await repo.page(params.data.id, clock.now()) : undefined;
      if (!page || (await refusal(page.gameSessionId)) !== undefined)
        return reply.code(410).send(closedPage(nonce));
      const { lang } = Query.parse(request.query ?? {});
      return reply.send(
        `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Game</title><style nonce="${nonce}">html,body{margin:0;width:100%;height:100%;overflow:hidden;background:#000}</style></head><body>${withNonce(page.html, nonce)}</body></html>`,
      );
    },
  );
};
