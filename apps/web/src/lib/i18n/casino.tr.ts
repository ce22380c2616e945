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
    history: {
      caption: 'Oynadığınız eller, en yenisi en üstte',
      empty: 'Henüz oynanmış bir el yok. Bir oyun açtığınızda elleriniz burada görünür.',
      game: 'Oyun',
      bet: 'Bahis',
      win: 'Kazanç',
      status: 'Durum',
      time: 'Zaman',
      details: 'Hareketler',
      show: 'Göster',
      hide: 'Gizle',
      betMove: 'Bahis',
      winMove: 'Kazanç',
      rolledBack: 'geri alındı',
      status_processing: 'Devam Ediyor',
      status_completed: 'Tamamlandı',
      status_cancelled: 'İptal Edildi',
      status_expired: 'Süresi Doldu',
      pagination: 'Oyun geçmişi sayfaları',
      previous: 'Önceki sayfa',
      next: 'Sonraki sayfa',
      page: 'Sayfa {{page}} / {{pages}}',
    },
  },
};
