import { type DepositLimitPeriod, type LimitKind, type Locale } from '@lale/contracts';
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
  | { code: 'DepositLimitNothingToConfirm'; kind: LimitKind; period: DepositLimitPeriod }
  /** A confirmation before the cooling-off is over: it can be confirmed from `at`. */
  | { code: 'DepositLimitCoolingOff'; kind: LimitKind; period: DepositLimitPeriod; at: Date };

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

/** What a limit caps, as the sentences name it ('günlük kayıp limitiniz'). */
const KIND_NAMES: Record<Locale, Record<LimitKind, string>> = {
  tr: { deposit: 'para yatırma', loss: 'kayıp', wager: 'bahis', session: 'oturum süresi' },
  en: { deposit: 'deposit', loss: 'loss', wager: 'wager', session: 'session-time' },
};

export type DepositLimitsCatalogue = {
  depositLimitExceeded: (period: DepositLimitPeriod, remaining: string) => string;
  depositLimitAmountInvalid: string;
  depositLimitApplied: (kind: LimitKind, period: DepositLimitPeriod) => string;
  depositLimitIncreasePending: (kind: LimitKind, period: DepositLimitPeriod, at: Date) => string;
  depositLimitRemovalPending: (kind: LimitKind, period: DepositLimitPeriod, at: Date) => string;
  depositLimitNothingToRemove: (kind: LimitKind, period: DepositLimitPeriod) => string;
  depositLimitRemoved: (kind: LimitKind, period: DepositLimitPeriod) => string;
  depositLimitNothingToConfirm: (kind: LimitKind, period: DepositLimitPeriod) => string;
  depositLimitCoolingOff: (kind: LimitKind, period: DepositLimitPeriod, at: Date) => string;
};

export const depositLimitsMessages: Catalogue<DepositLimitsCatalogue> = {
  tr: {
    depositLimitExceeded: (period, remaining) =>
      `Bu tutar ${PERIOD_NAMES.tr[period]} para yatırma limitinizi aşıyor. Şu anda en fazla ${remaining} daha yatırabilirsiniz.`,
    depositLimitAmountInvalid:
      'Limit tutarı en fazla 2 ondalık basamaklı, sıfırdan büyük bir tutar olmalıdır.',
    depositLimitApplied: (kind, period) =>
      `${capitalizeTr(PERIOD_NAMES.tr[period])} ${KIND_NAMES.tr[kind]} limitiniz güncellendi.`,
    depositLimitIncreasePending: (kind, period, at) =>
      `${capitalizeTr(PERIOD_NAMES.tr[period])} ${KIND_NAMES.tr[kind]} limiti artışınızı ${dateTime('tr', at)} (TSİ) itibarıyla onaylayabilirsiniz; onayınızla geçerli olur. O zamana kadar mevcut limitiniz geçerlidir.`,
    depositLimitRemovalPending: (kind, period, at) =>
      `${capitalizeTr(PERIOD_NAMES.tr[period])} ${KIND_NAMES.tr[kind]} limitinizin kaldırılmasını ${dateTime('tr', at)} (TSİ) itibarıyla onaylayabilirsiniz. O zamana kadar mevcut limitiniz geçerlidir.`,
    depositLimitNothingToRemove: (kind, period) =>
      `Kaldırılacak bir ${PERIOD_NAMES.tr[period]} ${KIND_NAMES.tr[kind]} limitiniz yok.`,
    depositLimitRemoved: (kind, period) =>
      `${capitalizeTr(PERIOD_NAMES.tr[period])} ${KIND_NAMES.tr[kind]} limitiniz kaldırıldı.`,
    depositLimitNothingToConfirm: (kind, period) =>
      `Onay bekleyen bir ${PERIOD_NAMES.tr[period]} ${KIND_NAMES.tr[kind]} limiti değişikliğiniz yok.`,
    depositLimitCoolingOff: (kind, period, at) =>
      `${capitalizeTr(PERIOD_NAMES.tr[period])} ${KIND_NAMES.tr[kind]} limiti değişikliğinizi ancak ${dateTime('tr', at)} (TSİ) itibarıyla onaylayabilirsiniz.`,
  },
  en: {
    depositLimitExceeded: (period, remaining) =>
      `This amount is over your ${PERIOD_NAMES.en[period]} deposit limit. You can deposit at most ${remaining} more for now.`,
    depositLimitAmountInvalid: 'The limit must be an amount above zero with at most 2 decimal places.',
    depositLimitApplied: (kind, period) =>
      `Your ${PERIOD_NAMES.en[period]} ${KIND_NAMES.en[kind]} limit has been updated.`,
    depositLimitIncreasePending: (kind, period, at) =>
      `You can confirm your ${PERIOD_NAMES.en[period]} ${KIND_NAMES.en[kind]} limit increase from ${dateTime('en', at)} (Turkey time); it applies once you do. Until then your current limit applies.`,
    depositLimitRemovalPending: (kind, period, at) =>
      `You can confirm the removal of your ${PERIOD_NAMES.en[period]} ${KIND_NAMES.en[kind]} limit from ${dateTime('en', at)} (Turkey time). Until then your current limit applies.`,
    depositLimitNothingToRemove: (kind, period) =>
      `You have no ${PERIOD_NAMES.en[period]} ${KIND_NAMES.en[kind]} limit to remove.`,
    depositLimitRemoved: (kind, period) =>
      `Your ${PERIOD_NAMES.en[period]} ${KIND_NAMES.en[kind]} limit has been removed.`,
    depositLimitNothingToConfirm: (kind, period) =>
      `You have no ${PERIOD_NAMES.en[period]} ${KIND_NAMES.en[kind]} limit change waiting for your confirmation.`,
    depositLimitCoolingOff: (kind, period, at) =>
      `You can confirm your ${PERIOD_NAMES.en[period]} ${KIND_NAMES.en[kind]} limit change only from ${dateTime('en', at)} (Turkey time).`,
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
  DepositLimitNothingToConfirm: ({ kind, period }, locale) =>
    refusal(409, messages(locale).depositLimitNothingToConfirm(kind, period)),
  // The cooling-off is a wait the rule imposes, not a throttle: 409 with the moment, no Retry-After.
  DepositLimitCoolingOff: ({ kind, period, at }, locale) =>
    refusal(409, messages(locale).depositLimitCoolingOff(kind, period, at)),
};
