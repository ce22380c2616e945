import type { bonusesTr } from './bonuses.tr.ts';

/** English texts of the bonuses page; the type keeps the key set identical to Turkish. */
export const bonusesEn: typeof bonusesTr = {
  bonuses: {
    lead: 'Claim the offers waiting for you, redeem a bonus code and follow your wagering progress.',
    offersTitle: 'Available Offers',
    claim: 'Claim',
    claimed: 'Your bonus has been credited.',
    credits: 'You receive',
    wagering: 'Wagering',
    wageringValue: '{{multiple}}x',
    validDays: 'Valid for',
    validDaysValue: '{{count}} days',
    maxBet: 'Max bet',
    noMaxBet: 'No cap',
    codeTitle: 'Have a Bonus Code?',
    codeLead: 'Enter your promo code; it applies to your latest deposit.',
    codeLabel: 'Bonus code',
    codePlaceholder: 'e.g. WELCOME100',
    codeSubmit: 'Redeem',
    codeInvalid: 'Please enter a bonus code of at least 3 characters.',
    mineTitle: 'Claimed Bonuses',
    amount: 'Bonus amount',
    expiresAt: 'Expires',
    progressLabel: 'Wagering progress',
    progressText: '{{done}} / {{required}} wagered',
    forfeit: 'Forfeit',
    forfeitTitle: 'Forfeit this bonus?',
    forfeitText:
      'If you forfeit "{{title}}" ({{amount}}), the bonus money left from it is removed from your account. This cannot be undone.',
    forfeitKeep: 'No, keep it',
    forfeitConfirm: 'Yes, forfeit',
    forfeited: 'The bonus has been forfeited.',
    loadFailed: 'Your bonuses could not be loaded.',
    retry: 'Try again',
    status: {
      active: 'Active',
      completed: 'Completed',
      expired: 'Expired',
      forfeited: 'Forfeited',
    },
  },
};
