// The plugin's types add `websocket: true` to route options (it is registered in platform/websockets.ts).
import type {} from '@fastify/websocket';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { refuse } from '../../platform/domain-errors.ts';
import { localFanout, redisFanout, type Fanout, type FanoutCodec } from './fanout.ts';
import {
  createTopicHub,
  type ClientFrameParser,
  type TopicHub,
  type TopicHubLimits,
  type TopicHubTiming,
  type TopicSocket,
} from './topic-hub.ts';

/*
 * A public topic socket as a module uses it: the hub of this process's subscribers (topic-hub.ts) behind
 * the fan-out to every process (fanout.ts), and its route. Live odds (/hub/odds, sports) and Lale
 * Originals' rounds (/hub/originals) are two of them, each with its own topics and channel.
 *
 * On the channel a message is `<topics, space-separated>\n<frame>`: a receiving process splits it at the
 * newline and hands the frame bytes on as they came (a view into Redis's buffer, not a copy), without
 * parsing the JSON it carries. The topics are checked: another process (or version) wrote them.
 */

/** One frame (its JSON text, serialised once) and the topics whose subscribers receive it. */
export type TopicBroadcast = { topics: readonly string[]; frame: string };
/** A broadcast as a receiving process hands it to its hub. */
export type TopicDelivery = { topics: string[]; frame: Buffer };

/** Whether a topic read from the channel is one of the hub's. */
export type TopicCheck = (topic: string) => boolean;

const NEWLINE = 0x0a;

/** `<topics>\n<frame>` → its parts, or null when the topics are not ours. */
export function parseChannelMessage(message: Buffer, isTopic: TopicCheck): TopicDelivery | null {
  const split = message.indexOf(NEWLINE);
  if (split <= 0) return null;
  const topics = message.subarray(0, split).toString('latin1').split(' ');
  if (!topics.every(isTopic)) return null;
  return { topics, frame: message.subarray(split + 1) };
}

/** What a process publishes on a topic hub's channel (the benches publish it as the API would). */
export const channelMessage = ({ topics, frame }: TopicBroadcast) => `${topics.join(' ')}\n${frame}`;

export const topicCodec = (isTopic: TopicCheck): FanoutCodec<TopicBroadcast, TopicDelivery> => ({
  encode: channelMessage,
  decode: (data) => parseChannelMessage(data, isTopic),
});

export type TopicChannel = {
  /** Sends a broadcast to its topics' subscribers on every process (through Redis when configured). */
  publish(broadcast: TopicBroadcast): Promise<void>;
  hub: TopicHub;
  ready: Promise<void>;
  /** Closes this process's sockets (1001), then the Redis connections. */
  close(): Promise<void>;
};

export function createTopicChannel({
  clock,
  log,
  name,
  redisUrl,
  channel,
  isTopic,
  clientFrames,
  maxTopics,
  limits,
  timing,
}: {
  clock: Clock;
  log: FastifyBaseLogger;
  /** Names it in logs and on Redis (`odds`, `originals`). */
  name: string;
  /** Unset: broadcasts reach this process's sockets only. */
  redisUrl?: string | undefined;
  channel: string;
  isTopic: TopicCheck;
  clientFrames: ClientFrameParser;
  maxTopics: number;
  limits?: TopicHubLimits;
  timing?: TopicHubTiming;
}): TopicChannel {
  const hub = createTopicHub({ clock, log, name, clientFrames, maxTopics, limits, timing });
  const fanout: Fanout<TopicBroadcast> = redisUrl
    ? redisFanout({
        url: redisUrl,
        channel,
        name,
        codec: topicCodec(isTopic),
        deliver: ({ topics, frame }) => hub.deliver(topics, frame),
        log,
      })
    : localFanout(({ topics, frame }) => hub.deliver(topics, Buffer.from(frame)));
  return {
    publish: (broadcast) => fanout.publish(broadcast),
    hub,
    ready: fanout.ready,
    async close() {
      await hub.shutdown();
      await fanout.close();
    },
  };
}

/** How long startup waits for the Redis subscription before serving anyway. */
const REDIS_READY_WAIT_MS = 5_000;

/**
 * GET `path`: a topic socket, public unless `admit` checks the request (the staff channel's session). One WebSocket
 * server serves every socket of the app (platform/websockets.ts); the hub's sweep starts once the app is
 * ready.
 */
export const topicHubRoutes: FastifyPluginAsync<{
  path: string;
  name: string;
  live: { hub: TopicHub; ready: Promise<void> };
  /** A socket that is not public: checks the upgrading request (throws a refusal) ... */
  admit?: (request: FastifyRequest) => Promise<void>;
  /** ... and hands the socket to the hub its own way (the staff channel: with the member's topics). */
  accept?: (socket: TopicSocket, request: FastifyRequest) => void;
}> = async (app, { path, name, live, admit, accept }) => {
  app.addHook('onReady', async () => {
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), REDIS_READY_WAIT_MS);
    });
    const outcome = await Promise.race([live.ready.then(() => 'ready' as const), waited]).catch(
      (err: unknown) => {
        app.log.warn(
          { err, hub: name },
          'topic hub: redis subscription failed; frames of other processes are missed',
        );
        return 'failed' as const;
      },
    );
    clearTimeout(timer);
    if (outcome === 'timeout')
      app.log.warn({ hub: name }, 'topic hub: redis not subscribed yet; serving anyway');
    live.hub.start();
  });

  app.get(
    path,
    {
      websocket: true,
      onRequest: async (request) => {
        // Shutting down: refuse, so the client's next attempt lands on another instance.
        if (live.hub.closing) throw refuse({ code: 'ServiceUnavailable' });
        await admit?.(request);
      },
    },
    (socket, request) => {
      const topicSocket = socket as unknown as TopicSocket;
      if (accept) accept(topicSocket, request);
      else live.hub.accept(topicSocket);
    },
  );
};
