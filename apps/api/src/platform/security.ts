import type { IncomingMessage, ServerResponse } from 'node:http';
import { CONTENT_IMAGE_ORIGINS } from '@lale/contracts';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { liveChatSources } from './live-chat.ts';
import { SOFTGAMINGS_SANDBOX_SCRIPT_HASH } from './sandbox-inline-script.ts';
import type { Config } from './config.ts';

/*
 * Security headers for everything the server answers. The CSP fits the built React SPA: its scripts,
 * styles and fonts come from this origin only; images from here or data: URIs; fetches and the
 * realtime hub (/hub/frnotify over ws/wss) go to this origin only.
 *
 * Named exceptions that later issues add here, nowhere else (DESIGN §9):
 * - the play frame: `frame-src` lists the game providers' launch origins (config.gameWallet.frameOrigins);
 * - the cashier's Iframe mode: `frame-src` lists 'self' for the payment sandbox's checkout page (served by
 *   this API outside production) and each configured hosted PSP's page origin (PSP_<N>_PAGE_ORIGIN);
 * - the live-chat widget: exactly the origins of its configuration (platform/live-chat.ts), and
 *   'unsafe-inline' styles, which it needs; nothing at all when live chat is off;
 * - the sportsbook frames (fcg, betco): `frame-src` lists each configured provider's frame origin;
 * - SoftGamings' play page, when it has an origin of its own (SOFTGAMINGS_PLAY_ORIGIN): `frame-src`.
 * The API docs page (/api/docs) gets its own, looser policy in modules/docs.
 *
 * helmet computes the headers; they depend on the configuration only, so they are computed once per
 * policy at start-up and copied onto every answer (@fastify/helmet ran helmet's whole middleware, CSP
 * parsing included, on every request: a sixth of what a cached read such as cms/grouped cost).
 */

type Directives = Record<string, string[] | null>;

/** Header name and value pairs, set on an answer as they are. */
export type SecurityHeaders = readonly (readonly [name: string, value: string])[];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's own security headers (another CSP) instead of the site's. */
    securityHeaders?: SecurityHeaders;
  }
}

/** The origins of the configured sportsbook frames (a sandbox frame is a path on this origin). */
function sportsFrameOrigins(config: Config): string[] {
  return [
    ...new Set(
      config.sportsFrames.filter((frame) => !frame.sandbox).map((frame) => new URL(frame.frameUrl).origin),
    ),
  ];
}

/** The origins of the configured hosted PSPs' pages, which the cashier frames (Iframe mode). */
function paymentPageOrigins(config: Config): string[] {
  return [...new Set(config.payments.hostedPsps.map((psp) => psp.pageOrigin))];
}

export function spaDirectives(config: Config): Directives {
  const publicUrl = new URL(config.publicUrl);
  const wsOrigin = `${publicUrl.protocol === 'https:' ? 'wss:' : 'ws:'}//${publicUrl.host}`;
  const chat = liveChatSources(config.liveChat);
  return {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...chat.script,
      ...(config.isProduction ? [] : [SOFTGAMINGS_SANDBOX_SCRIPT_HASH]),
    ],
    'style-src': ["'self'", ...chat.style],
    // Operator content pictures: the same list the admin picture rule accepts, so none is blocked here.
    'img-src': ["'self'", 'data:', ...CONTENT_IMAGE_ORIGINS, ...chat.files],
    'font-src': ["'self'", 'data:', ...chat.files],
    // The chat's notification sounds; otherwise default-src's 'self'.
    'media-src': ["'self'", ...chat.files],
    // 'self' covers ws(s) on the same host in current browsers; the explicit origin covers the rest.
    'connect-src': ["'self'", wsOrigin, ...chat.connect],
    // The sportsbook frames (issue #13) and the hosted PSPs' pages (issue #28): each configured
    // provider's origin; sandboxes are 'self'.
    // The launched games' pages (GAME_FRAME_ORIGINS and the direct launch URLs' origins). SoftGamings'
    // play page on an origin of its own (SOFTGAMINGS_PLAY_ORIGIN), when configured.
    'frame-src': [
      "'self'",
      ...chat.frame,
      ...sportsFrameOrigins(config),
      ...paymentPageOrigins(config),
      ...config.gameWallet.frameOrigins,
      ...(config.gameWallet.launch.softgamings?.playOrigin
        ? [config.gameWallet.launch.softgamings.playOrigin]
        : []),
    ],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    // Only meaningful behind https; on plain http (local runs) it would break loading.
    'upgrade-insecure-requests': publicUrl.protocol === 'https:' ? [] : null,
  };
}

function helmetOptions(config: Config, directives: Directives): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    // Provider game frames and images are cross-origin; COEP would block them.
    crossOriginEmbedderPolicy: false,
    // HSTS only makes sense when the site is served over https.
    strictTransportSecurity:
      new URL(config.publicUrl).protocol === 'https:'
        ? { maxAge: 15_552_000, includeSubDomains: true }
        : false,
  };
}

/**
 * The headers helmet sets with this CSP (default: the site's), found by running its middleware once
 * against a response that only records them. (It also removes X-Powered-By, which nothing here sets.)
 */
export function securityHeaders(
  config: Config,
  directives: Directives = spaDirectives(config),
): SecurityHeaders {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => {},
  };
  helmet(helmetOptions(config, directives))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const site = securityHeaders(config);
  // On request, as @fastify/helmet did: errors and 404s carry them too.
  app.addHook('onRequest', (request, reply, done) => {
    const headers = request.routeOptions.config?.securityHeaders ?? site;
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
