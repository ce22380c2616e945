import {
  DEFAULT_LOCALE,
  RealtimeCommand,
  type Locale,
  type Notification,
  type NotificationType,
} from '@lale/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { DbExecutor } from '../../db/executor.ts';
import type { Clock } from '../../platform/clock.ts';
import { refuse } from '../../platform/domain-errors.ts';
import { pick } from '../../platform/localized.ts';
import type { RealtimePublisher } from '../realtime/index.ts';
import type { AudienceRepo, ResolvedAudience } from './audience-repo.ts';
import type { NotificationContent, NotificationRepo, StoredNotification } from './repo.ts';

/*
 * Notifications (spec §2 panel, §3 Notification, §4): stored per player, listed newest first, marked
 * read one by one, and pushed live as the hub command 'Notification' whose message the site appends.
 *
 * Order of effects: the row is written first (inside the event's own transaction when there is one),
 * the push happens only after it is committed — a pushed notification the player cannot then list or
 * mark read would be worse than a late one. A push that fails is logged and swallowed: the row is the
 * truth, and the site fetches the list at every login, so the player still sees it.
 *
 * Locale of a push: the hub does not know which language a connection browses in and the player's
 * language is not stored, so a push uses the language of the request that caused it (registration,
 * phone verification, bonus claim all carry x-locale) and Turkish, the site's default, when there is
 * none (back-office messages). The list call always answers in the request's language.
 */

type Deps = {
  repo: NotificationRepo;
  /** Who a back-office message reaches (segments; safer play's restrictions always left out). */
  audiences: AudienceRepo;
  realtime: RealtimePublisher;
  clock: Clock;
  log: FastifyBaseLogger;
};

/** A notification written inside a caller's transaction; `publish` after that transaction commits. */
export type Staged = { notification: StoredNotification; publish(locale?: Locale): Promise<void> };

/** Pushes to this many players at a time when one message goes to many (each has its own id). */
const PUSH_BATCH = 100;

export function toNotification(row: StoredNotification, locale: Locale): Notification {
  return {
    id: row.id,
    title: pick(row.title, locale),
    note: pick(row.note, locale),
    type: row.type as NotificationType,
    timeStamp: row.createdAt.toISOString(),
    isRead: row.readAt !== null,
  };
}

export function createNotificationService({ repo, audiences, realtime, clock, log }: Deps) {
  async function pushTo(row: StoredNotification, locale: Locale): Promise<void> {
    try {
      await realtime.toPlayer(row.playerId, RealtimeCommand.Notification, toNotification(row, locale));
    } catch (err) {
      log.warn({ err, notificationId: row.id, playerId: row.playerId }, 'notification push failed');
    }
  }

  /**
   * One row per receiving player, then one push per row. Not `realtime.toAll`: every player's copy
   * has its own id, and the site marks an item read by that id, so a shared message would point
   * every player but one at a notification that is not theirs (404). A player under a self-exclusion,
   * a time-out or an operator's restriction is left out whatever the audience (issue #27). Answers
   * how many were written and how many were left out; an unknown single player is `PlayerNotFound`.
   */
  async function send(
    audience: ResolvedAudience,
    content: NotificationContent,
  ): Promise<{ created: number; skippedRestricted: number }> {
    const createdAt = clock.now();
    if (audience !== 'all' && 'playerId' in audience && !(await audiences.playerExists(audience.playerId)))
      throw refuse({ code: 'PlayerNotFound' });
    const { skipped } = await audiences.count(audience, createdAt);
    const rows = await audiences.insertFor(audience, content, createdAt);
    let failed = 0;
    for (let start = 0; start < rows.length; start += PUSH_BATCH) {
      const batch = rows.slice(start, start + PUSH_BATCH);
      const results = await Promise.allSettled(
        batch.map(async ({ id, playerId }) =>
          realtime.toPlayer(
            playerId,
            RealtimeCommand.Notification,
            toNotification({ id, playerId, ...content, createdAt, readAt: null }, DEFAULT_LOCALE),
          ),
        ),
      );
      failed += results.filter((result) => result.status === 'rejected').length;
    }
    // One line, not one per player: a hub outage during a broadcast would otherwise flood the log.
    if (failed > 0) log.warn({ failed, created: rows.length }, 'notification pushes failed');
    return { created: rows.length, skippedRestricted: skipped };
  }

  function staged(row: StoredNotification): Staged {
    let published = false;
    return {
      notification: row,
      async publish(locale = DEFAULT_LOCALE) {
        // Once: a caller that retries its own flow must not make the site append the same item twice.
        if (published) return;
        published = true;
        await pushTo(row, locale);
      },
    };
  }

  return {
    /** Writes a notification inside `executor` (the event's transaction); push later with `publish`. */
    async stage(executor: DbExecutor, playerId: number, content: NotificationContent): Promise<Staged> {
      return staged(await repo.insert(playerId, content, clock.now(), executor));
    },

    /** Writes a notification on its own and pushes it at once (push failures are only logged). */
    async notify(playerId: number, content: NotificationContent, locale?: Locale): Promise<Notification> {
      const row = await repo.insert(playerId, content, clock.now());
      await staged(row).publish(locale);
      return toNotification(row, locale ?? DEFAULT_LOCALE);
    },

    send,

    /** How many players a back-office message would reach now, and how many safer play leaves out. */
    async preview(audience: ResolvedAudience) {
      if (audience !== 'all' && 'playerId' in audience && !(await audiences.playerExists(audience.playerId)))
        throw refuse({ code: 'PlayerNotFound' });
      const { recipients, skipped } = await audiences.count(audience, clock.now());
      return { recipients, skippedRestricted: skipped };
    },

    /** Every active player (back office "to all"); see `send`. */
    async notifyAll(content: NotificationContent): Promise<number> {
      return (await send('all', content)).created;
    },

    /** The player's notifications, newest first, texts in `locale` (Turkish fallback). */
    async list(playerId: number, skip: number, take: number, locale: Locale): Promise<Notification[]> {
      const rows = await repo.page(playerId, skip, take);
      return rows.map((row) => toNotification(row, locale));
    },

    /** Marks one of the player's own notifications read; repeating it is fine, another's id is `NotificationNotFound`. */
    async markRead(playerId: number, id: number): Promise<void> {
      if (!(await repo.markRead(playerId, id, clock.now()))) throw refuse({ code: 'NotificationNotFound' });
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
