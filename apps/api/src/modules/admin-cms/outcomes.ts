import { type OutcomeRows, refusal, wordsOf } from '../../platform/error-table.ts';
import { type Catalogue } from '../../platform/i18n.ts';

/*
 * The operator content API's refusals.
 */

export type AdminCmsOutcome =
  | { code: 'ContentNotFound' }
  /** A reorder that does not name every existing item exactly once (`field`: the list sent). */
  | { code: 'OrderMismatch'; field: 'ids' | 'names' }
  | { code: 'ContentCategoryUnknown' }
  /** HTML that sanitising left empty; `fields`: the paths emptied (`description.en`). */
  | { code: 'ContentHtmlEmpty'; fields: readonly string[] }
  /** An upload over MEDIA_MAX_BYTES once decoded (or empty). */
  | { code: 'MediaTooLarge' }
  /** An upload whose bytes are not a picture of the declared type (an SVG, a page, a renamed file). */
  | { code: 'MediaNotAPicture' }
  | { code: 'JackpotNotFound' }
  /** Levels that are not the jackpot's own, each once, or a value the site currency cannot hold. */
  | { code: 'JackpotLevelsInvalid' }
  /** The jackpot's values come from a provider's feed (EGT's), not from the operator. */
  | { code: 'JackpotFeedOwned' };

declare module '../../platform/domain-errors.ts' {
  interface OutcomeRegistry {
    adminCms: AdminCmsOutcome;
  }
}

export type AdminCmsCatalogue = {
  contentNotFound: string;
  reorderMismatch: string;
  contentCategoryUnknown: string;
  contentHtmlEmpty: string;
  mediaTooLarge: string;
  mediaNotAPicture: string;
  mediaUploaded: string;
  jackpotNotFound: string;
  jackpotLevelsInvalid: string;
  jackpotSaved: string;
  jackpotFeedOwned: string;
};

export const adminCmsMessages: Catalogue<AdminCmsCatalogue> = {
  tr: {
    contentNotFound: 'İçerik bulunamadı.',
    reorderMismatch: 'Sıralama listesi mevcut öğelerin her birini tam olarak bir kez içermelidir.',
    contentCategoryUnknown: 'Böyle bir içerik kategorisi yok.',
    contentHtmlEmpty: 'İzin verilmeyen içerik çıkarıldıktan sonra geriye bir şey kalmadı.',
    mediaTooLarge: 'Resim boş olamaz ve en fazla 2 MB olabilir.',
    mediaNotAPicture:
      'Dosya seçilen türde bir PNG, JPEG, WebP veya GIF resmi değil. SVG kabul edilmez: bir PNG olarak kaydedin.',
    mediaUploaded: 'Resim yüklendi.',
    jackpotNotFound: 'Böyle bir jackpot yok.',
    jackpotLevelsInvalid: 'Jackpotun her seviyesini bir kez, site para biriminin ondalıklarıyla yazın.',
    jackpotSaved: 'Jackpot değerleri kaydedildi; lobiler güncellendi.',
    jackpotFeedOwned: 'Bu jackpotun değerleri sağlayıcının beslemesinden gelir; elle değiştirilemez.',
  },
  en: {
    contentNotFound: 'The content item was not found.',
    reorderMismatch: 'The new order must list every existing item exactly once.',
    contentCategoryUnknown: 'There is no such content category.',
    contentHtmlEmpty: 'Nothing is left once the disallowed markup is removed.',
    mediaTooLarge: 'A picture must not be empty and may be at most 2 MB.',
    mediaNotAPicture:
      'The file is not a PNG, JPEG, WebP or GIF picture of the chosen type. SVG is not accepted: save it as a PNG.',
    mediaUploaded: 'The picture is uploaded.',
    jackpotNotFound: 'There is no such jackpot.',
    jackpotLevelsInvalid:
      'Give every level of the jackpot once, with no more decimals than the site currency has.',
    jackpotSaved: 'The jackpot is saved; the lobbies show the new values.',
    jackpotFeedOwned: "This jackpot's values come from the provider's feed; they cannot be set by hand.",
  },
};

const words = wordsOf(adminCmsMessages);

/** This module's messages (and the platform's) for its routes and services. */
export const { messages, t } = words;
const { plain, aboutField } = words;

export const adminCmsOutcomes: OutcomeRows<AdminCmsOutcome> = {
  ContentNotFound: plain(404, 'contentNotFound'),
  OrderMismatch: ({ field }, locale) => aboutField(400, field, 'reorderMismatch')(null, locale),
  ContentCategoryUnknown: aboutField(400, 'categoryId', 'contentCategoryUnknown'),
  MediaTooLarge: aboutField(400, 'data', 'mediaTooLarge'),
  JackpotNotFound: plain(404, 'jackpotNotFound'),
  JackpotLevelsInvalid: aboutField(400, 'levels', 'jackpotLevelsInvalid'),
  JackpotFeedOwned: plain(409, 'jackpotFeedOwned'),
  MediaNotAPicture: aboutField(400, 'data', 'mediaNotAPicture'),
  ContentHtmlEmpty: ({ fields }, locale) =>
    refusal(
      400,
      t(locale, 'validationFailed'),
      Object.fromEntries(fields.map((field) => [field, t(locale, 'contentHtmlEmpty')])),
    ),
};
