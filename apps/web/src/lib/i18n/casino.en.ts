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
  },
};
