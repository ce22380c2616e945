import { z } from 'zod';
import { LoginRequestSchema } from './auth.ts';
import { envelope, NoPayloadSchema } from './envelope.ts';
import { SignedMoneySchema } from './money.ts';
import { plainText, utcTimestampRule } from './rules.ts';

/*
 * Safer play (issue #26): a player's own time-out and self-exclusion. Both take effect at once — every
 * session and game of the player ends, sign-in is refused until the end date — and neither can be
 * shortened by the player. Periods follow the UKGC and MGA defaults: a time-out from 24 hours up to six
 * weeks, a self-exclusion of at least six months.
 */

export const TIME_OUT_PERIODS = ['24h', '7d', '1m', '6w'] as const;
export const TimeOutPeriodSchema = z.enum(TIME_OUT_PERIODS);
export type TimeOutPeriod = z.infer<typeof TimeOutPeriodSchema>;

export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y'] as const;
export const SelfExclusionPeriodSchema = z.enum(SELF_EXCLUSION_PERIODS);
export type SelfExclusionPeriod = z.infer<typeof SelfExclusionPeriodSchema>;

export const REALITY_CHECK_INTERVALS = [15, 30, 45, 60] as const;
export const RealityCheckIntervalSchema = z.literal(REALITY_CHECK_INTERVALS);
export type RealityCheckInterval = (typeof REALITY_CHECK_INTERVALS)[number];

export const RESTRICTION_KINDS = ['time_out', 'self_exclusion', 'operator'] as const;
export const RestrictionKindSchema = z.enum(RESTRICTION_KINDS);
export type RestrictionKind = z.infer<typeof RestrictionKindSchema>;

/** A restriction in force: what it is, since when, until when (null: until the operator lifts it). */
export const RestrictionSchema = z.object({
  kind: RestrictionKindSchema,
  startsAt: utcTimestampRule,
  endsAt: utcTimestampRule.nullable(),
});
export type Restriction = z.infer<typeof RestrictionSchema>;

// GET saferplay/status → the restriction in force (null: none) and the periods the player may choose.
export const SaferPlayStatusRequestSchema = NoPayloadSchema;
export const SaferPlayStatusResponseSchema = envelope(
  z.object({
    restriction: RestrictionSchema.nullable(),
    timeOutPeriods: z.array(TimeOutPeriodSchema),
    selfExclusionPeriods: z.array(SelfExclusionPeriodSchema),
    /** The reality-check intervals the player may pick (the operator's settings); off is always offered. */
    realityCheckIntervals: z.array(RealityCheckIntervalSchema),
  }),
);
export type SaferPlayStatus = z.infer<typeof SaferPlayStatusResponseSchema>['data'];

/** What a time-out or a self-exclusion answers: its end (the session that asked has ended with it). */
export const RestrictionTakenSchema = envelope(z.object({ restriction: RestrictionSchema }));

// POST saferplay/timeout {period}
export const TimeOutRequestSchema = z.object({ period: TimeOutPeriodSchema });
export type TimeOutRequest = z.infer<typeof TimeOutRequestSchema>;

// POST saferplay/selfexclusion {period, confirm: true} — the player has read what it means.
export const SelfExclusionRequestSchema = z.object({
  period: SelfExclusionPeriodSchema,
  confirm: z.literal(true),
});
export type SelfExclusionRequest = z.infer<typeof SelfExclusionRequestSchema>;

/*
 * GET saferplay/history → the player's own activity over the last 12 calendar months in Türkiye time
 * (Europe/Istanbul, the site's zone; the current month so far included), newest month first, each month
 * present even when nothing happened, and the year's totals. Amounts are in the player's currency, from
 * the ledger: stakes and wins split by the balance they came from or went to (cash or bonus), deposits
 * confirmed and withdrawals paid out, net = wins − stakes (negative: the player lost that much).
 * Signed: a stake given back in a later month (a rollback) makes that month's stakes smaller.
 */
/** The site's zone (the players are in Türkiye; messages tell times in it too, api platform/i18n.ts). */
export const HISTORY_TIME_ZONE = 'Europe/Istanbul';

export const HistoryAmountsSchema = z.object({
  stakes: z.object({ cash: SignedMoneySchema, bonus: SignedMoneySchema }),
  wins: z.object({ cash: SignedMoneySchema, bonus: SignedMoneySchema }),
  deposits: SignedMoneySchema,
  withdrawals: SignedMoneySchema,
  net: SignedMoneySchema,
});
export type HistoryAmounts = z.infer<typeof HistoryAmountsSchema>;

