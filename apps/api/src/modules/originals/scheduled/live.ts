import {
  ORIGINALS_HUB_MAX_TOPICS,
  ORIGINALS_HUB_PATH,
  OriginalsClientFrameSchema,
  OriginalsTopicSchema,
  type OriginalsTopic,
} from '@lale/contracts';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../../platform/clock.ts';
import { createTopicChannel, topicHubRoutes, type TopicHub } from '../../realtime/index.ts';

/*
 * The scheduled games' public socket, /hub/originals (contracts/originals-crash.ts): a topic socket of
 * modules/realtime (one Buffer per frame to every subscriber, backpressure, liveness), as live odds use,
 * with Lale Originals' topics — `crash`, `keno` and `bingo:<room>`. With REDIS_URL every process
 * subscribes to `<REALTIME_CHANNEL>:originals`, so a frame published by whichever process produced it
 * (the leader's round frames, a bet or a cash-out taken by any process) reaches the sockets of every
 * process.
 *
 * Frames are published in the order they are handed over (one queue), never holding up the caller: a
 * failed publish is logged and the page catches up with `state` on its next reconnect or resync.
 */

export type OriginalsLive = {
  publish(topic: OriginalsTopic, frame: object): void;
  /** Resolves when everything handed to `publish` so far went out (tests). */
  flushed(): Promise<void>;
  hub: TopicHub;
  ready: Promise<void>;
  close(): Promise<void>;
};

export function createOriginalsLive({
  clock,
  log,
  redisUrl,
  channel,
}: {
  clock: Clock;
  log: FastifyBaseLogger;
  redisUrl?: string | undefined;
  channel: string;
}): OriginalsLive {
  const live = createTopicChannel({
    clock,
    log,
    name: 'originals',
    redisUrl,
    channel,
    isTopic: (topic) => OriginalsTopicSchema.safeParse(topic).success,
    clientFrames: OriginalsClientFrameSchema,
    maxTopics: ORIGINALS_HUB_MAX_TOPICS,
  });
  let queue = Promise.resolve();

  return {
    publish(topic, frame) {
      const text = JSON.stringify(frame);
      queue = queue.then(() =>
        live
          .publish({ topics: [topic], frame: text })
          .catch((err: unknown) => log.warn({ err }, 'originals: publishing a frame failed')),
      );
    },
    flushed: () => queue,
    hub: live.hub,
    ready: live.ready,
    async close() {
      await live.hub.shutdown();
      await queue;
      await live.close();
    },
  };
}

/** GET /hub/originals: public, like /hub/odds (one WebSocket server serves both: platform/websockets.ts). */
export const originalsLiveRoutes: FastifyPluginAsync<{ live: OriginalsLive }> = async (app, { live }) => {
  await app.register(topicHubRoutes, { path: ORIGINALS_HUB_PATH, name: 'originals', live });
};
