import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import amqp, { type Channel, type ChannelModel } from 'amqplib';
import { XMLBuilder } from 'fast-xml-parser';
import { z } from 'zod';
import { runStandIn } from './http-kit.ts';
import type { Clock } from '../../apps/api/src/platform/clock.ts';
import {
  createSimulatedFeed,
  eventStatusToUof,
  marketToUof,
  periodToUof,
  Producer,
  type FeedMessageInput,
  type SimulatedFeedOptions,
} from '../../apps/api/src/modules/sports/index.ts';

/*
 * A stand-alone process that plays Sportradar's Unified Odds Feed towards our API's UOF adapter
 * (apps/api/src/modules/sports/uof/), for the production configuration, where nothing else feeds the
 * book: the API is configured with this process's RabbitMQ and REST API exactly as with Sportradar.
 *
 *   npx tsx tools/standins/uof.ts --amqp-url amqp://guest:guest@127.0.0.1:5672 --port 4191 \
 *     --access-token T [--acceleration 60] [--exchange unifiedfeed]
 *   (or the token in UOF_STANDIN_ACCESS_TOKEN)
 *   API: UOF_AMQP_URL=amqp://guest:guest@127.0.0.1:5672 UOF_API_URL=http://127.0.0.1:4191 UOF_ACCESS_TOKEN=T
 *
 * What it plays is our own match simulation (the simulated feed, simulated-feed/simulator.ts) with every
 * message rendered as UOF XML (render() below: the inverse of the adapter's translation, through the same
 * market table, uof/markets.ts) and published to the topic exchange with UOF's routing key
 * `{hi|lo}.{pre|-}.{live|-}.{kind}.{sport}.sr:match.{id}.{node|-}`. Sportradar's side:
 * - AMQP: odds_change, bet_stop, bet_settlement, fixture_change as the matches play; `alive` of each
 *   producer every --alive-every-ms (routing key `-.-.-.alive.-.-.-.-`).
 * - GET  /v1/sports/{tr|en}/sport_events/{urn}/fixture.xml — the match's fixture (names in that language).
 * - POST /v1/{liveodds|pre}/recovery/initiate_request?after=&request_id=[&node_id=] — re-publishes that
 *   producer's messages after `after`: every fixture, stop and settlement, and the latest odds of each
 *   match (UOF sends current state, not history), each with request_id, then snapshot_complete.
 * Every REST call must carry `x-access-token` (403 otherwise).
 *
 * The control API (for tests and the fault test; bound to --host, loopback by default):
 * - GET  /standin/script                 the matches under way or kicking off within the hour, their
 *                                        final scores and winning outcomes (as the dev script says)
 * - POST /standin/stop-alive  { product } that producer's alive messages stop (the API's sweep then
 *                                        marks it down); POST /standin/start-alive { product } resumes them
 */

export type UofStandInOptions = {
  amqpUrl: string;
  exchange: string;
  port: number;
  host: string;
  accessToken: string;
  /** Simulated seconds per real second. */
  acceleration: number;
  aliveEveryMs: number;
  seed?: string;
  /** The schedule's anchor (default: the clock's now). */
  anchor?: number;
  schedule?: SimulatedFeedOptions['schedule'];
  clock?: Clock;
  /** Ticks the simulation every 2 s on its own (default); tests pass false and call tick(). */
  autoTick?: boolean;
  /** Deletes the exchange on close (tests, on a name of their own). */
  deleteExchangeOnClose?: boolean;
  log?: (line: string) => void;
};

export type UofStandIn = {
  url: string;
  /** Plays the simulation up to `now` (default: the clock); answers how many messages it sent. */
  tick(now?: number): Promise<number>;
  /** Every message published, in order (routing key and XML). */
  published: { routingKey: string; xml: string }[];
  /** Re-publishes a message already published, byte for byte (a redelivery, for tests). */
  republish(index: number): Promise<void>;
  /** The simulated matches, with times (clock ms). */
  fixtures: ReturnType<ReturnType<typeof createSimulatedFeed>['fixtures']>;
  close(): Promise<void>;
};

