import { minorToDecimal, type AmlEvidence } from '@lale/contracts';
import type { DbExecutor } from '../../../db/executor.ts';
import type { Currency } from '../../../platform/money.ts';
import { eurosInMinor, eventEvidence, rateText, type AmlRule, type Raised, type RuleReads } from './rule.ts';

/*
 * "Cumulative stakes or winnings reaching the due-diligence threshold" (issue #26): at a withdrawal
 * request, when the player's cash stakes or winnings over their whole history reach `thresholdEur`
 * (€2,000 by default; why: the contract, AML_RULE_PARAMS) converted at the operator's own rate, a case is
 * raised — once per player (subject `lifetime`): from then the player is known to compliance, and the
 * rule stops reading the ledger for them.
 *
 * Judged at a withdrawal, when winnings are collected (the moment the threshold is about in the law), and
 * at every confirmed deposit (fresh money to stake: a player who stakes past the threshold and never
 * withdraws is seen at their next deposit) — never inside a stake: the stake is the platform's hot path.
 * A player who stakes past it on money already in, and neither deposits nor withdraws again, is seen by
 * the periodic sweep (../lifetime-sweep.ts), which judges the players who played lately.
 *
 * The conversion is integer: threshold in minor units = ⌈euros × rate (millionths) × 10^minor / 10⁶⌉.
 * A currency without a rate is skipped (the rule never guesses a rate).
 */
/**
 * The rule's judgement for one player in one currency, whatever made it look: the payment's evidence
 * (`trigger`, given the currency) goes into the case beside the lifetime figures. Shared by the payment
 * events below and the periodic sweep (../lifetime-sweep.ts).
 */
export async function lifetimeCase(
  reads: RuleReads,
  tx: DbExecutor,
  playerId: number,
  currencyId: number,
  thresholdEur: number,
  trigger: (currency: Currency) => AmlEvidence,
): Promise<Raised | null> {
  const subject = 'lifetime';
  if (await reads.caseRaised(tx, 'lifetime_threshold', playerId, subject)) return null;
  const rateMicro = await reads.unitsPerEurMicro(tx, currencyId);
  if (rateMicro === null) return null;
  const currency = await reads.currency(currencyId);
  const thresholdMinor = eurosInMinor(thresholdEur, rateMicro, currency);
  const play = await reads.lifetimePlay(tx, playerId, currencyId);
  if (play.stakedMinor < thresholdMinor && play.wonMinor < thresholdMinor) return null;
  const money = (minor: bigint) => minorToDecimal(minor, currency.minorUnits);
  return {
    subject,
    evidence: {
      currency: currency.code,
      ...trigger(currency),
      stakedLifetime: money(play.stakedMinor),
      wonLifetime: money(play.wonMinor < 0n ? 0n : play.wonMinor),
      thresholdEur,
      unitsPerEur: rateText(rateMicro),
      thresholdInCurrency: money(thresholdMinor),
    },
  };
}

export const lifetimeThresholdRule: AmlRule<'lifetime_threshold'> = {
  code: 'lifetime_threshold',
  on: ['withdrawal', 'deposit'],
  evaluate: (reads, tx, event, { thresholdEur }) =>
    lifetimeCase(reads, tx, event.playerId, event.currencyId, thresholdEur, (currency) =>
      eventEvidence(event, currency),
    ),
};
