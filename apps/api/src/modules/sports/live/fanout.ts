import { OddsTopicSchema } from '@lale/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Broadcast } from './deltas.ts';

/*
 * How a delta reaches the odds subscribers of every API process (DESIGN §8: nothing lives only in one
 * process that another needs). Without Redis, in place. With REDIS_URL every process subscribes to one
 * channel and the process that applied the feed message publishes there; it gets its own message back
 * and delivers it like everyone else, so nothing is delivered twice.
 *
 * A message on the channel is `<topics, space-separated>\n<frame>`: a receiving process splits it at the
 * newline and hands the frame bytes on as they came (a view into Redis's buffer, not a copy), without
 * parsing the JSON it carries. The topics are checked: another process (or version) wrote them.
 */

export type OddsFanout = {
  publish(broadcast: Broadcast): Promise<void>;
  ready: Promise<void>;
  close(): Promise<void>;
};

export type Deliver = (topics: readonly string[], frame: Buffer) => void;

export function localOddsFanout(deliver: Deliver): OddsFanout {
  return {
    async publish({ topics, frame }) {
      deliver(topics, Buffer.from(frame));
    },
    ready: Promise.resolve(),
    async close() {},
  };
}

const NEWLINE = 0x0a;

/** Whether a topic read from the channel is one of the hub's (the odds' by default). */
export type TopicCheck = (topic: string) => boolean;
const isOddsTopic: TopicCheck = (topic) => OddsTopicSchema.safeParse(topic).success;

/** `<topics>\n<frame>` → its parts, or null when the topics are not ours. */
export function parseChannelMessage(
  message: Buffer,
  isTopic: TopicCheck = isOddsTopic,
): { topics: string[]; frame: Buffer } | null {
  const split = message.indexOf(NEWLINE);
  if (split <= 0) return null;
  const topics = message.subarray(0, split).toString('latin1').split(' ');
  if (!topics.every(isTopic)) return null;
  return { topics, frame: message.subarray(split + 1) };
}

export const channelMessage = ({ topics, frame }: Broadcast) => `${topics.join(' ')}\n${frame}`;

export function redisOddsFanout({
  url,
  channel,
  deliver,
  log,
  isTopic = isOddsTopic,
}: {
  url: string;
  channel: string;
  deliver: Deliver;
  log: FastifyBaseLogger;
  isTopic?: TopicCheck;
}): OddsFanout {
  // As realtime/fanout.ts: two connections (a subscribed one can do nothing else), short command timeout.
  const options = { commandTimeout: 2_000, maxRetriesPerRequest: 2, lazyConnect: false };
  const publisher = new Redis(url, { ...options, connectionName: 'lale-odds-pub' });
  const subscriber = new Redis(url, {
    ...options,
    connectionName: 'lale-odds-sub',
    commandTimeout: undefined,
  });
  for (const [name, client] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    client.on('error', (error: Error) => log.warn({ err: error, redis: name }, 'odds redis error'));
  }
  const channelBytes = Buffer.from(channel);
  subscriber.on('messageBuffer', (from: Buffer, message: Buffer) => {
    if (!from.equals(channelBytes)) return;
    const parsed = parseChannelMessage(message, isTopic);
    if (parsed) deliver(parsed.topics, parsed.frame);
    else log.warn({ channel }, 'odds: ignored a malformed message from redis');
  });
  const ready = subscriber.subscribe(channel).then(() => undefined);
  ready.catch(() => {});

  return {
    async publish(broadcast) {
      await publisher.publish(channel, channelMessage(broadcast));
    },
    ready,
    async close() {
      await Promise.all(
        [publisher, subscriber].map((client) =>
          client.status === 'ready' ? client.quit().catch(() => client.disconnect()) : client.disconnect(),
        ),
      );
    },
  };
}