const TICK_MS = 2_000;
const SCRIPT_AHEAD_MS = 3_600_000;
const BODY_LIMIT = 16 * 1024;

type XmlNode = Record<string, unknown>;
/** One message as UOF sends it: its root element, rendered again with request_id on recovery. */
type Rendered = {
  kind: string;
  product: number;
  timestamp: number;
  sport: number | undefined;
  event: string | undefined;
  attrs: XmlNode;
  body: XmlNode;
};

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  suppressEmptyNode: true,
});

const attrs = (values: Record<string, string | number | undefined>): XmlNode =>
  Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [`@_${name}`, String(value)]),
  );

/** Our feed message as UOF's XML root (the inverse of uof/translate.ts). */
export function render(message: FeedMessageInput, sport: number | undefined): Rendered {
  const base = { product: message.producer, timestamp: message.timestamp };
  const event = 'event' in message ? message.event : undefined;
  const head = { kind: message.type as string, ...base, sport, event };
  const common = attrs({ product: message.producer, event_id: event, timestamp: message.timestamp });
  const uofMarket = (key: string, specifiers: Record<string, string> | undefined) =>
    sport === undefined ? undefined : marketToUof(sport, key, specifiers ?? {});
  switch (message.type) {
    case 'alive':
      return {
        ...head,
        attrs: attrs({ ...base, subscribed: message.subscribed ? 1 : 0 }),
        body: {},
      };
    case 'odds_change': {
      const status = message.eventStatus;
      const markets = (message.markets ?? []).flatMap((market) => {
        const uof = uofMarket(market.key, market.specifiers);
        if (!uof) return [];
        return [
          {
            ...attrs({ id: uof.uofId, specifiers: uof.specifiers || undefined, status: market.status }),
            outcome: (market.outcomes ?? []).flatMap((outcome) => {
              const id = uof.outcome(outcome.id);
              if (id === undefined) return [];
              return [
                attrs({
                  id,
                  odds: outcome.odds?.toFixed(2),
                  active: outcome.active === false ? 0 : 1,
                }),
              ];
            }),
          },
        ];
      });
      return {
        ...head,
        attrs: common,
        body: {
          ...(status && {
            sport_event_status: {
              ...attrs({
                status: eventStatusToUof(status.status),
                match_status: periodToUof(status.period),
                home_score: status.homeScore,
                away_score: status.awayScore,
              }),
              ...(status.matchTime && { clock: attrs({ match_time: status.matchTime }) }),
            },
          }),
          odds: { market: markets },
        },
      };
    }
    case 'bet_stop':
      return { ...head, attrs: { ...common, ...attrs({ groups: 'all', market_status: -1 }) }, body: {} };
    case 'bet_settlement': {
      const markets = message.markets.flatMap((market) => {
        const uof = uofMarket(market.key, market.specifiers);
        if (!uof) return [];
        return [
          {
            ...attrs({ id: uof.uofId, specifiers: uof.specifiers || undefined }),
            outcome: market.outcomes.flatMap((outcome) => {
              const id = uof.outcome(outcome.id);
              if (id === undefined) return [];
              return [
                attrs({
                  id,
                  result: outcome.result,
                  void_factor: outcome.voidFactor,
                  dead_heat_factor: outcome.deadHeatFactor,
                }),
              ];
            }),
          },
        ];
      });
      return {
        ...head,
        attrs: { ...common, ...attrs({ certainty: message.certainty }) },
        body: { outcomes: { market: markets } },
      };
    }
    case 'bet_cancel':
    case 'rollback_bet_cancel':
    case 'rollback_bet_settlement': {
      const markets = message.markets.flatMap((market) => {
        const uof = uofMarket(market.key, market.specifiers);
        if (!uof) return [];
        const reason = 'voidReason' in market ? market.voidReason : undefined;
        return [attrs({ id: uof.uofId, specifiers: uof.specifiers || undefined, void_reason: reason })];
      });
      const window =
        message.type === 'rollback_bet_settlement'
          ? {}
          : attrs({ start_time: message.startTime, end_time: message.endTime });
      return { ...head, attrs: { ...common, ...window }, body: { market: markets } };
    }
    case 'fixture_change': {
      const CODES = { new: 1, datetime: 2, cancelled: 3, format: 4, coverage: 5 } as const;
      return {
        ...head,
        attrs: {
          ...common,
          ...attrs({ change_type: CODES[message.change], start_time: message.startTime }),
        },
        body: {},
      };
    }
  }
}

