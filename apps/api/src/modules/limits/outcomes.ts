import { limited, type OutcomeRows, secondsUntil, wordsOf } from '../../platform/error-table.ts';
import { type Catalogue, clockTime } from '../../platform/i18n.ts';

/*
 * The abuse limits' refusals: SMS caps, the allowed phone prefixes, sign-ups per address (raised by
 * the services that consult modules/limits).
 */

export type LimitsOutcome =
  /** No SMS now: the player's, the address's ('network') or the whole site's allowance is used up. */
  | { code: 'SmsLimitReached'; scope: 'player' | 'network' | 'site'; until: Date }
  /** The phone's country prefix is not one the operator allows (site option sms_country_prefixes). */
  | { code: 'PhonePrefixNotAllowed' }
  | { code: 'RegistrationLimitReached'; until: Date };

declare module '../../platform/domain-errors.ts' {
  interface OutcomeRegistry {
    limits: LimitsOutcome;
  }
}

export type LimitsCatalogue = {
  smsLimitReached: (until: Date) => string;
  smsSiteLimitReached: (until: Date) => string;
  phonePrefixNotAllowed: string;
  registrationLimitReached: (until: Date) => string;
};

export const limitsMessages: Catalogue<LimitsCatalogue> = {
  tr: {
    smsLimitReached: (until) =>
      `Çok fazla SMS istendi. Lütfen saat ${clockTime('tr', until)} (TSİ) sonrasında tekrar deneyin.`,
    smsSiteLimitReached: (until) =>
      `SMS gönderimi şu anda yoğun. Lütfen saat ${clockTime('tr', until)} (TSİ) sonrasında tekrar deneyin.`,
    phonePrefixNotAllowed: 'Bu ülke kodundaki telefon numaraları kabul edilmiyor.',
    registrationLimitReached: (until) =>
      `Bu bağlantıdan çok fazla üyelik oluşturuldu. Lütfen saat ${clockTime('tr', until)} (TSİ) sonrasında tekrar deneyin.`,
  },
  en: {
    smsLimitReached: (until) =>
      `Too many text messages requested. Please try again after ${clockTime('en', until)} (Turkey time).`,
    smsSiteLimitReached: (until) =>
      `Text messages are busy right now. Please try again after ${clockTime('en', until)} (Turkey time).`,
    phonePrefixNotAllowed: 'Phone numbers with this country code are not accepted.',
    registrationLimitReached: (until) =>
      `Too many accounts were opened from your connection. Please try again after ${clockTime('en', until)} (Turkey time).`,
  },
};

const words = wordsOf(limitsMessages);

/** This module's messages (and the platform's) for its routes and services. */
export const { messages, t } = words;
const { aboutField } = words;

export const limitsOutcomes: OutcomeRows<LimitsOutcome> = {
  // ── abuse limits ──
  SmsLimitReached: ({ scope, until }, locale, now) =>
    limited(
      (scope === 'site' ? messages(locale).smsSiteLimitReached : messages(locale).smsLimitReached)(until),
      secondsUntil(until, now),
    ),
  PhonePrefixNotAllowed: aboutField(400, 'phone', 'phonePrefixNotAllowed'),
  RegistrationLimitReached: ({ until }, locale, now) =>
    limited(messages(locale).registrationLimitReached(until), secondsUntil(until, now)),
};
