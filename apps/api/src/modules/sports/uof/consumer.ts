import amqp, { type Channel, type ChannelModel, type ConsumeMessage } from 'amqplib';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../../platform/clock.ts';
import type { ScheduledWork } from '../../leases/index.ts';
import { Producer, type FeedMessageInput } from '../feed/messages.ts';
import type { FeedOutcome } from '../feed/processor.ts';
import type { UofApi } from './api-client.ts';
import { translateUofMessage, type UofFixture } from './translate.ts';

/*
 * The Sportradar Unified Odds Feed adapter (issue #28): consumes UOF's XML messages from its AMQP topic
 * exchange and hands each, translated (translate.ts), to the feed processor. It runs as scheduled work
 * under the lease `sports-uof-feed` (modules/leases), so one API process consumes at a time:
 *
 * - recover() (this process has just taken the lease, or its connection was lost): connects, binds a
 *   private server-named queue to the exchange, and asks both producers (live, pre-match) for recovery
 *   `after` the last message time the book applied of that producer (sport_producers.last_message_at,
 *   kept by the processor), so what nobody consumed meanwhile is sent again; `snapshot_complete` with
 *   the request id ends it. Until then that producer's alive messages are not passed on (UOF: a producer
 *   is up only once recovered), so a producer stays as the book last knew it or goes down by the sweep.
 * - Messages apply one at a time, in arrival order; each is acknowledged after the processor committed
 *   it. The processor is idempotent by message id, so a message delivered twice (two holders for a
 *   moment, a recovery re-sending it) changes nothing.
 * - A message for a match the book does not know yet: the fixture is fetched from UOF's REST API in tr
 *   and en, applied as a fixture_change (our names), then the message again.
 * - An alive after a silence longer than the alive window, or `subscribed="0"`, starts a recovery of
 *   that producer (UOF: the producer lost state or we missed messages).
 * - A failure to apply (the database gone) drops the connection: the next step reconnects and recovers,
 *   so nothing is skipped. A holder that lost its lease stops consuming at its next message.
 */

/** The lease the UOF consumer runs under (one holder across every API process). */
export const UOF_FEED_LEASE = 'sports-uof-feed';
/** The real feed's exchange. */
export const UOF_EXCHANGE = 'unifiedfeed';
const STEP_MS = 2_000;
/** UOF recovers at most this far back; an older (or no) last message asks for the full state. */
const RECOVERY_LIMIT_MS = 72 * 3_600_000;

export type UofFeedOptions = {
  amqpUrl: string;
  exchange: string;
  nodeId?: number | undefined;
  api: UofApi;
  apply: (message: FeedMessageInput) => Promise<FeedOutcome>;
  /** The last feed time applied of a producer (the processor's resumeFrom). */
  resumeFrom: (producer: number) => Promise<number>;
  clock: Clock;
  log: FastifyBaseLogger;
  aliveWindowMs: number;
  /** Whether this process still holds the lease (a holder that lost it stops consuming). */
  isLeading: () => boolean;
};

export type UofFeed = ScheduledWork & {
  /** Drops the connection (the lease is the scheduler's business). */
  close(): Promise<void>;
  /** Recoveries asked and not yet complete, by producer (request ids): for tests and diagnostics. */
  pendingRecoveries(): Map<number, number>;
  /** How many deliveries this process has handled (applied, left out or skipped): for tests. */
  handled(): number;
};

