import { z } from 'zod';

/*
 * The feed port's messages (PROTOCOLS §6, DESIGN §11): the kinds and meanings of Sportradar's Unified
 * Odds Feed, in our own JSON shape, so a real UOF adapter (XML over AMQP) only has to translate. The
 * simulated feed speaks these directly. Every message has an `id` unique within the feed (an adapter
 * derives one from the producer, event, kind and timestamp) and the feed's `timestamp` in ms.
 */

/** The feed's producers: 1 live odds, 3 pre-match odds. */
export const Producer = { Live: 1, Prematch: 3 } as const;
const ProducerSchema = z.union([z.literal(Producer.Live), z.literal(Producer.Prematch)]);

/** Market statuses as the feed numbers them. */
export const MarketStatus = {
  Active: 1,
  Suspended: -1,
  Inactive: 0,
  HandedOver: -2,
  Settled: -3,
  Cancelled: -4,
} as const;

/** Sport-event statuses (sport_events.status). */
export const EventStatus = {
  NotStarted: 0,
  Live: 1,
  Ended: 2,
  Closed: 3,
  Cancelled: 4,
  Postponed: 5,
  Suspended: 6,
} as const;

const id = z.string().min(1).max(200);
const key = z.string().regex(/^[a-z0-9_:.-]{1,60}$/);
/** Outcome ids as feeds write them: '1', 'X', 'over', '2:1', 'other'. */
const outcomeId = z.string().regex(/^[A-Za-z0-9_:.+-]{1,60}$/);
const feedId = z.string().regex(/^[a-z]{2,10}:[a-z_]{2,20}:[A-Za-z0-9_-]{1,60}$/);
/** Specifiers as the feed gives them ({ total: '2.5' }); stored canonically (keys sorted). */
const Specifiers = z.record(z.string().regex(/^[a-z_]{1,30}$/), z.string().max(30)).default({});
const Time = z.number().int().nonnegative();
const Localized = z.object({ tr: z.string().min(1).max(200), en: z.string().min(1).max(200) });

const Base = { id, producer: ProducerSchema, timestamp: Time };
const MarketRef = { key, specifiers: Specifiers };

export const OddsChangeSchema = z.object({
  ...Base,
  type: z.literal('odds_change'),
  event: feedId,
  /** The match state when it changes (score, clock). */
  eventStatus: z
    .object({
      status: z.number().int().min(0).max(6),
      homeScore: z.number().int().min(0).optional(),
      awayScore: z.number().int().min(0).optional(),
      matchTime: z.string().max(20).optional(),
      period: z.string().max(40).optional(),
    })
    .optional(),
  markets: z
    .array(
      z.object({
        ...MarketRef,
        status: z.union([z.literal(1), z.literal(-1), z.literal(0), z.literal(-2)]),
        outcomes: z
          .array(
            z.object({
              id: outcomeId,
              odds: z.number().min(1).max(1000).optional(),
              active: z.boolean().default(true),
            }),
          )
          .max(100)
          .default([]),
      }),
    )
    .max(500)
    .default([]),
});

export const BetStopSchema = z.object({
  ...Base,
  type: z.literal('bet_stop'),
  event: feedId,
  /** Only these markets (by key); all active markets of the event when absent. */
  marketKeys: z.array(key).max(100).optional(),
});

export const BetSettlementSchema = z.object({
  ...Base,
  type: z.literal('bet_settlement'),
  event: feedId,
  /** 1 live scouted, 2 confirmed. */
  certainty: z.union([z.literal(1), z.literal(2)]),
  markets: z
    .array(
      z.object({
        ...MarketRef,
        outcomes: z
          .array(
            z.object({
              id: outcomeId,
              result: z.union([z.literal(0), z.literal(1)]),
              voidFactor: z.union([z.literal(0), z.literal(0.5), z.literal(1)]).optional(),
              deadHeatFactor: z.number().gt(0).max(1).optional(),
            }),
          )
          .min(1)
          .max(100),
      }),
    )
    .min(1)
    .max(500),
});

export const BetCancelSchema = z.object({
  ...Base,
  type: z.literal('bet_cancel'),
  event: feedId,
  /** Only bets placed in [startTime, endTime] are cancelled; either bound may be open. */
  startTime: Time.optional(),
  endTime: Time.optional(),
  markets: z
    .array(z.object({ ...MarketRef, voidReason: z.number().int().optional() }))
    .min(1)
    .max(500),
});

export const RollbackBetSettlementSchema = z.object({
  ...Base,
  type: z.literal('rollback_bet_settlement'),
  event: feedId,
  markets: z.array(z.object(MarketRef)).min(1).max(500),
});

export const RollbackBetCancelSchema = z.object({
  ...Base,
  type: z.literal('rollback_bet_cancel'),
  event: feedId,
  startTime: Time.optional(),
  endTime: Time.optional(),
  markets: z.array(z.object(MarketRef)).min(1).max(500),
});

/** A fixture appeared or changed; `fixture` describes it (required when the event is new to us). */
export const FixtureChangeSchema = z.object({
  ...Base,
  type: z.literal('fixture_change'),
  event: feedId,
  change: z.enum(['new', 'datetime', 'cancelled', 'format', 'coverage']),
  startTime: Time.optional(),
  fixture: z
    .object({
      sport: z.object({ id: feedId, name: Localized }),
      category: z.object({ id: feedId, name: Localized }),
      tournament: z.object({ id: feedId, name: Localized, isTop: z.boolean().default(false) }),
      home: z.string().min(1).max(100),
      away: z.string().min(1).max(100),
    })
    .optional(),
});

/** A producer's heartbeat; `subscribed` false means it lost its state (treat as down until it resends). */
export const AliveSchema = z.object({
  ...Base,
  type: z.literal('alive'),
  subscribed: z.boolean(),
});

export const FeedMessageSchema = z.discriminatedUnion('type', [
  OddsChangeSchema,
  BetStopSchema,
  BetSettlementSchema,
  BetCancelSchema,
  RollbackBetSettlementSchema,
  RollbackBetCancelSchema,
  FixtureChangeSchema,
  AliveSchema,
]);
export type FeedMessage = z.output<typeof FeedMessageSchema>;
export type FeedMessageInput = z.input<typeof FeedMessageSchema>;

/** Specifiers in their stored form: keys sorted, 'k=v|k2=v2' ('' when none). */
export function canonicalSpecifiers(specifiers: Record<string, string>): string {
  return Object.keys(specifiers)
    .sort()
    .map((name) => `${name}=${specifiers[name]}`)
    .join('|');
}
