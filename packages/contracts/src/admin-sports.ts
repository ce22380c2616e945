import { z } from 'zod';
import { MAX_PAGE_TAKE } from './constants.ts';
import { envelope } from './envelope.ts';
import { MoneySchema } from './money.ts';
import {
  idRule,
  numberFromText,
  plainText,
  requiredText,
  skipRule,
  takeRule,
  utcTimestampRule,
} from './rules.ts';
import { BetKindSchema, BetLegSchema } from './sports.ts';

/*
 * Operator API of Lale Sports (issue #13, DESIGN §4 "/api/admin/..."): suspend or reopen an event or a
 * market, settle or resettle a market by hand, liability per event and outcome, bet search, and the
 * record of what operators did. Like the other admin calls these are not calls of the site (spec §7),
 * so they live outside API_CONTRACT.
 *
 * An event is our id (the one sports/event, my bets and the liability list show); a market is named as
 * the odds feed names it: its key and its specifiers ({ "total": "2.5" }; none for 1x2). Every action
 * carries the operator's reason, kept with who acted and when.
 */

export const ADMIN_SPORTS_PATH = '/api/admin/sports';
export const ADMIN_SPORTS_PATHS = {
  suspend: `${ADMIN_SPORTS_PATH}/events/:eventId/suspend`,
  reopen: `${ADMIN_SPORTS_PATH}/events/:eventId/reopen`,
  settle: `${ADMIN_SPORTS_PATH}/events/:eventId/settle`,
  resettle: `${ADMIN_SPORTS_PATH}/events/:eventId/resettle`,
  liability: `${ADMIN_SPORTS_PATH}/liability`,
  bets: `${ADMIN_SPORTS_PATH}/bets`,
  actions: `${ADMIN_SPORTS_PATH}/actions`,
  events: `${ADMIN_SPORTS_PATH}/events`,
  event: `${ADMIN_SPORTS_PATH}/events/:eventId`,
  eventLimits: `${ADMIN_SPORTS_PATH}/events/:eventId/limits`,
  playerLimits: `${ADMIN_SPORTS_PATH}/players/:playerId/limits`,
} as const;

export const ADMIN_SPORTS_REASON_MAX = 500;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const AdminSportsEventParamsSchema = z.object({ eventId: numberFromText(idRule) });

/** A market as the feed names it: key ('1x2', 'total') and specifiers ({ total: '2.5' }). */
export const AdminSportsMarketRefSchema = z.object({
  key: plainText().regex(/^[a-z0-9_:.-]{1,60}$/),
  specifiers: z
    .record(plainText().regex(/^[a-z_]{1,30}$/), plainText().min(1).max(30))
    .refine((value) => Object.keys(value).length <= 10, { error: 'invalid' })
    .default({}),
});
export type AdminSportsMarketRef = z.infer<typeof AdminSportsMarketRefSchema>;

const reasonRule = requiredText(3, ADMIN_SPORTS_REASON_MAX);

/** Suspend or reopen: the whole event without `market`, else that one market. */
export const AdminSportsHoldRequestSchema = z.object({
  market: AdminSportsMarketRefSchema.optional(),
  reason: reasonRule,
});
export type AdminSportsHoldRequest = z.input<typeof AdminSportsHoldRequestSchema>;

/**
 * Settle (or resettle) one market: the result of each of its outcomes, every outcome once. A void
 * factor refunds that share of the stake (1 all of it, 0.5 half; the other half stands won or lost).
 */
export const AdminSportsSettleRequestSchema = z.object({
  market: AdminSportsMarketRefSchema,
  outcomes: z
    .array(
      z.object({
        id: plainText().regex(/^[A-Za-z0-9_:.+-]{1,60}$/),
        result: z.enum(['won', 'lost']),
        voidFactor: z.union([z.literal(0), z.literal(0.5), z.literal(1)]).optional(),
      }),
    )
    .min(1)
    .max(100),
  reason: reasonRule,
});
export type AdminSportsSettleRequest = z.input<typeof AdminSportsSettleRequestSchema>;

