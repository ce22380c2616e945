import type { casinoTr } from './casino.tr.ts';

/* English texts of the game page and play frame (see casino.tr.ts). */
export const casinoEn: typeof casinoTr = {
  casino: {
    play: {
      loading: 'Loading...',
      reload: 'Reload the game',
      close: 'Close the game',
      reloading: 'Game will be reloaded. Please wait...',
      frameTitle: '{{name}} game',
      notAGame: 'This link does not point to a game.',
      backToLobby: 'Back to the slot lobby',
    },
    history: {
      caption: 'Your rounds, newest first',
      empty: 'No rounds yet. Your rounds appear here once you open a game.',
      game: 'Game',
      bet: 'Bet',
      win: 'Win',
      status: 'Status',
      time: 'Time',
      details: 'Moves',
      show: 'Show',
      hide: 'Hide',
      betMove: 'Bet',
      winMove: 'Win',
      rolledBack: 'rolled back',
      status_processing: 'In progress',
      status_completed: 'Completed',
      status_cancelled: 'Cancelled',
      status_expired: 'Expired',
      pagination: 'Game history pages',
      previous: 'Previous page',
      next: 'Next page',
      page: 'Page {{page}} of {{pages}}',
    },
  },
};
