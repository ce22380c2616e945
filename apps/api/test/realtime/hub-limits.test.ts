import { REALTIME_KEEP_ALIVE_INTERVAL_MS } from '@lale/contracts';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createHub,
  DEFAULT_TIMING,
  MAX_CONNECTIONS_PER_PLAYER,
  type SessionLiveness,
  type WsSocket,
} from '../../src/modules/realtime/hub.ts';
import type { Clock } from '../../src/platform/clock.ts';
import { RS } from './support.ts';

/*
 * The hub's own rules on sockets it is handed (no HTTP): the per-player cap, the sweep spread over its
 * interval, and sessions that expire while their sockets are open. Time is vitest's fake timers, which
 * move both the hub's interval and the clock it reads.
 */

const HANDSHAKE = `{"protocol":"json","version":1}${RS}`;
const PING = `{"type":6}${RS}`;

/** A socket as `ws` hands it over, recording what the hub sends and how it closes. */
function fakeSocket() {
  const listeners: { message: ((data: string, isBinary: boolean) => void)[]; close: (() => void)[] } = {
    message: [],
    close: [],
  };
  const socket = {
    readyState: 1,
    sent: [] as string[],
    closedWith: undefined as number | undefined,
    send(data: string) {
      socket.sent.push(data);
    },
    close(code?: number) {
      socket.closedWith = code;
      socket.readyState = 3;
      for (const listener of listeners.close) listener();
    },
    terminate() {
      socket.close(1006);
    },
    on(event: 'message' | 'close', listener: never) {
      listeners[event].push(listener);
    },
    /** The client's side: a text frame arrives at the server. */
    receive(text: string) {
      for (const listener of listeners.message) listener(text, false);
    },
  };
  return socket;
}

const clock: Clock = { now: () => new Date() };
const log = pino({ level: 'silent' });
const HOUR = 3_600_000;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-10T09:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

function open(hub: ReturnType<typeof createHub>, playerId: number, sessionId = playerId, liveMs = HOUR) {
  const socket = fakeSocket();
  hub.accept(socket as unknown as WsSocket, playerId, sessionId, new Date(Date.now() + liveMs));
  socket.receive(HANDSHAKE);
  return socket;
}

describe('hub connections per player', () => {
  it(`keeps at most ${MAX_CONNECTIONS_PER_PLAYER} per player: the oldest is closed for good, others are untouched`, () => {
    const hub = createHub({ clock, log });
    const other = open(hub, 2);
    const tabs = Array.from({ length: MAX_CONNECTIONS_PER_PLAYER }, () => open(hub, 1));
    expect(tabs.every((tab) => tab.closedWith === undefined)).toBe(true);

    const newest = open(hub, 1);

    const [oldest, second] = tabs;
    // A Close without allowReconnect: the official client stops instead of reconnecting and evicting another.
    expect(oldest?.sent.at(-1)).toBe(`{"type":7,"error":"Too many connections."}${RS}`);
    expect(oldest?.closedWith).toBe(1008);
    expect(second?.closedWith).toBeUndefined();
    expect(hub.connectionsOf(1)).toHaveLength(MAX_CONNECTIONS_PER_PLAYER);
    expect(hub.connectionsOf(1).map((connection) => connection.socket)).toContain(newest);
    expect(other.closedWith).toBeUndefined();

    // Pushes reach the ten that remain, not the evicted one.
    hub.deliver({ scope: 'player', ids: [1], command: 'Balance', message: 1 });
    expect(newest.sent.at(-1)).toContain('"Balance"');
    expect(oldest?.sent.at(-1)).toContain('Too many connections.');
  });

  it('counts sockets that have not finished the handshake too', () => {
    const hub = createHub({ clock, log });
    const silent = Array.from({ length: MAX_CONNECTIONS_PER_PLAYER }, () => {
      const socket = fakeSocket();
      hub.accept(socket as unknown as WsSocket, 1, 1, new Date(Date.now() + HOUR));
      return socket;
    });
    open(hub, 1);
    expect(silent[0]?.closedWith).toBe(1008);
    expect(hub.connectionCount).toBe(MAX_CONNECTIONS_PER_PLAYER);
  });
});

