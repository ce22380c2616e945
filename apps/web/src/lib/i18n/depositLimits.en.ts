import type { depositLimitsTr } from './depositLimits.tr.ts';

/** English texts of the deposit-limits page; the type keeps the key set identical to Turkish. */
export const depositLimitsEn: typeof depositLimitsTr = {
  depositLimits: {
    title: 'Deposit Limits',
    tile: 'Deposit Limits',
    tileText: 'Set a daily, weekly and monthly cap on your deposits',
    intro:
      'Play responsibly by capping how much you can deposit. Lowering a limit applies at once; raising or removing it applies after a cooling-off (at least 24 hours), once you confirm it.',
    period: {
      daily: 'Daily limit',
      weekly: 'Weekly limit',
      monthly: 'Monthly limit',
    },
    window: {
      daily: 'last 24 hours',
      weekly: 'last 7 days',
      monthly: 'last 30 days',
    },
    current: 'Current limit',
    used: 'Used ({{window}})',
    remaining: 'Remaining',
    noLimit: 'No limit',
    pendingIncrease: 'Rise to {{amount}} requested: you can confirm it from {{at}}.',
    pendingRemoval: 'Removal requested: you can confirm it from {{at}}.',
    readyIncrease: 'Rise to {{amount}} waiting for your confirmation.',
    readyRemoval: 'Removal waiting for your confirmation.',
    confirm: 'Confirm',
    newLimit: {
      daily: 'New daily limit',
      weekly: 'New weekly limit',
      monthly: 'New monthly limit',
    },
    placeholder: 'e.g. 1.000,00',
    save: 'Save',
    remove: 'Remove limit',
    invalidAmount: 'Enter an amount above zero with at most 2 decimal places (e.g. 1.500,00).',
    loadFailed: 'Your limits could not be loaded.',
    retry: 'Try again',
  },
};
