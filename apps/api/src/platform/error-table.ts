import type { Locale } from '@lale/contracts';
import type {
  DomainCode,
  DomainOutcome,
  FieldProblems,
  OutcomeOf,
  PlatformOutcome,
} from './domain-errors.ts';
import { platformMessages, type Catalogue, type PlatformCatalogue } from './i18n.ts';

/*
 * The pieces of the one table from a domain outcome to an HTTP status and a message in the request's
 * language (DESIGN §4). Each module writes the rows of its own outcomes with these helpers
 * (`modules/<m>/outcomes.ts`); src/outcomes.ts merges them into the table, and its type makes a new
 * outcome fail to compile until its module gives it a row. Services never choose a status.
 *
 * Status choices the site depends on (spec §4): 401 only for a missing or dead session (the site logs
 * out), 403 only for a role the caller lacks (the site reloads), so a wrong password is 400 and a
 * closed account 423; limits are 429, always with Retry-After.
 */

export type DescribedOutcome = {
  status: number;
  message: string;
  /** Field → message, shown next to the field on the site (`data.errors`). */
  errors: Record<string, string> | null;
  /** Seconds until a limit ends, sent as `Retry-After` on a 429. */
  retryAfterSeconds?: number;
};

/** How one outcome is answered. */
export type Row<O extends DomainOutcome> = (outcome: O, locale: Locale, now: Date) => DescribedOutcome;

/** A row for each outcome of `O` (a module's own outcomes), checked exhaustive by the compiler. */
export type OutcomeRows<O extends DomainOutcome> = { [C in O['code']]: Row<Extract<O, { code: C }>> };

/** The whole table: a row for every outcome of every module. */
export type ErrorTable = { [C in DomainCode]: Row<OutcomeOf<C>> };

export const refusal = (
  status: number,
  message: string,
  errors: Record<string, string> | null = null,
): DescribedOutcome => ({ status, message, errors });

/** A limit: 429, always with the seconds until it ends, so clients and proxies know when to retry. */
export const limited = (message: string, retryAfterSeconds: number): DescribedOutcome => ({
  status: 429,
  message,
  errors: null,
  retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)),
});

export const secondsUntil = (until: Date, now: Date) => (until.getTime() - now.getTime()) / 1000;

type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/**
 * The row helpers bound to a module's messages (the platform's own messages, such as `validationFailed`,
 * are always there too): `messages(locale)` and `t(locale, key)` read them, `plain` and `aboutField`
 * build the common rows, `fieldMessages` words a refusal's field problems.
 */
export function wordsOf<T extends object>(catalogue: Catalogue<T>) {
  type Words = T & PlatformCatalogue;
  type Key = TextKey<Words>;
  const merged: Catalogue<Words> = {
    tr: { ...platformMessages.tr, ...catalogue.tr },
    en: { ...platformMessages.en, ...catalogue.en },
  };
  const messages = (locale: Locale): Words => merged[locale];
  const t = (locale: Locale, key: Key): string => merged[locale][key] as string;
  return {
    messages,
    t,
    /** An outcome without facts: a fixed status and message. */
    plain:
      (status: number, key: Key) =>
      (_outcome: unknown, locale: Locale): DescribedOutcome =>
        refusal(status, t(locale, key)),
    /** An outcome about one field: the same text as the message and next to the field. */
    aboutField:
      (status: number, field: string, key: Key) =>
      (_outcome: unknown, locale: Locale): DescribedOutcome =>
        refusal(status, t(locale, key), { [field]: t(locale, key) }),
    fieldMessages: (fields: FieldProblems<Extract<Key, string>>, locale: Locale): Record<string, string> =>
      Object.fromEntries(
        Object.entries(fields).map(([field, problem]) => [field, t(locale, problem as Key)]),
      ),
  };
}

const { plain, aboutField } = wordsOf({ tr: {}, en: {} });

/** The platform's own rows (the guards, a dependency that is down, the SMS prefixes); every other row is a module's. */
export const platformOutcomes: OutcomeRows<PlatformOutcome> = {
  SessionRequired: plain(401, 'sessionRequired'),
  ServiceUnavailable: plain(503, 'serviceUnavailable'),
  PhonePrefixNotAllowed: aboutField(400, 'phone', 'phonePrefixNotAllowed'),
};

/** Status, message and field errors of an outcome in `locale`, by the merged table of src/outcomes.ts. */
export type DescribeOutcome = (outcome: DomainOutcome, locale: Locale, now?: Date) => DescribedOutcome;

export function describeWith(table: ErrorTable): DescribeOutcome {
  return (outcome, locale, now = new Date()) => {
    const row = table[outcome.code] as Row<typeof outcome>;
    return row(outcome, locale, now);
  };
}
