/*
 * Turkish texts of the promotions and content pages and the call-request form (keys under `content`,
 * like content.tr.ts). Not in the first page: those chunks import lib/i18n/contentPages.ts.
 */
export const contentPagesTr = {
  content: {
    promotions: {
      title: 'Promosyonlar',
      lead: 'Hoş geldin bonusundan kupon bozdurmaya, sizin için hazırladıklarımız ve tüm koşulları.',
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
    callRequest: {
      title: 'Sizi Arayalım',
      intro: 'Bilgilerinizi bırakın, müşteri temsilcimiz en kısa sürede sizi arasın.',
      name: 'Ad Soyad',
      phone: 'Telefon',
      message: 'Mesajınız',
      submit: 'Talebi Kaydet',
      sent: 'Talebiniz alındı.',
    },
  },
};
