import { z } from 'zod';
import { envelope, MessageResponseSchema, NoPayloadSchema } from './envelope.ts';
import { MoneySchema, SignedMoneySchema } from './money.ts';
import { utcTimestampRule } from './rules.ts';

/*
 * Deposit limits (responsible gambling, issue #11): a player sets a daily, weekly and monthly cap on
 * what they deposit. A lower limit applies at once; a higher one, or a removal, waits a cooling-off of
 * 24 hours (the operator's setting, never less) and then applies only when the player confirms it (issue #26: UKGC RTS 12, MGA PPD) — until
 * then it shows as pending. Periods are rolling windows: the last 24 hours, 7 days, 30 days.
 */

export const DepositLimitPeriodSchema = z.enum(['daily', 'weekly', 'monthly']);
export type DepositLimitPeriod = z.infer<typeof DepositLimitPeriodSchema>;

export const DepositLimitSchema = z.object({
  period: DepositLimitPeriodSchema,
  /** The limit in force; null = no limit. */
  amount: MoneySchema.nullable(),
  /** Deposited within the period (counted: every deposit not rejected or cancelled). */
  used: MoneySchema,
  /** What may still be deposited in the period; null = no limit. */
  remaining: MoneySchema.nullable(),
  /**
   * A requested increase or removal; amount null = removal. From `effectiveAt` (its cooling-off over)
   * it is `confirmable`: it applies when the player confirms it, never on its own.
   */
  pending: z
    .object({ amount: MoneySchema.nullable(), effectiveAt: utcTimestampRule, confirmable: z.boolean() })
    .nullable(),
});
export type DepositLimit = z.infer<typeof DepositLimitSchema>;

// GET customer/depositlimits → the three periods, in the order daily, weekly, monthly.
export const DepositLimitsRequestSchema = NoPayloadSchema;
export const DepositLimitsResponseSchema = envelope(z.array(DepositLimitSchema));

// POST customer/setdepositlimit {period, amount}: amount null removes the limit (after 24 hours).
export const SetDepositLimitRequestSchema = z.object({
  period: DepositLimitPeriodSchema,
  amount: MoneySchema.positive().nullable(),
});
export type SetDepositLimitRequest = z.infer<typeof SetDepositLimitRequestSchema>;
export const SetDepositLimitResponseSchema = MessageResponseSchema;

// POST customer/confirmdepositlimit {period}: applies the period's pending increase or removal once its
// cooling-off is over (refused before).
export const ConfirmDepositLimitRequestSchema = z.object({ period: DepositLimitPeriodSchema });
export type ConfirmDepositLimitRequest = z.infer<typeof ConfirmDepositLimitRequestSchema>;
export const ConfirmDepositLimitResponseSchema = MessageResponseSchema;

/*
 * Loss and wager limits (issue #26), beside deposit limits and under the same rules: a decrease at once,
 * an increase or removal confirmed by the player after a cooling-off of 24 hours. Loss = stakes − what
 * came back (an unsettled stake counts as lost until it settles); wager = stakes. Only the player's cash
 * counts. The wager gate refuses a stake that would break one, on every stake path.
 */
export const LimitKindSchema = z.enum(['deposit', 'loss', 'wager', 'session']);
export type LimitKind = z.infer<typeof LimitKindSchema>;
export const PlayLimitKindSchema = LimitKindSchema.extract(['loss', 'wager']);
export type PlayLimitKind = z.infer<typeof PlayLimitKindSchema>;

export const PlayLimitSchema = DepositLimitSchema.extend({
  kind: PlayLimitKindSchema,
  /** Lost (below zero while the player is ahead) or staked within the period. */
  used: SignedMoneySchema,
});
export type PlayLimit = z.infer<typeof PlayLimitSchema>;

// GET saferplay/limits → loss then wager, each daily, weekly, monthly.
export const PlayLimitsRequestSchema = NoPayloadSchema;
export const PlayLimitsResponseSchema = envelope(z.array(PlayLimitSchema));

