import { z } from 'zod';
import { NotificationSchema } from './notification.ts';
import { RealtimeCommand } from './realtime-commands.ts';

/*
 * Realtime hub messages (spec §3 "Realtime message", §4, §7; DESIGN §6). The server invokes the client
 * method NotifyMessage(command, message); the site turns the two arguments into {command, message}.
 */

/** Any hub message: unknown commands are accepted (and ignored by the site) so the server can add some. */
export const RealtimeMessageSchema = z.object({ command: z.string().min(1), message: z.unknown() });
export type RealtimeMessage = z.infer<typeof RealtimeMessageSchema>;

/** The Notification command carries the new notification itself. */
export const NotificationRealtimeMessageSchema = z.object({
  command: z.literal(RealtimeCommand.Notification),
  message: NotificationSchema,
});
export type NotificationRealtimeMessage = z.infer<typeof NotificationRealtimeMessageSchema>;
