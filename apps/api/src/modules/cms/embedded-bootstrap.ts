import {
  DEFAULT_LOCALE,
  EMBEDDED_BOOTSTRAP_ELEMENT_ID,
  POPUP_IMAGE_BREAKPOINT_LARGE_PX as LARGE_PX,
  POPUP_IMAGE_BREAKPOINT_MEDIUM_PX as MEDIUM_PX,
  type Bootstrap,
} from '@lale/contracts';
import type { ChunkFiles } from '../../platform/web-manifest.ts';
import type { CmsService } from './service.ts';

/*
 * What the page itself carries for a first visit (api: platform/spa.ts puts it in <head>):
 * - the bootstrap answer in the default language, which is every first visitor's
 *   (contracts: EMBEDDED_BOOTSTRAP_ELEMENT_ID). The site reads it instead of calling cms/grouped,
 *   which on a phone saves a whole round trip before anything but the splash can appear. It is the
 *   same cached, serialised answer the API sends, so both always agree;
 * - when there is a start-up popup: hints to fetch its code and its picture right away. On a first
 *   visit the popup is the largest thing on screen, so the page looks ready when it does. A returning
 *   visitor who has seen it has the code cached (immutable) and spends one small picture request.
 */

export type EmbeddedBootstrapOptions = {
  /** The files of the site's start-up popup chunk (platform/web-manifest.ts). */
  popupChunk: ChunkFiles;
};

/** JSON is safe inside a script element once no `<` can start `</script>` or `<!--`. */
function forScriptElement(json: string): string {
  return json.replace(/</g, '\\u003c');
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The same choice as the popup's <picture>: images[2] from 1200 px, images[1] from 992 px, else [0]. */
function popupPictureHints(images: readonly string[]): string[] {
  const [small, medium, large] = images;
  const hints: string[] = [];
  const hint = (url: string, media: string) =>
    hints.push(
      `<link rel="preload" as="image" href="${attribute(url)}" media="${media}" fetchpriority="high">`,
    );
  const mediumFrom = medium ? MEDIUM_PX : large ? LARGE_PX : null;
  if (small) hint(small, mediumFrom ? `(max-width: ${mediumFrom - 0.02}px)` : 'all');
  if (medium)
    hint(
      medium,
      large
        ? `(min-width: ${MEDIUM_PX}px) and (max-width: ${LARGE_PX - 0.02}px)`
        : `(min-width: ${MEDIUM_PX}px)`,
    );
  if (large) hint(large, `(min-width: ${LARGE_PX}px)`);
  return hints;
}

function popupHints(bootstrap: Bootstrap, { popupChunk }: EmbeddedBootstrapOptions): string {
  const images = bootstrap.popup?.images ?? [];
  if (!images[0]) return '';
  // crossorigin as the site's own loader requests them (Vite), or the browser would fetch them twice.
  return [
    ...popupChunk.scripts.map((src) => `<link rel="modulepreload" crossorigin href="${attribute(src)}">`),
    ...popupChunk.styles.map(
      (href) => `<link rel="preload" as="style" crossorigin href="${attribute(href)}">`,
    ),
    ...popupPictureHints(images),
  ].join('');
}

export function createEmbeddedBootstrap(cms: CmsService, options: EmbeddedBootstrapOptions) {
  // Rebuilt only when the cached answer changes (its ETag), not for every page view.
  let last: { etag: string; html: string } | null = null;
  return async function embeddedBootstrapHtml(): Promise<string> {
    const { body, etag } = await cms.bootstrapResponse(DEFAULT_LOCALE);
    if (last?.etag === etag) return last.html;
    const answer = JSON.parse(body) as { data: Bootstrap };
    const html =
      popupHints(answer.data, options) +
      `<script id="${EMBEDDED_BOOTSTRAP_ELEMENT_ID}" type="application/json" data-locale="${DEFAULT_LOCALE}">` +
      `${forScriptElement(body)}</script>`;
    last = { etag, html };
    return html;
  };
}