// POST saferplay/setlimit {kind, period, amount}: amount null removes the limit (confirmed after 24 hours).
export const SetPlayLimitRequestSchema = z.object({
  kind: PlayLimitKindSchema,
  period: DepositLimitPeriodSchema,
  amount: MoneySchema.positive().nullable(),
});
export type SetPlayLimitRequest = z.infer<typeof SetPlayLimitRequestSchema>;
export const SetPlayLimitResponseSchema = MessageResponseSchema;

// POST saferplay/confirmlimit {kind, period}: applies a pending increase or removal after its cooling-off.
export const ConfirmPlayLimitRequestSchema = z.object({
  kind: PlayLimitKindSchema,
  period: DepositLimitPeriodSchema,
});
export type ConfirmPlayLimitRequest = z.infer<typeof ConfirmPlayLimitRequestSchema>;
export const ConfirmPlayLimitResponseSchema = MessageResponseSchema;

/*
 * Session-time limits (issue #26): a cap on the time signed in to the site over the same rolling windows,
 * under the same rules (a decrease at once, an increase or removal confirmed after the cooling-off). Once
 * the time signed in within a window reaches its limit, the wager gate refuses every stake until enough
 * of that time has left the window. Minutes, from a quarter of an hour to the whole window.
 */
export const SESSION_LIMIT_MINUTES: Readonly<Record<DepositLimitPeriod, { min: number; max: number }>> = {
  daily: { min: 15, max: 24 * 60 },
  weekly: { min: 15, max: 7 * 24 * 60 },
  monthly: { min: 15, max: 30 * 24 * 60 },
};

export const SessionLimitSchema = z.object({
  period: DepositLimitPeriodSchema,
  /** The limit in force in minutes; null = no limit. */
  minutes: z.number().int().positive().nullable(),
  /** Minutes signed in within the period (rounded down). */
  usedMinutes: z.number().int().nonnegative(),
  /** Minutes still free in the period; null = no limit. */
  remainingMinutes: z.number().int().nonnegative().nullable(),
  /** A requested increase or removal (minutes null = removal), confirmable from `effectiveAt`. */
  pending: z
    .object({
      minutes: z.number().int().positive().nullable(),
      effectiveAt: utcTimestampRule,
      confirmable: z.boolean(),
    })
    .nullable(),
});
export type SessionLimit = z.infer<typeof SessionLimitSchema>;

// GET saferplay/sessionlimits → daily, weekly, monthly.
export const SessionLimitsRequestSchema = NoPayloadSchema;
export const SessionLimitsResponseSchema = envelope(z.array(SessionLimitSchema));

// POST saferplay/setsessionlimit {period, minutes}: minutes null removes the limit (confirmed after the
// cooling-off). The bounds depend on the period, so they are checked together.
export const SetSessionLimitRequestSchema = z
  .object({
    period: DepositLimitPeriodSchema,
    minutes: z.number().int().min(1).max(SESSION_LIMIT_MINUTES.monthly.max).nullable(),
  })
  .superRefine(({ period, minutes }, ctx) => {
    if (minutes === null) return;
    const { min, max } = SESSION_LIMIT_MINUTES[period];
    if (minutes < min || minutes > max)
      ctx.addIssue({
        code: 'custom',
        path: ['minutes'],
        message: `A ${period} session-time limit is between ${min} and ${max} minutes.`,
      });
  });
export type SetSessionLimitRequest = z.infer<typeof SetSessionLimitRequestSchema>;
export const SetSessionLimitResponseSchema = MessageResponseSchema;

// POST saferplay/confirmsessionlimit {period}: applies a pending increase or removal after its cooling-off.
export const ConfirmSessionLimitRequestSchema = z.object({ period: DepositLimitPeriodSchema });
export type ConfirmSessionLimitRequest = z.infer<typeof ConfirmSessionLimitRequestSchema>;
export const ConfirmSessionLimitResponseSchema = MessageResponseSchema;
