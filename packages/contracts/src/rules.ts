import { z } from 'zod';
import type { IssueCode } from './validation-messages.ts';
import {
  BIRTH_DAY_LENGTH,
  BIRTH_MONTH_LENGTH,
  BIRTH_YEAR_LENGTH,
  PHONE_MASK_DIGITS,
  DEFAULT_CURRENCY_ID,
  INT32_MAX,
  PERSONAL_NO_LENGTH,
  PHONE_PREFIX,
  SMS_CODE_LENGTH,
} from './constants.ts';

/*
 * The field rules of spec §5, each defined once and reused by every request and form schema.
 *
 * Conventions (decisions the spec leaves open):
 * - "required" means an empty value fails with the single issue 'required' (the user is not also told
 *   "at least 5 characters" about a field they have not touched). For text
 *   fields a whitespace-only value counts as empty too; passwords are exempt because spaces are
 *   legitimate password characters.
 * - Nothing is trimmed or rewritten: a schema checks what it is given, so the site shows the same
 *   verdict the API will give. Masks are unmasked by the site (react-imask's unmasked value).
 * - Custom codes ('required', 'digits', ...) are put in the issue message; formatIssue turns them into
 *   sentences in the request's locale.
 */

/** ASCII digits only. (`\d` without the `u` flag is [0-9], so Arabic-Indic digits are refused.) */
const DIGITS = /^\d+$/;

/**
 * Letters and digits for usernames: the Latin alphabet plus the Turkish letters ç ğ ı ö ş ü and their
 * capitals Ç Ğ İ Ö Ş Ü, in precomposed form. Deliberately not `\p{L}`: any-script letters would let a
 * name be impersonated with look-alike Cyrillic or Greek characters. The API should compare usernames
 * with Turkish-aware case folding ('I' ↔ 'ı', 'İ' ↔ 'i').
 */
const LETTERS_AND_DIGITS = /^[A-Za-z0-9çğıöşüÇĞİÖŞÜ]+$/;

/** Email shape accepted by zod's own `z.email()`, reused so the message can be our 'email' code. */
const EMAIL = z.regexes.email;

const YEAR_MONTH_DAY = /^\d{4}-\d{2}-\d{2}$/;

// ── What every string and every integer of a request must satisfy ─────────────────────────────────
/**
 * A NUL character (PostgreSQL text cannot hold it) or half of a surrogate pair (not a character at all:
 * it cannot be encoded as UTF-8, and jsonb refuses it). With the `u` flag a lone surrogate is a code
 * point of category Cs, while a proper pair (an emoji) is one code point of another category.
 */
const UNSTORABLE = /[\0\p{Cs}]/u;

/**
 * Refuses text that cannot be stored. Part of every string rule below, first, so a value with such a
 * character is told about that rather than about its length; also for string formats (`z.url()`).
 * A refinement, not a regex check, so the OpenAPI document's patterns stay the fields' own.
 */
export const storableTextCheck = z.refine<string>((value) => !UNSTORABLE.test(value), {
  error: 'invalidCharacters' satisfies IssueCode,
});

/** The base of every string of a request: any text that can be stored. */
export function plainText() {
  return z.string().check(storableTextCheck);
}

/** Any integer a PostgreSQL `integer` column holds; the base of every integer of a request. */
export const int32Rule = z.int32();

/** A number sent as text (a query string or a path parameter), then checked with an integer rule. */
export function numberFromText<T extends z.ZodType<number, number>>(rule: T) {
  return z.coerce.number().pipe(rule);
}

/*
 * "Only 'required' for an empty value": the length checks run only `when` the value is filled. zod's
 * `abort: true` would be simpler but an aborting issue on any field also stops the form's cross-field
 * checks (password confirmation, birth date), which must report while a form is half filled in.
 * `.min()`/`.length()`/`.regex()` do not take `when` in their typed params, so those checks are built
 * with the same check constructors zod's own methods use.
 */
type When = (payload: z.core.ParsePayload) => boolean;
const isFilledText: When = (p) => typeof p.value === 'string' && p.value.trim() !== '';
const isNonEmpty: When = (p) => typeof p.value === 'string' && p.value !== '';

const minLength = (minimum: number, when: When) =>
  new z.core.$ZodCheckMinLength({ check: 'min_length', minimum, when });
const exactLength = (length: number, when: When) =>
  new z.core.$ZodCheckLengthEquals({ check: 'length_equals', length, when });
/** A regex check whose issue message is one of our codes (validation-messages.ts). */
const matches = (regex: RegExp, code: IssueCode, when: When) =>
  new z.core.$ZodCheckRegex({
    check: 'string_format',
    format: 'regex',
    pattern: regex,
    error: () => code,
    when,
  });

/** A text that must not be empty or blank, then `min`..`max` characters long. */
export function requiredText(min: number, max: number) {
  return plainText()
    .refine((value) => value.trim() !== '', { error: 'required' })
    .check(minLength(min, isFilledText))
    .max(max);
}

/** A secret: only '' is "empty" (a space is a valid password character). */
export function requiredSecret(min: number, max: number) {
  return plainText().min(1, { error: 'required' }).check(minLength(min, isNonEmpty)).max(max);
}

/** A string of ASCII digits, exactly `min` long, or `min`..`max` long. */
function requiredDigits(min: number, max = min) {
  const digits = plainText()
    .min(1, { error: 'required' })
    .check(matches(DIGITS, 'digits', isNonEmpty));
  return min === max
    ? digits.check(exactLength(min, isNonEmpty))
    : digits.check(minLength(min, isNonEmpty)).max(max);
}

// ── Login (spec §5 Login) ──────────────────────────────────────────────────────────────────────────
/** Login accepts any characters: older accounts may predate the sign-up character rule. */
export const loginUsernameRule = requiredText(5, 30);

