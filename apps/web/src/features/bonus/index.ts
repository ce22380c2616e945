/**
 * Bonus feature: the trial bonus amount, its claim, the registration celebration, and the bonuses page
 * (/dashboard/bonuses: offers, bonus code, the player's bonuses with wagering progress). The page is
 * reached through a lazy route.
 */
import './texts.ts'; // before any component renders
export { BonusesPage } from './BonusesPage.tsx';
export { Celebration } from './Celebration.tsx';
export { trialBonusQueryKey, useTrialBonusAmount } from './trialBonus.ts';