export const AdminSportsActionKindSchema = z.enum(['suspend', 'reopen', 'settle', 'resettle']);

const ResultSchema = z.object({
  outcomeId: z.string(),
  result: z.enum(['won', 'lost']),
  voidFactor: z.number().nullable(),
});

/** One operator action as recorded (never changed afterwards). */
export const AdminSportsActionSchema = z.object({
  id: z.number().int(),
  action: AdminSportsActionKindSchema,
  eventId: z.number().int(),
  /** The market acted on (canonical specifiers: 'total=2.5'); null for the whole event. */
  market: z.object({ id: z.number().int(), key: z.string(), specifiers: z.string() }).nullable(),
  operatorId: z.number().int(),
  operatorName: z.string(),
  reason: z.string(),
  /** A settlement's results; a resettle's `previous` are the results it replaced. */
  results: z.array(ResultSchema).nullable(),
  previous: z.array(ResultSchema).nullable(),
  /** Bets whose status or money the action moved (settle and resettle; 0 for holds). */
  betsChanged: z.number().int().min(0),
  createdAt: utcTimestampRule,
});
export type AdminSportsAction = z.infer<typeof AdminSportsActionSchema>;
export const AdminSportsActionResponseSchema = envelope(AdminSportsActionSchema);

export const AdminSportsActionsQuerySchema = z.object({
  eventId: numberFromText(idRule).optional(),
  skip: numberFromText(skipRule).default(0),
  take: numberFromText(takeRule(MAX_PAGE_TAKE)).default(20),
});
export const AdminSportsActionsResponseSchema = envelope(
  z.object({ items: z.array(AdminSportsActionSchema), total: z.number().int().min(0) }),
);

// ── Liability ───────────────────────────────────────────────────────────────────────────────────────

/** Open bets' money on one side: how many bets, their stakes, what they would pay at most. */
const ExposureSchema = z.object({
  bets: z.number().int().min(0),
  stake: MoneySchema,
  potentialPayout: MoneySchema,
});

/**
 * One outcome's exposure. `singles` is exact. `multiples` counts every open accumulator and system bet
 * with a leg on the outcome at its WHOLE stake and WHOLE potential payout: those depend on other events
 * too, so this is an upper bound, attributed to each of the bet's legs (a bet appears under the outcome
 * of every event it has a leg on). `potentialPayout` = singles + multiples: what the book pays at most
 * if this outcome wins.
 */
export const AdminSportsOutcomeLiabilitySchema = z.object({
  marketId: z.number().int(),
  marketKey: z.string(),
  specifiers: z.string(),
  outcomeId: z.string(),
  /** The outcome's price now (null: not offered). */
  odds: z.string().nullable(),
  singles: ExposureSchema,
  multiples: ExposureSchema,
  stake: MoneySchema,
  potentialPayout: MoneySchema,
});

/**
 * An event's open exposure in one currency: every outcome with open bets (unsettled legs only), worst
 * first. `worstCase` is the largest potential payout of any one outcome; `totalStake` the stakes of the
 * open bets with a leg on the event (multiples at their whole stake, as above).
 */
export const AdminSportsEventLiabilitySchema = z.object({
  eventId: z.number().int(),
  home: z.string(),
  away: z.string(),
  startTime: utcTimestampRule,
  status: z.number().int(),
  currency: z.string(),
  openBets: z.number().int().min(0),
  totalStake: MoneySchema,
  singlesStake: MoneySchema,
  worstCase: MoneySchema,
  outcomes: z.array(AdminSportsOutcomeLiabilitySchema),
});
export type AdminSportsEventLiability = z.infer<typeof AdminSportsEventLiabilitySchema>;

export const AdminSportsLiabilityQuerySchema = z.object({
  eventId: numberFromText(idRule).optional(),
  skip: numberFromText(skipRule).default(0),
  take: numberFromText(takeRule(MAX_PAGE_TAKE)).default(20),
});
export const AdminSportsLiabilityResponseSchema = envelope(
  z.object({ items: z.array(AdminSportsEventLiabilitySchema), total: z.number().int().min(0) }),
);

