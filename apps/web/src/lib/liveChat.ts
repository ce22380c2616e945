import { LIVE_CHAT_RETRY_DELAY_MS, SITE_OPTION_KEYS } from '@lale/contracts';
import { useEffect } from 'react';
import { i18n } from './i18n/index.ts';
import { notify } from './notify.ts';
import { useSiteSettings } from './siteSettings.ts';

/*
 * The live-chat widget (spec §4): its script loads from the chat service when the site options name a
 * site (`chat-site-id`) and a widget (`chat-div-id`); a failed load is tried again 5 s later, for as
 * long as the page lives.
 *
 * The service is Tawk.to. Its embed address is exactly those two ids (https://embed.tawk.to/{site}/{widget}),
 * which is the pair of options the spec names, and its script exposes a small global API
 * (window.Tawk_API) with maximize(), so the site's own Live Chat buttons can open it.
 *
 * Where the script lives is the server's configuration (LIVE_CHAT_SCRIPT_URL, apps/api/src/platform/
 * live-chat.ts), the same value its CSP allows: the server writes it into the page's
 * <meta name="lale-live-chat">. An empty value means live chat is off; a page without the meta (the Vite
 * dev server) uses Tawk's address.
 */
export const CHAT_SCRIPT_ORIGIN = 'https://embed.tawk.to';
export const CHAT_META_NAME = 'lale-live-chat';

type TawkApi = { maximize?: () => void };

declare global {
  interface Window {
    Tawk_API?: TawkApi;
    Tawk_LoadStart?: Date;
  }
}

/** The configured script base; null when the server has switched live chat off. */
export function chatScriptBase(): string | null {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${CHAT_META_NAME}"]`);
  if (!meta) return CHAT_SCRIPT_ORIGIN;
  return meta.content.trim().replace(/\/+$/, '') || null;
}

export function chatScriptUrl(siteId: string, widgetId: string, base: string = CHAT_SCRIPT_ORIGIN): string {
  return `${base}/${encodeURIComponent(siteId)}/${encodeURIComponent(widgetId)}`;
}

let started = false;
let retryTimer: number | undefined;

/** Adds the chat script once per page life; each failure schedules one more try after 5 s. */
export function loadLiveChat(siteId: string, widgetId: string): void {
  if (started) return;
  const base = chatScriptBase();
  if (!base) return;
  started = true;
  // The widget reads these globals when its script runs (its documented embed snippet sets them).
  window.Tawk_API ??= {};
  window.Tawk_LoadStart = new Date();
  const inject = () => {
    retryTimer = undefined;
    const script = document.createElement('script');
    script.async = true;
    script.src = chatScriptUrl(siteId, widgetId, base);
    script.charset = 'UTF-8';
    script.addEventListener('error', () => {
      script.remove();
      retryTimer = window.setTimeout(inject, LIVE_CHAT_RETRY_DELAY_MS);
    });
    document.head.appendChild(script);
  };
  inject();
}

function chatApi(): Required<TawkApi> | null {
  const api = window.Tawk_API;
  return typeof api?.maximize === 'function' ? (api as Required<TawkApi>) : null;
}

/** Opens the chat window when the widget is up; otherwise says that chat is unavailable right now. */
export function openLiveChat(): void {
  const api = chatApi();
  if (api) api.maximize();
  else notify.info(i18n.t('content.liveChat.unavailable'));
}

/** Loads the widget as soon as the site options name it (they arrive after start-up). */
export function useLiveChatLoader(): void {
  const siteId = useSiteSettings((state) => state.options[SITE_OPTION_KEYS.chatSiteId]);
  const widgetId = useSiteSettings((state) => state.options[SITE_OPTION_KEYS.chatDivId]);
  useEffect(() => {
    if (siteId && widgetId) loadLiveChat(siteId, widgetId);
  }, [siteId, widgetId]);
}

/** Test seam: a new page life (no script added, no retry pending). */
export function resetLiveChatForTests(): void {
  window.clearTimeout(retryTimer);
  retryTimer = undefined;
  started = false;
  delete window.Tawk_API;
  delete window.Tawk_LoadStart;
}
