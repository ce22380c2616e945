import { z } from 'zod';
import { envelope, NoPayloadSchema } from './envelope.ts';
import { utcTimestampRule } from './rules.ts';

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
  }),
);

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
