/*
 * Turkish texts of the content namespace (spread into tr.ts). Kept in its own file so the content code and
 * its texts change together; en counterpart: content.en.ts.
 */
export const contentTr = {
  content: {
    carousel: {
      label: 'Öne çıkan kampanyalar',
      previous: 'Önceki afiş',
      next: 'Sonraki afiş',
    },
    popup: {
      label: 'Duyuru',
      imageAlt: 'Kampanya duyurusu',
      close: 'Kapat',
    },
    liveChat: {
      unavailable: 'Canlı destek şu anda kullanılamıyor. Lütfen biraz sonra tekrar deneyin.',
    },
  },
};
