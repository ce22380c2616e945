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
