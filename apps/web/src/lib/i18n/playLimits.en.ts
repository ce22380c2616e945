import type { playLimitsTr } from './playLimits.tr.ts';

/** English texts of the loss and wager limits; the type keeps the key set identical to Turkish. */
export const playLimitsEn: typeof playLimitsTr = {
  playLimits: {
    title: 'Loss, Wager and Time Limits',
    tile: 'Loss, Wager and Time Limits',
    tileText: 'Cap how much you can lose, how much you can bet and how long you play',
    intro:
      'A loss limit caps your stakes minus your winnings (a bet not yet settled counts as lost until it settles); a wager limit caps what you stake. Only your cash balance counts. Lowering a limit applies at once; raising or removing one applies after a cooling-off (at least 24 hours), once you confirm it. A bet that would break a limit is not taken, and you are told which limit and when it frees up.',
    kind: {
      loss: 'Loss limits',
      wager: 'Wager limits',
      session: 'Session-time limits',
    },
    sessionIntro:
      'Caps the time you spend signed in to the site (two devices at once count as one). Once it is used up, no bet is taken until that time has left the window.',
    minutes: '{{count}} min',
    hours: '{{count}} h',
    hoursMinutes: '{{hours}} h {{minutes}} min',
    minutesPlaceholder: 'Minutes, e.g. 120',
    invalidMinutes: 'Enter whole minutes (15–1440 for a daily limit).',
    card: {
      loss: { daily: 'Daily loss limit', weekly: 'Weekly loss limit', monthly: 'Monthly loss limit' },
      wager: { daily: 'Daily wager limit', weekly: 'Weekly wager limit', monthly: 'Monthly wager limit' },
      session: {
        daily: 'Daily session-time limit',
        weekly: 'Weekly session-time limit',
        monthly: 'Monthly session-time limit',
      },
    },
    newLimit: {
      loss: {
        daily: 'New daily loss limit',
        weekly: 'New weekly loss limit',
        monthly: 'New monthly loss limit',
      },
      wager: {
        daily: 'New daily wager limit',
        weekly: 'New weekly wager limit',
        monthly: 'New monthly wager limit',
      },
      session: {
        daily: 'New daily time limit (minutes)',
        weekly: 'New weekly time limit (minutes)',
        monthly: 'New monthly time limit (minutes)',
      },
    },
    used: {
      loss: 'Net loss ({{window}})',
      wager: 'Staked ({{window}})',
      session: 'Signed in ({{window}})',
    },
    step: {
      title: 'Set your limits',
      intro:
        'Before you start playing you can set yourself limits. All are optional; you can change them later under My account › Loss and Wager Limits.',
      deposit: 'Daily deposit limit',
      loss: 'Daily loss limit',
      wager: 'Daily wager limit',
      save: 'Save limits',
      skip: 'Not now',
      saved: 'Your limits have been saved.',
      optional: 'Optional',
    },
    link: 'Set your limits',
  },
};
