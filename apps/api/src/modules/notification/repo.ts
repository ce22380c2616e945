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

/** Who receives a back-office message: one player (any status), or every active player. */
export type Audience = { playerId: number } | 'all';

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

    /**
     * One row per receiving player in a single INSERT ... SELECT, so "everyone" is one statement however
     * many players there are, and a player who registers meanwhile is either in or out, never half.
     * Answers each new row's id and player (the push needs each player's own id). Raw SQL because
     * drizzle's insert-select wants the identity column in the select list.
     */
    async insertFor(audience: Audience, content: NotificationContent, at: Date) {
      const who = audience === 'all' ? sql`p.status = 'active'` : sql`p.id = ${audience.playerId}`;
      const result = (await db.execute(sql`
        insert into notifications (player_id, type, title, note, created_at)
        select p.id, ${content.type}::smallint, ${JSON.stringify(content.title)}::jsonb,
               ${JSON.stringify(content.note)}::jsonb, ${at.toISOString()}::timestamptz
        from players p
        where ${who}
        order by p.id
        returning id, player_id
      `)) as { rows: { id: number | string; player_id: number | string }[] };
      // node-postgres answers bigint as text, PGlite as number: normalise both.
      return result.rows.map((row) => ({ id: Number(row.id), playerId: Number(row.player_id) }));
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
