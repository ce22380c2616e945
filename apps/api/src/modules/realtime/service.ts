import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { RealtimeCommand, RealtimePublisher } from './contract.ts';
import { localFanout, redisFanout, type Fanout, type FanoutCodec } from './fanout.ts';
import { createHub, type Delivery, type Hub, type HubTiming, type SessionLiveness } from './hub.ts';

/*
 * The realtime hub as the rest of the API sees it: the RealtimePublisher of contract.ts, plus ending a
 * session's sockets. Pushes are best-effort (the notifications table is the record; the site reloads it),
 * so a failed publish is logged and never fails the request that caused it.
 */

export type Realtime = RealtimePublisher & {
  /**
   * Closes every socket of this session, on every process, with a Close that tells the client not to
   * reconnect. Call it when a session ends (logout, password change, revocation): the hub checks the
   * token only at connect time.
   */
  disconnectSession(sessionId: number): Promise<void>;
  /** This process's connections (tests and the benchmark drive `hub.sweepAll()` and read counts). */
  hub: Hub;
  /** Resolves once pushes from other processes can arrive. */
  ready: Promise<void>;
  /** Sends Close (allowReconnect) to every client, closes sockets, then the Redis connections. */
  close(): Promise<void>;
};

/** The channel of /hub/frnotify's pushes when the config names none. */
export const DEFAULT_CHANNEL = 'lale:realtime';

/** A delivery travels as its JSON; one read from the channel is checked (another process, or version, wrote it). */
export const deliveryCodec: FanoutCodec<Delivery> = {
  encode: (delivery) => JSON.stringify(delivery),
  decode(data) {
    try {
      const value = JSON.parse(data.toString('utf8')) as Partial<Delivery> & { command?: unknown };
      if (!Array.isArray(value.ids) || !value.ids.every((id) => Number.isSafeInteger(id))) return null;
      if (value.scope === 'session') return value as Delivery;
      if (value.scope !== 'player' && value.scope !== 'players' && value.scope !== 'all') return null;
      return typeof value.command === 'string' ? (value as Delivery) : null;
    } catch {
      return null;
    }
  },
};

export type RealtimeOptions = {
  clock: Clock;
  log: FastifyBaseLogger;
  /** Unset: pushes reach this process's connections only. */
  redisUrl?: string | undefined;
  channel?: string;
  /** Lets the hub close sockets whose session expired while they were open. */
  sessions?: SessionLiveness;
  timing?: HubTiming;
};

export function createRealtime({
  clock,
  log,
  redisUrl,
  channel,
  sessions,
  timing,
}: RealtimeOptions): Realtime {
  const hub = createHub({ clock, log, sessions, timing });
  const deliver = (delivery: Delivery) => hub.deliver(delivery);
  const fanout: Fanout<Delivery> = redisUrl
    ? redisFanout({
        url: redisUrl,
        channel: channel ?? DEFAULT_CHANNEL,
        name: 'realtime',
        codec: deliveryCodec,
        deliver,
        log,
      })
    : localFanout(deliver);

  async function publish(delivery: Delivery): Promise<void> {
    try {
      await fanout.publish(delivery);
    } catch (error) {
      log.warn({ err: error, scope: delivery.scope }, 'realtime push failed');
    }
  }

  return {
    toPlayer: (playerId: number, command: RealtimeCommand, message: unknown) =>
      publish({ scope: 'player', ids: [playerId], command, message }),
    toPlayers: async (playerIds: readonly number[], command: RealtimeCommand, message: unknown) => {
      if (playerIds.length > 0) await publish({ scope: 'players', ids: [...playerIds], command, message });
    },
    toAll: (command: RealtimeCommand, message: unknown) =>
      publish({ scope: 'all', ids: [], command, message }),
    disconnectSession: (sessionId: number) => publish({ scope: 'session', ids: [sessionId] }),
    hub,
    ready: fanout.ready,
    async close() {
      await hub.shutdown();
      await fanout.close();
    },
  };
}
