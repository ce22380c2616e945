import { z } from 'zod';
import { CONTENT_IMAGE_ORIGINS } from './constants.ts';
import { LocaleSchema } from './locale.ts';
import { idRule, plainText, numberFromText, requiredText } from './rules.ts';

/*
 * Operator content API (back office, DESIGN §4 "/api/admin/..."): what the bootstrap (cms/grouped)
 * publishes — sliders, promotions, content pages, popups, translation overrides, site options and
 * app-setting links. Not calls of the site (spec §7), so, like admin notifications, they live outside
 * API_CONTRACT; ADMIN_CMS_PATHS below is their path table.
 *
 * Input conventions: every translated text is `{tr, en}`, both required (a missing translation would
 * silently fall back to Turkish); links are https addresses or in-app paths; pictures are '/media/...'
 * paths or https addresses on the allowed picture origins (CONTENT_IMAGE_ORIGINS, which the site's CSP
 * img-src is built from). HTML fields are sanitised by the API on every write; the stored (sanitised)
 * value is what the answer shows.
 */

export const ADMIN_CMS_BASE_PATH = '/api/admin/cms';

/** Id-keyed, ordered collections: list, create, replace, delete (and reorder where marked). */
export const ADMIN_CMS_COLLECTIONS = ['sliders', 'promotions', 'pages', 'popups'] as const;
export type AdminCmsCollection = (typeof ADMIN_CMS_COLLECTIONS)[number];

export const ADMIN_CMS_PATHS = {
  sliders: `${ADMIN_CMS_BASE_PATH}/sliders`,
  promotions: `${ADMIN_CMS_BASE_PATH}/promotions`,
  pages: `${ADMIN_CMS_BASE_PATH}/pages`,
  popups: `${ADMIN_CMS_BASE_PATH}/popups`,
  translations: `${ADMIN_CMS_BASE_PATH}/translations`,
  translation: `${ADMIN_CMS_BASE_PATH}/translations/:locale/:key`,
  siteOptions: `${ADMIN_CMS_BASE_PATH}/site-options`,
  siteOption: `${ADMIN_CMS_BASE_PATH}/site-options/:key`,
  appLinks: `${ADMIN_CMS_BASE_PATH}/app-links`,
  appLink: `${ADMIN_CMS_BASE_PATH}/app-links/:name`,
  appLinksReorder: `${ADMIN_CMS_BASE_PATH}/app-links/reorder`,
} as const;

/** One item of a collection: `${ADMIN_CMS_PATHS[collection]}/:id`; its reorder call: `.../reorder`. */
export const adminCmsItemPath = (collection: AdminCmsCollection) => `${ADMIN_CMS_PATHS[collection]}/:id`;
export const adminCmsReorderPath = (collection: AdminCmsCollection) =>
  `${ADMIN_CMS_PATHS[collection]}/reorder`;

// ── Field rules ────────────────────────────────────────────────────────────────────────────────────
export const ADMIN_CMS_TITLE_MAX = 120;
/** Promotion and page bodies (HTML, before sanitising). */
export const ADMIN_CMS_HTML_MAX = 50_000;
export const ADMIN_CMS_URL_MAX = 2_000;
export const ADMIN_CMS_KEY_MAX = 100;
export const ADMIN_CMS_TEXT_MAX = 2_000;
/** Upper bound of a reorder list: more items than any content list of the site will hold. */
export const ADMIN_CMS_REORDER_MAX = 1_000;

/** Whitespace, a backslash or a control character: browsers strip or reinterpret them inside URLs. */
function hasUnsafeCharacter(value: string): boolean {
  return (
    /[\s\\]/.test(value) || [...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)
  );
}

/*
 * An absolute https address: a host name of letters, digits, dots and hyphens (IDNs in their xn--
 * form), an optional port, then any path, query or fragment. No credentials ('@' cannot appear in the
 * host). A regex rather than URL: contracts run without DOM or Node typings, and what a browser would
 * "fix up" is exactly what must be refused.
 */
