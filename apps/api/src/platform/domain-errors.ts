import type { DepositLimitPeriod } from '@lale/contracts';
import type { z } from 'zod';

/*
 * What a service says when it refuses: a named outcome carrying the facts a message needs (a time, a
 * count, the fields at fault) and never an HTTP status or a translated sentence. Services throw
 * `refuse(outcome)`; `platform/error-table.ts` is the one place that turns each outcome into a status
 * and a message in the request's language (DESIGN §4, "domain outcomes mapped once").
 *
 * Every outcome the API can answer is listed here, grouped by the module that raises it, so a reader
 * sees the whole vocabulary in one file and the table's exhaustiveness is checked by the compiler.
 */

/** Fields at fault and the problem with each; the table words the problems in the request's language. */
export type FieldProblems = Readonly<Record<string, FieldProblem>>;

/** Problems a sign-up field can have (a key of the API's message catalogue). */
export type FieldProblem =
  | 'usernameTaken'
  | 'emailTaken'
  | 'phoneTaken'
  | 'personalNoTaken'
  | 'personalNoInvalid'
  | 'underAge'
  | 'countryUnknown'
  | 'currencyUnknown'
  // abuse limits
  | 'phonePrefixNotAllowed'
  // bonus definitions (operator)
  | 'amountPlaces';

