/*
 * Turkish texts of the game page and play frame (issue #12). Spread into tr.ts; en: casino.en.ts.
 */
export const casinoTr = {
  casino: {
    play: {
      loading: 'Loading...',
      reload: 'Oyunu yeniden yükle',
      close: 'Oyunu kapat',
      reloading: 'Game will be reloaded. Please wait...',
      frameTitle: '{{name}} oyunu',
      notAGame: 'Bu bağlantı bir oyunu göstermiyor.',
      backToLobby: 'Slot lobisine dön',
    },
  },
};