// ── Bet search ──────────────────────────────────────────────────────────────────────────────────────

export const AdminSportsBetStatusSchema = z.enum(['open', 'won', 'lost', 'void', 'cashed_out']);

/** Filters (query string, numbers as text). Days are Europe/Istanbul calendar days, both inclusive. */
export const AdminSportsBetsQuerySchema = z.object({
  playerId: numberFromText(idRule).optional(),
  username: requiredText(1, 30).optional(),
  eventId: numberFromText(idRule).optional(),
  status: AdminSportsBetStatusSchema.optional(),
  from: plainText().regex(DAY).optional(),
  to: plainText().regex(DAY).optional(),
  /** Bets staking at least this much (in the bet's currency). */
  minStake: z.coerce.number().pipe(MoneySchema).optional(),
  skip: numberFromText(skipRule).default(0),
  take: numberFromText(takeRule(MAX_PAGE_TAKE)).default(20),
});
export type AdminSportsBetsQuery = z.input<typeof AdminSportsBetsQuerySchema>;

export const AdminSportsBetSchema = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  username: z.string(),
  kind: BetKindSchema,
  systemSize: z.number().int().nullable(),
  status: AdminSportsBetStatusSchema,
  stake: MoneySchema,
  potentialPayout: MoneySchema,
  /** Paid to the player so far, net of claw-backs. */
  payout: MoneySchema,
  /** What a rolled-back settlement could not take back (netted off the next settlement). */
  owed: MoneySchema,
  currency: z.string(),
  placedAt: utcTimestampRule,
  settledAt: utcTimestampRule.nullable(),
  legs: z.array(BetLegSchema.extend({ marketId: z.number().int() })),
});
export type AdminSportsBet = z.infer<typeof AdminSportsBetSchema>;

export const AdminSportsBetsResponseSchema = envelope(
  z.object({ items: z.array(AdminSportsBetSchema), total: z.number().int().min(0) }),
);

// ── Trading room (issue #27): the book's events, one event's markets, stake limits, live delay ─────

/** Which events the trading room lists: in play, not started yet, or over (the last two days). */
export const AdminSportsEventStateSchema = z.enum(['live', 'prematch', 'ended']);
export type AdminSportsEventState = z.infer<typeof AdminSportsEventStateSchema>;

export const AdminSportsEventsQuerySchema = z.object({
  state: AdminSportsEventStateSchema.default('live'),
  /** Part of a team's name (either side). */
  search: requiredText(1, 60).optional(),
  skip: numberFromText(skipRule).default(0),
  take: numberFromText(takeRule(MAX_PAGE_TAKE)).default(20),
});
export type AdminSportsEventsQuery = z.input<typeof AdminSportsEventsQuerySchema>;

/**
 * An event's trading limits. `stakePercent`: the most one bet on it may stake, as a percentage of the
 * book's maximum stake in the bet's currency (0: no bets, 50: half; null: the book's own limit). A
 * percentage because players bet in several currencies and one figure must hold in all of them.
 * Limits only narrow the book (at most 100%): raising a stake limit is the book's own setting.
 * `liveDelaySeconds`: the wait before a live bet on it is accepted (null: the book's delay).
 */
export const AdminSportsLimitsSchema = z.object({
  stakePercent: z.number().int().min(0).max(100).nullable(),
  liveDelaySeconds: z.number().int().min(0).max(30).nullable(),
});
export type AdminSportsLimits = z.infer<typeof AdminSportsLimitsSchema>;

