import type { AmlRuleCode } from '@lale/contracts';
import { depositWithdrawnRule } from './deposit-withdrawn.ts';
import type { WithdrawalRule } from './rule.ts';

/** Every rule the API runs, by code; a code in the contract without a rule here fails to compile. */
export const AML_RULES: { [C in AmlRuleCode]: WithdrawalRule<C> } = {
  deposit_withdrawn: depositWithdrawnRule,
};

export type { RuleReads, WithdrawalEvent } from './rule.ts';