export function createUofFeed(options: UofFeedOptions): UofFeed {
  const { api, apply, clock, log } = options;
  let connection: ChannelModel | undefined;
  let channel: Channel | undefined;
  let connected = false;
  let chain: Promise<void> = Promise.resolve();
  let handledCount = 0;
  let nextRequestId = Math.floor(clock.now().getTime() / 1000) % 1_000_000_000;
  const pending = new Map<number, number>();
  const lastAlive = new Map<number, number>();
  const fixtures = new LRUCache<string, { tr: UofFixture; en: UofFixture }>({ max: 5_000 });

  async function disconnect(): Promise<void> {
    connected = false;
    const was = connection;
    connection = undefined;
    channel = undefined;
    await was?.close().catch(() => {});
  }

  async function connect(): Promise<void> {
    await disconnect();
    const model = await amqp.connect(options.amqpUrl);
    model.on('error', (err: Error) => log.warn({ err }, 'uof: connection error'));
    model.on('close', () => {
      if (connection === model) connected = false;
    });
    connection = model;
    const ch = await model.createChannel();
    channel = ch;
    // Sportradar declares its exchange; we only check it is there (an absent one fails the step).
    await ch.checkExchange(options.exchange);
    const { queue } = await ch.assertQueue('', { exclusive: true, autoDelete: true });
    const bindings =
      options.nodeId === undefined ? ['#'] : ['*.*.*.*.*.*.*.-', `*.*.*.*.*.*.*.${options.nodeId}`];
    for (const key of bindings) await ch.bindQueue(queue, options.exchange, key);
    await ch.consume(queue, (delivery) => {
      if (delivery)
        chain = chain.then(async () => {
          await handle(ch, delivery);
          handledCount += 1;
        });
    });
    connected = true;
  }

  async function recoverProducer(product: number): Promise<void> {
    const last = await options.resumeFrom(product);
    const now = clock.now().getTime();
    const after = last > 0 && now - last < RECOVERY_LIMIT_MS ? last : undefined;
    const requestId = (nextRequestId += 1);
    pending.set(product, requestId);
    log.info({ product, after, requestId }, 'uof: recovery requested');
    await api.initiateRecovery(product, after, requestId);
  }

  async function fixtureOf(event: string) {
    let known = fixtures.get(event);
    if (!known) {
      const [tr, en] = await Promise.all([api.fixture(event, 'tr'), api.fixture(event, 'en')]);
      known = { tr, en };
      fixtures.set(event, known);
    }
    const { tr, en } = known;
    return {
      startTime: en.startTime,
      fixture: {
        sport: { id: en.sport.id, name: { tr: tr.sport.name, en: en.sport.name } },
        category: { id: en.category.id, name: { tr: tr.category.name, en: en.category.name } },
        // UOF says nothing of which tournaments a book features: the operator's choice, not the feed's.
        tournament: { id: en.tournament.id, name: { tr: tr.tournament.name, en: en.tournament.name } },
        // Competitors keep their own names; the English one is the book's.
        home: en.home,
        away: en.away,
      },
    };
  }

  /** Applies a message; a match the book does not know yet gets its fixture first. */
  async function applyWithFixture(message: FeedMessageInput): Promise<FeedOutcome> {
    if (message.type === 'fixture_change') {
      fixtures.delete(message.event);
      const { startTime, fixture } = await fixtureOf(message.event);
      return apply({ ...message, startTime: message.startTime ?? startTime, fixture });
    }
    const outcome = await apply(message);
    if (outcome !== 'unknown_event' || !('event' in message)) return outcome;
    const { startTime, fixture } = await fixtureOf(message.event);
    await apply({
      id: `uof:fixture:${message.event}`,
      type: 'fixture_change',
      producer: message.producer,
      timestamp: message.timestamp,
      event: message.event,
      change: 'new',
      startTime,
      fixture,
    });
    return apply(message);
  }

  async function handle(ch: Channel, delivery: ConsumeMessage): Promise<void> {
    if (channel !== ch) return; // a delivery of a connection since dropped
    if (!options.isLeading()) {
      log.info('uof: lease lost, consuming stops');
      await disconnect();
      return;
    }
    try {
      const translated = translateUofMessage(delivery.content.toString('utf8'));
      if (translated.kind === 'snapshot_complete') {
        if (pending.get(translated.product) === translated.requestId) {
          pending.delete(translated.product);
          log.info(
            { product: translated.product, requestId: translated.requestId },
            'uof: recovery complete',
          );
        }
      } else if (translated.kind === 'ignored') {
        log.debug(
          { reason: translated.reason, routingKey: delivery.fields.routingKey },
          'uof: message left out',
        );
      } else {
        const message = translated.message;
        if (message.type === 'alive') {
          const previous = lastAlive.get(message.producer);
          lastAlive.set(message.producer, message.timestamp);
          const silent = previous !== undefined && message.timestamp - previous > options.aliveWindowMs;
          if (!pending.has(message.producer)) await applyWithFixture(message);
          if ((!message.subscribed || silent) && !pending.has(message.producer))
            await recoverProducer(message.producer);
        } else {
          await applyWithFixture(message);
        }
      }
      ch.ack(delivery);
    } catch (err) {
      // Not applied: drop the connection; the next step reconnects and recovers from the last applied.
      log.error({ err, routingKey: delivery.fields.routingKey }, 'uof: message not applied, reconnecting');
      await disconnect();
    }
  }

  async function start(): Promise<void> {
    pending.clear();
    lastAlive.clear();
    await connect();
    for (const product of [Producer.Prematch, Producer.Live]) await recoverProducer(product);
  }

  return {
    async recover() {
      await start();
    },
    async step(now) {
      if (!connected) await start();
      return new Date(now.getTime() + STEP_MS);
    },
    close: disconnect,
    pendingRecoveries: () => new Map(pending),
    handled: () => handledCount,
  };
}