const HTTPS_URL =
  /^https:\/\/[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*(?::\d{1,5})?(?:[/?#].*)?$/;

/** A path of this site: one leading '/', never '//' or '/\' (browsers read both as another host). */
const IN_APP_PATH = /^\/(?![/\\])/;

/** Where a link of operator content may point: an https address or a path of this site. */
export function isSafeLink(value: string): boolean {
  return !hasUnsafeCharacter(value) && (IN_APP_PATH.test(value) || HTTPS_URL.test(value));
}

/**
 * A picture of operator content: a file under /media/ (no '.' or '..' segments) or an https address on
 * one of `origins` (by default CONTENT_IMAGE_ORIGINS, the list the site's CSP img-src is built from).
 */
export function isContentImageUrl(
  value: string,
  origins: readonly string[] = CONTENT_IMAGE_ORIGINS,
): boolean {
  if (hasUnsafeCharacter(value)) return false;
  if (HTTPS_URL.test(value)) {
    const origin = /^https:\/\/[^/?#]+/.exec(value)![0].toLowerCase();
    return origins.some((allowed) => allowed.toLowerCase() === origin);
  }
  if (!/^\/media\/[A-Za-z0-9._~/-]+$/.test(value)) return false;
  return value
    .slice('/media/'.length)
    .split('/')
    .every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

export const linkRule = requiredText(1, ADMIN_CMS_URL_MAX).refine(isSafeLink, { error: 'link' });
export const imageUrlRule = requiredText(1, ADMIN_CMS_URL_MAX).refine(isContentImageUrl, {
  error: 'imageUrl',
});

/** Text in both site languages. */
export const localizedTextRule = (max: number) =>
  z.object({ tr: requiredText(1, max), en: requiredText(1, max) });
const titleRule = localizedTextRule(ADMIN_CMS_TITLE_MAX);
const htmlRule = localizedTextRule(ADMIN_CMS_HTML_MAX);
const LocalizedTextSchema = z.object({ tr: z.string(), en: z.string() });

/**
 * Keys the site compares lower-cased (site options, app-link names, slider slugs): the value is
 * lower-cased first, then must be letters a-z, digits, '.', '-' or '_'.
 */
export const lowerKeyRule = (max = ADMIN_CMS_KEY_MAX) =>
  plainText()
    .toLowerCase()
    .min(1, { error: 'required' })
    .max(max)
    .regex(/^[a-z0-9._-]+$/, { error: 'lowerKey' });

/** A key of the site's bundled texts, e.g. 'home.welcome' or 'header.login' (case matters there). */
export const translationKeyRule = plainText()
  .min(1, { error: 'required' })
  .max(ADMIN_CMS_KEY_MAX)
  .regex(/^[A-Za-z][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*$/, { error: 'translationKey' });

/** Three pictures: the default (mobile) one and the ≥992px and ≥1200px variants (spec §3). */
const ResponsiveImagesInput = z.object({ sm: imageUrlRule, md: imageUrlRule, lg: imageUrlRule });
const ResponsiveImages = z.object({ sm: z.string(), md: z.string(), lg: z.string() });

// ── Collections: input (POST create, PUT replace) and the stored item ──────────────────────────────
const ordered = { id: idRule, sortOrder: z.number().int(), active: z.boolean() };

export const AdminSliderInputSchema = z.object({
  /** Which carousel shows it ('home', ...). */
  slug: lowerKeyRule(40),
  url: linkRule,
  title: titleRule,
  images: ResponsiveImagesInput,
  active: z.boolean(),
});
export const AdminSliderSchema = z.object({
  ...ordered,
  slug: z.string(),
  url: z.string(),
  title: LocalizedTextSchema,
  images: ResponsiveImages,
});

export const AdminPromotionInputSchema = z.object({
  title: titleRule,
  /** HTML, sanitised by the API. */
  description: htmlRule,
  /** The card on /promotions and the detail dialog's picture (spec §3 images[0], images[1]). */
  images: z.object({ card: imageUrlRule, detail: imageUrlRule }),
  active: z.boolean(),
});
export const AdminPromotionSchema = z.object({
  ...ordered,
  title: LocalizedTextSchema,
  description: LocalizedTextSchema,
  images: z.object({ card: z.string(), detail: z.string() }),
});

/** A content page (/pages/{id}) in a footer category. */
export const AdminPageInputSchema = z.object({
  categoryId: idRule,
  title: titleRule,
  /** HTML, sanitised by the API. */
  description: htmlRule,
  active: z.boolean(),
});
export const AdminPageSchema = z.object({
  ...ordered,
  categoryId: idRule,
  title: LocalizedTextSchema,
  description: LocalizedTextSchema,
});

/** The start-up popup; the bootstrap shows the newest active one, so popups have no order of their own. */
export const AdminPopupInputSchema = z.object({
  images: ResponsiveImagesInput,
  /** null: the popup links to the page the visitor is on. */
  url: linkRule.nullable(),
  active: z.boolean(),
});
export const AdminPopupSchema = z.object({
  id: idRule,
  images: ResponsiveImages,
  url: z.string().nullable(),
  active: z.boolean(),
});

export const AdminCmsIdParamsSchema = z.object({ id: numberFromText(idRule) });
/** New order of a collection: every existing id exactly once; sortOrder becomes the position. */
export const AdminReorderRequestSchema = z.object({
  ids: z.array(idRule).min(1).max(ADMIN_CMS_REORDER_MAX),
});

/** Schemas per collection, so the API registers all four the same way. */
export const ADMIN_CMS_COLLECTION_SCHEMAS = {
  sliders: { input: AdminSliderInputSchema, item: AdminSliderSchema, reorderable: true },
  promotions: { input: AdminPromotionInputSchema, item: AdminPromotionSchema, reorderable: true },
  pages: { input: AdminPageInputSchema, item: AdminPageSchema, reorderable: true },
  popups: { input: AdminPopupInputSchema, item: AdminPopupSchema, reorderable: false },
} as const satisfies Record<AdminCmsCollection, object>;

export type AdminSliderInput = z.infer<typeof AdminSliderInputSchema>;
export type AdminSlider = z.infer<typeof AdminSliderSchema>;
export type AdminPromotionInput = z.infer<typeof AdminPromotionInputSchema>;
export type AdminPromotion = z.infer<typeof AdminPromotionSchema>;
export type AdminPageInput = z.infer<typeof AdminPageInputSchema>;
export type AdminPage = z.infer<typeof AdminPageSchema>;
export type AdminPopupInput = z.infer<typeof AdminPopupInputSchema>;
export type AdminPopup = z.infer<typeof AdminPopupSchema>;

// ── Translations: overrides of the site's bundled texts (bootstrap translationList) ─────────────────
export const AdminTranslationInputSchema = z.object({
  locale: LocaleSchema,
  key: translationKeyRule,
  value: requiredText(1, ADMIN_CMS_TEXT_MAX),
});
export type AdminTranslationInput = z.infer<typeof AdminTranslationInputSchema>;
export const AdminTranslationSchema = z.object({ locale: z.string(), key: z.string(), value: z.string() });
export type AdminTranslation = z.infer<typeof AdminTranslationSchema>;
export const AdminTranslationsQuerySchema = z.object({ locale: LocaleSchema.optional() });
export const AdminTranslationParamsSchema = z.object({ locale: LocaleSchema, key: translationKeyRule });

// ── Site options (spec §3: key, value, status; keys lower-cased, only status true published) ────────
export const AdminSiteOptionParamsSchema = z.object({ key: lowerKeyRule() });
export const AdminSiteOptionInputSchema = z.object({
  /** Free text; '' is allowed (e.g. a chat id not set yet). */
  value: plainText().max(ADMIN_CMS_TEXT_MAX),
  status: z.boolean(),
});
export const AdminSiteOptionSchema = z.object({ key: z.string(), value: z.string(), status: z.boolean() });
export type AdminSiteOption = z.infer<typeof AdminSiteOptionSchema>;

// ── App-setting links (spec §3 Settings: the side menu's 'Follow Me' row), keyed by name ────────────
export const AdminAppLinkParamsSchema = z.object({ name: lowerKeyRule(40) });
export const AdminAppLinkInputSchema = z.object({ url: linkRule });
export const AdminAppLinkSchema = z.object({
  name: z.string(),
  url: z.string(),
  sortOrder: z.number().int(),
});
export type AdminAppLink = z.infer<typeof AdminAppLinkSchema>;
/** New order of the links: every existing name exactly once. */
export const AdminAppLinksReorderRequestSchema = z.object({
  names: z.array(lowerKeyRule(40)).min(1).max(ADMIN_CMS_REORDER_MAX),
});
