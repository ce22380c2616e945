import { createHash } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import { z } from 'zod';
import { Producer, type FeedMessageInput } from '../feed/messages.ts';
import { eventStatusFromUof, marketFromUof, parseUofSpecifiers, periodFromUof } from './markets.ts';

/*
 * One Unified Odds Feed message (XML, as it arrives on the AMQP queue) → our feed port's message
 * (feed/messages.ts), or what the consumer must know besides (snapshot_complete ends a recovery), or why
 * it is left out. Pure: no I/O, so the test feeds it literal UOF XML.
 *
 * Shapes (docs.sportradar.com/uof, "Messages"): the root element names the kind; `product` (1 live odds,
 * 3 pre-match), `event_id` ('sr:match:N') and `timestamp` (ms) are attributes of the root; markets are
 * `<market id specifiers status>` with `<outcome id odds active>` (odds_change, under `<odds>`) or
 * `<outcome id result void_factor dead_heat_factor>` (bet_settlement, under `<outcomes>`).
 *
 * Our message id is derived from producer, kind, event, timestamp and the translated content, so the
 * same UOF message delivered twice (a redelivery, a recovery re-sending it) is a duplicate the processor
 * ignores, while two different messages sharing a millisecond are not.
 */

export type UofTranslation =
  | { kind: 'message'; message: FeedMessageInput }
  | { kind: 'snapshot_complete'; product: number; requestId: number; timestamp: number }
  | { kind: 'ignored'; reason: string };

export const UOF_MESSAGE_KINDS = [
  'odds_change',
  'bet_stop',
  'bet_settlement',
  'bet_cancel',
  'rollback_bet_settlement',
  'rollback_bet_cancel',
  'fixture_change',
  'alive',
  'snapshot_complete',
] as const;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  // Attributes are read as text and validated below (ids like '1X' or specifiers stay strings).
  parseAttributeValue: false,
  isArray: (name) => name === 'market' || name === 'outcome',
});

const intText = z
  .string()
  .regex(/^-?\d+$/)
  .transform(Number);
const numText = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/)
  .transform(Number);
const Attrs = z.object({
  product: intText,
  timestamp: intText,
  event_id: z.string().optional(),
});
const MarketAttrs = z.object({
  id: intText,
  specifiers: z.string().optional(),
  status: intText.optional(),
  void_reason: intText.optional(),
  outcome: z.array(z.record(z.string(), z.unknown())).optional(),
});
const OddsOutcome = z.object({
  id: z.string(),
  odds: numText.optional(),
  active: z.enum(['0', '1']).optional(),
});
const ResultOutcome = z.object({
  id: z.string(),
  result: z.enum(['0', '1']),
  void_factor: numText.optional(),
  dead_heat_factor: numText.optional(),
});

type Node = Record<string, unknown>;
/** A message before its id is derived (distributed over the union's kinds). */
type WithoutId<M> = M extends unknown ? Omit<M, 'id'> : never;
type Unidentified = WithoutId<FeedMessageInput>;

/** The odds our port accepts; a price outside them is offered as an inactive outcome instead. */
const inOddsRange = (odds: number) => odds >= 1 && odds <= 1000;

function messageId(message: Unidentified): string {
  const digest = createHash('sha256').update(JSON.stringify(message)).digest('hex').slice(0, 16);
  const event = 'event' in message ? message.event : '-';
  return `uof:${message.producer}:${message.type}:${event}:${message.timestamp}:${digest}`;
}

/** The markets of a message that our book carries, by our key; UOF markets we do not know are left out. */
function ourMarkets(markets: unknown) {
  return (Array.isArray(markets) ? markets : []).flatMap((raw) => {
    const attrs = MarketAttrs.parse(raw);
    const market = marketFromUof(attrs.id, parseUofSpecifiers(attrs.specifiers));
    return market ? [{ attrs, market }] : [];
  });
}

