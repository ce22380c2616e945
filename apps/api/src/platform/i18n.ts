import { HEADER_LOCALE, toLocale, validationSummary, type Locale } from '@lale/contracts';
import type { FastifyRequest } from 'fastify';

/*
 * The API's own messages, in every locale, in one catalogue. Field-level validation texts live in
 * '@lale/contracts' (shared with the site); everything the server says on its own lives here.
 */

type Catalogue = {
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
};

const CATALOGUE: Record<Locale, Catalogue> = {
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
  },
};

export type MessageKey = { [K in keyof Catalogue]: Catalogue[K] extends string ? K : never }[keyof Catalogue];

export function messages(locale: Locale): Catalogue {
  return CATALOGUE[locale];
}

export function t(locale: Locale, key: MessageKey): string {
  return CATALOGUE[locale][key];
}

/** The locale of a request: the x-locale header, Turkish when absent or unknown (spec §7). */
export function requestLocale(request: FastifyRequest): Locale {
  return toLocale(request.headers[HEADER_LOCALE]);
}
