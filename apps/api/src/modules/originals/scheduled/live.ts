// The plugin's types add `websocket: true` to route options (it is registered in platform/websockets.ts).
import type {} from '@fastify/websocket';
import {
  ORIGINALS_HUB_MAX_TOPICS,
  ORIGINALS_HUB_PATH,
  OriginalsClientFrameSchema,
  OriginalsTopicSchema,
  type OriginalsTopic,
} from '@lale/contracts';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { refuse } from '../../../platform/domain-errors.ts';
import type { Clock } from '../../../platform/clock.ts';
import {
  createOddsHub,
  localOddsFanout,
  redisOddsFanout,
  type OddsFanout,
  type OddsHub,
  type OddsSocket,
} from '../../sports/index.ts';

/*
 * The scheduled games' public socket, /hub/originals (contracts/originals-crash.ts): the live odds' topic
 * hub (one Buffer per frame to every subscriber, backpressure, liveness) with Lale Originals' topics —
 * `crash` now, `keno` and `bingo:<room>` later. With REDIS_URL every process subscribes to
 * `<REALTIME_CHANNEL>:originals`, so a frame published by whichever process produced it (the leader's
 * round frames, a bet or a cash-out taken by any process) reaches the sockets of every process.
 *
 * Frames are published in the order they are handed over (one queue), never holding up the caller: a
 * failed publish is logged and the page catches up with `state` on its next reconnect or resync.
 */

export type OriginalsLive = {
  publish(topic: OriginalsTopic, frame: object): void;
  /** Resolves when everything handed to `publish` so far went out (tests). */
  flushed(): Promise<void>;
  hub: OddsHub;
  ready: Promise<void>;
  close(): Promise<void>;
};

const isTopic = (topic: string) => OriginalsTopicSchema.safeParse(topic).success;

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
  const hub = createOddsHub({
    clock,
    log,
    clientFrames: OriginalsClientFrameSchema,
    maxTopics: ORIGINALS_HUB_MAX_TOPICS,
  });
  const deliver = (topics: readonly string[], frame: Buffer) => hub.deliver(topics, frame);
  const fanout: OddsFanout = redisUrl
    ? redisOddsFanout({ url: redisUrl, channel, deliver, log, isTopic })
    : localOddsFanout(deliver);
  let queue = Promise.resolve();

  return {
    publish(topic, frame) {
      const text = JSON.stringify(frame);
      queue = queue.then(() =>
        fanout
          .publish({ topics: [topic], frame: text })
          .catch((err: unknown) => log.warn({ err }, 'originals: publishing a frame failed')),
      );
    },
    flushed: () => queue,
    hub,
    ready: fanout.ready,
    async close() {
      await hub.shutdown();
      await queue;
      await fanout.close();
    },
  };
}

/** How long startup waits for the Redis subscription before serving anyway. */
const REDIS_READY_WAIT_MS = 5_000;

/** GET /hub/originals: public, like /hub/odds (one WebSocket server serves both: platform/websockets.ts). */
export const originalsLiveRoutes: FastifyPluginAsync<{ live: OriginalsLive }> = async (app, { live }) => {
  app.addHook('onReady', async () => {
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), REDIS_READY_WAIT_MS);
    });
    const outcome = await Promise.race([live.ready.then(() => 'ready' as const), waited]).catch(
      (err: unknown) => {
        app.log.warn(
          { err },
          'originals hub: redis subscription failed; frames of other processes are missed',
        );
        return 'failed' as const;
      },
    );
    clearTimeout(timer);
    if (outcome === 'timeout') app.log.warn('originals hub: redis not subscribed yet; serving anyway');
    live.hub.start();
  });

  app.get(
    ORIGINALS_HUB_PATH,
    {
      websocket: true,
      onRequest: async () => {
        if (live.hub.closing) throw refuse({ code: 'ServiceUnavailable' });
      },
    },
    (socket) => live.hub.accept(socket as unknown as OddsSocket),
  );
};
