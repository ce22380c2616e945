import type { GameContributions } from '../../db/schema.ts';

/*
 * The arithmetic of bonus terms, in minor units, without I/O. Every division rounds down: the player is
 * never granted or credited a fraction of a kuruş the terms do not give.
 */

/** A game category a stake is reported in (the keys of a definition's contributions). */
export type StakeCategory = 'slot' | 'live' | 'table' | 'sports';

export type AmountTerms = {
  kind: string;
  percent: number | null;
  capMinor: bigint | null;
  fixedAmountMinor: bigint | null;
};

/** What a deposit of `depositMinor` earns: a percentage up to the cap, or the fixed amount. */
export function bonusAmountFor(terms: AmountTerms, depositMinor: bigint): bigint {
  if (terms.kind === 'fixed') return terms.fixedAmountMinor ?? 0n;
  const share = (depositMinor * BigInt(terms.percent ?? 0)) / 100n;
  return terms.capMinor !== null && share > terms.capMinor ? terms.capMinor : share;
}

/** The turnover that converts a bonus of `amountMinor` to cash. */
export function wageringRequiredFor(amountMinor: bigint, wageringMultiple: number): bigint {
  return amountMinor * BigInt(wageringMultiple);
}

/** How much of a stake counts towards wagering: its category's percentage (0 when not listed). */
export function contributionOf(
  contributions: GameContributions,
  category: StakeCategory,
  stakeMinor: bigint,
) {
  const percent = contributions[category] ?? 0;
  if (!Number.isInteger(percent) || percent <= 0) return 0n;
  return (stakeMinor * BigInt(Math.min(percent, 100))) / 100n;
}

const DAY_MS = 86_400_000;

export const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

/** A bet's total odds as an exact fraction n / d (sports: the product of the legs' odds). */
export type Odds = { n: bigint; d: bigint };

/** Whether `odds` reach a minimum written as a decimal with up to 2 places ('1.50'). */
export function meetsMinOdds(odds: Odds, minOdds: string): boolean {
  const [whole = '0', fraction = ''] = minOdds.split('.');
  const hundredths = BigInt(whole + fraction.slice(0, 2).padEnd(2, '0'));
  return odds.n * 100n >= hundredths * odds.d;
}
