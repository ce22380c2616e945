import { z } from 'zod';
import { AuthDataSchema } from './auth.ts';
import { isCalendarDate } from './birth-date.ts';
import { BIRTH_DAY_LENGTH, BIRTH_MONTH_LENGTH, BIRTH_YEAR_LENGTH } from './constants.ts';
import { envelope } from './envelope.ts';
import {
  birthDateRule,
  birthDayRule,
  birthMonthRule,
  birthYearRule,
  confirmationMatches,
  countryIdRule,
  currencyIdRule,
  emailRule,
  passwordRule,
  personalNoRule,
  personNameRule,
  phoneRule,
  refIdRule,
  trialBonusRule,
  usernameRule,
} from './rules.ts';

/*
 * POST auth/register with the registration payload of spec §3, in its two variants:
 * - full: birth date (as the composed 'year-month-day' plus the three boxes), PersonalNo and country;
 * - fast (isFast: true): no birth date or PersonalNo, country still sent (preselected, no picker).
 * One discriminated union on `isFast` so the API reports the fields of the variant that was sent.
 * The same schemas drive the sign-up form (they accept the trial-bonus checkbox too).
 */

const commonFields = {
  name: personNameRule,
  surname: personNameRule,
  username: usernameRule,
  email: emailRule,
  phone: phoneRule,
  country: countryIdRule,
  currencyId: currencyIdRule,
  password: passwordRule,
  password2: passwordRule,
  refId: refIdRule.optional(),
  /** The site removes it before sending (spec §3); accepted but not required so either way is valid. */
  trialBonus: trialBonusRule.optional(),
};

/** The unrefined full shape, for forms that need `.pick()`/`.extend()` (zod refuses those after refinements). */
export const FullRegisterFieldsSchema = z.object({
  ...commonFields,
  PersonalNo: personalNoRule,
  birthDate: birthDateRule,
  birthDateDay: birthDayRule,
  birthDateMonth: birthMonthRule,
  birthDateYear: birthYearRule,
  /** Absent or false in the full variant (spec: "isFast true only in fast variant"). */
  isFast: z.literal(false).optional(),
});

export const FastRegisterFieldsSchema = z.object({ ...commonFields, isFast: z.literal(true) });

type BirthDateParts = { birthDateDay: string; birthDateMonth: string; birthDateYear: string };

/** The 'year-month-day' birthDate of the payload, composed from the three boxes. */
export function composeBirthDate(parts: BirthDateParts): string {
  return `${parts.birthDateYear}-${parts.birthDateMonth}-${parts.birthDateDay}`;
}

/** True when the three boxes hold 2, 2 and 4 digits. */
function boxesComplete(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Record<keyof BirthDateParts, unknown>>;
  const digits = (x: unknown, n: number) => typeof x === 'string' && new RegExp(`^\\d{${n}}$`).test(x);
  return (
    digits(v.birthDateDay, BIRTH_DAY_LENGTH) &&
    digits(v.birthDateMonth, BIRTH_MONTH_LENGTH) &&
    digits(v.birthDateYear, BIRTH_YEAR_LENGTH)
  );
}

/**
 * The boxes must name a real day (reported on the day box), and a birthDate, when present, must be
 * exactly those boxes — a difference there is a client bug, reported on birthDate. It runs as soon as
 * the boxes are complete, even while other fields are still empty. The 18+ check needs a clock and is
 * the API's (birth-date.ts isAtLeastAge).
 */
export const birthDateIsConsistent = z.superRefine<BirthDateParts & { birthDate?: string }>(
  (value, ctx) => {
    const [year, month, day] = [value.birthDateYear, value.birthDateMonth, value.birthDateDay].map(Number);
    if (!isCalendarDate(year ?? NaN, month ?? NaN, day ?? NaN)) {
      ctx.addIssue({
        code: 'custom',
        message: 'invalidDate',
        path: ['birthDateDay'],
        input: value.birthDateDay,
      });
      return;
    }
    if (typeof value.birthDate === 'string' && value.birthDate !== composeBirthDate(value)) {
      ctx.addIssue({ code: 'custom', message: 'invalidDate', path: ['birthDate'], input: value.birthDate });
    }
  },
  { when: (payload) => boxesComplete(payload.value) },
);

const passwordsMatch = confirmationMatches('password', 'password2');

/**
 * The full sign-up form as the dialog holds it: the three boxes but no composed birthDate. On submit
 * the site adds `birthDate: composeBirthDate(values)`, drops trialBonus and posts to auth/register.
 */
export const FullRegisterFormSchema = FullRegisterFieldsSchema.omit({ birthDate: true }).check(
  passwordsMatch,
  birthDateIsConsistent,
);

export const FullRegisterRequestSchema = FullRegisterFieldsSchema.check(
  passwordsMatch,
  birthDateIsConsistent,
);
/** The fast variant is both the form and the request (its country is preselected, not picked). */
export const FastRegisterRequestSchema = FastRegisterFieldsSchema.check(passwordsMatch);

export const RegisterRequestSchema = z.discriminatedUnion('isFast', [
  FullRegisterRequestSchema,
  FastRegisterRequestSchema,
]);
/** Success logs the player in (spec §4 Registration), so the answer is the same auth data as login. */
export const RegisterResponseSchema = envelope(AuthDataSchema);

export type FullRegisterForm = z.input<typeof FullRegisterFormSchema>;
export type FullRegisterRequest = z.infer<typeof FullRegisterRequestSchema>;
export type FastRegisterRequest = z.infer<typeof FastRegisterRequestSchema>;
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;
/** What a form holds before parsing (currencyId may be missing and defaults to 1). */
export type RegisterRequestInput = z.input<typeof RegisterRequestSchema>;
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;
