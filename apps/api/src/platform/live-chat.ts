import { z } from 'zod';
import { commaSeparated, emptyAsUndefined } from './env-values.ts';
import { ConfigError } from './secrets.ts';

/*
 * The live-chat widget's origins, as configuration (PROTOCOLS §4e). The site loads the widget's script
 * from `{script base}/{chat-site-id}/{chat-div-id}` (apps/web/src/lib/liveChat.ts) once the operator has
 * set those two site options; the widget then talks to its own origins: frames, its API and socket,
 * pictures, fonts, sounds. The CSP (security.ts) is built from this at start-up and allows exactly these
 * origins, nothing when live chat is off. The page learns the script base from a <meta> the server puts
 * in its head (liveChatHeadMarkup), so the address the page uses and the one the CSP allows are one value.
 *
 * The widget injects <style> elements and style attributes and offers no nonce, so with live chat on
 * `style-src` also gets 'unsafe-inline' (scripts stay strict: that is where injection would hurt).
 *
 * Outside production LIVE_CHAT_SANDBOX=on serves a stand-in widget (modules/dev-chat) from the site's
 * other loopback name (127.0.0.1 ↔ localhost, same port): a real second origin, so a journey proves the
 * policy lets a cross-origin script, frame and socket through, with no network.
 */

export const LIVE_CHAT_META_NAME = 'lale-live-chat';
/** Tawk.to (PROTOCOLS §4e): the embed script's host and what deployed sites allow for the rest. */
const TAWK_SCRIPT_BASE = 'https://embed.tawk.to';
const TAWK_ORIGINS = ['https://*.tawk.to', 'wss://*.tawk.to'];
/** The stand-in widget's paths on the other loopback origin. */
export const DEV_CHAT_PATHS = {
  script: '/dev-chat/embed/:siteId/:widgetId',
  frame: '/dev-chat/frame',
  socket: '/hub/dev-chat',
} as const;

/** A CSP source of scheme, host (optionally `*.` in front) and port: no path, no quotes, no spaces. */
const SOURCE = /^(https?|wss?):\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?$/i;

export const LiveChatEnvSchema = z.object({
  /** Base of the widget's script address, or `off`. Default: Tawk.to's embed host. */
  LIVE_CHAT_SCRIPT_URL: z.preprocess(
    emptyAsUndefined,
    z
      .union([z.literal('off'), z.url({ protocol: /^https?$/ })])
      .optional()
      .transform((value) => (value === undefined ? undefined : value.replace(/\/+$/, ''))),
  ),
  /** The widget's other origins (comma separated; `*.` hosts allowed). Default: Tawk.to's. */
  LIVE_CHAT_ORIGINS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform(commaSeparated)
      .refine((entries) => entries.every((entry) => SOURCE.test(entry)), {
        message: 'must list origins such as https://*.tawk.to,wss://*.tawk.to (comma separated, no paths)',
      })
      .optional(),
  ),
  /** The stand-in widget outside production (`on`); never in production. */
  LIVE_CHAT_SANDBOX: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).optional()),
});

export type LiveChatConfig = {
  /** Base of the script address (`{base}/{site}/{widget}`); null: live chat is off. */
  scriptBase: string | null;
  /** Origins besides the script's: http(s) ones for frames and files, ws(s) ones for sockets. */
  origins: string[];
  /** The stand-in widget plays the service (never in production). */
  sandbox: boolean;
};

/** The other loopback name of the site's own address: the stand-in widget's origin. */
export function sandboxChatOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  const other = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' }[url.hostname];
  if (!other)
    throw new ConfigError(
      `LIVE_CHAT_SANDBOX needs the site on localhost or 127.0.0.1 (PUBLIC_URL is ${publicUrl}): the stand-in ` +
        'widget is served from the other name, a second origin on this machine.',
    );
  url.hostname = other;
  return url.origin;
}

export function liveChatConfig(
  e: z.output<typeof LiveChatEnvSchema>,
  isProduction: boolean,
  publicUrl: string,
): { liveChat: LiveChatConfig } {
  if (e.LIVE_CHAT_SANDBOX === 'on') {
    if (isProduction)
      throw new ConfigError(
        'LIVE_CHAT_SANDBOX cannot be on in production: the stand-in is not a chat service.',
      );
    const origin = sandboxChatOrigin(publicUrl);
    return {
      liveChat: {
        scriptBase: `${origin}/dev-chat/embed`,
        origins: [origin, origin.replace(/^http/, 'ws')],
        sandbox: true,
      },
    };
  }
  if (e.LIVE_CHAT_SCRIPT_URL === 'off')
    return { liveChat: { scriptBase: null, origins: [], sandbox: false } };
  const scriptBase = e.LIVE_CHAT_SCRIPT_URL ?? TAWK_SCRIPT_BASE;
  const origins = e.LIVE_CHAT_ORIGINS ?? TAWK_ORIGINS;
  if (isProduction) {
    const plain = [scriptBase, ...origins].filter((entry) => !/^(https|wss):/i.test(entry));
    if (plain.length > 0)
      throw new ConfigError(
        `LIVE_CHAT_SCRIPT_URL and LIVE_CHAT_ORIGINS must be https:// or wss:// in production (${plain.join(', ')}).`,
      );
  }
  return { liveChat: { scriptBase, origins, sandbox: false } };
}

/** The CSP sources live chat adds, per directive (none when it is off). */
export function liveChatSources(liveChat: LiveChatConfig): {
  script: string[];
  style: string[];
  files: string[];
  connect: string[];
  frame: string[];
} {
  if (!liveChat.scriptBase) return { script: [], style: [], files: [], connect: [], frame: [] };
  const scriptOrigin = new URL(liveChat.scriptBase).origin;
  const web = [...new Set([scriptOrigin, ...liveChat.origins.filter((o) => /^https?:/i.test(o))])];
  const sockets = liveChat.origins.filter((o) => /^wss?:/i.test(o));
  return {
    script: [scriptOrigin],
    style: ["'unsafe-inline'", ...web],
    files: web,
    connect: [...web, ...sockets],
    frame: web,
  };
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The <meta> that tells the page where the widget's script lives ('' when live chat is off). */
export function liveChatHeadMarkup(liveChat: LiveChatConfig): string {
  return `<meta name="${LIVE_CHAT_META_NAME}" content="${attribute(liveChat.scriptBase ?? '')}">`;
}
