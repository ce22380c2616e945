import type { AmlEvidence, AmlRuleCode, AmlRuleParams } from '@lale/contracts';
import type { DbExecutor } from '../../../db/executor.ts';
import type { Currency } from '../../../platform/money.ts';
import type { DepositPlay, LifetimePlay } from '../../wallet/index.ts';

/*
 * The shape of one AML rule (issue #26). A rule is one file in this folder: its code, the event it
 * watches, and `evaluate`, which answers the case to raise (its subject, so it is raised once, and its
 * evidence) or null. The engine (../watch.ts) reads the rule's row (enabled, parameters checked by the
 * contract's schema), runs it inside the event's transaction and inserts the case. "Many payment
 * instruments" and "sudden velocity" will be one file each: a withdrawal- or deposit-time rule reading
 * what it needs from the `RuleReads` below (grown by one read each).
 */

/** A withdrawal just requested: its hold is posted in `tx`, not yet committed. */
export type WithdrawalEvent = {
  playerId: number;
  currencyId: number;
  paymentId: number;
  reference: string;
  amountMinor: bigint;
  at: Date;
};

/** What rules may read, inside the event's transaction. */
export type RuleReads = {
  currency(id: number): Promise<Currency>;
  lastDepositPlay(tx: DbExecutor, playerId: number, currencyId: number): Promise<DepositPlay | null>;
  lifetimePlay(tx: DbExecutor, playerId: number, currencyId: number): Promise<LifetimePlay>;
  /** The operator's rate: units of the currency per euro, in millionths (numeric(18,6)); null if none. */
  unitsPerEurMicro(tx: DbExecutor, currencyId: number): Promise<bigint | null>;
  /** Whether this rule already raised a case with this subject for the player (a once-only rule asks). */
  caseRaised(tx: DbExecutor, rule: AmlRuleCode, playerId: number, subject: string): Promise<boolean>;
};

export type Raised = { subject: string; evidence: AmlEvidence };

export type WithdrawalRule<C extends AmlRuleCode = AmlRuleCode> = {
  code: C;
  on: 'withdrawal';
  evaluate(
    reads: RuleReads,
    tx: DbExecutor,
    event: WithdrawalEvent,
    params: AmlRuleParams<C>,
  ): Promise<Raised | null>;
};

/**
 * A rule whose cases another module raises from its own event (screening: a list match, through
 * `../screening-cases.ts`). The engine keeps its switch and parameters like any rule's; it watches no
 * withdrawal.
 */
export type RaisedElsewhereRule<C extends AmlRuleCode = AmlRuleCode> = {
  code: C;
  on: 'elsewhere';
  /** Who raises it, for the reader. */
  raisedBy: string;
};
