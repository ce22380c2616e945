import { z } from 'zod';
import type { Permission } from './staff-permissions.ts';

/*
 * The back office's live channel (issue #25): one WebSocket per open back office, authenticated by the
 * staff session cookie (its path is /api/admin, so the socket lives under it) and never a public topic.
 * A member subscribes to topics; each topic needs a permission, checked when subscribing. Frames say
 * what changed, not the data: the back office re-reads the list it shows through the guarded HTTP route,
 * so the channel never carries more than an id and a status.
 *
 * `trading` (issue #27) tells the trading room that bets were placed or changed and that an operator
 * acted on an event; its liability, event and bet lists re-read.
 */

export const STAFF_LIVE_PATH = '/api/admin/live';

export const STAFF_LIVE_TOPICS = ['payments', 'trading'] as const;
export type StaffLiveTopic = (typeof STAFF_LIVE_TOPICS)[number];

/** What subscribing to each topic needs. */
export const STAFF_LIVE_TOPIC_PERMISSION: Readonly<Record<StaffLiveTopic, Permission>> = {
  payments: 'payments.view',
  trading: 'sports.view',
};

/** Both sides send something this often (the client a ping when it has nothing else to say). */
export const STAFF_LIVE_KEEP_ALIVE_MS = 15_000;

/**
 * The close code when the member's session ends (sign-out, idle, disabled, role changed): the back
 * office does not reconnect, its next call finds the session gone and shows sign-in.
 */
export const STAFF_LIVE_SESSION_ENDED = 4401;

const topics = z.array(z.enum(STAFF_LIVE_TOPICS)).min(1).max(STAFF_LIVE_TOPICS.length);

export const StaffLiveClientFrameSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('subscribe'), topics }),
  z.object({ op: z.literal('unsubscribe'), topics }),
  z.object({ op: z.literal('ping') }),
]);
export type StaffLiveClientFrame = z.infer<typeof StaffLiveClientFrameSchema>;

/** A payment was created or changed status (queued, decided, cancelled, paid by its provider). */
export const StaffPaymentFrameSchema = z.object({
  type: z.literal('payment'),
  id: z.number().int(),
  /** TransactionType: 1 deposit, 2 withdrawal. */
  paymentType: z.number().int(),
  /** TransactionStatus after the change. */
  status: z.number().int(),
});
export type StaffPaymentFrame = z.infer<typeof StaffPaymentFrameSchema>;

/**
 * Bets on these events were placed, settled, cashed out or reopened in the last moment (the server
 * gathers them for a quarter of a second, so a busy book sends a few frames a second, not one per bet).
 */
export const StaffBetsFrameSchema = z.object({
  type: z.literal('bets'),
  eventIds: z.array(z.number().int()),
});
export type StaffBetsFrame = z.infer<typeof StaffBetsFrameSchema>;

/** An operator acted on the event: a hold, a settlement, its limits. */
export const StaffBookFrameSchema = z.object({ type: z.literal('book'), eventId: z.number().int() });
export type StaffBookFrame = z.infer<typeof StaffBookFrameSchema>;

/** What the server sends: a topic's frame, or the hub's own (ping, resync, error, subscribed). */
export type StaffLiveFrame =
  | StaffPaymentFrame
  | StaffBetsFrame
  | StaffBookFrame
  | { type: 'ping' }
  | { type: 'resync' }
  | { type: 'error'; message: string }
  | { type: 'subscribed'; topics: StaffLiveTopic[] };
