import { z } from 'zod';
import { envelope } from './envelope.ts';
import { utcTimestampRule } from './rules.ts';
import {
  REALITY_CHECK_INTERVALS,
  RealityCheckIntervalSchema,
  SELF_EXCLUSION_PERIODS,
  SelfExclusionPeriodSchema,
  TIME_OUT_PERIODS,
  TimeOutPeriodSchema,
} from './safer-play.ts';

/*
 * The operator's safer-play rules (issue #26: "every rule configurable per jurisdiction by the
 * operator; defaults follow the UKGC and MGA"). One platform serves one jurisdiction at a time, so the
 * rules are one set: a preset of the jurisdiction's profile, each value then changed by the operator
 * within the bounds below — bounds no licence we know of goes under, so no setting can make the site
 * less protective than the stricter of the two regulators' floors:
 *
 * - time-out periods: chosen among 24 hours, 7 days, a month, 6 weeks (never longer than six weeks:
 *   longer is a self-exclusion; never shorter than a day);
 * - self-exclusion periods: among 6 months, 1 year, 5 years (never under six months);
 * - cooling-off of a limit's increase or removal: 24 hours to 7 days (never under 24 hours);
 * - cooling-off after asking for a self-exclusion's end: 24 hours to 30 days (never under 24 hours);
 * - reality checks: the intervals offered among 15, 30, 45, 60 minutes, and the interval of a player
 *   who never chose (off, or one of those offered);
 * - the withdraw-only session of a restricted player (on or off).
 */

export const JURISDICTIONS = ['ukgc', 'mga'] as const;
export const JurisdictionSchema = z.enum(JURISDICTIONS);
export type Jurisdiction = z.infer<typeof JurisdictionSchema>;

export const LIMIT_COOLING_OFF_HOURS = { min: 24, max: 168 } as const;
export const SELF_EXCLUSION_COOLING_OFF_BOUNDS = { min: 24, max: 720 } as const;

/** A list of choices from `all`, each once, at least one (the service keeps them in `all`'s order). */
const choicesOf = <T extends string | number>(item: z.ZodType<T>, all: readonly T[]) =>
  z
    .array(item)
    .min(1)
    .max(all.length)
    .refine((list) => new Set(list).size === list.length, { message: 'Each value may be listed once.' });

export const SaferPlaySettingsSchema = z
  .object({
    /** The jurisdiction whose preset the values started from (the back office's picker). */
    profile: JurisdictionSchema,
    /** The time-outs the player may take. */
    timeOutPeriods: choicesOf(TimeOutPeriodSchema, TIME_OUT_PERIODS),
    /** The self-exclusions the player may take. */
    selfExclusionPeriods: choicesOf(SelfExclusionPeriodSchema, SELF_EXCLUSION_PERIODS),
    /** How long a deposit, loss or wager limit's increase or removal waits before the player may confirm it. */
    limitCoolingOffHours: z.number().int().min(LIMIT_COOLING_OFF_HOURS.min).max(LIMIT_COOLING_OFF_HOURS.max),
    /** How long after asking for a self-exclusion's end sign-in opens again. */
    selfExclusionCoolingOffHours: z
      .number()
      .int()
      .min(SELF_EXCLUSION_COOLING_OFF_BOUNDS.min)
      .max(SELF_EXCLUSION_COOLING_OFF_BOUNDS.max),
    /** The reality-check intervals the player may pick (turning them off is always allowed). */
    realityCheckIntervals: choicesOf(RealityCheckIntervalSchema, REALITY_CHECK_INTERVALS),
    /** The interval of a player who never chose one (null: off). */
    realityCheckDefaultMinutes: RealityCheckIntervalSchema.nullable(),
    /**
     * A player under a time-out, a self-exclusion or an operator's restriction signs in to a session
     * that can only see the balance and withdraw it (MGA); off: sign-in is refused with the end date.
     */
    withdrawOnlySession: z.boolean(),
  })
  .refine(
    (s) =>
      s.realityCheckDefaultMinutes === null || s.realityCheckIntervals.includes(s.realityCheckDefaultMinutes),
    { path: ['realityCheckDefaultMinutes'], message: 'The default interval must be one of those offered.' },
  );
export type SaferPlaySettings = z.infer<typeof SaferPlaySettingsSchema>;

/**
 * The presets, each value with its source. Where the two regulators agree the values agree; they differ
 * in what a restricted player may still do (MGA: withdraw) and in the wait after asking for a
 * self-exclusion's end.
 */
export const SAFER_PLAY_PRESETS: Readonly<Record<Jurisdiction, SaferPlaySettings>> = {
  ukgc: {
    profile: 'ukgc',
    // UKGC RTS 14 (time-outs: 24 hours, 7 days, a month, or other up to six weeks).
    timeOutPeriods: [...TIME_OUT_PERIODS],
    // LCCP SR code 3.5.3: at least six months, with the option to extend up to five years.
    selfExclusionPeriods: [...SELF_EXCLUSION_PERIODS],
    // RTS 12: a request to increase or remove a financial limit takes effect after 24 hours at the earliest.
    limitCoolingOffHours: 24,
    // SR code 3.5.3: returning after a self-exclusion needs positive action and a one-day cooling-off.
    selfExclusionCoolingOffHours: 24,
    // RTS 13: reality checks must be offered for the customer to set; not imposed by default.
    realityCheckIntervals: [...REALITY_CHECK_INTERVALS],
    realityCheckDefaultMinutes: null,
    // Sign-in refused while excluded; the operator returns the balance by its own procedure.
    withdrawOnlySession: false,
  },
  mga: {
    profile: 'mga',
    // Player Protection Directive (Directive 2 of 2018): time-outs offered, up to six weeks as for UKGC.
    timeOutPeriods: [...TIME_OUT_PERIODS],
    // PPD: a self-exclusion of at least six months.
    selfExclusionPeriods: [...SELF_EXCLUSION_PERIODS],
    // PPD: an increase or removal of a limit takes effect after 24 hours.
    limitCoolingOffHours: 24,
    // PPD: a request to remove or reduce an exclusion is effective after a seven-day cooling-off.
    selfExclusionCoolingOffHours: 168,
    // PPD: reality checks offered for the player to set; off until they choose.
    realityCheckIntervals: [...REALITY_CHECK_INTERVALS],
    realityCheckDefaultMinutes: null,
    // PPD as amended in 2023: an excluded player must still be able to withdraw the funds on account.
    withdrawOnlySession: true,
  },
};

/** The platform's rules before the operator saves any: the UKGC preset (the stricter on sign-in). */
export const DEFAULT_SAFER_PLAY_PROFILE: Jurisdiction = 'ukgc';

// GET|PUT /api/admin/saferplay/settings (saferPlay.view / saferPlay.edit)
export const ADMIN_SAFER_PLAY_SETTINGS_PATH = '/api/admin/saferplay/settings';
export const AdminSaferPlaySettingsRequestSchema = SaferPlaySettingsSchema;
export const AdminSaferPlaySettingsResponseSchema = envelope(
  z.object({
    settings: SaferPlaySettingsSchema,
    /** When and by whom they were last saved (null: never saved, the default profile's preset). */
    updatedAt: utcTimestampRule.nullable(),
    updatedBy: z.string().nullable(),
    presets: z.record(JurisdictionSchema, SaferPlaySettingsSchema),
  }),
);
export type AdminSaferPlaySettings = z.infer<typeof AdminSaferPlaySettingsResponseSchema>['data'];
