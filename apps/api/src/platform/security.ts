import helmet from '@fastify/helmet';
import { CONTENT_IMAGE_ORIGINS } from '@lale/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';

/*
 * Security headers for everything the server answers. The CSP fits the built React SPA: its scripts,
 * styles and fonts come from this origin only; images from here or data: URIs; fetches and the
 * realtime hub (/hub/frnotify over ws/wss) go to this origin only.
 *
 * Named exceptions that later issues add here, nowhere else (DESIGN §9):
 * - the play frame: `frame-src` must list the game providers' launch origins;
 * - the live-chat widget (below).
 * The API docs page (/api/docs) gets its own, looser policy in modules/docs.
 */

type Directives = Record<string, string[] | null>;

/*
 * The live-chat widget (Tawk.to, loaded by apps/web/src/lib/liveChat.ts only when the site options name
 * a chat site and widget): its script, its API and socket, its frames, pictures and fonts. Its own
 * inline styles are not allowed ('unsafe-inline' would open style injection for the whole site); the
 * widget renders inside its frames, which carry their own policy.
 */
const LIVE_CHAT_SCRIPT = ['https://embed.tawk.to'];
const LIVE_CHAT_ORIGINS = ['https://*.tawk.to'];
const LIVE_CHAT_SOCKETS = ['wss://*.tawk.to'];

export function spaDirectives(config: Config): Directives {
  const publicUrl = new URL(config.publicUrl);
  const wsOrigin = `${publicUrl.protocol === 'https:' ? 'wss:' : 'ws:'}//${publicUrl.host}`;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...LIVE_CHAT_SCRIPT],
    'style-src': ["'self'", ...LIVE_CHAT_ORIGINS],
    // Operator content pictures: the same list the admin picture rule accepts, so none is blocked here.
    'img-src': ["'self'", 'data:', ...CONTENT_IMAGE_ORIGINS, ...LIVE_CHAT_ORIGINS],
    'font-src': ["'self'", 'data:', ...LIVE_CHAT_ORIGINS],
    // 'self' covers ws(s) on the same host in current browsers; the explicit origin covers the rest.
    'connect-src': ["'self'", wsOrigin, ...LIVE_CHAT_ORIGINS, ...LIVE_CHAT_SOCKETS],
    'frame-src': [...LIVE_CHAT_ORIGINS],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    // Only meaningful behind https; on plain http (local runs) it would break loading.
    'upgrade-insecure-requests': publicUrl.protocol === 'https:' ? [] : null,
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: spaDirectives(config) },
    // Provider game frames and images are cross-origin; COEP would block them.
    crossOriginEmbedderPolicy: false,
    // HSTS only makes sense when the site is served over https.
    hsts:
      new URL(config.publicUrl).protocol === 'https:'
        ? { maxAge: 15_552_000, includeSubDomains: true }
        : false,
  });
}
