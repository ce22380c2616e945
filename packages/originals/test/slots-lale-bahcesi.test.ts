import { fraction } from '../src/slots/fraction.ts';
import { LALE_BAHCESI } from '../src/slots/index.ts';
import { proveTheme } from './support/slot-theme-proof.ts';

/*
 * Lale Bahçesi: the whole-window figures, the cap's bound, and the fixed-seed simulations. Paid rounds:
 * 500,000 rounds here, standard error 0.80 points, checked within 4 SE of the exact figure; the long run
 * is bench/rtp: 12,000,000 rounds, standard error 0.164 points (exact variance, moments.ts), so 3 SE =
 * 0.49. Bonus buys: 200,000, standard error 0.154 points of the price (3 SE = 0.46). The long run's N is
 * set by a budget of about 10 s of one core (4 s would leave 3 SE above 0.5 for every theme).
 */

proveTheme(
  'Lale Bahçesi',
  LALE_BAHCESI,
  { paidRounds: 500_000, bonusBuys: 200_000, seeds: [20261201, 20261202] },
  {
    rtp: 96.163448,
    bonusBuyRtp: 96.821814,
    lineRtp: 68.074137,
    featureRtp: 27.167371,
    trigger: fraction(3451n, 878800n),
    hitFrequency: 37.520589,
    bonusBuyHitFrequency: 99.994156,
    sd: 5.6961,
  },
);