/**
 * Every password field: login, sign-up, confirmations, change password and recovery. Spec §5 caps
 * only the login password (100); new passwords get the same cap so that every password a player
 * can set is one they can log in with.
 */
export const passwordRule = requiredSecret(5, 100);

// ── Sign-up (spec §5 Sign-up, §3 Registration payload) ─────────────────────────────────────────────
export const personNameRule = requiredText(2, 100);
export const usernameRule = requiredText(5, 30).check(
  matches(LETTERS_AND_DIGITS, 'lettersAndDigits', isFilledText),
);
export const emailRule = requiredText(5, 100).check(matches(EMAIL, 'email', isFilledText));
/** Digits including the country prefix (e.g. '905321234567'); 5-20 allows foreign numbers too. */
export const phoneRule = requiredDigits(5, 20);
/** Turkish national ID. Its checksum is a business rule the API checks (see personal-no.ts). */
export const personalNoRule = requiredDigits(PERSONAL_NO_LENGTH);
/** A positive database id; anything else (missing, '', NaN, 0 from the 'Select Country' option) is 'required'. */
export const requiredIdRule = z
  .number({ error: 'required' })
  .int({ error: 'required' })
  .positive({ error: 'required' })
  .max(INT32_MAX);
export const countryIdRule = requiredIdRule;
/** Required by the spec; the site always sends it and the API fills the default when it is absent. */
export const currencyIdRule = requiredIdRule.default(DEFAULT_CURRENCY_ID);
/** Birth date boxes as the masks deliver them: '07', '03', '1990'. */
export const birthDayRule = requiredDigits(BIRTH_DAY_LENGTH);
export const birthMonthRule = requiredDigits(BIRTH_MONTH_LENGTH);
export const birthYearRule = requiredDigits(BIRTH_YEAR_LENGTH);
/** 'year-month-day', composed by the site from the three boxes. */
export const birthDateRule = plainText()
  .min(1, { error: 'required' })
  .check(matches(YEAR_MONTH_DAY, 'invalidDate', isNonEmpty));
/** The trial-bonus checkbox: 1 ticked, 0 not. The site removes it before sending (spec §3). */
export const trialBonusRule = z.union([z.literal(0), z.literal(1)]);
/** Referral id read from local storage (key refId) and sent as a number. */
export const refIdRule = int32Rule.positive();

// ── Phone verification (spec §5 Phone) ─────────────────────────────────────────────────────────────
/**
 * Exactly 6 digits. The site's mask shows 00-00-00 (or 000-000) but it sends the unmasked digits;
 * the API expects the 6 characters without separators.
 */
export const smsCodeRule = requiredDigits(SMS_CODE_LENGTH);

// ── Recovery (spec §5 Recovery) ────────────────────────────────────────────────────────────────────
/**
 * 5-30 like sign-up and login. The spec's recovery dialog says 5-20, but a player whose name is longer
 * (sign-up allows 30) could then never recover the account.
 */
export const recoveryUsernameRule = requiredText(5, 30);
export const resetCodeRule = requiredText(3, 20);

// ── Call request (spec §5 Call request) ────────────────────────────────────────────────────────────
export const callRequestNameRule = requiredText(5, 30);
export const callRequestMessageRule = requiredText(5, 100);
/**
 * The call-request phone input has a fixed '90' prefix, so "empty" is '' or just '90' (spec §5 warning);
 * anything else must be the prefix and the mask's 10 digits. Judged on the digits (mask spaces or a '+'
 * do not count) without changing the value sent.
 */
export const callRequestPhoneRule = plainText().superRefine((value, ctx) => {
  const digits = value.replace(/\D/g, '');
  if (digits === '' || digits === PHONE_PREFIX) {
    ctx.addIssue({ code: 'custom', message: 'phoneRequired' });
  } else if (digits.length !== PHONE_PREFIX.length + PHONE_MASK_DIGITS || !digits.startsWith(PHONE_PREFIX)) {
    // A partly typed number: said here, not first by the server (which wants the whole number too).
    ctx.addIssue({ code: 'custom', message: 'phoneIncomplete' });
  }
});

// ── Shared shapes ──────────────────────────────────────────────────────────────────────────────────
/** A database id sent by code (not typed by a person), e.g. a notification or payment method id. */
export const idRule = int32Rule.positive();

/** Paging offset. */
export const skipRule = int32Rule.min(0);

/** A game's code as a provider names it ('vs20olympgate'). */
export const gameCodeRule = requiredText(1, 100);

/** How many items a page holds: 1 to `max`. */
export const takeRule = (max: number) => int32Rule.min(1).max(max);

/** An ISO 8601 UTC timestamp such as '2024-05-01T12:30:00Z' (fractional seconds allowed). */
export const utcTimestampRule = z.iso.datetime();

/**
 * Cross-field rule: `confirm` must equal `field`. The issue carries the message 'mismatch' and sits on
 * the confirmation's path, so both the API's `data.errors` and the form show it under that input.
 * `when` makes it run even when other fields are missing (a missing field is an aborting issue, after
 * which zod skips object refinements by default), as long as both values are strings. Field rules
 * must therefore never use `abort: true`, which would still stop it.
 */
export function confirmationMatches<const K extends string, const C extends string>(field: K, confirm: C) {
  return z.refine<Record<K | C, string>>((value) => value[field] === value[confirm], {
    error: 'mismatch',
    path: [confirm],
    when: (payload) => {
      // `when` also runs for a body that is not an object at all (`null`), which is already refused.
      if (typeof payload.value !== 'object' || payload.value === null) return false;
      const value = payload.value as Partial<Record<string, unknown>>;
      return typeof value[field] === 'string' && typeof value[confirm] === 'string';
    },
  });
}
