import { REALTIME_KEEP_ALIVE_INTERVAL_MS, REALTIME_SERVER_TIMEOUT_MS } from '@lale/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { CloseCode, HubConnection, type HubSocket } from './connection.ts';
import { CLOSE_RECONNECT, closeWithError, notifyFrame, PING } from './protocol.ts';

const SESSION_ENDED = closeWithError('Session ended.');
const TOO_MANY_CONNECTIONS = closeWithError('Too many connections.');

/*
 * This process's hub connections: one set of all of them and, per player, the set of that player's
 * connections (a player may have several tabs, at most MAX_CONNECTIONS_PER_PLAYER). One shared interval
 * pings connections that have been quiet for a while, drops the ones the client stopped talking on and
 * closes those whose session ended, so a connection costs a few fields, not a timer. The connections are
 * dealt into buckets and each tick sweeps one bucket: a sweep is spread over `sweepMs` instead of one
 * synchronous pass over ten thousand sockets that would hold up every push queued behind it.
 */

/**
 * Hub connections one player may hold on this process. A player has one per open tab (and a phone or
 * two); ten is more than a person uses, and small enough that one account cannot pile up sockets. When
 * an eleventh arrives the oldest is closed (a Close without allowReconnect, so that tab stays quiet
 * instead of fighting back): the tab the player just opened is the one they look at.
 */
export const MAX_CONNECTIONS_PER_PLAYER = 10;

/** What the hub asks of the session module: when each live session ends unless used again. */
export type SessionLiveness = {
  /** Of `sessionIds`, the live ones with the moment each would expire; an absent id has ended. */
  liveUntil(sessionIds: readonly number[]): Promise<Map<number, Date>>;
};

/** A push (or a session end) to apply to this process's connections; what travels through Redis. */
export type Delivery =
  | { scope: 'player' | 'players'; ids: number[]; command: string; message: unknown }
  | { scope: 'all'; ids: []; command: string; message: unknown }
  | { scope: 'session'; ids: number[] };

