import { z } from 'zod';
import { envelope } from './envelope.ts';
import { NotificationTypeSchema } from './enums.ts';
import { MoneySchema } from './money.ts';
import { idRule, requiredText } from './rules.ts';

/*
 * Back office: send a notification to one player, a segment, or every active player (DESIGN §4
 * "/api/admin/...", issue #27). A self-excluded, timed-out or operator-restricted player never receives
 * one, whatever the audience: a message from the operator is marketing to someone who asked for none.
 * Not a call of the site (spec §7), so it lives outside API_CONTRACT. Both languages are required: the
 * player sees the one they browse in, and a missing translation would silently fall back to Turkish.
 */

export const ADMIN_NOTIFICATIONS_PATH = '/api/admin/notifications';

export const ADMIN_NOTIFICATION_TITLE_MAX = 120;
export const ADMIN_NOTIFICATION_NOTE_MAX = 2000;

const translated = (max: number) => z.object({ tr: requiredText(1, max), en: requiredText(1, max) });

export const ADMIN_NOTIFICATIONS_PREVIEW_PATH = '/api/admin/notifications/preview';

/** Account statuses a segment may pick (closed accounts never receive anything). */
export const NOTIFICATION_SEGMENT_STATUSES = ['active', 'blocked', 'disabled'] as const;

/**
 * Players who match every filter given (none given: every active player). Activity is the last site
 * session's last call; deposits are confirmed deposits in the chosen currency, ever; bonus use is
 * whether the player has ever had a bonus, has one running, or never had one.
 */
export const NotificationSegmentSchema = z.object({
  countryIds: z.array(idRule).min(1).max(50).optional(),
  statuses: z.array(z.enum(NOTIFICATION_SEGMENT_STATUSES)).min(1).max(3).default(['active']),
  /** Seen on the site within this many days (1..3650). */
  activeWithinDays: z.number().int().min(1).max(3650).optional(),
  /** Not seen on the site for at least this many days (1..3650): the ones to win back. */
  inactiveForDays: z.number().int().min(1).max(3650).optional(),
  deposits: z
    .object({
      currencyId: idRule,
      /** Lifetime confirmed deposits at least / at most (decimal amounts in that currency). */
      min: MoneySchema.optional(),
      max: MoneySchema.optional(),
    })
    .optional(),
  bonusUse: z.enum(['any', 'running', 'never']).optional(),
});
export type NotificationSegment = z.infer<typeof NotificationSegmentSchema>;

/** One player by id, a segment, or 'all' (every active player); each gets their own row and read flag. */
export const NotificationTargetSchema = z.union([
  z.literal('all'),
  z.object({ playerId: idRule }),
  z.object({ segment: NotificationSegmentSchema }),
]);
export type NotificationTarget = z.infer<typeof NotificationTargetSchema>;

export const AdminNotificationPreviewRequestSchema = z.object({ target: NotificationTargetSchema });
/** How many players the target reaches now, and how many it leaves out for safer play. */
export const AdminNotificationPreviewResponseSchema = envelope(
  z.object({ recipients: z.number().int().min(0), skippedRestricted: z.number().int().min(0) }),
);

export const AdminNotificationRequestSchema = z.object({
  target: NotificationTargetSchema,
  type: NotificationTypeSchema,
  title: translated(ADMIN_NOTIFICATION_TITLE_MAX),
  note: translated(ADMIN_NOTIFICATION_NOTE_MAX),
});
export type AdminNotificationRequest = z.infer<typeof AdminNotificationRequestSchema>;

/** How many notifications were written (one per receiving player), and how many players were skipped. */
export const AdminNotificationResponseSchema = envelope(
  z.object({ created: z.number().int().min(0), skippedRestricted: z.number().int().min(0) }),
);
export type AdminNotificationResponse = z.infer<typeof AdminNotificationResponseSchema>;
