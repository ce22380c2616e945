import { minorToDecimal } from '@lale/contracts';
import { eurosInMinor, eventEvidence, rateText, type AmlRule } from './rule.ts';

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
 * A player who stakes past it on money already in, and neither deposits nor withdraws again, is not seen
 * (a periodic sweep would close that; not built).
 *
 * The conversion is integer: threshold in minor units = ⌈euros × rate (millionths) × 10^minor / 10⁶⌉.
 * A currency without a rate is skipped (the rule never guesses a rate).
 */
export const lifetimeThresholdRule: AmlRule<'lifetime_threshold'> = {
  code: 'lifetime_threshold',
  on: ['withdrawal', 'deposit'],
  async evaluate(reads, tx, event, { thresholdEur }) {
    const subject = 'lifetime';
    if (await reads.caseRaised(tx, 'lifetime_threshold', event.playerId, subject)) return null;
    const rateMicro = await reads.unitsPerEurMicro(tx, event.currencyId);
    if (rateMicro === null) return null;
    const currency = await reads.currency(event.currencyId);
    const thresholdMinor = eurosInMinor(thresholdEur, rateMicro, currency);
    const play = await reads.lifetimePlay(tx, event.playerId, event.currencyId);
    if (play.stakedMinor < thresholdMinor && play.wonMinor < thresholdMinor) return null;
    const money = (minor: bigint) => minorToDecimal(minor, currency.minorUnits);
    return {
      subject,
      evidence: {
        currency: currency.code,
        ...eventEvidence(event, currency),
        stakedLifetime: money(play.stakedMinor),
        wonLifetime: money(play.wonMinor < 0n ? 0n : play.wonMinor),
        thresholdEur,
        unitsPerEur: rateText(rateMicro),
        thresholdInCurrency: money(thresholdMinor),
      },
    };
  },
};
