import {
  roleCan,
  STAFF_LIVE_KEEP_ALIVE_MS,
  STAFF_LIVE_SESSION_ENDED,
  STAFF_LIVE_TOPIC_PERMISSION,
  STAFF_LIVE_TOPICS,
  StaffLiveClientFrameSchema,
  type StaffLiveTopic,
  type StaffPaymentFrame,
} from '@lale/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { StaffPrincipal } from '../../platform/staff-permission.ts';
import { createPeriodicSweep, type SweepRuns } from '../../platform/periodic-sweep.ts';
import { createTopicChannel, TOPIC_HUB_LIMITS, type TopicSocket } from '../realtime/index.ts';

/*
 * The staff live channel (issue #25, contracts/staff-live.ts): a topic hub of its own, on its own Redis
 * channel, so nothing a member sees travels on a public socket. A socket belongs to one staff session;
 * its topics are the ones the member's role may view. The socket does not keep the session alive (only
 * calls do), and a session that ends — sign-out here, or anything the periodic check finds: idle, past
 * its day, the member disabled or their role changed on any process — loses its sockets with
 * STAFF_LIVE_SESSION_ENDED.
 */

/** How often open sockets' sessions are read again: a session ended on another process closes within it. */
export const STAFF_LIVE_RECHECK_MS = 10_000;

const isTopic = (topic: string): topic is StaffLiveTopic =>
  (STAFF_LIVE_TOPICS as readonly string[]).includes(topic);

/** How long bet changes are gathered into one `bets` frame: a busy book sends a few frames a second. */
export const STAFF_LIVE_BETS_GATHER_MS = 250;

export type StaffLivePublisher = {
  /** A payment was created or changed status: the payments screens re-read their lists. */
  payment(frame: Omit<StaffPaymentFrame, 'type'>): Promise<void>;
  /** Bets on these events were placed or changed: gathered, then one `bets` frame (trading room). */
  bets(eventIds: readonly number[]): void;
  /** An operator acted on the event (a hold, a settlement, its limits): the trading room re-reads it. */
  book(eventId: number): Promise<void>;
};

export function createStaffLive({
  clock,
  log,
  redisUrl,
  channel: channelName,
  stillLive,
  onRecheckRun,
}: {
  clock: Clock;
  log: FastifyBaseLogger;
  redisUrl: string | undefined;
  /** Its own Redis channel (next to the hubs': `<REALTIME_CHANNEL>:staff`). */
  channel: string;
  /** Of these session ids, the ones still live (sessions.ts). */
  stillLive: (sessionIds: readonly number[]) => Promise<Set<number>>;
  /** Told of every recheck run (the metrics' job runs). */
  onRecheckRun?: SweepRuns;
}) {
  const channel = createTopicChannel({
    clock,
    log,
    name: 'staff-live',
    redisUrl,
    channel: channelName,
    isTopic,
    clientFrames: StaffLiveClientFrameSchema,
    maxTopics: STAFF_LIVE_TOPICS.length,
    // A back office sends a ping every keep-alive and a subscribe after each (re)connect: far below this.
    limits: TOPIC_HUB_LIMITS,
    timing: { keepAliveMs: STAFF_LIVE_KEEP_ALIVE_MS, timeoutMs: 35_000, sweepMs: 5_000, tickMs: 250 },
  });
  /** This process's sockets by staff session. */
  const bySession = new Map<number, Set<TopicSocket>>();

  function endSession(sessionId: number): void {
    const sockets = bySession.get(sessionId);
    bySession.delete(sessionId);
    for (const socket of sockets ?? []) socket.close(STAFF_LIVE_SESSION_ENDED);
  }

  async function recheck(): Promise<number> {
    const ids = [...bySession.keys()];
    if (ids.length === 0) return 0;
    const live = await stillLive(ids);
    const ended = ids.filter((id) => !live.has(id));
    for (const id of ended) endSession(id);
    return ended.length;
  }

  async function push(topic: StaffLiveTopic, frame: object, about: object): Promise<void> {
    try {
      await channel.publish({ topics: [topic], frame: JSON.stringify(frame) });
    } catch (err) {
      // Best effort, as every push: the screens also re-read on their own (and on reconnect).
      log.warn({ err, ...about }, 'staff live push failed');
    }
  }

  let betEvents = new Set<number>();
  let gathering: ReturnType<typeof setTimeout> | undefined;
  function sendBets(): void {
    gathering = undefined;
    const eventIds = [...betEvents];
    betEvents = new Set();
    void push('trading', { type: 'bets', eventIds }, { eventIds });
  }

  const publisher: StaffLivePublisher = {
    payment: (frame) => push('payments', { type: 'payment', ...frame }, { paymentId: frame.id }),
    bets(eventIds) {
      for (const id of eventIds) betEvents.add(id);
      if (gathering || betEvents.size === 0) return;
      gathering = setTimeout(sendBets, STAFF_LIVE_BETS_GATHER_MS);
      gathering.unref?.();
    },
    book: (eventId) => push('trading', { type: 'book', eventId }, { eventId }),
  };

  return {
    publisher,
    hub: channel.hub,
    ready: channel.ready,
    /** A signed-in member's socket: it may subscribe to what the role views. */
    accept(socket: TopicSocket, member: StaffPrincipal): void {
      let sockets = bySession.get(member.sessionId);
      if (!sockets) bySession.set(member.sessionId, (sockets = new Set()));
      sockets.add(socket);
      socket.on('close', () => {
        sockets.delete(socket);
        if (sockets.size === 0 && bySession.get(member.sessionId) === sockets)
          bySession.delete(member.sessionId);
      });
      channel.hub.accept(
        socket,
        (topic) => isTopic(topic) && roleCan(member.role, STAFF_LIVE_TOPIC_PERMISSION[topic]),
      );
    },
    /** Closes a session's sockets on this process at once (sign-out); other processes follow on their recheck. */
    endSession,
    /** Reads the open sockets' sessions again and closes the ended ones; answers how many ended. */
    recheck,
    /** The recheck as a job (every STAFF_LIVE_RECHECK_MS on every process). */
    recheckJob: createPeriodicSweep({
      name: 'staff live sessions',
      sweep: () => recheck(),
      clock,
      log,
      intervalMs: STAFF_LIVE_RECHECK_MS,
      onRun: onRecheckRun,
    }),
    close: () => {
      clearTimeout(gathering);
      return channel.close();
    },
  };
}

export type StaffLive = ReturnType<typeof createStaffLive>;
