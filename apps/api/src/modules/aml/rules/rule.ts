import type { AmlEvidence, AmlRuleCode, AmlRuleParams } from '@lale/contracts';
import { minorToDecimal } from '@lale/contracts';
import type { DbExecutor } from '../../../db/executor.ts';
import type { Currency } from '../../../platform/money.ts';
import type { UsedInstrument } from '../../payments/index.ts';
import type { DepositPlay, LifetimePlay } from '../../wallet/index.ts';

/*
 * The shape of one AML rule (issue #26). A rule is one file in this folder: its code, the events it
 * judges, and `evaluate`, which answers the case to raise (its subject, so it is raised once, and its
 * evidence) or null. The engine (../watch.ts) reads the rule's row (enabled, parameters checked by the
 * contract's schema), runs it inside the event's transaction and inserts the case. A new rule reads what
 * it needs from the `RuleReads` below (grown by one read each).
 */

/** What the cashier tells of a payment: a withdrawal just requested, or a deposit just confirmed. */
export type PaymentEvent = {
  playerId: number;
  currencyId: number;
  paymentId: number;
  reference: string;
  amountMinor: bigint;
  at: Date;
};

/** A withdrawal just requested: its hold is posted in `tx`, not yet committed. */
export type WithdrawalEvent = PaymentEvent;

/**
 * The events rules judge: `withdrawal` (the hold posted), `deposit` (credited and Confirmed), both inside
 * the payment's own transaction, not yet committed.
 */
export type AmlEventKind = 'withdrawal' | 'deposit';
export type AmlEvent = PaymentEvent & { kind: AmlEventKind };

/** What rules may read, inside the event's transaction. */
export type RuleReads = {
  currency(id: number): Promise<Currency>;
  lastDepositPlay(tx: DbExecutor, playerId: number, currencyId: number): Promise<DepositPlay | null>;
  lifetimePlay(tx: DbExecutor, playerId: number, currencyId: number): Promise<LifetimePlay>;
  /** The operator's rate: units of the currency per euro, in millionths (numeric(18,6)); null if none. */
  unitsPerEurMicro(tx: DbExecutor, currencyId: number): Promise<bigint | null>;
  /** Whether this rule already raised a case with this subject for the player (a once-only rule asks). */
  caseRaised(tx: DbExecutor, rule: AmlRuleCode, playerId: number, subject: string): Promise<boolean>;
  /** When this rule last raised a case for the player (any subject); null if never. */
  lastCaseAt(tx: DbExecutor, rule: AmlRuleCode, playerId: number): Promise<Date | null>;
  /** The payment instruments the player used since `since` (the cashier's read), oldest first. */
  instrumentsSince(tx: DbExecutor, playerId: number, since: Date): Promise<UsedInstrument[]>;
  /** Confirmed deposits created in [from, before) (no `before`: up to now): how many, and their sum. */
  depositTotals(
    tx: DbExecutor,
    playerId: number,
    currencyId: number,
    from: Date,
    before?: Date,
  ): Promise<{ count: number; sumMinor: bigint }>;
};

export type Raised = { subject: string; evidence: AmlEvidence };

export type AmlRule<C extends AmlRuleCode = AmlRuleCode> = {
  code: C;
  /** The events this rule judges. */
  on: readonly AmlEventKind[];
  evaluate(
    reads: RuleReads,
    tx: DbExecutor,
    event: AmlEvent,
    params: AmlRuleParams<C>,
  ): Promise<Raised | null>;
};

/** The first rules' name for the shape (they judged withdrawals only). */
export type WithdrawalRule<C extends AmlRuleCode = AmlRuleCode> = AmlRule<C>;

/** The payment that made the rule look, as evidence: the withdrawal asked for or the deposit confirmed. */
export function eventEvidence(event: AmlEvent, currency: Currency): AmlEvidence {
  const amount = minorToDecimal(event.amountMinor, currency.minorUnits);
  return event.kind === 'withdrawal'
    ? { withdrawalReference: event.reference, withdrawalAmount: amount }
    : { depositReference: event.reference, depositAmount: amount };
}

/** The operator's euros in the currency's minor units, rounded up: ⌈euros × rate (millionths) × 10^minor / 10⁶⌉. */
export function eurosInMinor(euros: number, rateMicro: bigint, currency: Currency): bigint {
  const scaled = BigInt(euros) * rateMicro * 10n ** BigInt(currency.minorUnits);
  return (scaled + 999_999n) / 1_000_000n;
}

/** A rate in millionths as the column writes it ('50.000000'). */
export const rateText = (rateMicro: bigint) =>
  `${rateMicro / 1_000_000n}.${(rateMicro % 1_000_000n).toString().padStart(6, '0')}`;

/** The calendar day (UTC) of a moment: the subject of a rule raised at most once a day per player. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * A rule whose cases another module raises from its own event (screening: a list match, through
 * `../screening-cases.ts`). The engine keeps its switch and parameters like any rule's; it watches no
 * withdrawal.
 */
export type RaisedElsewhereRule<C extends AmlRuleCode = AmlRuleCode> = {
  code: C;
  /** No payment event: the engine never evaluates it (its cases come from elsewhere). */
  on: readonly AmlEventKind[];
  /** Who raises it, for the reader. */
  raisedBy: string;
};
