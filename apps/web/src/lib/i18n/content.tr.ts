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
    promotions: {
      title: 'Promosyonlar',
      lead: 'Hoş geldin bonusundan haftalık kayıp bonusuna, size özel kampanyalar.',
      details: 'Detaylar',
      empty: 'Şu anda yayında bir promosyon yok. Yeni kampanyalar için yakında tekrar bakın.',
    },
    pages: {
      title: 'Bilgi Sayfaları',
      lead: 'Kurallar, sözleşmeler ve merak ettiğiniz her şey.',
      empty: 'Henüz yayında bir sayfa yok.',
      notFoundTitle: 'Bu sayfa bulunamadı',
      notFoundText: 'Aradığınız içerik kaldırılmış ya da hiç yayınlanmamış olabilir.',
      backToList: 'Tüm sayfalar',
      helpTitle: 'Yardıma mı ihtiyacınız var?',
      helpText: 'Canlı destekten bize yazın ya da numaranızı bırakın, sizi arayalım.',
      liveChat: 'Canlı Destek',
      callRequest: 'Beni Arayın',
    },
    popup: {
      label: 'Duyuru',
      imageAlt: 'Kampanya duyurusu',
      close: 'Kapat',
    },
    callRequest: {
      title: 'Sizi Arayalım',
      intro: 'Bilgilerinizi bırakın, müşteri temsilcimiz en kısa sürede sizi arasın.',
      name: 'Ad Soyad',
      phone: 'Telefon',
      message: 'Mesajınız',
      submit: 'Talebi Kaydet',
      sent: 'Talebiniz alındı.',
    },
    liveChat: {
      unavailable: 'Canlı destek şu anda kullanılamıyor. Lütfen biraz sonra tekrar deneyin.',
    },
  },
};
