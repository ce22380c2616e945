import { type Locale, type DepositLimitPeriod } from '@lale/contracts';
import { type OutcomeRows, refusal, wordsOf } from '../../platform/error-table.ts';
import { type Catalogue, dateTime, formatMoney } from '../../platform/i18n.ts';

/*
 * Responsible gambling's deposit limits: the refusal of a deposit over a limit, and what a change did.
 */

export type DepositLimitsOutcome =
  /**
   * A deposit over a limit in force: the tightest period and what may still be deposited in it (minor
   * units of `currency`, 0n when the limit is used up).
   */
  | {
      code: 'DepositLimitExceeded';
      period: DepositLimitPeriod;
      remainingMinor: bigint;
      currency: { code: string; minorUnits: number };
    }
  /** A limit amount that is no amount of the player's currency (more places than it has). */
  | { code: 'DepositLimitAmountInvalid' }
  /** A confirmation with no increase or removal waiting for the period. */
  | { code: 'DepositLimitNothingToConfirm'; period: DepositLimitPeriod }
  /** A confirmation before the cooling-off is over: it can be confirmed from `at`. */
  | { code: 'DepositLimitCoolingOff'; period: DepositLimitPeriod; at: Date };

declare module '../../platform/domain-errors.ts' {
  interface OutcomeRegistry {
    depositLimits: DepositLimitsOutcome;
  }
}

/** 'günlük' → 'Günlük' (Turkish-aware: 'i' → 'İ'). */
const capitalizeTr = (word: string) => word.charAt(0).toLocaleUpperCase('tr-TR') + word.slice(1);

const PERIOD_NAMES: Record<Locale, Record<DepositLimitPeriod, string>> = {
  tr: { daily: 'günlük', weekly: 'haftalık', monthly: 'aylık' },
  en: { daily: 'daily', weekly: 'weekly', monthly: 'monthly' },
};

export type DepositLimitsCatalogue = {
  depositLimitExceeded: (period: DepositLimitPeriod, remaining: string) => string;
  depositLimitAmountInvalid: string;
  depositLimitApplied: (period: DepositLimitPeriod) => string;
  depositLimitIncreasePending: (period: DepositLimitPeriod, at: Date) => string;
  depositLimitRemovalPending: (period: DepositLimitPeriod, at: Date) => string;
  depositLimitNothingToRemove: (period: DepositLimitPeriod) => string;
  depositLimitRemoved: (period: DepositLimitPeriod) => string;
  depositLimitNothingToConfirm: (period: DepositLimitPeriod) => string;
  depositLimitCoolingOff: (period: DepositLimitPeriod, at: Date) => string;
};

export const depositLimitsMessages: Catalogue<DepositLimitsCatalogue> = {
  tr: {
    depositLimitExceeded: (period, remaining) =>
      `Bu tutar ${PERIOD_NAMES.tr[period]} para yatırma limitinizi aşıyor. Şu anda en fazla ${remaining} daha yatırabilirsiniz.`,
    depositLimitAmountInvalid:
      'Limit tutarı en fazla 2 ondalık basamaklı, sıfırdan büyük bir tutar olmalıdır.',
    depositLimitApplied: (period) =>
      `${capitalizeTr(PERIOD_NAMES.tr[period])} para yatırma limitiniz güncellendi.`,
    depositLimitIncreasePending: (period, at) =>
      `${capitalizeTr(PERIOD_NAMES.tr[period])} limit artışınızı ${dateTime('tr', at)} (TSİ) itibarıyla onaylayabilirsiniz; onayınızla geçerli olur. O zamana kadar mevcut limitiniz geçerlidir.`,
    depositLimitRemovalPending: (period, at) =>
      `${capitalizeTr(PERIOD_NAMES.tr[period])} limitinizin kaldırılmasını ${dateTime('tr', at)} (TSİ) itibarıyla onaylayabilirsiniz. O zamana kadar mevcut limitiniz geçerlidir.`,
    depositLimitNothingToRemove: (period) => `Kaldırılacak bir ${PERIOD_NAMES.tr[period]} limitiniz yok.`,
    depositLimitRemoved: (period) =>
      `${capitalizeTr(PERIOD_NAMES.tr[period])} para yatırma limitiniz kaldırıldı.`,
    depositLimitNothingToConfirm: (period) =>
      `Onay bekleyen bir ${PERIOD_NAMES.tr[period]} limit değişikliğiniz yok.`,
    depositLimitCoolingOff: (period, at) =>
      `${capitalizeTr(PERIOD_NAMES.tr[period])} limit değişikliğinizi ancak ${dateTime('tr', at)} (TSİ) itibarıyla onaylayabilirsiniz.`,
  },
  en: {
    depositLimitExceeded: (period, remaining) =>
      `This amount is over your ${PERIOD_NAMES.en[period]} deposit limit. You can deposit at most ${remaining} more for now.`,
    depositLimitAmountInvalid: 'The limit must be an amount above zero with at most 2 decimal places.',
    depositLimitApplied: (period) => `Your ${PERIOD_NAMES.en[period]} deposit limit has been updated.`,
    depositLimitIncreasePending: (period, at) =>
      `You can confirm your ${PERIOD_NAMES.en[period]} limit increase from ${dateTime('en', at)} (Turkey time); it applies once you do. Until then your current limit applies.`,
    depositLimitRemovalPending: (period, at) =>
      `You can confirm the removal of your ${PERIOD_NAMES.en[period]} limit from ${dateTime('en', at)} (Turkey time). Until then your current limit applies.`,
    depositLimitNothingToRemove: (period) => `You have no ${PERIOD_NAMES.en[period]} limit to remove.`,
    depositLimitRemoved: (period) => `Your ${PERIOD_NAMES.en[period]} deposit limit has been removed.`,
    depositLimitNothingToConfirm: (period) =>
      `You have no ${PERIOD_NAMES.en[period]} limit change waiting for your confirmation.`,
    depositLimitCoolingOff: (period, at) =>
      `You can confirm your ${PERIOD_NAMES.en[period]} limit change only from ${dateTime('en', at)} (Turkey time).`,
  },
};

const words = wordsOf(depositLimitsMessages);

/** This module's messages (and the platform's) for its routes and services. */
export const { messages, t } = words;
const { aboutField } = words;

export const depositLimitsOutcomes: OutcomeRows<DepositLimitsOutcome> = {
  // A refusal to correct (a smaller amount), not a limit to wait out: 400 beside the amount, no Retry-After.
  DepositLimitExceeded: ({ period, remainingMinor, currency }, locale) => {
    const message = messages(locale).depositLimitExceeded(
      period,
      formatMoney(locale, remainingMinor, currency),
    );
    return refusal(400, message, { amount: message });
  },
  DepositLimitAmountInvalid: aboutField(400, 'amount', 'depositLimitAmountInvalid'),
  DepositLimitNothingToConfirm: ({ period }, locale) =>
    refusal(409, messages(locale).depositLimitNothingToConfirm(period)),
  // The cooling-off is a wait the rule imposes, not a throttle: 409 with the moment, no Retry-After.
  DepositLimitCoolingOff: ({ period, at }, locale) =>
    refusal(409, messages(locale).depositLimitCoolingOff(period, at)),
};
