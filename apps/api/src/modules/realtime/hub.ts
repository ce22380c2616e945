import { REALTIME_KEEP_ALIVE_INTERVAL_MS, REALTIME_SERVER_TIMEOUT_MS } from '@lale/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { CloseCode, HubConnection, type HubSocket } from './connection.ts';
import { CLOSE_RECONNECT, closeWithError, notifyFrame, PING } from './protocol.ts';

/*
 * This process's hub connections: one set of all of them and, per player, the set of that player's
 * connections (a player may have several tabs). One shared interval pings every connection that has
 * been quiet for a while and drops the ones the client stopped talking on, so a connection costs a few
 * fields, not a timer.
 */

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
  /** How often the shared interval runs; pings go out once `keepAliveMs - tickMs` passed, so never late. */
  tickMs: number;
  /** On shutdown, how long sockets get to answer the Close before they are cut. */
  shutdownGraceMs: number;
};

export const DEFAULT_TIMING: HubTiming = {
  keepAliveMs: REALTIME_KEEP_ALIVE_INTERVAL_MS,
  timeoutMs: REALTIME_SERVER_TIMEOUT_MS,
  tickMs: 5_000,
  shutdownGraceMs: 2_000,
};

export type Hub = ReturnType<typeof createHub>;

export function createHub({
  clock,
  log,
  timing = DEFAULT_TIMING,
}: {
  clock: Clock;
  log: FastifyBaseLogger;
  timing?: HubTiming;
}) {
  const all = new Set<HubConnection>();
  const groups = new Map<number, Set<HubConnection>>();
  let interval: NodeJS.Timeout | undefined;
  let closing = false;
  /** Set while shutdown waits for the last socket to close. */
  let drained: (() => void) | undefined;
  const now = () => clock.now().getTime();

  function join(connection: HubConnection): void {
    let group = groups.get(connection.playerId);
    if (!group) groups.set(connection.playerId, (group = new Set()));
    group.add(connection);
  }

  function leave(connection: HubConnection): void {
    connection.closed = true;
    all.delete(connection);
    const group = groups.get(connection.playerId);
    if (group?.delete(connection) && group.size === 0) groups.delete(connection.playerId);
    if (all.size === 0) drained?.();
  }

  function sendToGroup(playerId: number, data: string, at: number): void {
    const group = groups.get(playerId);
    if (group) for (const connection of group) connection.send(data, at);
  }

  return {
    /** True once shutdown began: new upgrades are refused so clients reconnect elsewhere. */
    get closing() {
      return closing;
    },
    get connectionCount() {
      return all.size;
    },
    /** Players with at least one connection that finished the handshake. */
    get playerCount() {
      return groups.size;
    },

    /** The open connections of one player (diagnostics and tests). */
    connectionsOf(playerId: number): HubConnection[] {
      return [...(groups.get(playerId) ?? [])];
    },

    /** Takes over an upgraded socket of an authenticated player; it joins the group after the handshake. */
    accept(socket: WsSocket, playerId: number, sessionId: number): HubConnection {
      const connection = new HubConnection(socket, playerId, sessionId, now());
      all.add(connection);
      socket.on('message', (data, isBinary) => {
        // The JSON protocol is text; a binary frame is read as UTF-8 rather than refused.
        const text =
          isBinary || typeof data !== 'string' ? Buffer.from(data as Buffer).toString('utf8') : data;
        if (connection.receive(text, now())) join(connection);
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
          if (ended.has(connection.sessionId)) {
            connection.end(closeWithError('Session ended.'), CloseCode.policy, at);
          }
        }
        return;
      }
      const data = notifyFrame(delivery.command, delivery.message);
      if (delivery.scope === 'all') {
        for (const connection of all) if (connection.handshaken) connection.send(data, at);
        return;
      }
      for (const id of new Set(delivery.ids)) sendToGroup(id, data, at);
    },

    /** One pass of the shared interval: ping quiet connections, cut silent ones. Tests call it after moving the clock. */
    tick(): void {
      const at = now();
      const pingAfter = timing.keepAliveMs - timing.tickMs;
      for (const connection of all) {
        if (at - connection.lastReceived >= timing.timeoutMs) {
          // The client would have pinged within its 15 s keep-alive: it is gone, no close handshake to wait for.
          leave(connection);
          connection.socket.terminate();
        } else if (connection.handshaken && at - connection.lastSent >= pingAfter) {
          connection.send(PING, at);
        }
      }
    },

    start(): void {
      if (interval || closing) return;
      interval = setInterval(() => {
        try {
          this.tick();
        } catch (error) {
          log.error({ err: error }, 'realtime hub tick failed');
        }
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
