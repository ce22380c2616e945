/*
 * Turkish texts of the side menu and the game search (keys under `shell`, like shell.tr.ts). Not in the
 * first page: the menu's and the search's chunks give them to i18next (shell/menuTexts.ts).
 */
export const shellMenuTr = {
  shell: {
    search: {
      titleSlot: 'Slot Oyunlarında Ara',
      titleLive: 'Canlı Casinoda Ara',
      modes: 'Nerede aransın?',
      modeSlot: 'Slot',
      modeLive: 'Canlı Casino',
      label: 'Oyun adı',
      placeholder: 'Örneğin: Sweet Bonanza',
      hint: 'Aramak için en az {{count}} harf yazın.',
      empty: 'Aradığınız oyun bulunamadı.',
      emptyHint: 'Yazımı kontrol edin ya da başka bir oyun adı deneyin.',
      failed: 'Arama şu anda yapılamıyor. Lütfen biraz sonra tekrar deneyin.',
      retry: 'Tekrar dene',
      results: 'Bulunan oyunlar',
    },
    menu: {
      title: 'Menü',
      close: 'Menüyü kapat',
      nav: 'Site menüsü',
      searchGames: 'Oyun Ara',
      highRate: 'Yüksek Oran',
      groups: {
        casino: 'Casino',
        sports: 'Spor Bahisleri',
        games: 'Oyunlar',
        other: 'Diğer',
      },
      items: {
        slot: 'Slot Oyunları',
        live: 'Canlı Casino',
        casinoGames: 'Casino Oyunları',
        sportsFcg: 'FCG Spor',
        sportsBetco: 'Betco Spor',
        liveSports: 'Canlı Bahis',
        liveSportsFcg: 'FCG Canlı Bahis',
        liveSportsBetco: 'Betco Canlı Bahis',
        aviator: 'Aviator',
        bingo: 'Tombala',
        tvbets: 'TV Oyunları',
        promotions: 'Promosyonlar',
        pages: 'Bilgi Sayfaları',
        about: 'Hakkımızda',
        liveChat: 'Canlı Destek',
        callRequest: 'Sizi Arayalım',
      },
      languagePlaceholder: 'Dil Seçin',
      followMe: 'Bizi Takip Edin',
      gameSearching: '{{name}} açılıyor...',
      gameUnavailable: '{{name}} şu anda oynanamıyor. Lütfen daha sonra tekrar deneyin.',
    },
  },
};
