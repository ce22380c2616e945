import {
  NotificationType,
  type Country,
  type NotificationSegment,
  type NotificationType as NotificationTypeValue,
} from '@lale/contracts';

/* The Notifications screen's words for the contract's codes (issue #27). */

/** The notification's kind, as the player's list marks it (enum-values.ts NotificationType). */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationTypeValue, string> = {
  [NotificationType.System]: 'System message',
  [NotificationType.Bonus]: 'Bonus',
  [NotificationType.Deposit]: 'Deposit',
  [NotificationType.Withdraw]: 'Withdrawal',
  [NotificationType.Jackpot]: 'Jackpot',
};

export const NOTIFICATION_TYPE_OPTIONS = Object.entries(NOTIFICATION_TYPE_LABELS).map(([value, label]) => ({
  value,
  label,
}));

export const SEGMENT_STATUS_LABELS: Record<NotificationSegment['statuses'][number], string> = {
  active: 'Active',
  blocked: 'Blocked',
  disabled: 'Disabled',
};

type BonusUse = NonNullable<NotificationSegment['bonusUse']>;

/** '' is no filter; the others are the contract's `bonusUse`. */
export const BONUS_USE_OPTIONS: readonly { value: '' | BonusUse; label: string }[] = [
  { value: '', label: 'No filter' },
  { value: 'any', label: 'Any time' },
  { value: 'running', label: 'Has one running' },
  { value: 'never', label: 'Never' },
];

/*
 * The platform's seeded currencies (apps/api/src/db/seed.ts): the back office has no currencies call.
 * The server refuses an unknown id, shown by the field like any other refusal.
 */
export const CURRENCIES: readonly { id: number; code: string }[] = [
  { id: 1, code: 'TRY' },
  { id: 2, code: 'EUR' },
  { id: 3, code: 'USD' },
];

/**
 * The seeded countries (apps/api/src/db/seed.ts, English names), used only when the sign-up form's
 * country list (GET /api/auth/form) cannot be read: a back office built for its own origin may call
 * /api/admin/* alone (CORS), and the back office has no country call of its own.
 */
export const SEEDED_COUNTRIES: readonly Country[] = [
  { id: 1, name: 'Türkiye' },
  { id: 2, name: 'Germany' },
  { id: 3, name: 'Azerbaijan' },
  { id: 4, name: 'United Kingdom' },
  { id: 5, name: 'Netherlands' },
  { id: 6, name: 'France' },
  { id: 7, name: 'Belgium' },
  { id: 8, name: 'Austria' },
  { id: 9, name: 'Switzerland' },
  { id: 10, name: 'Sweden' },
  { id: 11, name: 'Italy' },
  { id: 12, name: 'Spain' },
  { id: 13, name: 'Greece' },
  { id: 14, name: 'Bulgaria' },
  { id: 15, name: 'Georgia' },
  { id: 16, name: 'Cyprus' },
  { id: 17, name: 'Kazakhstan' },
  { id: 18, name: 'Uzbekistan' },
  { id: 19, name: 'United States' },
  { id: 20, name: 'Canada' },
];

const whole = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** '1 player', '1,284 players'. */
export const playersText = (count: number) => `${whole.format(count)} ${count === 1 ? 'player' : 'players'}`;

/** '12 players will receive it (3 left out for safer play)'. */
export const recipientsText = ({ recipients, skippedRestricted }: RecipientCount) =>
  `${playersText(recipients)} will receive it (${whole.format(skippedRestricted)} left out for safer play)`;

/** 'Sent to 12 players (3 left out for safer play).' when the server words none. */
export const sentText = ({ created, skippedRestricted }: { created: number; skippedRestricted: number }) =>
  `Sent to ${playersText(created)} (${whole.format(skippedRestricted)} left out for safer play).`;

export type RecipientCount = { recipients: number; skippedRestricted: number };
