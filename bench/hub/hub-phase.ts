import { randomBytes } from 'node:crypto';
import { HUB_PATH } from '@lale/contracts';
import { openDatabase } from '../../apps/api/src/db/connection.ts';
import { HANDSHAKE, HANDSHAKE_OK } from './clients.ts';
import { measureIdle, type IdleResult } from './idle.ts';
import { measureLatency, type LatencyResult, type Send } from './latency.ts';
import type { MeasuredChild } from './measured-child.ts';
import { adminSender, redisSender } from './senders.ts';
import { createPlayerSessions, createStaffSession } from './sessions.ts';
import { startApi } from './servers.ts';
import {
  ADMIN_LOW_RATE,
  CLIENT_KEEP_ALIVE_MS,
  CONNECTIONS,
  GRACE_MS,
  RATE,
  REDIS_URL,
  SECONDS,
} from './settings.ts';

/*
 * The hub's half of the run: one API process, CONNECTIONS players each with one live session and one
 * handshaken connection; memory before and after; then, with every connection still open, delivery
 * latency through the admin endpoint (at RATE, and at ADMIN_LOW_RATE) and through the Redis channel.
 */

export type HubFigures = {
  idle: IdleResult;
  admin: LatencyResult;
  adminLow: LatencyResult;
  redis: LatencyResult;
};

const secret = () => randomBytes(32).toString('base64url');

export async function measureHub(options: {
  serverJs: string;
  memoryProbe: string;
  databaseUrl: string;
  workDir: string;
  /** Told about the child as soon as it runs, so an interrupted run can still stop it. */
  started: (child: MeasuredChild) => void;
}): Promise<HubFigures> {
  const pepper = secret();
  const channel = `lale:bench:hub:${randomBytes(4).toString('hex')}`;
  const api = await startApi({
    serverJs: options.serverJs,
    memoryProbe: options.memoryProbe,
    databaseUrl: options.databaseUrl,
    redisUrl: REDIS_URL,
    channel,
    pepper,
    sessionSecret: secret(),
    dataDir: options.workDir,
  });
  options.started(api.child);
  try {
    const database = await openDatabase({ databaseUrl: options.databaseUrl });
    const sessions = await createPlayerSessions(database.db, pepper, CONNECTIONS);
    const adminSession = await createStaffSession(database.db, pepper);
    await database.close();
    console.log(`hub: ${CONNECTIONS} player sessions written; opening connections`);

    const hubUrl = `${api.baseUrl.replace(/^http/, 'ws')}${HUB_PATH}`;
    const { result, pool, stopKeepAlive } = await measureIdle(
      api.child,
      CONNECTIONS,
      // Browsers send the token as ?access_token= (they cannot set headers on a WebSocket).
      (index) => ({
        url: `${hubUrl}?access_token=${sessions[index]!.token}`,
        handshake: HANDSHAKE,
        expect: HANDSHAKE_OK,
      }),
      CLIENT_KEEP_ALIVE_MS,
    );
    try {
      const playerIds = sessions.map((session) => session.playerId);
      const measure = (rate: number, send: Send) =>
        measureLatency(pool, {
          rate,
          seconds: SECONDS,
          send,
          graceMs: GRACE_MS,
          serverCpuSeconds: () => api.child.cpuSeconds(),
        });

      const viaAdmin = adminSender(api.baseUrl, adminSession, playerIds);
      console.log(`hub: POST /api/admin/notifications at ${RATE}/s, then ${ADMIN_LOW_RATE}/s`);
      const admin = await measure(RATE, viaAdmin.send);
      const adminLow = await measure(ADMIN_LOW_RATE, viaAdmin.send);
      viaAdmin.close();

      const viaRedis = redisSender(REDIS_URL, channel, playerIds);
      console.log(`hub: Redis publish at ${RATE}/s`);
      const redis = await measure(RATE, viaRedis.send);
      await viaRedis.close();

      if (pool.dropped > 0) console.warn(`hub: the server dropped ${pool.dropped} connections`);
      return { idle: result, admin, adminLow, redis };
    } finally {
      stopKeepAlive();
      await pool.close();
    }
  } finally {
    await api.child.stop();
  }
}
