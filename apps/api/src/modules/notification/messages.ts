import { NotificationType } from '@lale/contracts';
import { formatMoney, localized } from '../../platform/i18n.ts';
import { messages, notificationMessages } from './outcomes.ts';
import type { LocalizedText } from '../../db/schema.ts';
import type { Currency } from '../../platform/money.ts';
import type { NotificationContent } from './repo.ts';

/*
 * The notifications that events create, in every language at once: the row keeps both texts and the
 * list answers in whichever language the player browses in later. Texts live in the i18n catalogue.
 */

export const welcomeNotification = (): NotificationContent => ({
  type: NotificationType.System,
  title: localized(notificationMessages, (m) => m.welcomeNotificationTitle),
  note: localized(notificationMessages, (m) => m.welcomeNotificationNote),
});

export const phoneVerifiedNotification = (): NotificationContent => ({
  type: NotificationType.System,
  title: localized(notificationMessages, (m) => m.phoneVerifiedNotificationTitle),
  note: localized(notificationMessages, (m) => m.phoneVerifiedNotificationNote),
});

export const trialBonusNotification = (amountMinor: bigint, currency: Currency): NotificationContent => ({
  type: NotificationType.Bonus,
  title: localized(notificationMessages, (m) => m.bonusNotificationTitle),
  // The amount is written the way each language writes money ('₺50,00' / '₺50.00').
  note: {
    tr: messages('tr').bonusNotificationNote(formatMoney('tr', amountMinor, currency)),
    en: messages('en').bonusNotificationNote(formatMoney('en', amountMinor, currency)),
  },
});

/** A bonus of the engine credited to the bonus balance (`title`: the definition's, per language). */
export const bonusGrantedNotification = (
  title: LocalizedText,
  amountMinor: bigint,
  currency: Currency,
): NotificationContent => ({
  type: NotificationType.Bonus,
  title: localized(notificationMessages, (m) => m.bonusNotificationTitle),
  note: {
    tr: messages('tr').bonusGrantedNotificationNote(title.tr, formatMoney('tr', amountMinor, currency)),
    en: messages('en').bonusGrantedNotificationNote(title.en, formatMoney('en', amountMinor, currency)),
  },
});

/** Wagering done: `amountMinor` moved from the bonus balance to cash. */
export const bonusCompletedNotification = (
  title: LocalizedText,
  amountMinor: bigint,
  currency: Currency,
): NotificationContent => ({
  type: NotificationType.Bonus,
  title: localized(notificationMessages, (m) => m.bonusCompletedNotificationTitle),
  note: {
    tr: messages('tr').bonusCompletedNotificationNote(title.tr, formatMoney('tr', amountMinor, currency)),
    en: messages('en').bonusCompletedNotificationNote(title.en, formatMoney('en', amountMinor, currency)),
  },
});

/** The bonus ran out of time; what was left of it is gone. */
export const bonusExpiredNotification = (title: LocalizedText): NotificationContent => ({
  type: NotificationType.Bonus,
  title: localized(notificationMessages, (m) => m.bonusExpiredNotificationTitle),
  note: {
    tr: messages('tr').bonusExpiredNotificationNote(title.tr),
    en: messages('en').bonusExpiredNotificationNote(title.en),
  },
});

/** A sports bet settled (won, lost, or void and refunded), with what it paid. */
export const betSettledNotification = (
  betId: number,
  status: 'won' | 'lost' | 'void',
  payoutMinor: bigint,
  currency: Currency,
): NotificationContent => {
  const note = (locale: 'tr' | 'en') => {
    const m = messages(locale);
    const paid = formatMoney(locale, payoutMinor, currency);
    return status === 'won'
      ? m.betWonNotificationNote(betId, paid)
      : status === 'void'
        ? m.betVoidNotificationNote(betId, paid)
        : m.betLostNotificationNote(betId);
  };
  return {
    type: NotificationType.System,
    title: localized(notificationMessages, (m) => m.betSettledNotificationTitle),
    note: { tr: note('tr'), en: note('en') },
  };
};