export function translateUofMessage(xml: string): UofTranslation {
  const doc = parser.parse(xml) as Node;
  const kind = UOF_MESSAGE_KINDS.find((name) => name in doc);
  if (!kind) return { kind: 'ignored', reason: `not a UOF message we read (${Object.keys(doc).join(',')})` };
  const root = (doc[kind] ?? {}) as Node;
  const attrs = Attrs.parse(root);
  if (kind === 'snapshot_complete')
    return {
      kind,
      product: attrs.product,
      requestId: intText.parse(root.request_id),
      timestamp: attrs.timestamp,
    };
  if (attrs.product !== Producer.Live && attrs.product !== Producer.Prematch)
    return { kind: 'ignored', reason: `product ${attrs.product} is not one we take` };
  const producer = attrs.product;
  const base = { producer, timestamp: attrs.timestamp };

  if (kind === 'alive') {
    const subscribed = z.enum(['0', '1']).parse(root.subscribed ?? '1') === '1';
    return {
      kind: 'message',
      message: { id: `uof:alive:${producer}:${attrs.timestamp}`, type: 'alive', ...base, subscribed },
    };
  }

  const event = attrs.event_id;
  if (!event) return { kind: 'ignored', reason: `${kind} without event_id` };
  if (!/^sr:match:\d+$/.test(event)) return { kind: 'ignored', reason: `event ${event} is not a match` };
  const withId = (message: Unidentified): UofTranslation => ({
    kind: 'message',
    message: { ...message, id: messageId(message) } as FeedMessageInput,
  });
  const optionalTime = (value: unknown) => (value === undefined ? undefined : intText.parse(value));

  switch (kind) {
    case 'odds_change': {
      const status = root.sport_event_status as Node | undefined;
      const odds = root.odds as Node | undefined;
      const eventStatus = status && eventStatusFromUof(intText.parse(status.status));
      const clock = status?.clock as Node | undefined;
      const matchStatus = status?.match_status === undefined ? undefined : intText.parse(status.match_status);
      return withId({
        type: 'odds_change',
        ...base,
        event,
        ...(eventStatus !== undefined && {
          eventStatus: {
            status: eventStatus,
            ...(status!.home_score !== undefined && { homeScore: numText.parse(status!.home_score) }),
            ...(status!.away_score !== undefined && { awayScore: numText.parse(status!.away_score) }),
            ...(typeof clock?.match_time === 'string' && { matchTime: clock.match_time }),
            ...(matchStatus !== undefined &&
              periodFromUof(matchStatus) !== undefined && { period: periodFromUof(matchStatus) }),
          },
        }),
        markets: ourMarkets(odds?.market).map(({ attrs: m, market }) => ({
          key: market.key,
          specifiers: market.specifiers,
          // Settled (-3) and cancelled (-4) come as their own messages; in odds they only stop offering.
          status: ([1, -1, 0, -2] as const).find((s) => s === (m.status ?? 1)) ?? 0,
          outcomes: (m.outcome ?? []).flatMap((raw) => {
            const o = OddsOutcome.parse(raw);
            const id = market.outcome(o.id);
            if (id === undefined) return [];
            const priced = o.odds !== undefined && inOddsRange(o.odds);
            return [
              {
                id,
                ...(priced && { odds: o.odds }),
                active: priced ? (o.active ?? '1') === '1' : false,
              },
            ];
          }),
        })),
      });
    }
    case 'bet_stop': {
      // Market groups other than 'all' name UOF's own grouping; stopping every market is the safe side.
      return withId({ type: 'bet_stop', ...base, event });
    }
    case 'bet_settlement': {
      const certainty = root.certainty === undefined ? 2 : intText.parse(root.certainty) === 1 ? 1 : 2;
      const markets = ourMarkets((root.outcomes as Node | undefined)?.market).flatMap(
        ({ attrs: m, market }) => {
          const outcomes = (m.outcome ?? []).flatMap((raw) => {
            const o = ResultOutcome.parse(raw);
            const id = market.outcome(o.id);
            if (id === undefined) return [];
            return [
              {
                id,
                result: o.result === '1' ? (1 as const) : (0 as const),
                ...(o.void_factor !== undefined &&
                  o.void_factor > 0 && { voidFactor: o.void_factor as 0.5 | 1 }),
                ...(o.dead_heat_factor !== undefined && { deadHeatFactor: o.dead_heat_factor }),
              },
            ];
          });
          return outcomes.length > 0 ? [{ key: market.key, specifiers: market.specifiers, outcomes }] : [];
        },
      );
      if (markets.length === 0) return { kind: 'ignored', reason: 'bet_settlement of no market we carry' };
      return withId({ type: 'bet_settlement', ...base, event, certainty, markets });
    }
    case 'bet_cancel':
    case 'rollback_bet_cancel': {
      const startTime = optionalTime(root.start_time);
      const endTime = optionalTime(root.end_time);
      const markets = ourMarkets(root.market).map(({ attrs: m, market }) => ({
        key: market.key,
        specifiers: market.specifiers,
        ...(kind === 'bet_cancel' && m.void_reason !== undefined && { voidReason: m.void_reason }),
      }));
      if (markets.length === 0) return { kind: 'ignored', reason: `${kind} of no market we carry` };
      return withId({
        type: kind,
        ...base,
        event,
        ...(startTime !== undefined && { startTime }),
        ...(endTime !== undefined && { endTime }),
        markets,
      });
    }
    case 'rollback_bet_settlement': {
      const markets = ourMarkets(root.market).map(({ market }) => ({
        key: market.key,
        specifiers: market.specifiers,
      }));
      if (markets.length === 0) return { kind: 'ignored', reason: `${kind} of no market we carry` };
      return withId({ type: 'rollback_bet_settlement', ...base, event, markets });
    }
    case 'fixture_change': {
      const CHANGE = { 1: 'new', 2: 'datetime', 3: 'cancelled', 4: 'format', 5: 'coverage' } as const;
      const code = root.change_type === undefined ? 4 : intText.parse(root.change_type);
      const change = CHANGE[code as keyof typeof CHANGE] ?? 'format';
      const startTime = optionalTime(root.start_time);
      return withId({
        type: 'fixture_change',
        ...base,
        event,
        change,
        ...(startTime !== undefined && { startTime }),
      });
    }
  }
}

