/*
 * Turkish texts of the shell namespace (spread into tr.ts). Kept in its own file so the shell code and
 * its texts change together; en counterpart: shell.en.ts.
 */
export const shellTr = {
  shell: {
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
