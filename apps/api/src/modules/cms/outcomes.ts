import { limited, type OutcomeRows, wordsOf } from '../../platform/error-table.ts';
import { type Catalogue } from '../../platform/i18n.ts';

/*
 * The public content's answers: the call-me request and its limit.
 */

export type CmsOutcome =
  /** The caller's allowance of call requests is used up for `seconds` more. */
  { code: 'CallMeTooMany'; seconds: number };

declare module '../../platform/domain-errors.ts' {
  interface OutcomeRegistry {
    cms: CmsOutcome;
  }
}

export type CmsCatalogue = {
  callMeReceived: string;
  callMeTooMany: (minutes: number) => string;
};

export const cmsMessages: Catalogue<CmsCatalogue> = {
  tr: {
    callMeReceived: 'Talebiniz alındı. Müşteri temsilcimiz sizi en kısa sürede arayacak.',
    callMeTooMany: (minutes) =>
      `Çok fazla arama talebi gönderildi. Lütfen ${minutes} dakika sonra tekrar deneyin.`,
  },
  en: {
    callMeReceived: 'Your request has been received. One of our agents will call you shortly.',
    callMeTooMany: (minutes) =>
      `Too many call requests. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  },
};

const words = wordsOf(cmsMessages);

/** This module's messages (and the platform's) for its routes and services. */
export const { messages, t } = words;

export const cmsOutcomes: OutcomeRows<CmsOutcome> = {
  // The message rounds up to whole minutes; Retry-After keeps the exact seconds.
  CallMeTooMany: ({ seconds }, locale) =>
    limited(messages(locale).callMeTooMany(Math.max(1, Math.ceil(seconds / 60))), seconds),
};