export type DomainOutcome =
  // ── platform: sessions, roles, the service itself ──
  | { code: 'SessionRequired' }
  | { code: 'AdminOnly' }
  | { code: 'ServiceUnavailable' }
  // ── auth: login, sign-up, recovery, password ──
  | { code: 'LoginFailed' }
  | { code: 'LoginLocked'; until: Date }
  | { code: 'NetworkLocked'; until: Date }
  | { code: 'AccountDisabled' }
  | { code: 'AccountSelfExcluded' }
  /** Sign-up refused for fields a person must correct (format rules the contract cannot check). */
  | { code: 'RegistrationInvalid'; fields: FieldProblems }
  /** Sign-up refused because another player holds these identifiers. */
  | { code: 'IdentifierTaken'; fields: FieldProblems }
  | { code: 'OldPasswordWrong' }
  // ── auth abuse limits (login flood per address) ──
  | { code: 'LoginTooFrequent'; seconds: number }
  // ── verification: SMS and e-mail codes ──
  | { code: 'CodeWrong'; attemptsLeft: number }
  | { code: 'CodeExpired' }
  | { code: 'CodeAttemptsExhausted' }
  | { code: 'CodeResendWait'; seconds: number }
  | { code: 'CodeHourlyLimit'; until: Date }
  | { code: 'MessageNotSent' }
  // ── customer ──
  | { code: 'PhoneTaken' }
  | { code: 'PhoneAlreadyVerified' }
  // ── bonus ──
  | { code: 'TrialBonusUnavailable' }
  | { code: 'TrialBonusAlreadyClaimed' }
  // ── deposit limits (responsible gambling) ──
  /**
   * A deposit over a limit in force: the tightest period and what may still be deposited in it (minor
   * units of `currency`, 0n when the limit is used up).
   */
  | {
      code: 'DepositLimitExceeded';
      period: DepositLimitPeriod;
      remainingMinor: bigint;
      currency: { code: string; minorUnits: number };
    }
  /** A limit amount that is no amount of the player's currency (more places than it has). */
  | { code: 'DepositLimitAmountInvalid' }
  // ── bonus engine ──
  /** The offer is unknown, disabled, or the player does not qualify for it now. */
  | { code: 'BonusOfferUnavailable' }
  | { code: 'BonusCodeUnknown' }
  /** A code bonus needs a recent confirmed deposit of at least the minimum, not yet rewarded. */
  | { code: 'BonusNoQualifyingDeposit' }
  | { code: 'BonusDepositWithdrawn' }
  /** This deposit (or this once-only offer) was already rewarded. */
  | { code: 'BonusAlreadyClaimed' }
  /** One bonus runs at a time: the player must finish or forfeit the active one first. */
  | { code: 'BonusAlreadyActive' }
  /** No active bonus of this player with that id. */
  | { code: 'BonusNotFound' }
  /** A game round that is not the player's (or does not exist). */
  | { code: 'GameRoundNotFound' }
  /** No held provider refund with that id awaits review (none, or already resolved). */
  | { code: 'HeldRefundNotOpen' }
  /** No such game under that provider in the catalogue. */
  | { code: 'GameNotFound' }
  /** The game's provider is switched off (no credentials, or by the operator). */
  | { code: 'GameProviderUnavailable' }
  | { code: 'CasinoProviderNotFound' }
  /** The wager gate refused a stake or a game frame's action (modules/integrity). */
  | {
      code: 'WagerRefused';
      reason: 'session_ended' | 'account_disabled' | 'account_self_excluded' | 'provider_off' | 'game_off';
    }
  /** The provider did not give us a launch. */
  | { code: 'GameLaunchFailed' }
  /** A stake above the active bonus's max bet. */
  | { code: 'BonusMaxBetExceeded'; maxBetMinor: bigint; currency: { code: string; minorUnits: number } }
  | { code: 'BonusDefinitionNotFound' }
  /** Another definition holds this code, or a trial definition exists already. */
  | { code: 'BonusDefinitionConflict'; field: 'code' | 'trigger' }
  | { code: 'BonusDefinitionInvalid'; fields: FieldProblems }
  // ── notification ──
  | { code: 'NotificationNotFound' }
  | { code: 'PlayerNotFound' }
  // ── cms and admin-cms ──
  /** The caller's allowance of call requests is used up for `seconds` more. */
  | { code: 'CallMeTooMany'; seconds: number }
  | { code: 'ContentNotFound' }
  /** A reorder that does not name every existing item exactly once (`field`: the list sent). */
  | { code: 'OrderMismatch'; field: 'ids' | 'names' }
  | { code: 'ContentCategoryUnknown' }
  /** HTML that sanitising left empty; `fields`: the paths emptied (`description.en`). */
  | { code: 'ContentHtmlEmpty'; fields: readonly string[] }
  // ── abuse limits (modules/limits): SMS caps, allowed phone prefixes, sign-ups per address ──
  /** No SMS now: the player's, the address's ('network') or the whole site's allowance is used up. */
  | { code: 'SmsLimitReached'; scope: 'player' | 'network' | 'site'; until: Date }
  /** The phone's country prefix is not one the operator allows (site option sms_country_prefixes). */
  | { code: 'PhonePrefixNotAllowed' }
  | { code: 'RegistrationLimitReached'; until: Date }
  // ── payments: the cashier, provider webhooks, the operator's decisions ──
  /** No enabled method of that id and type in the player's currency. */
  | { code: 'PaymentMethodNotFound' }
  /** `detail` against the method's field definitions (buildPaymentDetailSchema); paths are field keys. */
  | { code: 'PaymentDetailInvalid'; issues: readonly z.core.$ZodIssue[] }
  /** The amount field: too many decimal places, or outside the method's limits. */
  | {
      code: 'PaymentAmountInvalid';
      problem: 'decimals' | 'belowMin' | 'aboveMax';
      minMinor: bigint;
      maxMinor: bigint;
      currency: { code: string; minorUnits: number };
    }
  | { code: 'PaymentProviderUnavailable' }
  | { code: 'PaymentNotFound' }
  /** The transaction's status does not allow this step (confirm a cancelled one, cancel a deposit, ...). */
  | { code: 'PaymentTransitionNotAllowed'; status: number }
  | { code: 'WithdrawPhoneNotVerified' }
  | { code: 'WithdrawWageringLeft' }
  | {
      code: 'WithdrawInsufficientCash';
      availableMinor: bigint;
      currency: { code: string; minorUnits: number };
    }
  | { code: 'WebhookProviderUnknown' }
  | { code: 'WebhookSignatureInvalid' }
  | { code: 'WebhookStale' }
  /** A well-signed event that is not JSON of the provider's shape or names no payment of ours. */
  | { code: 'WebhookInvalid' }
  // ── sports: the bet slip ──
  /** Legs (1-based) whose market is suspended, closed or unknown, or whose outcome is not offered. */
  | { code: 'SportsSelectionUnavailable'; legs: readonly number[] }
  /** A slip naming one selection twice; `selection` names it (event, market, outcome). */
  | { code: 'SportsSelectionRepeated'; selection: string }
  /** A slip id already used for another slip (the same slip again is a replay, not this). */
  | { code: 'SportsRequestConflict' }
  /** Legs whose odds moved against the slip's odds policy, with the odds now. */
  | { code: 'SportsOddsChanged'; legs: readonly { leg: number; odds: string }[] }
  /** A slip the rules refuse: two legs of one event, a system size that does not fit, a stake that does not split. */
  | { code: 'SportsSlipInvalid'; problem: 'sameEvent' | 'systemSize' | 'stakeSplit' | 'stakeDecimals' }
  | {
      code: 'SportsStakeOutOfRange';
      minMinor: bigint;
      maxMinor: bigint;
      currency: { code: string; minorUnits: number };
    }
  | { code: 'SportsMaxPayout'; maxMinor: bigint; currency: { code: string; minorUnits: number } }
  | { code: 'SportsInsufficientFunds' }
  /** No bet of this player with that id. */
  | { code: 'SportsBetNotFound' }
  /** The bet is settled or cashed out already, a leg is suspended or lost, or it is a system bet. */
  | { code: 'SportsCashoutUnavailable' }
  /** The offer moved since the player saw it: the offer now. */
  | { code: 'SportsCashoutChanged'; offerMinor: bigint; currency: { code: string; minorUnits: number } }
  // ── sports: the operator (/api/admin/sports) ──
  | { code: 'SportsEventNotFound' }
  /** No market of that key and specifiers on the event. */
  | { code: 'SportsMarketNotFound' }
  /** Suspend of what an operator already holds (`held` true), or reopen of what no operator holds. */
  | { code: 'SportsHoldUnchanged'; held: boolean }
  /** Settle of a settled or cancelled market (resettle it), or resettle of a market not settled. */
  | { code: 'SportsSettlementNotAllowed'; status: 'settled' | 'cancelled' | 'notSettled' }
  /** A manual settlement must name every outcome of the market once, and only those. */
  | {
      code: 'SportsSettlementOutcomes';
      missing: readonly string[];
      unknown: readonly string[];
      repeated: readonly string[];
    }
  | OriginalsOutcome;