/** 'YYYY-MM', a calendar month in Türkiye time. */
export const HistoryMonthRule = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

export const HistoryMonthSchema = HistoryAmountsSchema.extend({ month: HistoryMonthRule });
export type HistoryMonth = z.infer<typeof HistoryMonthSchema>;

export const SaferPlayHistoryRequestSchema = NoPayloadSchema;
export const SaferPlayHistoryResponseSchema = envelope(
  z.object({
    currency: z.string(),
    months: z.array(HistoryMonthSchema).length(12),
    year: HistoryAmountsSchema,
  }),
);
export type SaferPlayHistory = z.infer<typeof SaferPlayHistoryResponseSchema>['data'];

/*
 * POST saferplay/close {reason, text?, confirm: true} — the player closes their account for good. The
 * balance is paid out first: refused while cash is left or a withdrawal is still pending; a bonus
 * balance is forfeited. The reason is one of a fixed list (what the operator can count), with the
 * player's own words if they want to add any.
 */
export const CLOSURE_REASONS = [
  'no_longer_interested',
  'spending_too_much',
  'playing_too_much',
  'another_site',
  'unhappy_with_service',
  'other',
] as const;
export const ClosureReasonSchema = z.enum(CLOSURE_REASONS);
export type ClosureReason = z.infer<typeof ClosureReasonSchema>;

export const CloseAccountRequestSchema = z.object({
  reason: ClosureReasonSchema,
  text: plainText().trim().max(500).optional(),
  confirm: z.literal(true),
});
export type CloseAccountRequest = z.infer<typeof CloseAccountRequestSchema>;
export const CloseAccountResponseSchema = envelope(z.null());

/*
 * POST saferplay/selfexclusion/endrequest {username, password} — a self-exclusion's end gives access
 * back only on request, after the operator's cooling-off (24 hours or more, safer-play-settings.ts). The player cannot sign in then, so the
 * request carries the credentials (checked as sign-in checks them) and opens no session. Allowed only
 * once the self-exclusion is over; answers when sign-in opens.
 */
export const SelfExclusionEndRequestSchema = LoginRequestSchema;
export type SelfExclusionEndRequest = z.infer<typeof SelfExclusionEndRequestSchema>;
export const SelfExclusionEndRequestedSchema = envelope(z.object({ accessFrom: utcTimestampRule }));

/*
 * Reality checks (issue #26): at the interval the player picks, the site stops play with an overlay
 * showing the time signed in and what was staked and won since the sign-in (cash and bonus) and the
 * net position, until the player answers "continue" or "stop".
 */

/*
 * The interval of a player who never chose one, and the intervals offered, are the operator's settings
 * (safer-play-settings.ts: off by default in both presets).
 */

/** Staked or won since sign-in, by the balance it came from or went to (signed: a rollback may exceed). */
export const CashBonusSchema = z.object({ cash: SignedMoneySchema, bonus: SignedMoneySchema });

// GET saferplay/realitycheck → the interval (null: off), when the current sign-in began, and since then
// the seconds elapsed, stakes, wins and net = wins − stakes (negative: the player is that much down).
export const RealityCheckRequestSchema = NoPayloadSchema;
export const RealityCheckSchema = z.object({
  intervalMinutes: RealityCheckIntervalSchema.nullable(),
  signedInAt: utcTimestampRule,
  elapsedSeconds: z.number().int().nonnegative(),
  stakes: CashBonusSchema,
  wins: CashBonusSchema,
  net: SignedMoneySchema,
});
export type RealityCheck = z.infer<typeof RealityCheckSchema>;
export const RealityCheckResponseSchema = envelope(RealityCheckSchema);

// POST saferplay/setrealitycheck {intervalMinutes: 15 | 30 | 45 | 60 | null (off)}
export const SetRealityCheckRequestSchema = z.object({
  intervalMinutes: RealityCheckIntervalSchema.nullable(),
});
export type SetRealityCheckRequest = z.infer<typeof SetRealityCheckRequestSchema>;
export const SetRealityCheckResponseSchema = envelope(
  z.object({ intervalMinutes: RealityCheckIntervalSchema.nullable() }),
);
