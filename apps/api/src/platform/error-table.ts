import type { Locale } from '@lale/contracts';
import type { DomainCode, DomainOutcome, FieldProblems, OutcomeOf } from './domain-errors.ts';
import { messages, t } from './i18n.ts';

/*
 * The one table from a domain outcome to an HTTP status and a message in the request's language
 * (DESIGN §4). Services never choose a status; a new outcome fails to compile until it has a row here.
 *
 * Status choices the site depends on (spec §4): 401 only for a missing or dead session (the site logs
 * out), 403 only for a role the caller lacks (the site reloads), so a wrong password is 400 and a
 * closed account 423; limits are 429 (with Retry-After where the outcome knows when it ends).
 */

export type DescribedOutcome = {
  status: number;
  message: string;
  /** Field → message, shown next to the field on the site (`data.errors`). */
  errors: Record<string, string> | null;
  /** Seconds until a limit ends, sent as `Retry-After` on a 429. */
  retryAfterSeconds?: number;
};

type Row<C extends DomainCode> = (outcome: OutcomeOf<C>, locale: Locale, now: Date) => DescribedOutcome;

const plain =
  (status: number, key: Parameters<typeof t>[1]) =>
  (_outcome: unknown, locale: Locale): DescribedOutcome => ({
    status,
    message: t(locale, key),
    errors: null,
  });

function fieldMessages(fields: FieldProblems, locale: Locale): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, problem]) => [field, t(locale, problem)]));
}

const secondsUntil = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

const TABLE: { [C in DomainCode]: Row<C> } = {
  SessionRequired: plain(401, 'sessionRequired'),
  AdminOnly: plain(403, 'adminOnly'),
  ServiceUnavailable: plain(503, 'serviceUnavailable'),

  LoginFailed: plain(400, 'loginFailed'),
  LoginLocked: ({ until }, locale, now) => ({
    status: 429,
    message: messages(locale).loginLocked(until),
    errors: null,
    retryAfterSeconds: secondsUntil(until, now),
  }),
  NetworkLocked: ({ until }, locale, now) => ({
    status: 429,
    message: messages(locale).loginLockedForNetwork(until),
    errors: null,
    retryAfterSeconds: secondsUntil(until, now),
  }),
  AccountDisabled: plain(423, 'accountDisabled'),
  AccountSelfExcluded: plain(423, 'accountSelfExcluded'),
  RegistrationInvalid: ({ fields }, locale) => ({
    status: 400,
    message: t(locale, 'registrationRefused'),
    errors: fieldMessages(fields, locale),
  }),
  IdentifierTaken: ({ fields }, locale) => ({
    status: 409,
    message: t(locale, 'registrationRefused'),
    errors: fieldMessages(fields, locale),
  }),
  OldPasswordWrong: (_outcome, locale) => ({
    status: 400,
    message: t(locale, 'oldPasswordWrong'),
    errors: { oldPassword: t(locale, 'oldPasswordWrong') },
  }),

  CodeWrong: ({ attemptsLeft }, locale) => ({
    status: 400,
    message: messages(locale).codeWrong(attemptsLeft),
    errors: null,
  }),
  CodeExpired: plain(400, 'codeExpired'),
  CodeAttemptsExhausted: plain(400, 'codeAttemptsExhausted'),
  CodeResendWait: ({ seconds }, locale) => ({
    status: 429,
    message: messages(locale).codeResendWait(seconds),
    errors: null,
    retryAfterSeconds: seconds,
  }),
  CodeHourlyLimit: ({ until }, locale, now) => ({
    status: 429,
    message: messages(locale).codeHourlyLimit(until),
    errors: null,
    retryAfterSeconds: secondsUntil(until, now),
  }),
  MessageNotSent: plain(503, 'messageNotSent'),

  PhoneTaken: (_outcome, locale) => ({
    status: 409,
    message: t(locale, 'phoneTaken'),
    errors: { phone: t(locale, 'phoneTaken') },
  }),
  PhoneAlreadyVerified: (_outcome, locale) => ({
    status: 400,
    message: t(locale, 'phoneAlreadyVerified'),
    errors: { phone: t(locale, 'phoneAlreadyVerified') },
  }),

  TrialBonusUnavailable: plain(400, 'trialBonusUnavailable'),
  TrialBonusAlreadyClaimed: plain(409, 'trialBonusAlreadyClaimed'),

  NotificationNotFound: plain(404, 'notificationNotFound'),
  PlayerNotFound: plain(404, 'playerNotFound'),

  CallMeTooMany: ({ minutes }, locale) => ({
    status: 429,
    message: messages(locale).callMeTooMany(minutes),
    errors: null,
    retryAfterSeconds: minutes * 60,
  }),
  ContentNotFound: plain(404, 'contentNotFound'),
  ContentInvalid: ({ fields }, locale) => ({
    status: 400,
    message: t(locale, 'validationFailed'),
    errors: fieldMessages(fields, locale),
  }),

  // ── abuse limits ──
  SmsLimitReached: ({ scope, until }, locale, now) => ({
    status: 429,
    message: (scope === 'site' ? messages(locale).smsSiteLimitReached : messages(locale).smsLimitReached)(
      until,
    ),
    errors: null,
    retryAfterSeconds: secondsUntil(until, now),
  }),
  PhonePrefixNotAllowed: (_outcome, locale) => ({
    status: 400,
    message: t(locale, 'phonePrefixNotAllowed'),
    errors: { phone: t(locale, 'phonePrefixNotAllowed') },
  }),
  RegistrationLimitReached: ({ until }, locale, now) => ({
    status: 429,
    message: messages(locale).registrationLimitReached(until),
    errors: null,
    retryAfterSeconds: secondsUntil(until, now),
  }),
};

/** Status, message and field errors of an outcome, in `locale`. */
export function describeOutcome(
  outcome: DomainOutcome,
  locale: Locale,
  now: Date = new Date(),
): DescribedOutcome {
  const row = TABLE[outcome.code] as Row<typeof outcome.code>;
  return row(outcome as never, locale, now);
}
