/*
 * Turkish texts of the shell namespace (spread into tr.ts). Kept in its own file so the shell code and
 * its texts change together; en counterpart: shell.en.ts.
 */
export const shellTr = {
  shell: {
    withdrawOnly: {
      title: 'Hesabınız oyuna kapalı',
      text: {
        self_exclusion:
          'Kendinizi {{until}} (TSİ) tarihine kadar oyundan dışladınız. Bu süre içinde oyun, bahis, para yatırma ve bonus kapalıdır.',
        time_out:
          'Molanız {{until}} (TSİ) tarihine kadar sürüyor. Bu süre içinde oyun, bahis, para yatırma ve bonus kapalıdır.',
        operator:
          'Hesabınız {{until}} (TSİ) tarihine kadar oyuna kapatıldı. Bu süre içinde oyun, bahis, para yatırma ve bonus kapalıdır.',
      },
      textNoEnd: 'Hesabınız şu anda oyuna kapalı. Oyun, bahis, para yatırma ve bonus kapalıdır.',
      what: 'Bu oturumda yalnızca bakiyenizi görebilir ve çekebilirsiniz (gerekirse kimliğinizi doğrulayarak).',
      toWithdraw: 'Para çek sayfasına git',
      balance: 'Bakiye',
      logout: 'Çıkış yap',
    },
    bottomBar: {
      nav: 'Hızlı erişim',
      deposit: 'Para Yatır',
      sports: 'Spor',
      slot: 'Slot',
      live: 'Canlı Casino',
      promotions: 'Promosyon',
      support: 'Destek',
    },
    topBanner: {
      label: 'Adres duyurusu',
      text: 'Güncel adresimiz {{baseDomain}}. Erişim sorunu yaşarsanız {{nextDomain}} adresini kullanın.',
      textCurrentOnly: 'Güncel adresimiz {{baseDomain}}. Kolay erişim için yer imlerinize ekleyin.',
      dismiss: 'Duyuruyu kapat',
    },
  },
};
