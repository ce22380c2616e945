import { minorToDecimal } from '@lale/contracts';
import type { WithdrawalRule } from './rule.ts';

/*
 * "A deposit withdrawn with little play" (issue #26): when a withdrawal is requested and the cash staked
 * since the player's last deposit is below `maxStakeShare` of that deposit (why 0.5: the contract,
 * AML_RULE_PARAMS), a case is raised for that withdrawal. No deposit at all (money from a correction or
 * a promotion only): nothing to launder through us, no case. The withdrawal itself is never held back:
 * staff look at the case while the payments queue decides the payout as usual.
 *
 * The comparison is in minor units with the share as a fraction of 10,000 (basis points), so no float
 * ever decides: staked × 10,000 < deposit × round(share × 10,000).
 */
export const depositWithdrawnRule: WithdrawalRule<'deposit_withdrawn'> = {
  code: 'deposit_withdrawn',
  on: ['withdrawal'],
  async evaluate(reads, tx, event, { maxStakeShare }) {
    const play = await reads.lastDepositPlay(tx, event.playerId, event.currencyId);
    if (!play) return null;
    const basisPoints = BigInt(Math.round(maxStakeShare * 10_000));
    if (play.stakedMinor * 10_000n >= play.depositMinor * basisPoints) return null;
    const currency = await reads.currency(event.currencyId);
    const money = (minor: bigint) => minorToDecimal(minor, currency.minorUnits);
    return {
      subject: `withdrawal:${event.paymentId}`,
      evidence: {
        currency: currency.code,
        withdrawalReference: event.reference,
        withdrawalAmount: money(event.amountMinor),
        depositReference: play.depositReference,
        depositAmount: money(play.depositMinor),
        depositAt: play.depositAt.toISOString(),
        stakedSinceDeposit: money(play.stakedMinor),
        maxStakeShare,
      },
    };
  },
};