describe('keep-alive sweep', () => {
  it('is spread over its interval: each tick pings one bucket, every connection once per sweep', async () => {
    const hub = createHub({ clock, log });
    const buckets = hub.bucketCount;
    expect(buckets).toBe(DEFAULT_TIMING.sweepMs / DEFAULT_TIMING.tickMs);
    const sockets = Array.from({ length: buckets * 5 }, (_, i) => open(hub, i + 1));
    const pings = () => sockets.filter((socket) => socket.sent.includes(PING)).length;
    hub.start();

    // Quiet for keepAliveMs - sweepMs: due for a ping; the next tick pings only its own bucket.
    await vi.advanceTimersByTimeAsync(REALTIME_KEEP_ALIVE_INTERVAL_MS - DEFAULT_TIMING.sweepMs);
    const afterOneTick = pings();
    expect(afterOneTick).toBeGreaterThan(0);
    expect(afterOneTick).toBeLessThanOrEqual(5);

    // Within one more sweep every connection got exactly one ping, none later than keepAliveMs.
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMING.sweepMs - DEFAULT_TIMING.tickMs);
    expect(pings()).toBe(sockets.length);
    expect(sockets.every((socket) => socket.sent.filter((data) => data === PING).length === 1)).toBe(true);
    await hub.shutdown();
  });

  it('drops a silent client within one sweep after 30 s, as the whole-pass sweep did', async () => {
    const hub = createHub({ clock, log });
    const sockets = Array.from({ length: hub.bucketCount * 2 }, (_, i) => open(hub, i + 1));
    hub.start();
    await vi.advanceTimersByTimeAsync(30_000 - DEFAULT_TIMING.tickMs);
    expect(sockets.some((socket) => socket.closedWith === 1006)).toBe(false);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMING.sweepMs);
    expect(sockets.every((socket) => socket.closedWith === 1006)).toBe(true);
    expect(hub.connectionCount).toBe(0);
    await hub.shutdown();
  });
});

describe('sessions that expire while connected', () => {
  function liveness(answer: (ids: readonly number[]) => Map<number, Date>) {
    const asked: number[][] = [];
    const sessions: SessionLiveness = {
      liveUntil: async (ids) => {
        asked.push([...ids]);
        return answer(ids);
      },
    };
    return { sessions, asked };
  }

  it('asks only once a socket’s session may have expired, and closes the socket when it has', async () => {
    let extendedTo: Date | undefined;
    const { sessions, asked } = liveness(
      (ids) => new Map(extendedTo ? ids.map((id) => [id, extendedTo!]) : []),
    );
    const hub = createHub({ clock, log, sessions });
    const socket = open(hub, 1, 41, 10 * 60_000);
    const other = open(hub, 2, 42, 30 * 60_000);
    hub.start();
    /** Time passes while both clients keep pinging every 15 s, as idle SignalR clients do. */
    const pass = async (ms: number) => {
      for (let left = ms; left > 0; left -= 15_000) {
        await vi.advanceTimersByTimeAsync(Math.min(left, 15_000));
        for (const client of [socket, other]) if (client.closedWith === undefined) client.receive(PING);
      }
    };

    // No question while the session cannot have expired.
    await pass(10 * 60_000 - 15_000);
    expect(asked).toEqual([]);

    // The player used the site meanwhile: at 10 minutes the session is found extended, so it stays.
    extendedTo = new Date(Date.now() + 15_000 + 6 * 60_000);
    await pass(15_000 + DEFAULT_TIMING.sweepMs);
    expect(asked).toEqual([[41]]);
    expect(socket.closedWith).toBeUndefined();

    // Then not used: at its new end it is asked again and closed, without reconnect.
    extendedTo = undefined;
    await pass(6 * 60_000);
    expect(asked).toEqual([[41], [41]]);
    expect(socket.sent.at(-1)).toBe(`{"type":7,"error":"Session ended."}${RS}`);
    expect(socket.closedWith).toBe(1008);
    expect(other.closedWith).toBeUndefined();
    expect(hub.connectionsOf(1)).toEqual([]);
    await hub.shutdown();
  });

  it('keeps the socket and asks again next sweep when the check fails', async () => {
    let failing = true;
    const asked: number[] = [];
    const hub = createHub({
      clock,
      log,
      sessions: {
        liveUntil: async (ids) => {
          asked.push(...ids);
          if (failing) throw new Error('database down');
          return new Map();
        },
      },
    });
    const socket = open(hub, 1, 7, 1_000);
    await hub.sweepAll();
    expect(asked).toEqual([]);
    vi.setSystemTime(Date.now() + 1_000);
    await hub.sweepAll();
    expect(asked).toEqual([7]);
    expect(socket.closedWith).toBeUndefined();

    failing = false;
    await hub.sweepAll();
    expect(asked).toEqual([7]); // not before the next sweep
    vi.setSystemTime(Date.now() + DEFAULT_TIMING.sweepMs);
    await hub.sweepAll();
    expect(socket.closedWith).toBe(1008);
  });
});
