import { limited, type OutcomeRows, secondsUntil, wordsOf } from '../../platform/error-table.ts';
import { type Catalogue, clockTime } from '../../platform/i18n.ts';

/*
 * The abuse limits' refusals: SMS caps and sign-ups per address (raised by the services that consult
 * modules/limits). A phone prefix the operator does not allow is the platform's (PhonePrefixNotAllowed:
 * platform/sms.ts refuses it for every sender).
 */

export type LimitsOutcome =
  /** No SMS now: the player's, the address's ('network') or the whole site's allowance is used up. */
  | { code: 'SmsLimitReached'; scope: 'player' | 'network' | 'site'; until: Date }
  | { code: 'RegistrationLimitReached'; until: Date };

declare module '../../platform/domain-errors.ts' {
  interface OutcomeRegistry {
    limits: LimitsOutcome;
  }
}

export type LimitsCatalogue = {
  smsLimitReached: (until: Date) => string;
  smsSiteLimitReached: (until: Date) => string;
  registrationLimitReached: (until: Date) => string;
};

export const limitsMessages: Catalogue<LimitsCatalogue> = {
  tr: {
    smsLimitReached: (until) =>
      `Çok fazla SMS istendi. Lütfen saat ${clockTime('tr', until)} (TSİ) sonrasında tekrar deneyin.`,
    smsSiteLimitReached: (until) =>
      `SMS gönderimi şu anda yoğun. Lütfen saat ${clockTime('tr', until)} (TSİ) sonrasında tekrar deneyin.`,
    registrationLimitReached: (until) =>
      `Bu bağlantıdan çok fazla üyelik oluşturuldu. Lütfen saat ${clockTime('tr', until)} (TSİ) sonrasında tekrar deneyin.`,
  },
  en: {
    smsLimitReached: (until) =>
      `Too many text messages requested. Please try again after ${clockTime('en', until)} (Turkey time).`,
    smsSiteLimitReached: (until) =>
      `Text messages are busy right now. Please try again after ${clockTime('en', until)} (Turkey time).`,
    registrationLimitReached: (until) =>
      `Too many accounts were opened from your connection. Please try again after ${clockTime('en', until)} (Turkey time).`,
  },
};

const words = wordsOf(limitsMessages);

/** This module's messages (and the platform's) for its routes and services. */
export const { messages, t } = words;

export const limitsOutcomes: OutcomeRows<LimitsOutcome> = {
  // ── abuse limits ──
  SmsLimitReached: ({ scope, until }, locale, now) =>
    limited(
      (scope === 'site' ? messages(locale).smsSiteLimitReached : messages(locale).smsLimitReached)(until),
      secondsUntil(until, now),
    ),
  RegistrationLimitReached: ({ until }, locale, now) =>
    limited(messages(locale).registrationLimitReached(until), secondsUntil(until, now)),
};
