/*
 * What a service says when it refuses: a named outcome carrying the facts a message needs (a time, a
 * count, the fields at fault) and never an HTTP status or a translated sentence. Services throw
 * `refuse(outcome)`; the error table (the merge of every module's rows, src/outcomes.ts) turns each
 * outcome into a status and a message in the request's language (DESIGN §4, "domain outcomes mapped once").
 *
 * Each module declares its own outcomes in `modules/<m>/outcomes.ts` and adds them to `OutcomeRegistry`
 * below by declaration merging, so this file names only the platform's own outcomes and never imports a
 * module (platform/ sits below them), yet `refuse` and `DomainCode` still know every outcome at compile time.
 */

/**
 * Fields at fault and the problem with each (a key of the raising module's messages); the module's row
 * words the problems in the request's language.
 */
export type FieldProblems<Problem extends string = string> = Readonly<Record<string, Problem>>;

/**
 * The platform's own outcomes, the only ones any module may raise without owning them:
 * - SessionRequired: no live session (the auth guard, and any service that finds the session gone).
 * - ServiceUnavailable: a dependency (database, Redis, a provider stream) is down, whoever notices.
 * - PhonePrefixNotAllowed: the phone's country prefix is not one the operator allows (site option
 *   sms_country_prefixes). The platform's SMS sender refuses it for every module as the last line
 *   (platform/sms.ts); sign-up and the phone check say it first, in their own answers.
 * Everything else belongs to a module; the lint rule of ARCHITECTURE "A module's vocabulary" keeps it so.
 */
export type PlatformOutcome =
  { code: 'SessionRequired' } | { code: 'ServiceUnavailable' } | { code: 'PhonePrefixNotAllowed' };

/**
 * Every outcome the API can answer, one entry per owner. A module adds its own with
 * `declare module '../../platform/domain-errors.ts' { interface OutcomeRegistry { <m>: <M>Outcome } }`.
 */
export interface OutcomeRegistry {
  platform: PlatformOutcome;
}

export type DomainOutcome = OutcomeRegistry[keyof OutcomeRegistry];

export type DomainCode = DomainOutcome['code'];

/** The outcome named `C`, with its facts. */
export type OutcomeOf<C extends DomainCode> = Extract<DomainOutcome, { code: C }>;

export class DomainError extends Error {
  constructor(readonly outcome: DomainOutcome) {
    super(outcome.code);
    this.name = 'DomainError';
  }
}

/** `throw refuse({code: 'LoginLocked', until})` — the one way a service says no. */
export function refuse(outcome: DomainOutcome): DomainError {
  return new DomainError(outcome);
}

export function isDomainError(error: unknown, code?: DomainCode): error is DomainError {
  return error instanceof DomainError && (code === undefined || error.outcome.code === code);
}
