import { Agent, request } from 'node:http';
import {
  ADMIN_NOTIFICATIONS_PATH,
  HEADER_CSRF,
  NotificationType,
  RealtimeCommand,
  STAFF_COOKIE,
} from '@lale/contracts';
import { Redis } from 'ioredis';
import type WebSocket from 'ws';
import type { Delivery } from '../../apps/api/src/modules/realtime/hub.ts';
import { notifyFrame } from '../../apps/api/src/modules/realtime/protocol.ts';
import type { ControlMessage } from './ipc.ts';
import { titleFor, type Send } from './latency.ts';
import type { StaffBenchSession } from './sessions.ts';

/*
 * The three ways a measured message is sent. Message `seq` goes to receiver `seq % receivers`, each
 * receiver being one connected client (one player with one socket, or one bare client id).
 */

const NOTE = 'Hub benchmark';

/** A Notification as the site receives it (spec §3), with the sequence number in its title. */
const notification = (seq: number) => ({
  id: seq,
  title: titleFor(seq),
  note: NOTE,
  type: NotificationType.Deposit,
  timeStamp: new Date().toISOString(),
  isRead: false,
});

/**
 * The product path end to end: POST /api/admin/notifications as the back office sends it (the staff
 * session, CSRF and permission checks, the notification row inserted, then the push through the hub's fan-out).
 */
export function adminSender(baseUrl: string, staff: StaffBenchSession, playerIds: readonly number[]) {
  const { hostname, port } = new URL(baseUrl);
  // Keep-alive as a back-office client would; requests beyond the pool wait in the agent's queue, and
  // that wait counts in their latency.
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  const send: Send = (seq) => {
    const body = JSON.stringify({
      target: { playerId: playerIds[seq % playerIds.length] },
      type: NotificationType.Deposit,
      title: { tr: titleFor(seq), en: titleFor(seq) },
      note: { tr: NOTE, en: NOTE },
    });
    return new Promise<void>((resolve, reject) => {
      const call = request(
        {
          hostname,
          port,
          path: ADMIN_NOTIFICATIONS_PATH,
          method: 'POST',
          agent,
          headers: {
            cookie: `${STAFF_COOKIE}=${staff.token}`,
            [HEADER_CSRF]: staff.csrfToken,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () =>
            response.statusCode === 200 ? resolve() : reject(new Error(`HTTP ${response.statusCode}`)),
          );
        },
      );
      call.on('error', reject);
      call.end(body);
    });
  };
  return { send, close: () => agent.destroy() };
}

/**
 * The hub's delivery path alone: a Delivery published on the realtime channel, as any other API process
 * publishes a push (realtime/fanout.ts); the hub's subscriber delivers it to the player's sockets.
 */
export function redisSender(redisUrl: string, channel: string, playerIds: readonly number[]) {
  const redis = new Redis(redisUrl, { connectionName: 'lale-bench-hub' });
  const send: Send = async (seq) => {
    const delivery: Delivery = {
      scope: 'player',
      ids: [playerIds[seq % playerIds.length]!],
      command: RealtimeCommand.Notification,
      message: notification(seq),
    };
    await redis.publish(channel, JSON.stringify(delivery));
  };
  return { send, close: async () => void (await redis.quit()) };
}

/** The baseline's push: the control socket names the bare client and the exact frame the hub would write. */
export function bareSender(control: WebSocket, receivers: number) {
  const send: Send = (seq) => {
    const message: ControlMessage = {
      to: seq % receivers,
      frame: notifyFrame(RealtimeCommand.Notification, notification(seq)),
    };
    control.send(JSON.stringify(message));
  };
  return { send };
}
