import { z } from 'zod';
import { MAX_PAGE_TAKE } from './constants.ts';
import { envelope } from './envelope.ts';
import { MoneySchema } from './money.ts';
import { idRule, plainText, skipRule, takeRule, utcTimestampRule } from './rules.ts';

/*
 * Lale Sports, our own book (issue #13). The spec does not show the sportsbook's calls; these are
 * ours. Odds travel as decimal strings with 2 places ('1.85'), as the book stores them, so a slip
 * sends back exactly what it showed. Market statuses are the feed's numbers (1 active, -1 suspended).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const oddsRule = plainText().regex(/^\d{1,4}\.\d{2}$/, { message: 'Odds are written like 1.85.' });

export const SportsOutcomeSchema = z.object({
  id: z.string(),
  odds: z.string().nullable(),
  active: z.boolean(),
});

export const SportsMarketSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  /** Canonical specifiers, e.g. 'total=2.5' ('' when none). */
  specifiers: z.string(),
  /** 1 active (bets taken), -1 suspended (shown, no bets). */
  status: z.number().int(),
  outcomes: z.array(SportsOutcomeSchema),
});
export type SportsMarket = z.infer<typeof SportsMarketSchema>;

export const SportsEventSchema = z.object({
  id: z.number().int(),
  sport: z.string(),
  sportId: z.number().int(),
  category: z.string(),
  tournament: z.string(),
  home: z.string(),
  away: z.string(),
  startTime: utcTimestampRule,
  /** 0 not started, 1 live, 2 ended, 3 closed, 4 cancelled, 5 postponed, 6 interrupted. */
  status: z.number().int(),
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  matchTime: z.string().nullable(),
  /** The lobby's main market (1x2, moneyline or match winner); every market on the event page. */
  markets: z.array(SportsMarketSchema),
  /** How many markets the event page shows (the lobby's '+N'). */
  marketCount: z.number().int().min(0),
});
export type SportsEvent = z.infer<typeof SportsEventSchema>;

/** POST sports/events: live or upcoming events (optionally of one sport), soonest first, with their main market. */
export const SportsEventsRequestSchema = z.object({
  live: z.boolean(),
  sportId: idRule.optional(),
  skip: skipRule.default(0),
  take: takeRule(MAX_PAGE_TAKE).default(50),
});
export const SportsEventsResponseSchema = envelope(z.array(SportsEventSchema));

/** POST sports/event {eventId}: one event with every market shown (active and suspended). */
export const SportsEventRequestSchema = z.object({ eventId: idRule });
export const SportsEventResponseSchema = envelope(SportsEventSchema);

export const BetKindSchema = z.enum(['single', 'multi', 'system']);

/** POST sports/placebet: a slip. `stake` is the whole bet's (a system bet's is split over its lines). */
export const PlaceBetRequestSchema = z
  .object({
    requestId: plainText().regex(UUID, { message: 'The slip id must be a UUID.' }),
    kind: BetKindSchema,
    systemSize: z.number().int().min(2).max(19).optional(),
    stake: MoneySchema.positive(),
    /** 0 only the odds shown, 1 those or higher, 2 whatever they are now. */
    oddsPolicy: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    selections: z
      .array(z.object({ marketId: idRule, outcomeId: plainText().min(1).max(60), odds: oddsRule }))
      .min(1)
      .max(20),
  })
  .refine((slip) => slip.kind !== 'system' || slip.systemSize !== undefined, {
    message: 'A system bet needs its size.',
    path: ['systemSize'],
  });

export const BetLegSchema = z.object({
  eventId: z.number().int(),
  home: z.string(),
  away: z.string(),
  marketKey: z.string(),
  specifiers: z.string(),
  outcomeId: z.string(),
  odds: z.string(),
  /** open, won, lost, void (refunded), half results shown as won/lost with the void factor. */
  result: z.enum(['open', 'won', 'lost', 'void']),
});

export const BetSchema = z.object({
  id: z.number().int(),
  kind: BetKindSchema,
  systemSize: z.number().int().nullable(),
  status: z.enum(['open', 'won', 'lost', 'void', 'cashed_out']),
  stake: MoneySchema,
  potentialPayout: MoneySchema,
  payout: MoneySchema,
  /** What the bet would cash out at now (open singles and accumulators with every open leg priced), else null. */
  cashOut: MoneySchema.nullable(),
  currency: z.string(),
  placedAt: utcTimestampRule,
  settledAt: utcTimestampRule.nullable(),
  legs: z.array(BetLegSchema),
});
export type Bet = z.infer<typeof BetSchema>;

export const PlaceBetResponseSchema = envelope(BetSchema);

/** POST sports/mybets: the player's bets, newest first; `open` true for open ones, false for settled. */
export const MyBetsRequestSchema = z.object({
  open: z.boolean().optional(),
  skip: skipRule.default(0),
  take: takeRule(MAX_PAGE_TAKE).default(20),
});
export const MyBetsResponseSchema = envelope(
  z.object({ items: z.array(BetSchema), total: z.number().int().min(0) }),
);

/** POST sports/cashout {betId, amount}: cash an open bet out at the amount the player saw. */
export const CashOutRequestSchema = z.object({ betId: idRule, amount: MoneySchema.positive() });
export const CashOutResponseSchema = envelope(BetSchema);
