import { ODDS_MAX_TOPICS, OddsClientFrameSchema, OddsTopicSchema } from '@lale/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../platform/clock.ts';
import type { BookRepo } from '../book-repo.ts';
import type { BookChange } from '../feed/processor.ts';
import {
  createTopicChannel,
  type TopicHub,
  type TopicHubLimits,
  type TopicHubTiming,
} from '../../realtime/index.ts';
import { broadcastsOf } from './deltas.ts';

/*
 * Live odds as the app sees them: the feed processor hands over what each message changed (after its
 * commit), this turns it into frames and fans them out; the topic hub of modules/realtime serves /hub/odds. Publishing is queued
 * so an event's deltas leave in the order the feed applied them, and never holds up the feed: a failed
 * publish is logged (subscribers resync on their next reconnect; the book itself is unaffected).
 */

export type OddsLive = {
  /** What the processor's `onBookChanged` calls. */
  publish(changes: BookChange[]): void;
  /** Resolves when everything handed to `publish` so far went out (tests, the benchmark). */
  flushed(): Promise<void>;
  hub: TopicHub;
  ready: Promise<void>;
  close(): Promise<void>;
};

/** Sports of events already asked, kept while the process runs; an event never changes sport. */
const SPORT_CACHE_LIMIT = 50_000;

export function createOddsLive({
  repo,
  clock,
  log,
  redisUrl,
  channel,
  limits,
  timing,
}: {
  repo: Pick<BookRepo, 'eventSports'>;
  clock: Clock;
  log: FastifyBaseLogger;
  redisUrl?: string | undefined;
  channel: string;
  limits?: TopicHubLimits;
  timing?: TopicHubTiming;
}): OddsLive {
  const live = createTopicChannel({
    clock,
    log,
    name: 'odds',
    redisUrl,
    channel,
    isTopic: (topic) => OddsTopicSchema.safeParse(topic).success,
    clientFrames: OddsClientFrameSchema,
    maxTopics: ODDS_MAX_TOPICS,
    limits,
    timing,
  });
  const sports = new Map<number, number>();
  let queue = Promise.resolve();

  async function sportsOf(eventIds: number[]): Promise<Map<number, number>> {
    const missing = eventIds.filter((id) => !sports.has(id));
    if (missing.length > 0) {
      const rows = await repo.eventSports(missing);
      if (sports.size + rows.length > SPORT_CACHE_LIMIT) sports.clear();
      for (const row of rows) sports.set(row.id, row.sportId);
    }
    return sports;
  }

  async function send(changes: BookChange[]): Promise<void> {
    const known = await sportsOf([...new Set(changes.map((change) => change.eventId))]);
    const at = clock.now().getTime();
    for (const change of changes) {
      const sportId = known.get(change.eventId);
      if (sportId === undefined) continue;
      for (const broadcast of broadcastsOf(change, sportId, at)) await live.publish(broadcast);
    }
  }

  return {
    publish(changes) {
      queue = queue.then(() =>
        send(changes).catch((error: unknown) => log.warn({ err: error }, 'odds: publishing a delta failed')),
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
