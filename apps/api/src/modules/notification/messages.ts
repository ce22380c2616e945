import { NotificationType } from '@lale/contracts';
import { formatMoney, localized, messages } from '../../platform/i18n.ts';
import type { Currency } from '../../platform/money.ts';
import type { NotificationContent } from './repo.ts';

/*
 * The notifications that events create, in every language at once: the row keeps both texts and the
 * list answers in whichever language the player browses in later. Texts live in the i18n catalogue.
 */

export const welcomeNotification = (): NotificationContent => ({
  type: NotificationType.System,
  title: localized((m) => m.welcomeNotificationTitle),
  note: localized((m) => m.welcomeNotificationNote),
});

export const phoneVerifiedNotification = (): NotificationContent => ({
  type: NotificationType.System,
  title: localized((m) => m.phoneVerifiedNotificationTitle),
  note: localized((m) => m.phoneVerifiedNotificationNote),
});

export const trialBonusNotification = (amountMinor: bigint, currency: Currency): NotificationContent => ({
  type: NotificationType.Bonus,
  title: localized((m) => m.bonusNotificationTitle),
  // The amount is written the way each language writes money ('₺50,00' / '₺50.00').
  note: {
    tr: messages('tr').bonusNotificationNote(formatMoney('tr', amountMinor, currency)),
    en: messages('en').bonusNotificationNote(formatMoney('en', amountMinor, currency)),
  },
});
