import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { HUB_PATH, REALTIME_RECONNECT_DELAYS_MS } from '@lale/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseConnection } from '../../src/db/connection.ts';
import { players } from '../../src/db/schema.ts';
import { fullRegistration, registerOk } from '../support/accounts.ts';

/*
 * Helpers for the hub tests: a listening app, a player with a real token, the official SignalR client as
 * the site configures it, and a raw `ws` client for protocol details the official client hides.
 */

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Registers a fresh player through the API: a real session token, and the player's id for pushes. */
export async function newPlayer(
  app: FastifyInstance,
  database: DatabaseConnection,
): Promise<{ token: string; playerId: number }> {
  const payload = fullRegistration();
  const { token } = await registerOk(app, payload);
  const [row] = await database.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.username, payload.username));
  if (!row) throw new Error('registered player not found');
  return { token, playerId: row.id };
}

export type Push = { command: string; message: unknown };

/** The site's hub connection (spec §7): WebSockets only, negotiation skipped, token factory, §9 delays. */
export function hubClient(base: string, token: string | undefined) {
  const pushes: Push[] = [];
  const waiters: (() => void)[] = [];
  const connection: HubConnection = new HubConnectionBuilder()
    .withUrl(`${base}${HUB_PATH}`, {
      skipNegotiation: true,
      transport: HttpTransportType.WebSockets,
      ...(token === undefined ? {} : { accessTokenFactory: () => token }),
    })
    .withAutomaticReconnect([...REALTIME_RECONNECT_DELAYS_MS])
    .configureLogging(LogLevel.None)
    .build();
  connection.on('NotifyMessage', (command: string, message: unknown) => {
    pushes.push({ command, message });
    for (const wake of waiters.splice(0)) wake();
  });
  return {
    connection,
    pushes,
    /** Resolves when `count` pushes arrived in total. */
    async received(count: number): Promise<Push[]> {
      while (pushes.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
      return pushes.slice(0, count);
    },
  };
}

/** The next call of a callback-style event, e.g. `once((cb) => connection.onreconnected(cb))`. */
export function once<T = void>(subscribe: (callback: (value: T) => void) => void): Promise<T> {
  return new Promise<T>((resolve) => subscribe(resolve));
}

// ── raw ws client ──────────────────────────────────────────────────────────────────────────────────
type WsClientSocket = {
  readyState: number;
  send(data: string): void;
  close(): void;
  on(event: 'open', listener: () => void): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  on(
    event: 'unexpected-response',
    listener: (request: unknown, response: { statusCode: number }) => void,
  ): void;
};
// `ws` ships no types and @types/ws is not installed: load it untyped and describe what the tests use.
export const WebSocketClient = createRequire(import.meta.url)('ws') as new (
  url: string,
  options?: { headers?: Record<string, string> },
) => WsClientSocket;

export const RS = '\u001e';

/** A raw socket that records every frame as received and every record (split on 0x1E). */
export async function rawClient(base: string, token: string) {
  const socket = new WebSocketClient(`${base.replace(/^http/, 'ws')}${HUB_PATH}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const frames: string[] = [];
  const records: string[] = [];
  let wake: (() => void) | undefined;
  const closed = new Promise<number>((resolve) => socket.on('close', resolve));
  socket.on('message', (data) => {
    const text = data.toString('utf8');
    frames.push(text);
    records.push(...text.split(RS).slice(0, -1));
    wake?.();
  });
  await new Promise<void>((resolve, reject) => {
    socket.on('open', resolve);
    socket.on('error', reject);
  });
  let read = 0;
  return {
    socket,
    frames,
    closed,
    /** The next record the server sent (its text without the separator). */
    async next(): Promise<string> {
      while (records.length <= read) {
        const arrived = new Promise<void>((resolve) => (wake = resolve));
        const result = await Promise.race([arrived.then(() => 'data'), closed.then(() => 'closed')]);
        if (result === 'closed' && records.length <= read) throw new Error('socket closed');
      }
      return records[read++] as string;
    },
    send: (text: string) => socket.send(text),
    /** Records received and not yet read by next(). */
    pending: () => records.slice(read),
  };
}

/** The HTTP status with which an upgrade was refused. */
export function refusedStatus(
  base: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<number> {
  const socket = new WebSocketClient(`${base.replace(/^http/, 'ws')}${url}`, { headers });
  return new Promise((resolve, reject) => {
    socket.on('unexpected-response', (_request, response) => resolve(response.statusCode));
    socket.on('open', () => reject(new Error('the upgrade was accepted')));
    socket.on('error', () => {});
  });
}