export type OriginalsOutcome =
  // ── Lale Originals: the games' own calls and the fairness page ──
  | { code: 'OriginalsSessionClosed' }
  | {
      code: 'OriginalsStakeOutOfRange';
      minMinor: bigint;
      maxMinor: bigint;
      currency: { code: string; minorUnits: number };
    }
  | { code: 'OriginalsStakeNotOffered' }
  | { code: 'OriginalsInsufficientFunds' }
  | { code: 'OriginalsBetRefused' }
  | { code: 'OriginalsBetLimit' }
  /** A move or cash-out on a round that is over (or another player's). */
  | { code: 'OriginalsRoundNotOpen' }
  /** A move the game's rules refuse now (a tile already turned, cash-out before any step). */
  | { code: 'OriginalsMoveInvalid' }
  | { code: 'OriginalsRoundNotFound' }
  /** A new round of a stepped game while one is still open. */
  | { code: 'OriginalsRoundInPlay'; game: string }
  /** A seed rotation while a round or ticket drawn from the active pair can still change (issue 23). */
  | { code: 'OriginalsSeedsInPlay'; games: string[] }
  /** A crash bet from a player who already holds a bet on each of the round's panels. */
  | { code: 'OriginalsBetsPerRound'; limit: number }
  /** A crash cash-out before the round has taken off. */
  | { code: 'OriginalsCashoutEarly' }
  /** A scheduled draw's ticket after its sales closed (or for a draw no longer on sale). */
  | { code: 'OriginalsSalesClosed' }
  /** More tickets (bingo: cards) in one draw than a player may hold. */
  | { code: 'OriginalsTicketLimit'; limit: number };

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
