import { AML_RULE_PARAMS, type AmlRuleCode, type AmlRuleParams } from '@lale/contracts';
import type { DbExecutor } from '../../../db/executor.ts';
import { depositVelocityRule } from './deposit-velocity.ts';
import { depositWithdrawnRule } from './deposit-withdrawn.ts';
import { excludedLookalikeRule } from './excluded-lookalike.ts';
import { lifetimeThresholdRule } from './lifetime-threshold.ts';
import { manyInstrumentsRule } from './many-instruments.ts';
import type { AmlEvent, AmlRule, RaisedElsewhereRule, Raised, RuleReads } from './rule.ts';
import { screeningMatchRule } from './screening-match.ts';

/** Every rule the API runs, by code; a code in the contract without a rule here fails to compile. */
export const AML_RULES: { [C in AmlRuleCode]: AmlRule<C> | RaisedElsewhereRule<C> } = {
  deposit_withdrawn: depositWithdrawnRule,
  lifetime_threshold: lifetimeThresholdRule,
  many_instruments: manyInstrumentsRule,
  deposit_velocity: depositVelocityRule,
  screening_match: screeningMatchRule,
  excluded_lookalike: excludedLookalikeRule,
};

export type { AmlEvent, AmlEventKind, PaymentEvent, RuleReads, WithdrawalEvent } from './rule.ts';

/**
 * Runs one rule on an event with its stored parameters, checked by the rule's schema first (throws when
 * they do not pass). The casts only restate what the map's type says — code C's rule takes code C's
 * parameters — which TypeScript cannot follow through an indexed union.
 */
export function evaluateRule<C extends AmlRuleCode>(
  code: C,
  storedParams: unknown,
  reads: RuleReads,
  tx: DbExecutor,
  event: AmlEvent,
): Promise<Raised | null> {
  const rule = AML_RULES[code] as AmlRule<C>;
  const params = AML_RULE_PARAMS[code].parse(storedParams) as AmlRuleParams<C>;
  return rule.evaluate(reads, tx, event, params);
}
