import { isContentImageUrl, isSafeLink } from '@lale/contracts';
import sanitizeHtml from 'sanitize-html';

/*
 * The one HTML policy for operator content (promotion and page bodies), applied by every writer before
 * the HTML reaches the database; the site renders it as is. An allow-list: text structure, emphasis,
 * links and pictures. Everything else goes — scripts and styles with their content, other tags keeping
 * their text, every attribute not listed (on*, style, class, id, ...).
 *
 * Links: https addresses open in a new tab without access to this window (target and rel are forced,
 * whatever the operator wrote); site paths and mailto: stay in the tab; any other href (javascript:,
 * data:, protocol-relative, entity-obfuscated schemes — the parser decodes them first) is removed and
 * the text kept. Pictures: only /media/ paths and the allowed https origins (isContentImageUrl), the
 * ones the CSP shows; others are dropped.
 */

const MAILTO = /^mailto:[^\s/\\]+$/i;

function safeHref(href: string | undefined): { href?: string; target?: string; rel?: string } {
  if (!href) return {};
  if (href.startsWith('https://') && isSafeLink(href))
    return { href, target: '_blank', rel: 'noopener noreferrer' };
  if (isSafeLink(href) || MAILTO.test(href)) return { href };
  return {};
}

const POLICY: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'img'],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'] },
  // A second line of defence behind safeHref / isContentImageUrl.
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Equivalent tags become allowed ones rather than losing their meaning; the page title is the only h1.
  transformTags: {
    b: 'strong',
    i: 'em',
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    a: (_tag, { href }) => ({ tagName: 'a', attribs: safeHref(href) }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isContentImageUrl(frame.attribs.src ?? ''),
};

/** Operator HTML reduced to the allow-list above. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, POLICY).trim();
}

/** Whether sanitised HTML still shows something: text other than spaces, or a picture. */
export function hasVisibleContent(html: string): boolean {
  if (/<img\s/i.test(html)) return true;
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|\s/g, '') !== '';
}
