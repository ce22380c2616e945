import { limited, type OutcomeRows, wordsOf } from '../../platform/error-table.ts';
import { type Catalogue } from '../../platform/i18n.ts';

/*
 * The public content's answers: the call-me request and its limit; the back office's call-backs.
 */

export type CmsOutcome =
  /** The caller's allowance of call requests is used up for `seconds` more. */
  | { code: 'CallMeTooMany'; seconds: number }
  /** Back office: no call request with that id. */
  | { code: 'CallbackNotFound' }
  /** Back office: the call request was handled already (by whom and when, the row says). */
  | { code: 'CallbackAlreadyHandled' };

declare module '../../platform/domain-errors.ts' {
  interface OutcomeRegistry {
    cms: CmsOutcome;
  }
}

export type CmsCatalogue = {
  callMeReceived: string;
  callMeTooMany: (minutes: number) => string;
  callbackNotFound: string;
  callbackAlreadyHandled: string;
  callbackHandled: string;
};

export const cmsMessages: Catalogue<CmsCatalogue> = {
  tr: {
    callMeReceived: 'Talebiniz alındı. Müşteri temsilcimiz sizi en kısa sürede arayacak.',
    callMeTooMany: (minutes) =>
      `Çok fazla arama talebi gönderildi. Lütfen ${minutes} dakika sonra tekrar deneyin.`,
    callbackNotFound: 'Arama talebi bulunamadı.',
    callbackAlreadyHandled: 'Bu arama talebi zaten ele alındı.',
    callbackHandled: 'Arama talebi ele alındı olarak işaretlendi.',
  },
  en: {
    callMeReceived: 'Your request has been received. One of our agents will call you shortly.',
    callMeTooMany: (minutes) =>
      `Too many call requests. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    callbackNotFound: 'The call request was not found.',
    callbackAlreadyHandled: 'This call request has already been handled.',
    callbackHandled: 'The call request is marked as handled.',
  },
};

const words = wordsOf(cmsMessages);

/** This module's messages (and the platform's) for its routes and services. */
export const { messages, t } = words;
const { plain } = words;

export const cmsOutcomes: OutcomeRows<CmsOutcome> = {
  // The message rounds up to whole minutes; Retry-After keeps the exact seconds.
  CallMeTooMany: ({ seconds }, locale) =>
    limited(messages(locale).callMeTooMany(Math.max(1, Math.ceil(seconds / 60))), seconds),
  CallbackNotFound: plain(404, 'callbackNotFound'),
  CallbackAlreadyHandled: plain(409, 'callbackAlreadyHandled'),
};
