import { NOTIFICATION_BADGE_CAP, NotificationType } from '@lale/contracts';

/** Spec §9: the badge shows the count, and '9+' from 9 on. */
export function badgeText(count: number): string {
  return count >= NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(count);
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Spec §2: day.month.year hour:minute. The server stores UTC; Date's local getters show it in the
 * reader's time zone. Formatted by hand so every locale gets the same dd.mm.yyyy HH:mm shape.
 */
export function formatNotificationTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${two(date.getDate())}.${two(date.getMonth() + 1)}.${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** Spec §2 icons: giftbox for Bonus, arrow-up for Deposit, down-arrow for Withdraw, system otherwise. */
export type NotificationIconName = 'gift' | 'deposit' | 'withdraw' | 'system';

export function iconFor(type: number): NotificationIconName {
  if (type === NotificationType.Bonus) return 'gift';
  if (type === NotificationType.Deposit) return 'deposit';
  if (type === NotificationType.Withdraw) return 'withdraw';
  return 'system';
}
