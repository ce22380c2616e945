import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';

/*
 * Security headers for everything the server answers. The CSP fits the built React SPA: its scripts,
 * styles and fonts come from this origin only; images from here or data: URIs; fetches and the
 * realtime hub (/hub/frnotify over ws/wss) go to this origin only.
 *
 * Named exceptions that later issues add here, nowhere else (DESIGN §9):
 * - the play frame: `frame-src` must list the game providers' launch origins;
 * - the live-chat widget: `script-src`/`connect-src`/`frame-src` must list the chat service's origin.
 * The API docs page (/api/docs) gets its own, looser policy in modules/docs.
 */

type Directives = Record<string, string[] | null>;

export function spaDirectives(config: Config): Directives {
  const publicUrl = new URL(config.publicUrl);
  const wsOrigin = `${publicUrl.protocol === 'https:' ? 'wss:' : 'ws:'}//${publicUrl.host}`;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    // 'self' covers ws(s) on the same host in current browsers; the explicit origin covers the rest.
    'connect-src': ["'self'", wsOrigin],
    'frame-src': ["'none'"],
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