function xmlOf(rendered: Rendered, requestId?: number): string {
  const root = {
    ...rendered.attrs,
    ...(requestId !== undefined && attrs({ request_id: requestId })),
    ...rendered.body,
  };
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${builder.build({ [rendered.kind]: root }) as string}`;
}

const TIMING_INSENSITIVE = new Set([
  'bet_settlement',
  'bet_cancel',
  'rollback_bet_settlement',
  'rollback_bet_cancel',
]);

/** UOF's routing key for a rendered message (docs.sportradar.com/uof, "AMQP topic filtering"). */
export function routingKey(rendered: Rendered, nodeId?: number): string {
  const node = nodeId === undefined ? '-' : String(nodeId);
  if (rendered.kind === 'alive') return '-.-.-.alive.-.-.-.-';
  const priority = TIMING_INSENSITIVE.has(rendered.kind) ? 'lo' : 'hi';
  const pre = rendered.kind === 'fixture_change' || rendered.product === Producer.Prematch ? 'pre' : '-';
  const live = rendered.kind === 'fixture_change' || rendered.product === Producer.Live ? 'live' : '-';
  const [, type, id] = (rendered.event ?? '--:-:-').split(':');
  return `${priority}.${pre}.${live}.${rendered.kind}.${rendered.sport ?? '-'}.sr:${type}.${id}.${node}`;
}

type Fixture = Extract<FeedMessageInput, { type: 'fixture_change' }>;

function fixtureXml(message: Fixture, lang: 'tr' | 'en'): string {
  const fixture = message.fixture!;
  const start = new Date(message.startTime ?? message.timestamp).toISOString();
  const competitor = (qualifier: 'home' | 'away', name: string) =>
    attrs({
      id: `sr:competitor:${parseInt(createHash('sha256').update(name).digest('hex').slice(0, 8), 16)}`,
      name,
      qualifier,
    });
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${
    builder.build({
      fixtures_fixture: {
        ...attrs({ generated_at: new Date().toISOString() }),
        fixture: {
          ...attrs({ id: message.event, scheduled: start, start_time: start, start_time_tbd: 'false' }),
          tournament: {
            ...attrs({ id: fixture.tournament.id, name: fixture.tournament.name[lang] }),
            sport: attrs({ id: fixture.sport.id, name: fixture.sport.name[lang] }),
            category: attrs({ id: fixture.category.id, name: fixture.category.name[lang] }),
          },
          competitors: {
            competitor: [competitor('home', fixture.home), competitor('away', fixture.away)],
          },
        },
      },
    }) as string
  }`;
}

