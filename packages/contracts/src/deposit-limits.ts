import { z } from 'zod';
import { envelope, MessageResponseSchema, NoPayloadSchema } from './envelope.ts';
import { MoneySchema } from './money.ts';
import { utcTimestampRule } from './rules.ts';

/*
 * Deposit limits (responsible gambling, issue #11): a player sets a daily, weekly and monthly cap on
 * what they deposit. A lower limit applies at once; a higher one, or a removal, waits a cooling-off of
 * 24 hours and then applies only when the player confirms it (issue #26: UKGC RTS 12, MGA PPD) — until
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
