import { fraction } from '../src/slots/fraction.ts';
import { NEON_MEYVELER } from '../src/slots/index.ts';
import { proveTheme } from './support/slot-theme-proof.ts';

/*
 * Neon Meyveler: the whole-window figures, the cap's bound, and the fixed-seed simulations. Paid rounds:
 * 500,000 rounds here, standard error 1.10 points, checked within 4 SE of the exact figure; the long run
 * is bench/rtp: 13,000,000 rounds, standard error 0.216 points (exact variance, moments.ts), so 3 SE =
 * 0.65. The most volatile theme (σ = 7.78 stakes a round): 3 SE < 0.5 would take 22,000,000 rounds,
 * about twice the time budget, so N stops at the budget and 3 SE stays above 0.5 (see the report). Bonus
 * buys: 150,000, standard error 0.210 points of the price (3 SE = 0.63). The long run's N is set by a
 * budget of about 10 s of one core (4 s would leave 3 SE above 0.5 for every theme).
 */

proveTheme(
  'Neon Meyveler',
  NEON_MEYVELER,
  { paidRounds: 500_000, bonusBuys: 150_000, seeds: [20261203, 20261204] },
  {
    rtp: 96.432917,
    bonusBuyRtp: 96.769086,
    lineRtp: 62.13027,
    featureRtp: 33.125844,
    trigger: fraction(15487n, 4612664n),
    hitFrequency: 42.921514,
    bonusBuyHitFrequency: 99.991181,
    sd: 7.7753,
  },
);
