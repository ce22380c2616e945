import type { Browser, BrowserContext } from 'playwright-core';
import { popupHash } from '../../apps/web/src/features/cms/popup/popupHash.ts';
import { newContext, type ViewportName } from './browser.ts';

/*
 * The start-up popup (spec §4) shows once per distinct content on a browser's first visit. Journeys
 * that are not about it start as a returning visitor who has already seen it: the site's own
 * remembered hash is put in local storage before any page script runs.
 */

/** The local-storage key the site remembers the popup under (apps/web/src/lib/storage.ts). */
export const POPUP_HASH_KEY = 'popupHash';

type BootstrapPopup = { images: string[]; url: string | null } | null;

/** The hash the site stores once it has shown the server's current popup (null: no popup). */
export async function currentPopupHash(baseUrl: string): Promise<string | null> {
  const response = await fetch(`${baseUrl}/api/cms/grouped`);
  const envelope = (await response.json()) as { data: { popup: BootstrapPopup } };
  return envelope.data.popup ? popupHash(envelope.data.popup) : null;
}

/** A browser context of a visitor who has already seen today's start-up popup. */
export async function newContextPopupSeen(
  browser: Browser,
  baseUrl: string,
  viewport: ViewportName,
): Promise<BrowserContext> {
  const context = await newContext(browser, baseUrl, viewport);
  const hash = await currentPopupHash(baseUrl);
  if (hash) {
    // Init scripts run in every document, the first about:blank included, which has no storage.
    await context.addInitScript(
      ([key, value]) => {
        // The top page only: a cross-origin frame (a chat widget's) may have no storage to touch.
        if (window.top === window && window.location.protocol.startsWith('http'))
          window.localStorage.setItem(key, value);
      },
      [POPUP_HASH_KEY, hash] as const,
    );
  }
  return context;
}
