import type { NotificationType } from '@lale/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { notifications, type LocalizedText } from '../../db/schema.ts';

/* SQL of the notification module: the notifications table (one row per player and message). */

export type NotificationContent = { type: NotificationType; title: LocalizedText; note: LocalizedText };

export type StoredNotification = {
  id: number;
  playerId: number;
  type: number;
  title: LocalizedText;
  note: LocalizedText;
  createdAt: Date;
  readAt: Date | null;
};

const columns = {
  id: notifications.id,
  playerId: notifications.playerId,
  type: notifications.type,
  title: notifications.title,
  note: notifications.note,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
};

export function createNotificationRepo(db: Database) {
  return {
    /** One notification; inside the caller's transaction when `executor` is one. */
    async insert(
      playerId: number,
      content: NotificationContent,
      at: Date,
      executor: DbExecutor = db,
    ): Promise<StoredNotification> {
      const [row] = await executor
        .insert(notifications)
        .values({ playerId, ...content, createdAt: at })
        .returning(columns);
      if (!row) throw new Error('notification insert returned no row');
      return row;
    },

    /** Newest first; ids grow with insertion, and (player_id, id) is the table's index. */
    page(playerId: number, skip: number, take: number): Promise<StoredNotification[]> {
      return db
        .select(columns)
        .from(notifications)
        .where(eq(notifications.playerId, playerId))
        .orderBy(desc(notifications.id))
        .offset(skip)
        .limit(take);
    },

    /**
     * Marks the player's own notification read, keeping the first read time on a repeat. False when
     * no row has this id for this player (another player's id included), so nothing else can change.
     */
    async markRead(playerId: number, id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
        .where(and(eq(notifications.id, id), eq(notifications.playerId, playerId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },
  };
}

export type NotificationRepo = ReturnType<typeof createNotificationRepo>;
