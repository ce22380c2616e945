import { scaled } from './payout.ts';

/*
 * The cash-out price of an open single or accumulator (issue #13): what the bet is worth now by the
 * book's current odds, less a margin. A won leg has paid its accepted odds; a void or cancelled leg
 * counts 1; an open leg is worth its accepted odds over its odds now (the chance the book gives it
 * now, margin included). No price while a leg is lost (nothing to cash out) or an open leg has no odds
 * (suspended: the book cannot value it). System bets have no cash-out.
 *
 *   offer = stake · Π(won: A) · Π(open: A / C) · (1 − margin), rounded down
 */

export const CASHOUT_MARGIN_PERMILLE = 50n;

export type CashoutLeg =
  | { state: 'won'; accepted: string }
  | { state: 'void' }
  | { state: 'lost' }
  /** Open: `now` is the outcome's odds now, null when its market is not taking bets. */
  | { state: 'open'; accepted: string; now: string | null };

export function cashoutOffer(stakeMinor: bigint, legs: readonly CashoutLeg[]): bigint | null {
  let n = stakeMinor * (1_000n - CASHOUT_MARGIN_PERMILLE);
  let d = 1_000n;
  for (const leg of legs) {
    if (leg.state === 'lost') return null;
    if (leg.state === 'void') continue;
    if (leg.state === 'won') {
      n *= scaled(leg.accepted, 2);
      d *= 100n;
      continue;
    }
    if (leg.now === null) return null;
    n *= scaled(leg.accepted, 2);
    d *= scaled(leg.now, 2);
  }
  return n / d;
}
