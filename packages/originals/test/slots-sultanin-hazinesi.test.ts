import { fraction } from '../src/slots/fraction.ts';
import { SULTANIN_HAZINESI } from '../src/slots/index.ts';
import { proveTheme } from './support/slot-theme-proof.ts';

/*
 * Sultanın Hazinesi: the whole-window figures, the cap's bound, and the fixed-seed simulations. Paid
 * rounds: 500,000 rounds here, standard error 0.80 points, checked within 4 SE of the exact figure; the
 * long run is bench/rtp: 12,000,000 rounds, standard error 0.164 points (exact variance, moments.ts), so
 * 3 SE = 0.49. Bonus buys: 100,000, standard error 0.164 points of the price (3 SE = 0.49). The long
 * run's N is set by a budget of about 10 s of one core (4 s would leave 3 SE above 0.5 for every theme).
 */

proveTheme(
  'Sultanın Hazinesi',
  SULTANIN_HAZINESI,
  { paidRounds: 500_000, bonusBuys: 100_000, seeds: [20261205, 20261206] },
  {
    rtp: 96.228967,
    bonusBuyRtp: 96.641815,
    lineRtp: 67.153492,
    featureRtp: 28.233637,
    trigger: fraction(132381n, 36736000n),
    hitFrequency: 50.751206,
    bonusBuyHitFrequency: 99.999998,
    sd: 5.6683,
  },
);
