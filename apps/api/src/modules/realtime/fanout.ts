import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Delivery } from './hub.ts';

/*
 * How a push reaches the connections it is for. Without Redis only this process holds connections, so a
 * push is delivered in place. With REDIS_URL every API process subscribes to one channel and a push is
 * published there, so the player gets it whichever instance their socket landed on (DESIGN §8: nothing
 * lives only in one process that another needs). The publishing process gets its own message back
 * through the subscription and delivers it like everyone else, so nothing is delivered twice.
 */

export type Fanout = {
  publish(delivery: Delivery): Promise<void>;
  /** Resolves once deliveries from other processes can arrive (the subscription is in place). */
  ready: Promise<void>;
  close(): Promise<void>;
};

export const DEFAULT_CHANNEL = 'lale:realtime';

export function localFanout(deliver: (delivery: Delivery) => void): Fanout {
  return {
    async publish(delivery) {
      deliver(delivery);
    },
    ready: Promise.resolve(),
    async close() {},
  };
}

/** A message from the channel, checked: another process (or version) wrote it. */
function parseDelivery(text: string): Delivery | null {
  try {
    const value = JSON.parse(text) as Partial<Delivery> & { command?: unknown };
    if (!Array.isArray(value.ids) || !value.ids.every((id) => Number.isSafeInteger(id))) return null;
    if (value.scope === 'session') return value as Delivery;
    if (value.scope !== 'player' && value.scope !== 'players' && value.scope !== 'all') return null;
    return typeof value.command === 'string' ? (value as Delivery) : null;
  } catch {
    return null;
  }
}

export function redisFanout({
  url,
  channel = DEFAULT_CHANNEL,
  deliver,
  log,
}: {
  url: string;
  channel?: string;
  deliver: (delivery: Delivery) => void;
  log: FastifyBaseLogger;
}): Fanout {
  // A subscribed connection can issue no other command, hence two. A command waits at most 2 s for a
  // Redis that is down, so a push never holds up the request that caused it for long.
  const options = { commandTimeout: 2_000, maxRetriesPerRequest: 2, lazyConnect: false };
  const publisher = new Redis(url, { ...options, connectionName: 'lale-realtime-pub' });
  const subscriber = new Redis(url, {
    ...options,
    connectionName: 'lale-realtime-sub',
    commandTimeout: undefined,
  });
  for (const [name, client] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    // Without a listener ioredis prints every reconnect failure; it reconnects (and resubscribes) on its own.
    client.on('error', (error: Error) => log.warn({ err: error, redis: name }, 'realtime redis error'));
  }
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const delivery = parseDelivery(text);
    if (delivery) deliver(delivery);
    else log.warn({ channel }, 'realtime: ignored a malformed message from redis');
  });
  const ready = subscriber.subscribe(channel).then(() => undefined);
  // Startup must not crash on an unhandled rejection here; routes.ts awaits `ready` and logs the failure.
  ready.catch(() => {});

  return {
    async publish(delivery) {
      await publisher.publish(channel, JSON.stringify(delivery));
    },
    ready,
    async close() {
      // quit() waits for replies still pending; disconnect() when Redis is unreachable.
      await Promise.all(
        [publisher, subscriber].map((client) =>
          client.status === 'ready' ? client.quit().catch(() => client.disconnect()) : client.disconnect(),
        ),
      );
    },
  };
}
