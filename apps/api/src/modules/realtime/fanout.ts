import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/*
 * How a message reaches the sockets it is for, whichever API process holds them. Without Redis only
 * this process holds connections, so a message is delivered in place. With REDIS_URL every API process
 * subscribes to the hub's channel and a message is published there, so it reaches a player whichever
 * instance their socket landed on (DESIGN §8: nothing lives only in one process that another needs).
 * The publishing process gets its own message back through the subscription and delivers it like
 * everyone else, so nothing is delivered twice.
 *
 * One implementation for the three sockets: /hub/frnotify (its deliveries as JSON, service.ts) and the
 * topic hubs /hub/odds and /hub/originals (`<topics>\n<frame>`, topics.ts). Each brings its codec; a
 * message arrives as the Buffer Redis read, so a topic frame is handed on without a copy.
 */

/** How a push refused while Redis is away says so (in the log line of the hub that dropped it). */
export const REDIS_LOST = 'hub redis connection lost';

export type Fanout<T> = {
  publish(message: T): Promise<void>;
  /** Resolves once messages from other processes can arrive (the subscription is in place). */
  ready: Promise<void>;
  close(): Promise<void>;
};

/** How a hub's messages travel on its channel. */
export type FanoutCodec<T, Received = T> = {
  encode(message: T): string;
  /** A message from the channel, checked (another process, or version, wrote it); null when malformed. */
  decode(data: Buffer): Received | null;
};

/** In place: what this process publishes reaches this process's sockets only. */
export function localFanout<T>(deliver: (message: T) => void): Fanout<T> {
  return {
    async publish(message) {
      deliver(message);
    },
    ready: Promise.resolve(),
    async close() {},
  };
}

export function redisFanout<T, Received = T>({
  url,
  channel,
  name,
  codec,
  deliver,
  log,
}: {
  url: string;
  channel: string;
  /** Names the Redis connections (`lale-<name>-pub`, `-sub`) and the log lines. */
  name: string;
  codec: FanoutCodec<T, Received>;
  deliver: (message: Received) => void;
  log: FastifyBaseLogger;
}): Fanout<T> {
  // A subscribed connection can issue no other command, hence two. A command waits at most 2 s for a
  // Redis that is down, so a push never holds up the request that caused it for long.
  const options = { commandTimeout: 2_000, maxRetriesPerRequest: 2, lazyConnect: false };
  const publisher = new Redis(url, { ...options, connectionName: `lale-${name}-pub` });
  const subscriber = new Redis(url, {
    ...options,
    connectionName: `lale-${name}-sub`,
    commandTimeout: undefined,
    // The SUBSCRIBE waits for Redis however long it takes: given up after a few retries (a process
    // started while Redis was away), it would never be sent, and ioredis re-subscribes after a
    // reconnection only the channels it did subscribe — the process would never hear the others again.
    maxRetriesPerRequest: null,
  });
  for (const [role, client] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    // Without a listener ioredis prints every reconnect failure; it reconnects (and resubscribes) on its own.
    client.on('error', (error: Error) => log.warn({ err: error, redis: role, hub: name }, 'hub redis error'));
  }
  /*
   * Whether the publisher's connection is up, as far as we know. Lost (its socket closed) until ioredis
   * has reconnected: a publish then fails at once instead of waiting in the offline queue for the
   * command timeout, which would hold every request that pushes (a confirmed deposit, a settled bet)
   * for two seconds while Redis is away. A push is best effort either way: pub/sub keeps nothing.
   */
  let publisherLost = false;
  publisher.on('close', () => (publisherLost = true));
  publisher.on('ready', () => (publisherLost = false));
  const channelBytes = Buffer.from(channel);
  subscriber.on('messageBuffer', (from: Buffer, data: Buffer) => {
    if (!from.equals(channelBytes)) return;
    const message = codec.decode(data);
    if (message !== null) deliver(message);
    else log.warn({ channel, hub: name }, 'hub: ignored a malformed message from redis');
  });
  const ready = subscriber.subscribe(channel).then(() => undefined);
  // Startup must not crash on an unhandled rejection here; the routes await `ready` and log the failure.
  ready.catch(() => {});

  return {
    async publish(message) {
      if (publisherLost) throw new Error(`${REDIS_LOST}: the push is dropped`);
      await publisher.publish(channel, codec.encode(message));
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