/** One event as the trading room lists it. */
export const AdminSportsEventSummarySchema = z.object({
  eventId: z.number().int(),
  sport: z.string(),
  tournament: z.string(),
  home: z.string(),
  away: z.string(),
  startTime: utcTimestampRule,
  /** 0 not started, 1 live, 2 ended, 3 closed, 4 cancelled, 5 postponed, 6 interrupted. */
  status: z.number().int(),
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  matchTime: z.string().nullable(),
  /** The whole event is held by an operator. */
  held: z.boolean(),
  /** Markets held one by one. */
  heldMarkets: z.number().int().min(0),
  markets: z.number().int().min(0),
  /** Open bets with a leg on the event. */
  openBets: z.number().int().min(0),
  limits: AdminSportsLimitsSchema,
});
export type AdminSportsEventSummary = z.infer<typeof AdminSportsEventSummarySchema>;

export const AdminSportsEventsResponseSchema = envelope(
  z.object({ items: z.array(AdminSportsEventSummarySchema), total: z.number().int().min(0) }),
);

const HoldSchema = z.object({ reason: z.string(), heldAt: utcTimestampRule, heldBy: z.string() });

/** One market of the event as the trader sees it: the feed's status, the operator's hold, the results. */
export const AdminSportsMarketSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  /** Canonical specifiers ('total=2.5'; '' when none). */
  specifiers: z.string(),
  /** The feed's status: 1 active, -1 suspended, 0 deactivated, -2 handed over, -3 settled, -4 cancelled. */
  status: z.number().int(),
  /** The operator's hold on this market (a hold on the whole event is the event's `hold`). */
  hold: HoldSchema.nullable(),
  outcomes: z.array(
    z.object({
      id: z.string(),
      odds: z.string().nullable(),
      active: z.boolean(),
      /** The settled result (null while unsettled). */
      result: z.enum(['won', 'lost']).nullable(),
      voidFactor: z.number().nullable(),
    }),
  ),
});
export type AdminSportsMarket = z.infer<typeof AdminSportsMarketSchema>;

export const AdminSportsEventDetailSchema = AdminSportsEventSummarySchema.extend({
  hold: HoldSchema.nullable(),
  markets: z.array(AdminSportsMarketSchema),
  /** The event's open exposure, one entry per currency with open bets. */
  liability: z.array(AdminSportsEventLiabilitySchema),
  /** The book's own limits (each amount in every currency), which `limits` narrows. */
  book: z.object({ minStake: z.string(), maxStake: z.string(), liveDelaySeconds: z.number().int() }),
});
export type AdminSportsEventDetail = z.infer<typeof AdminSportsEventDetailSchema>;
export const AdminSportsEventDetailResponseSchema = envelope(AdminSportsEventDetailSchema);

export const AdminSportsEventLimitsRequestSchema = AdminSportsLimitsSchema.extend({ reason: reasonRule });
export type AdminSportsEventLimitsRequest = z.input<typeof AdminSportsEventLimitsRequestSchema>;
export const AdminSportsEventLimitsResponseSchema = envelope(
  AdminSportsLimitsSchema.extend({ eventId: z.number().int() }),
);

/**
 * A player's stake limit on the book: the most one of their bets may stake, as a percentage of the
 * book's maximum (0: no sports bets; null: none of their own). With an event's limit too, the lower wins.
 */
export const AdminSportsPlayerParamsSchema = z.object({ playerId: numberFromText(idRule) });
export const AdminSportsPlayerLimitsRequestSchema = z.object({
  stakePercent: z.number().int().min(0).max(100).nullable(),
  reason: reasonRule,
});
export type AdminSportsPlayerLimitsRequest = z.input<typeof AdminSportsPlayerLimitsRequestSchema>;
export const AdminSportsPlayerLimitsSchema = z.object({
  playerId: z.number().int(),
  username: z.string(),
  stakePercent: z.number().int().nullable(),
  /** Why and by whom it was last set (null: never set). */
  reason: z.string().nullable(),
  updatedBy: z.string().nullable(),
  updatedAt: utcTimestampRule.nullable(),
});
export type AdminSportsPlayerLimits = z.infer<typeof AdminSportsPlayerLimitsSchema>;
export const AdminSportsPlayerLimitsResponseSchema = envelope(AdminSportsPlayerLimitsSchema);