/** A `ws` WebSocket: the hub listens to it as well as sending on it. */
export type WsSocket = HubSocket & {
  on(event: 'message', listener: (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
};

export type HubTiming = {
  /** Send a Ping when nothing else went out for about this long (spec §9: 15 s). */
  keepAliveMs: number;
  /** Drop a connection the client sent nothing on for this long (spec §9: 30 s). */
  timeoutMs: number;
  /**
   * Every connection is visited once per sweep; pings go out once `keepAliveMs - sweepMs` passed, so
   * never late, and a silent client is dropped at most `sweepMs` after its `timeoutMs`.
   */
  sweepMs: number;
  /** The interval's period: each tick visits one bucket, `sweepMs / tickMs` buckets in all. */
  tickMs: number;
  /** On shutdown, how long sockets get to answer the Close before they are cut. */
  shutdownGraceMs: number;
};

export const DEFAULT_TIMING: HubTiming = {
  keepAliveMs: REALTIME_KEEP_ALIVE_INTERVAL_MS,
  timeoutMs: REALTIME_SERVER_TIMEOUT_MS,
  sweepMs: 5_000,
  tickMs: 250,
  shutdownGraceMs: 2_000,
};

export type Hub = ReturnType<typeof createHub>;

export function createHub({
  clock,
  log,
  sessions,
  timing = DEFAULT_TIMING,
}: {
  clock: Clock;
  log: FastifyBaseLogger;
  /** Without it sessions are checked only when a socket opens (and ended ones closed by `deliver`). */
  sessions?: SessionLiveness;
  timing?: HubTiming;
}) {
  const all = new Set<HubConnection>();
  /** Per player, every connection (handshake done or not), oldest first: the cap counts them all. */
  const groups = new Map<number, Set<HubConnection>>();
  const buckets = Array.from(
    { length: Math.max(1, Math.round(timing.sweepMs / timing.tickMs)) },
    () => new Set<HubConnection>(),
  );
  /** The bucket the next tick sweeps, and the one the next connection joins (round robin). */
  let sweepIndex = 0;
  let dealIndex = 0;
  let interval: NodeJS.Timeout | undefined;
  let closing = false;
  /** Pushes written to sockets (the metrics read it at scrape time: no work per push beyond this). */
  let messagesSent = 0;
  /** Set while shutdown waits for the last socket to close. */
  let drained: (() => void) | undefined;
  const now = () => clock.now().getTime();

  function leave(connection: HubConnection): void {
    connection.closed = true;
    all.delete(connection);
    buckets[connection.bucket]?.delete(connection);
    const group = groups.get(connection.playerId);
    if (group?.delete(connection) && group.size === 0) groups.delete(connection.playerId);
    if (all.size === 0) drained?.();
  }

  /** Sends the last message, closes the socket and forgets the connection at once (not on 'close'). */
  function drop(connection: HubConnection, last: string, code: number, at: number): void {
    connection.end(last, code, at);
    leave(connection);
  }

  function sendToGroup(playerId: number, data: string, at: number): void {
    const group = groups.get(playerId);
    if (group)
      for (const connection of group) if (connection.handshaken && connection.send(data, at)) messagesSent++;
  }

  /** Asks the session module about the sessions of `due` and closes the connections whose session ended. */
  async function recheckSessions(due: HubConnection[], at: number): Promise<void> {
    if (!sessions || due.length === 0) return;
    // Not asked again while this answer is on its way.
    for (const connection of due) connection.checkAt = Number.POSITIVE_INFINITY;
    let live: Map<number, Date>;
    try {
      live = await sessions.liveUntil([...new Set(due.map((connection) => connection.sessionId))]);
    } catch (error) {
      log.warn({ err: error }, 'realtime: session re-check failed; retried next sweep');
      for (const connection of due) connection.checkAt = at + timing.sweepMs;
      return;
    }
    const answered = now();
    for (const connection of due) {
      if (connection.closed) continue;
      const until = live.get(connection.sessionId);
      if (until) connection.checkAt = until.getTime();
      else drop(connection, SESSION_ENDED, CloseCode.policy, answered);
    }
  }

  /** Pings, silence drops and due session checks for one bucket of connections. */
  function sweep(bucket: Set<HubConnection>, at: number): HubConnection[] {
    const pingAfter = timing.keepAliveMs - timing.sweepMs;
    const due: HubConnection[] = [];
    for (const connection of bucket) {
      if (at - connection.lastReceived >= timing.timeoutMs) {
        // The client would have pinged within its 15 s keep-alive: it is gone, no close handshake to wait for.
        leave(connection);
        connection.socket.terminate();
        continue;
      }
      if (connection.handshaken && at - connection.lastSent >= pingAfter) connection.send(PING, at);
      if (at >= connection.checkAt) due.push(connection);
    }
    return due;
  }

  return {
    /** True once shutdown began: new upgrades are refused so clients reconnect elsewhere. */
    get closing() {
      return closing;
    },
    get connectionCount() {
      return all.size;
    },
    /** Pushes written to this process's sockets so far. */
    get messagesSent() {
      return messagesSent;
    },
    /** Players with at least one open connection. */
    get playerCount() {
      return groups.size;
    },
    /** How many ticks make one sweep over every connection. */
    get bucketCount() {
      return buckets.length;
    },

    /** The open connections of one player, oldest first (diagnostics and tests). */
    connectionsOf(playerId: number): HubConnection[] {
      return [...(groups.get(playerId) ?? [])];
    },

    /**
     * Takes over an upgraded socket of an authenticated player whose session lasts until `liveUntil`
     * unless used again; pushes reach it once its handshake is done. A player at the cap loses the oldest
     * connection.
     */
    accept(socket: WsSocket, playerId: number, sessionId: number, liveUntil: Date): HubConnection {
      const at = now();
      let group = groups.get(playerId);
      if (!group) groups.set(playerId, (group = new Set()));
      for (const oldest of group) {
        if (group.size < MAX_CONNECTIONS_PER_PLAYER) break;
        drop(oldest, TOO_MANY_CONNECTIONS, CloseCode.policy, at);
      }
      const bucket = dealIndex;
      dealIndex = (dealIndex + 1) % buckets.length;
      const connection = new HubConnection(socket, playerId, sessionId, at, bucket, liveUntil.getTime());
      all.add(connection);
      group.add(connection);
      buckets[bucket]?.add(connection);
      socket.on('message', (data, isBinary) => {
        // The JSON protocol is text; a binary frame is read as UTF-8 rather than refused.
        const text =
          isBinary || typeof data !== 'string' ? Buffer.from(data as Buffer).toString('utf8') : data;
        connection.receive(text, now());
      });
      socket.on('close', () => leave(connection));
      return connection;
    },

    deliver(delivery: Delivery): void {
      const at = now();
      if (delivery.scope === 'session') {
        // A linear scan: session ends are rare next to pushes, and a second index would cost every connection.
        const ended = new Set(delivery.ids);
        for (const connection of all) {
          if (ended.has(connection.sessionId)) connection.end(SESSION_ENDED, CloseCode.policy, at);
        }
        return;
      }
      const data = notifyFrame(delivery.command, delivery.message);
      if (delivery.scope === 'all') {
        for (const connection of all) if (connection.handshaken && connection.send(data, at)) messagesSent++;
        return;
      }
      for (const id of new Set(delivery.ids)) sendToGroup(id, data, at);
    },

    /**
     * One tick of the shared interval: sweeps the next bucket (pings quiet connections, cuts silent
     * ones, re-checks sessions that may have expired). Resolves when the session check is answered.
     */
    tick(): Promise<void> {
      const at = now();
      const bucket = buckets[sweepIndex];
      sweepIndex = (sweepIndex + 1) % buckets.length;
      return bucket ? recheckSessions(sweep(bucket, at), at) : Promise.resolve();
    },

    /** Every bucket at once, as a whole sweep does over `sweepMs`. Tests call it after moving the clock. */
    async sweepAll(): Promise<void> {
      await Promise.all(buckets.map(() => this.tick()));
    },

    start(): void {
      if (interval || closing) return;
      interval = setInterval(() => {
        this.tick().catch((error: unknown) => log.error({ err: error }, 'realtime hub tick failed'));
      }, timing.tickMs);
      // The hub never keeps the process alive on its own.
      interval.unref();
    },

    /**
     * Tells every client to reconnect (Close with allowReconnect: another instance will take it), closes
     * the sockets, and cuts those that did not finish closing within the grace time.
     */
    async shutdown(): Promise<void> {
      closing = true;
      clearInterval(interval);
      interval = undefined;
      const at = now();
      const open = [...all];
      for (const connection of open) connection.end(CLOSE_RECONNECT, CloseCode.goingAway, at);
      if (all.size > 0) {
        await new Promise<void>((resolve) => {
          const deadline = setTimeout(resolve, timing.shutdownGraceMs);
          drained = () => {
            clearTimeout(deadline);
            resolve();
          };
        });
        drained = undefined;
      }
      for (const connection of [...all]) {
        leave(connection);
        connection.socket.terminate();
      }
    },
  };
}
