import type { saferPlayTr } from './saferPlay.tr.ts';

/** English texts of the safer-play page; the type keeps the key set identical to Turkish. */
export const saferPlayEn: typeof saferPlayTr = {
  saferPlay: {
    title: 'Safer Play',
    tile: 'Safer Play',
    tileText: 'Take a time-out or exclude yourself from play',
    intro:
      'Here when you want a break from play. A time-out or a self-exclusion starts at once: your open sessions and games end, you cannot sign in until it is over, and it cannot be shortened.',
    limitsLink: 'Set your deposit limits',
    timeOut: {
      title: 'Take a time-out',
      text: 'For the period you choose you cannot sign in, bet or receive promotions.',
      legend: 'Time-out period',
      period: { '24h': '24 hours', '7d': '7 days', '1m': '1 month', '6w': '6 weeks' },
      submit: 'Take a time-out',
      confirmTitle: 'Start a time-out?',
      confirmText:
        'You cannot sign in for {{period}}. Your open sessions and games end at once and your active bonus is forfeited. A time-out cannot be shortened.',
      confirm: 'Start the time-out',
    },
    selfExclusion: {
      title: 'Self-exclude',
      text: 'If you feel you are losing control of your play, close your account to play for at least 6 months. A self-exclusion cannot be lifted before it ends.',
      legend: 'Self-exclusion period',
      period: { '6m': '6 months', '1y': '1 year', '5y': '5 years' },
      understand: 'I understand this period cannot be shortened and my active bonus will be forfeited.',
      understandRequired: 'Confirm this to go on.',
      submit: 'Exclude myself',
      confirmTitle: 'Are you sure you want to exclude yourself from play?',
      confirmText:
        'You cannot sign in or bet for {{period}}. Your open sessions and games end at once. This cannot be undone.',
      confirm: 'Yes, exclude me',
    },
    keep: 'Go back',
  },
};
