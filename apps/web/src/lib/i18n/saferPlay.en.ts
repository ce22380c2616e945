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
    history: {
      title: 'My account history',
      link: 'See your account history for the last 12 months',
      intro:
        'Your stakes, wins, deposits and withdrawals over the last 12 calendar months (Türkiye time). The net result is your wins less your stakes; a minus amount is what you lost that month.',
      explain:
        'Stakes from your bonus balance and wins paid to it are shown apart. Bonuses granted, free-round and campaign wins, and bonus money converted to cash are not in this table. A withdrawal shows in the month it was paid; a pending request does not.',
      caption: 'Monthly summary of the last 12 months and the yearly total ({{currency}})',
      month: 'Month',
      stakes: 'Stakes',
      wins: 'Wins',
      deposits: 'Deposits',
      withdrawals: 'Withdrawals',
      net: 'Net result',
      bonusPart: '{{amount}} from bonus',
      year: 'Last 12 months in total',
      loading: 'Loading your account history…',
      loadFailed: 'Your account history could not be loaded.',
      retry: 'Try again',
      back: 'Back to Safer Play',
    },
    close: {
      title: 'Close my account',
      text: 'Closes your account for good: all your sessions end, this account can never sign in again and it is not reopened. If you only want a break, a time-out or a self-exclusion suits better.',
      payoutFirst:
        'Your balance is paid out first: the account cannot be closed while it holds cash or a withdrawal is pending. A bonus balance is forfeited on closure.',
      withdrawLink: 'Go to the withdrawal page',
      reasonLabel: 'Your reason for closing',
      reasonPlaceholder: 'Choose a reason',
      reasonRequired: 'Choose a reason to go on.',
      reason: {
        no_longer_interested: 'I am no longer interested',
        spending_too_much: 'I spend too much money',
        playing_too_much: 'I spend too much time',
        another_site: 'I will use another site',
        unhappy_with_service: 'I am unhappy with the service',
        other: 'Other',
      },
      textLabel: 'Anything you want to add (optional)',
      submit: 'Close my account',
      confirmTitle: 'Are you sure you want to close your account?',
      confirmText:
        'Your account is closed for good, all your sessions end and any bonus balance is forfeited. This cannot be undone.',
      confirm: 'Yes, close my account',
    },
    end: {
      title: 'End my self-exclusion',
      intro:
        'When your self-exclusion is over, your account does not open by itself. If you want to play again, ask for it here with your username and password: your account opens after a cooling-off (at least 24 hours) from the request; the answer tells you when. This cooling-off cannot be shortened.',
      help: 'If you are not sure, take your time; live support is there if you want to talk to someone.',
      username: 'Username',
      password: 'Password',
      required: 'This field is required.',
      submit: 'Ask to end it',
    },
    realityCheck: {
      setting: {
        title: 'Reality check',
        text: 'At the interval you choose, even over a game, a reminder shows the time since you signed in, your stakes, your wins and your net position. Play stops until you answer it.',
        legend: 'Reminder interval',
        off: 'Off',
        every: 'Every {{minutes}} minutes',
        submit: 'Save',
      },
      title: 'Reality check',
      description:
        'The time since you signed in and what moved in your account. Choose whether to continue or to stop playing.',
      elapsed: '{{hours}} h {{minutes}} min',
      elapsedMinutes: '{{minutes}} min',
      elapsedLabel: 'Time signed in',
      stakes: 'Stakes',
      wins: 'Wins',
      net: 'Net position',
      cash: 'Cash',
      bonus: 'Bonus',
      total: 'Total',
      loading: 'Loading your figures…',
      continue: 'Continue',
      stop: 'Stop playing',
    },
    keep: 'Go back',
  },
};
