import type { shellMenuTr } from './shellMenu.tr.ts';
import type { shellTr } from './shell.tr.ts';

/** English texts of the shell namespace; the type keeps the key set identical to Turkish. */
export const shellEn: typeof shellTr & typeof shellMenuTr = {
  shell: {
    withdrawOnly: {
      title: 'Your account is closed to play',
      text: {
        self_exclusion:
          'You have excluded yourself from play until {{until}} (Türkiye time). Until then games, bets, deposits and bonuses are closed.',
        time_out:
          'Your time-out lasts until {{until}} (Türkiye time). Until then games, bets, deposits and bonuses are closed.',
        operator:
          'Your account is closed to play until {{until}} (Türkiye time). Until then games, bets, deposits and bonuses are closed.',
      },
      textNoEnd: 'Your account is closed to play for now. Games, bets, deposits and bonuses are closed.',
      what: 'In this session you can only see your balance and withdraw it (verifying your identity if needed).',
      toWithdraw: 'Go to the withdraw page',
      balance: 'Balance',
      logout: 'Log out',
    },
    search: {
      titleSlot: 'Search Slots',
      titleLive: 'Search Live Casino',
      modes: 'Where to search',
      modeSlot: 'Slots',
      modeLive: 'Live Casino',
      label: 'Game name',
      placeholder: 'For example: Sweet Bonanza',
      hint: 'Type at least {{count}} letters to search.',
      empty: 'The game you are looking for was not found.',
      emptyHint: 'Check the spelling or try another game name.',
      failed: 'Search is not available right now. Please try again shortly.',
      retry: 'Try again',
      results: 'Games found',
    },
    menu: {
      title: 'Menu',
      close: 'Close menu',
      nav: 'Site menu',
      searchGames: 'Search Games',
      highRate: 'High Rate',
      groups: {
        casino: 'Casino',
        sports: 'Sports Bettings',
        games: 'Games',
        other: 'Other',
      },
      items: {
        slot: 'Slot Games',
        live: 'Live Casino',
        casinoGames: 'Casino Games',
        sportsFcg: 'FCG Sports',
        sportsBetco: 'Betco Sports',
        liveSports: 'Live Betting',
        liveSportsFcg: 'FCG Live Betting',
        liveSportsBetco: 'Betco Live Betting',
        aviator: 'Aviator',
        bingo: 'Bingo',
        tvbets: 'TV Games',
        promotions: 'Promotions',
        pages: 'Information',
        about: 'About Us',
        liveChat: 'Live Chat',
        callRequest: 'Call Me Back',
      },
      languagePlaceholder: 'Select Language',
      followMe: 'Follow Me',
      gameSearching: 'Opening {{name}}...',
      gameUnavailable: '{{name}} is not available right now. Please try again later.',
    },
    bottomBar: {
      nav: 'Quick access',
      deposit: 'Deposit',
      sports: 'Sports',
      slot: 'Slots',
      live: 'Live Casino',
      promotions: 'Promotions',
      support: 'Support',
    },
    topBanner: {
      label: 'Address notice',
      text: 'Our current address is {{baseDomain}}. If you cannot reach it, use {{nextDomain}}.',
      textCurrentOnly: 'Our current address is {{baseDomain}}. Bookmark it for easy access.',
      dismiss: 'Dismiss notice',
    },
  },
};