/** The fixture UOF's REST API describes (fixture.xml), in one language. */
export type UofFixture = {
  event: string;
  startTime: number;
  sport: { id: string; name: string };
  category: { id: string; name: string };
  tournament: { id: string; name: string };
  home: string;
  away: string;
};

const Named = z.object({ id: z.string(), name: z.string().min(1) });

/**
 * `GET /v1/sports/{lang}/sport_events/{urn}/fixture.xml` → the fixture: root `fixtures_fixture`, its
 * `<fixture id start_time|scheduled>` with `<tournament>` (holding `<sport>` and `<category>`) and
 * `<competitors>` whose `<competitor qualifier="home|away" name>`.
 */
export function parseUofFixture(xml: string): UofFixture {
  const doc = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    parseAttributeValue: false,
    isArray: (name) => name === 'competitor',
  }).parse(xml) as Node;
  const fixture = ((doc.fixtures_fixture as Node | undefined)?.fixture ?? undefined) as Node | undefined;
  if (!fixture) throw new Error('fixture.xml without <fixture>');
  const tournament = fixture.tournament as Node;
  const competitors = z
    .array(Named.extend({ qualifier: z.enum(['home', 'away']) }))
    .parse((fixture.competitors as Node | undefined)?.competitor);
  const side = (qualifier: 'home' | 'away') => {
    const found = competitors.find((c) => c.qualifier === qualifier);
    if (!found) throw new Error(`fixture.xml without a ${qualifier} competitor`);
    return found.name;
  };
  const start = Date.parse(String(fixture.start_time ?? fixture.scheduled));
  if (Number.isNaN(start)) throw new Error('fixture.xml without a start time');
  return {
    event: z.string().parse(fixture.id),
    startTime: start,
    sport: Named.parse(tournament.sport),
    category: Named.parse(tournament.category),
    tournament: Named.parse(tournament),
    home: side('home'),
    away: side('away'),
  };
}
