import { issuesToFieldErrors, type Locale } from '@lale/contracts';
import type { DomainCode, DomainOutcome, FieldProblems, OutcomeOf } from './domain-errors.ts';
import { formatMoney, messages, t, type MessageKey } from './i18n.ts';

/*
 * The one table from a domain outcome to an HTTP status and a message in the request's language
 * (DESIGN §4). Services never choose a status; a new outcome fails to compile until it has a row here.
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

type Row<C extends DomainCode> = (outcome: OutcomeOf<C>, locale: Locale, now: Date) => DescribedOutcome;

const refusal = (
  status: number,
  message: string,
  errors: Record<string, string> | null = null,
): DescribedOutcome => ({ status, message, errors });

/** A limit: 429, always with the seconds until it ends, so clients and proxies know when to retry. */
const limited = (message: string, retryAfterSeconds: number): DescribedOutcome => ({
  status: 429,
  message,
  errors: null,
  retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)),
});

/** An outcome without facts: a fixed status and message. */
const plain =
  (status: number, key: MessageKey) =>
  (_outcome: unknown, locale: Locale): DescribedOutcome =>
    refusal(status, t(locale, key));

/** An outcome about one field: the same text as the message and next to the field. */
const aboutField =
  (status: number, field: string, key: MessageKey) =>
  (_outcome: unknown, locale: Locale): DescribedOutcome =>
    refusal(status, t(locale, key), { [field]: t(locale, key) });

function fieldMessages(fields: FieldProblems, locale: Locale): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, problem]) => [field, t(locale, problem)]));
}

const secondsUntil = (until: Date, now: Date) => (until.getTime() - now.getTime()) / 1000;

