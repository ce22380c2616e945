/** Bonus feature: the trial bonus amount, its claim, and the registration celebration. */
export { Celebration } from './Celebration.tsx';
export { trialBonusQueryKey, useTrialBonusAmount } from './trialBonus.ts';
