/*
 * Turkish texts of the deposit-limits page (spread into tr.ts). In their own file so the page and its
 * texts change together; en counterpart: depositLimits.en.ts.
 */
export const depositLimitsTr = {
  depositLimits: {
    title: 'Para Yatırma Limitleri',
    tile: 'Para Yatırma Limitleri',
    tileText: 'Günlük, haftalık ve aylık yatırım sınırınızı belirleyin',
    intro:
      'Sorumlu oyun için ne kadar para yatırabileceğinizi sınırlayın. Limiti düşürmek hemen geçerli olur; artırmak ya da kaldırmak ise bekleme süresinden (en az 24 saat) sonra, sizin onayınızla geçerli olur.',
    period: {
      daily: 'Günlük limit',
      weekly: 'Haftalık limit',
      monthly: 'Aylık limit',
    },
    window: {
      daily: 'son 24 saat',
      weekly: 'son 7 gün',
      monthly: 'son 30 gün',
    },
    current: 'Geçerli limit',
    used: 'Kullanılan ({{window}})',
    remaining: 'Kalan',
    noLimit: 'Limit yok',
    pendingIncrease: '{{amount}} olarak artırma isteğiniz: {{at}} itibarıyla onaylayabilirsiniz.',
    pendingRemoval: 'Kaldırma isteğiniz: {{at}} itibarıyla onaylayabilirsiniz.',
    readyIncrease: '{{amount}} olarak artırma isteğiniz onayınızı bekliyor.',
    readyRemoval: 'Kaldırma isteğiniz onayınızı bekliyor.',
    confirm: 'Onayla',
    newLimit: {
      daily: 'Yeni günlük limit',
      weekly: 'Yeni haftalık limit',
      monthly: 'Yeni aylık limit',
    },
    placeholder: 'Ör. 1.000,00',
    save: 'Kaydet',
    remove: 'Limiti kaldır',
    invalidAmount: 'Sıfırdan büyük, en fazla 2 ondalık basamaklı bir tutar girin (ör. 1.500,00).',
    loadFailed: 'Limitleriniz yüklenemedi.',
    retry: 'Tekrar dene',
  },
};