const TABLE: { [C in DomainCode]: Row<C> } = {
  SessionRequired: plain(401, 'sessionRequired'),
  AdminOnly: plain(403, 'adminOnly'),
  ServiceUnavailable: plain(503, 'serviceUnavailable'),

  LoginFailed: plain(400, 'loginFailed'),
  LoginLocked: ({ until }, locale, now) =>
    limited(messages(locale).loginLocked(until), secondsUntil(until, now)),
  NetworkLocked: ({ until }, locale, now) =>
    limited(messages(locale).loginLockedForNetwork(until), secondsUntil(until, now)),
  AccountDisabled: plain(423, 'accountDisabled'),
  AccountSelfExcluded: plain(423, 'accountSelfExcluded'),
  RegistrationInvalid: ({ fields }, locale) =>
    refusal(400, t(locale, 'registrationRefused'), fieldMessages(fields, locale)),
  IdentifierTaken: ({ fields }, locale) =>
    refusal(409, t(locale, 'registrationRefused'), fieldMessages(fields, locale)),
  OldPasswordWrong: aboutField(400, 'oldPassword', 'oldPasswordWrong'),
  // ── auth abuse limits ──
  LoginTooFrequent: ({ seconds }, locale) => limited(messages(locale).loginTooFrequent(seconds), seconds),

  CodeWrong: ({ attemptsLeft }, locale) => refusal(400, messages(locale).codeWrong(attemptsLeft)),
  CodeExpired: plain(400, 'codeExpired'),
  CodeAttemptsExhausted: plain(400, 'codeAttemptsExhausted'),
  CodeResendWait: ({ seconds }, locale) => limited(messages(locale).codeResendWait(seconds), seconds),
  CodeHourlyLimit: ({ until }, locale, now) =>
    limited(messages(locale).codeHourlyLimit(until), secondsUntil(until, now)),
  MessageNotSent: plain(503, 'messageNotSent'),

  PhoneTaken: aboutField(409, 'phone', 'phoneTaken'),
  PhoneAlreadyVerified: aboutField(400, 'phone', 'phoneAlreadyVerified'),

  TrialBonusUnavailable: plain(400, 'trialBonusUnavailable'),
  TrialBonusAlreadyClaimed: plain(409, 'trialBonusAlreadyClaimed'),
  BonusOfferUnavailable: plain(400, 'bonusOfferUnavailable'),
  BonusCodeUnknown: aboutField(400, 'code', 'bonusCodeUnknown'),
  BonusNoQualifyingDeposit: plain(400, 'bonusNoQualifyingDeposit'),
  BonusAlreadyClaimed: plain(409, 'bonusAlreadyClaimed'),
  BonusDepositWithdrawn: plain(409, 'bonusDepositWithdrawn'),
  BonusAlreadyActive: plain(409, 'bonusAlreadyActive'),
  BonusNotFound: plain(404, 'bonusNotFound'),
  GameRoundNotFound: plain(404, 'gameRoundNotFound'),
  HeldRefundNotOpen: plain(404, 'heldRefundNotOpen'),
  GameNotFound: plain(404, 'gameNotFound'),
  GameProviderUnavailable: plain(409, 'gameProviderUnavailable'),
  CasinoProviderNotFound: plain(404, 'casinoProviderNotFound'),
  // The wager gate: 410 for a launch that ended (never 401: a game frame is not the site's session), the
  // closed-account answers of login (423), and 409 for a provider or game switched off.
  WagerRefused: ({ reason }, locale) => {
    const [status, key] = (
      {
        session_ended: [410, 'wagerSessionEnded'],
        account_disabled: [423, 'accountDisabled'],
        account_self_excluded: [423, 'accountSelfExcluded'],
        provider_off: [409, 'gameProviderUnavailable'],
        game_off: [409, 'wagerGameOff'],
      } as const
    )[reason];
    return refusal(status, t(locale, key));
  },
  GameLaunchFailed: plain(503, 'gameLaunchFailed'),
  BonusMaxBetExceeded: ({ maxBetMinor, currency }, locale) =>
    refusal(400, messages(locale).bonusMaxBetExceeded(formatMoney(locale, maxBetMinor, currency))),
  BonusDefinitionNotFound: plain(404, 'bonusDefinitionNotFound'),
  BonusDefinitionConflict: ({ field }, locale) =>
    aboutField(409, field, field === 'code' ? 'bonusCodeTaken' : 'bonusTrialDefinitionExists')(null, locale),
  BonusDefinitionInvalid: ({ fields }, locale) =>
    refusal(400, t(locale, 'validationFailed'), fieldMessages(fields, locale)),

  // A refusal to correct (a smaller amount), not a limit to wait out: 400 beside the amount, no Retry-After.
  DepositLimitExceeded: ({ period, remainingMinor, currency }, locale) => {
    const message = messages(locale).depositLimitExceeded(
      period,
      formatMoney(locale, remainingMinor, currency),
    );
    return refusal(400, message, { amount: message });
  },
  DepositLimitAmountInvalid: aboutField(400, 'amount', 'depositLimitAmountInvalid'),

  NotificationNotFound: plain(404, 'notificationNotFound'),
  PlayerNotFound: plain(404, 'playerNotFound'),

  // The message rounds up to whole minutes; Retry-After keeps the exact seconds.
  CallMeTooMany: ({ seconds }, locale) =>
    limited(messages(locale).callMeTooMany(Math.max(1, Math.ceil(seconds / 60))), seconds),
  ContentNotFound: plain(404, 'contentNotFound'),
  OrderMismatch: ({ field }, locale) => aboutField(400, field, 'reorderMismatch')(null, locale),
  ContentCategoryUnknown: aboutField(400, 'categoryId', 'contentCategoryUnknown'),
  ContentHtmlEmpty: ({ fields }, locale) =>
    refusal(
      400,
      t(locale, 'validationFailed'),
      Object.fromEntries(fields.map((field) => [field, t(locale, 'contentHtmlEmpty')])),
    ),

  // ── abuse limits ──
  SmsLimitReached: ({ scope, until }, locale, now) =>
    limited(
      (scope === 'site' ? messages(locale).smsSiteLimitReached : messages(locale).smsLimitReached)(until),
      secondsUntil(until, now),
    ),
  PhonePrefixNotAllowed: aboutField(400, 'phone', 'phonePrefixNotAllowed'),
  RegistrationLimitReached: ({ until }, locale, now) =>
    limited(messages(locale).registrationLimitReached(until), secondsUntil(until, now)),

  // ── payments ── (payment fields are answered under `detail.<key>`, the path of the request body)
  PaymentMethodNotFound: plain(404, 'paymentMethodNotFound'),
  PaymentDetailInvalid: ({ issues }, locale) =>
    refusal(
      400,
      t(locale, 'paymentDetailInvalid'),
      issuesToFieldErrors(
        issues.map((issue) => ({ ...issue, path: ['detail', ...issue.path] })),
        locale,
      ),
    ),
  PaymentAmountInvalid: ({ problem, minMinor, maxMinor, currency }, locale) => {
    const m = messages(locale);
    const message =
      problem === 'decimals'
        ? m.paymentAmountDecimals(currency.minorUnits)
        : problem === 'belowMin'
          ? m.paymentAmountBelowMin(formatMoney(locale, minMinor, currency))
          : m.paymentAmountAboveMax(formatMoney(locale, maxMinor, currency));
    return refusal(400, message, { 'detail.amount': message });
  },
  PaymentProviderUnavailable: plain(503, 'paymentProviderUnavailable'),
  PaymentNotFound: plain(404, 'paymentNotFound'),
  PaymentTransitionNotAllowed: plain(409, 'paymentTransitionNotAllowed'),
  WithdrawPhoneNotVerified: plain(409, 'withdrawPhoneNotVerified'),
  WithdrawWageringLeft: plain(409, 'withdrawWageringLeft'),
  WithdrawInsufficientCash: ({ availableMinor, currency }, locale) => {
    const message = messages(locale).withdrawInsufficientCash(formatMoney(locale, availableMinor, currency));
    return refusal(409, message, { 'detail.amount': message });
  },
  WebhookProviderUnknown: plain(404, 'webhookProviderUnknown'),
  // 400, not 401: the site treats 401 as its own dead session, so only SessionRequired answers it.
  WebhookSignatureInvalid: plain(400, 'webhookSignatureInvalid'),
  WebhookStale: plain(400, 'webhookStale'),
  WebhookInvalid: plain(400, 'webhookInvalid'),
  SportsSelectionUnavailable: ({ legs }, locale) =>
    refusal(409, messages(locale).sportsSelectionUnavailable(legs.join(', '))),
  SportsSelectionRepeated: ({ selection }, locale) =>
    refusal(400, messages(locale).sportsSelectionRepeated(selection)),
  SportsRequestConflict: plain(409, 'sportsRequestConflict'),
  SportsOddsChanged: ({ legs }, locale) =>
    refusal(409, messages(locale).sportsOddsChanged(legs.map((l) => `${l.leg}: ${l.odds}`).join(', '))),
  SportsSlipInvalid: ({ problem }, locale) => {
    const keys = {
      sameEvent: 'sportsSameEvent',
      systemSize: 'sportsSystemSize',
      stakeSplit: 'sportsStakeSplit',
      stakeDecimals: 'sportsStakeDecimals',
    } as const;
    return refusal(400, t(locale, keys[problem]));
  },
  SportsStakeOutOfRange: ({ minMinor, maxMinor, currency }, locale) => {
    const message = messages(locale).sportsStakeOutOfRange(
      formatMoney(locale, minMinor, currency),
      formatMoney(locale, maxMinor, currency),
    );
    return refusal(400, message, { stake: message });
  },
  SportsMaxPayout: ({ maxMinor, currency }, locale) =>
    refusal(400, messages(locale).sportsMaxPayout(formatMoney(locale, maxMinor, currency))),
  SportsInsufficientFunds: plain(409, 'sportsInsufficientFunds'),
  SportsBetNotFound: plain(404, 'sportsBetNotFound'),
  SportsCashoutUnavailable: plain(409, 'sportsCashoutUnavailable'),
  SportsCashoutChanged: ({ offerMinor, currency }, locale) =>
    refusal(409, messages(locale).sportsCashoutChanged(formatMoney(locale, offerMinor, currency))),
  SportsEventNotFound: plain(404, 'sportsEventNotFound'),
  SportsMarketNotFound: aboutField(404, 'market', 'sportsMarketNotFound'),
  SportsHoldUnchanged: ({ held }, locale) =>
    refusal(409, t(locale, held ? 'sportsAlreadyHeld' : 'sportsNotHeld')),
  SportsSettlementNotAllowed: ({ status }, locale) => {
    const keys = {
      settled: 'sportsMarketAlreadySettled',
      cancelled: 'sportsMarketCancelled',
      notSettled: 'sportsMarketNotSettled',
    } as const;
    return refusal(409, t(locale, keys[status]));
  },
  SportsSettlementOutcomes: ({ missing, unknown, repeated }, locale) => {
    const m = messages(locale);
    const problems = [
      ...(missing.length > 0 ? [m.sportsOutcomesMissing(missing.join(', '))] : []),
      ...(unknown.length > 0 ? [m.sportsOutcomesUnknown(unknown.join(', '))] : []),
      ...(repeated.length > 0 ? [m.sportsOutcomesRepeated(repeated.join(', '))] : []),
    ].join('; ');
    const message = m.sportsSettlementOutcomes(problems);
    return refusal(400, message, { outcomes: message });
  },
  OriginalsSessionClosed: plain(404, 'originalsSessionClosed'),
  OriginalsStakeOutOfRange: ({ minMinor, maxMinor, currency }, locale) => {
    const message = messages(locale).originalsStakeOutOfRange(
      formatMoney(locale, minMinor, currency),
      formatMoney(locale, maxMinor, currency),
    );
    return refusal(400, message, { stake: message });
  },
  OriginalsStakeNotOffered: aboutField(400, 'stake', 'originalsStakeNotOffered'),
  OriginalsInsufficientFunds: plain(409, 'originalsInsufficientFunds'),
  OriginalsBetRefused: plain(409, 'originalsBetRefused'),
  OriginalsBetLimit: plain(409, 'originalsBetLimit'),
  OriginalsRoundNotOpen: plain(409, 'originalsRoundNotOpen'),
  OriginalsMoveInvalid: plain(400, 'originalsMoveInvalid'),
  OriginalsRoundNotFound: plain(404, 'originalsRoundNotFound'),
  OriginalsRoundInPlay: ({ game }, locale) => refusal(409, messages(locale).originalsRoundInPlay(game)),
  OriginalsSeedsInPlay: ({ games }, locale) =>
    refusal(409, messages(locale).originalsSeedsInPlay(games.join(', '))),
  OriginalsBetsPerRound: ({ limit }, locale) => refusal(409, messages(locale).originalsBetsPerRound(limit)),
  OriginalsCashoutEarly: plain(409, 'originalsCashoutEarly'),
  OriginalsSalesClosed: plain(409, 'originalsSalesClosed'),
  OriginalsTicketLimit: ({ limit }, locale) => refusal(409, messages(locale).originalsTicketLimit(limit)),
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
