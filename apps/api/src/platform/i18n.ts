import { HEADER_LOCALE, minorToDecimalText, toLocale, validationSummary, type Locale } from '@lale/contracts';
import type { FastifyRequest } from 'fastify';

/*
 * The API's own messages, in every locale. Field-level validation texts live in '@lale/contracts'
 * (shared with the site); each module keeps the messages of its answers and refusals in its own
 * `modules/<m>/outcomes.ts`; this file holds only what the platform says (the envelope's framework
 * failures, the guards) and the formatting every module's messages share (times, money).
 */

/** A module's messages in every locale (each module declares one; src/outcomes.ts lists them all). */
export type Catalogue<T> = Readonly<Record<Locale, T>>;

export type PlatformCatalogue = {
  validationFailed: string;
  malformedJson: string;
  emptyJson: string;
  unsupportedMediaType: string;
  payloadTooLarge: string;
  badRequest: string;
  notFound: string;
  tooManyRequests: string;
  serviceUnavailable: string;
  internalError: (requestId: string) => string;
  sessionRequired: string;
  phonePrefixNotAllowed: string;
};

/*
 * Times in messages ("try again after 20:45") are wall-clock times in Türkiye, where the players are;
 * the zone is named so a traveller is not misled. 24-hour clock in both languages.
 */
export const clockTime = (locale: Locale, at: Date) =>
  new Intl.DateTimeFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Istanbul',
  }).format(at);

/** A moment months or years away (a self-exclusion's end): date with its year, and time, in Türkiye. */
export const dateTimeWithYear = (locale: Locale, at: Date) =>
  new Intl.DateTimeFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Istanbul',
  }).format(at);

/** A moment a day or more away, e.g. a deposit limit's change: date and time in Türkiye. */
export const dateTime = (locale: Locale, at: Date) =>
  new Intl.DateTimeFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Istanbul',
  }).format(at);

export const platformMessages: Catalogue<PlatformCatalogue> = {
  tr: {
    validationFailed: validationSummary('tr'),
    malformedJson: 'İstek gövdesi geçerli bir JSON değil.',
    emptyJson: 'İstek gövdesi boş olamaz.',
    unsupportedMediaType: 'İstek içeriği application/json olarak gönderilmelidir.',
    payloadTooLarge: 'İstek gövdesi çok büyük.',
    badRequest: 'İstek işlenemedi.',
    notFound: 'İstenen adres bulunamadı.',
    tooManyRequests: 'Çok fazla istek gönderildi. Lütfen biraz sonra tekrar deneyin.',
    serviceUnavailable: 'Hizmet şu anda kullanılamıyor. Lütfen biraz sonra tekrar deneyin.',
    internalError: (id) => `Bir şeyler ters gitti. Lütfen daha sonra tekrar deneyin. (İstek numarası: ${id})`,
    sessionRequired: 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.',
    phonePrefixNotAllowed: 'Bu ülke kodundaki telefon numaraları kabul edilmiyor.',
  },
  en: {
    validationFailed: validationSummary('en'),
    malformedJson: 'The request body is not valid JSON.',
    emptyJson: 'The request body must not be empty.',
    unsupportedMediaType: 'The request body must be sent as application/json.',
    payloadTooLarge: 'The request body is too large.',
    badRequest: 'The request could not be processed.',
    notFound: 'The requested address was not found.',
    tooManyRequests: 'Too many requests. Please try again shortly.',
    serviceUnavailable: 'The service is unavailable right now. Please try again shortly.',
    internalError: (id) => `Something went wrong. Please try again later. (Request id: ${id})`,
    sessionRequired: 'Your session has ended. Please log in again.',
    phonePrefixNotAllowed: 'Phone numbers with this country code are not accepted.',
  },
};

export type MessageKey = {
  [K in keyof PlatformCatalogue]: PlatformCatalogue[K] extends string ? K : never;
}[keyof PlatformCatalogue];

export function messages(locale: Locale): PlatformCatalogue {
  return platformMessages[locale];
}

export function t(locale: Locale, key: MessageKey): string {
  return platformMessages[locale][key];
}

/** A text of `catalogue` in every locale at once, for content stored in both languages (notifications). */
export function localized<T>(catalogue: Catalogue<T>, pick: (messages: T) => string): Record<Locale, string> {
  return { tr: pick(catalogue.tr), en: pick(catalogue.en) };
}

/**
 * An amount in minor units as the player reads it in `locale`: '₺1.250,00' / '₺1,250.00', with as many
 * places as the currency has minor units (from the database, not Intl's own idea of the currency).
 */
export function formatMoney(
  locale: Locale,
  minor: bigint,
  currency: { code: string; minorUnits: number },
): string {
  return new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', {
    style: 'currency',
    currency: currency.code,
    // '₺' rather than 'TRY' in English too: the sign players know from the rest of the site.
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: currency.minorUnits,
    maximumFractionDigits: currency.minorUnits,
    // Intl formats a decimal string exactly, so no amount passes through a double here.
  }).format(minorToDecimalText(minor, currency.minorUnits) as `${number}`);
}

/** The locale of a request: the x-locale header, Turkish when absent or unknown (spec §7). */
export function requestLocale(request: FastifyRequest): Locale {
  return toLocale(request.headers[HEADER_LOCALE]);
}

/** Two modules' messages side by side, for a row that words another module's text (a shared sentence). */
export function mergeCatalogues<A, B>(a: Catalogue<A>, b: Catalogue<B>): Catalogue<A & B> {
  return { tr: { ...a.tr, ...b.tr }, en: { ...a.en, ...b.en } };
}