export async function startUofStandIn(options: UofStandInOptions): Promise<UofStandIn> {
  const clock = options.clock ?? { now: () => new Date() };
  const log = options.log ?? (() => {});
  const connection: ChannelModel = await amqp.connect(options.amqpUrl);
  const channel: Channel = await connection.createChannel();
  await channel.assertExchange(options.exchange, 'topic', { durable: true });

  const published: UofStandIn['published'] = [];
  const fixtures = new Map<string, Fixture>();
  const sports = new Map<string, number>();
  /** What a recovery re-sends: fixtures, stops, settlements (all), and each match's latest odds. */
  const durable: Rendered[] = [];
  const latestOdds = new Map<string, Rendered>();
  const silenced = new Set<number>();

  function publish(rendered: Rendered, requestId?: number, nodeId?: number): void {
    const key = routingKey(rendered, nodeId);
    const xml = xmlOf(rendered, requestId);
    channel.publish(options.exchange, key, Buffer.from(xml, 'utf8'), {
      contentType: 'text/xml',
      timestamp: Math.floor(rendered.timestamp / 1000),
    });
    published.push({ routingKey: key, xml });
  }

  async function apply(message: FeedMessageInput): Promise<void> {
    if (message.type === 'fixture_change' && message.fixture) {
      fixtures.set(message.event, message);
      sports.set(message.event, Number(message.fixture.sport.id.split(':').at(-1)));
    }
    if (message.type === 'alive' && silenced.has(message.producer)) return;
    const rendered = render(message, 'event' in message ? sports.get(message.event) : undefined);
    if (message.type === 'odds_change') latestOdds.set(`${message.producer}:${message.event}`, rendered);
    else if (message.type !== 'alive') durable.push(rendered);
    publish(rendered);
  }

  const feed = createSimulatedFeed({
    apply,
    clock,
    seed: options.seed ?? 'lale',
    ...(options.anchor !== undefined && { anchor: options.anchor }),
    acceleration: options.acceleration,
    aliveEveryMs: options.aliveEveryMs,
    ...(options.schedule && { schedule: options.schedule }),
  });

  let ticking: Promise<number> = Promise.resolve(0);
  const tick = (now?: number) => {
    ticking = ticking.then(() => feed.tick(now ?? clock.now().getTime()));
    return ticking;
  };

  async function recover(product: number, after: number | undefined, requestId: number, nodeId?: number) {
    await ticking;
    const due = [...durable, ...latestOdds.values()]
      .filter((r) => r.product === product && (after === undefined || r.timestamp > after))
      .sort((a, b) => a.timestamp - b.timestamp);
    for (const rendered of due) publish(rendered, requestId, nodeId);
    const done = {
      kind: 'snapshot_complete',
      product,
      timestamp: clock.now().getTime(),
      sport: undefined,
      event: undefined,
    };
    const key = `-.-.-.snapshot_complete.-.-.-.${nodeId ?? '-'}`;
    const xml = xmlOf({
      ...done,
      attrs: attrs({ request_id: requestId, product, timestamp: done.timestamp }),
      body: {},
    });
    channel.publish(options.exchange, key, Buffer.from(xml, 'utf8'), { contentType: 'text/xml' });
    published.push({ routingKey: key, xml });
    log(`recovery ${requestId} of product ${product} after ${after ?? 'the start'}: ${due.length} messages`);
  }

  const send = (res: ServerResponse, status: number, body: string, type = 'application/xml') => {
    res.writeHead(status, { 'content-type': type });
    res.end(body);
  };
  const readJson = async (req: IncomingMessage): Promise<unknown> => {
    let size = 0;
    const chunks: Buffer[] = [];
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > BODY_LIMIT) throw new Error('body too large');
      chunks.push(chunk);
    }
    return chunks.length === 0 ? {} : JSON.parse(Buffer.concat(chunks).toString('utf8'));
  };
  const ProductBody = z.object({ product: z.union([z.literal(1), z.literal(3)]) });

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://standin');
    const path = url.pathname;
    if (path.startsWith('/standin/')) {
      if (req.method === 'GET' && path === '/standin/script') {
        const now = clock.now().getTime();
        return send(res, 200, JSON.stringify(feed.script(now, SCRIPT_AHEAD_MS)), 'application/json');
      }
      if (req.method === 'POST' && (path === '/standin/stop-alive' || path === '/standin/start-alive')) {
        const { product } = ProductBody.parse(await readJson(req));
        if (path === '/standin/stop-alive') silenced.add(product);
        else silenced.delete(product);
        return send(res, 200, JSON.stringify({ silenced: [...silenced] }), 'application/json');
      }
      return send(res, 404, '{"error":"not found"}', 'application/json');
    }
    if (req.headers['x-access-token'] !== options.accessToken)
      return send(
        res,
        403,
        '<response response_code="FORBIDDEN"><message>Invalid access token</message></response>',
      );
    const fixture = /^\/v1\/sports\/(tr|en)\/sport_events\/([^/]+)\/fixture\.xml$/.exec(path);
    if (req.method === 'GET' && fixture) {
      const known = fixtures.get(decodeURIComponent(fixture[2]!));
      if (!known) return send(res, 404, '<response response_code="NOT_FOUND"/>');
      return send(res, 200, fixtureXml(known, fixture[1] as 'tr' | 'en'));
    }
    const recovery = /^\/v1\/(liveodds|pre)\/recovery\/initiate_request$/.exec(path);
    if (req.method === 'POST' && recovery) {
      const query = z
        .object({
          request_id: z.coerce.number().int().nonnegative(),
          after: z.coerce.number().int().nonnegative().optional(),
          node_id: z.coerce.number().int().optional(),
        })
        .safeParse(Object.fromEntries(url.searchParams));
      if (!query.success) return send(res, 400, '<response response_code="BAD_REQUEST"/>');
      const product = recovery[1] === 'liveodds' ? Producer.Live : Producer.Prematch;
      send(
        res,
        202,
        '<response response_code="ACCEPTED"><action>Request for recovery accepted</action></response>',
      );
      const { request_id: requestId, after, node_id: nodeId } = query.data;
      void recover(product, after, requestId, nodeId).catch((err: unknown) =>
        log(`recovery failed: ${String(err)}`),
      );
      return;
    }
    return send(res, 404, '<response response_code="NOT_FOUND"/>');
  }

  const server = createServer((req, res) => {
    route(req, res).catch((err: unknown) => {
      if (!res.headersSent) send(res, 400, JSON.stringify({ error: String(err) }), 'application/json');
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  const { port } = server.address() as AddressInfo;

  let timer: NodeJS.Timeout | undefined;
  if (options.autoTick ?? true) {
    const loop = () => {
      tick()
        .catch((err: unknown) => log(`tick failed: ${String(err)}`))
        .finally(() => {
          if (timer) timer = setTimeout(loop, TICK_MS);
        });
    };
    timer = setTimeout(loop, 0);
  }

  return {
    url: `http://${options.host}:${port}`,
    tick,
    published,
    async republish(index) {
      const message = published[index];
      if (!message) throw new RangeError(`no message ${index}`);
      channel.publish(options.exchange, message.routingKey, Buffer.from(message.xml, 'utf8'));
      published.push(message);
    },
    get fixtures() {
      return feed.fixtures();
    },
    async close() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      await ticking.catch(() => {});
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (options.deleteExchangeOnClose) await channel.deleteExchange(options.exchange).catch(() => {});
      await connection.close().catch(() => {});
    },
  };
}

const Cli = z.object({
  'amqp-url': z.string().regex(/^amqps?:\/\//),
  exchange: z.string().default('unifiedfeed'),
  port: z.coerce.number().int().min(0).max(65535).default(4191),
  host: z.string().default('127.0.0.1'),
  'access-token': z.string().min(1),
  acceleration: z.coerce.number().min(1).max(600).default(10),
  'alive-every-ms': z.coerce.number().int().min(1_000).max(60_000).default(5_000),
  seed: z.string().default('lale'),
});

const main = () =>
  runStandIn(
    'uof stand-in',
    Cli,
    // The token may come from the environment instead (the local cluster's way: never on a command line).
    { 'access-token': 'UOF_STANDIN_ACCESS_TOKEN' },
    (cli, log) =>
      startUofStandIn({
        amqpUrl: cli['amqp-url'],
        exchange: cli.exchange,
        port: cli.port,
        host: cli.host,
        accessToken: cli['access-token'],
        acceleration: cli.acceleration,
        aliveEveryMs: cli['alive-every-ms'],
        seed: cli.seed,
        log,
      }),
  );

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main();
