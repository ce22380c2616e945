/*
 * Turkish texts of the loss and wager limits (the page /dashboard/play-limits and the step after
 * sign-up, issue #26); en counterpart: playLimits.en.ts.
 */
export const playLimitsTr = {
  playLimits: {
    title: 'Kayıp ve Bahis Limitleri',
    tile: 'Kayıp ve Bahis Limitleri',
    tileText: 'Ne kadar kaybedebileceğinizi ve bahis yapabileceğinizi sınırlayın',
    intro:
      'Kayıp limiti, bahisleriniz ile kazançlarınız arasındaki farkı sınırlar (sonuçlanmamış bir bahis, sonuçlanana dek kaybedilmiş sayılır); bahis limiti, yaptığınız bahislerin toplamını. Yalnızca nakit bakiyeniz sayılır. Limiti düşürmek hemen geçerli olur; artırmak ya da kaldırmak bekleme süresinden (en az 24 saat) sonra, sizin onayınızla geçerli olur. Bir bahis limitinizi aşacaksa alınmaz; hangi limitin ne zaman yer açacağı söylenir.',
    kind: {
      loss: 'Kayıp limitleri',
      wager: 'Bahis limitleri',
    },
    card: {
      loss: { daily: 'Günlük kayıp limiti', weekly: 'Haftalık kayıp limiti', monthly: 'Aylık kayıp limiti' },
      wager: { daily: 'Günlük bahis limiti', weekly: 'Haftalık bahis limiti', monthly: 'Aylık bahis limiti' },
    },
    newLimit: {
      loss: {
        daily: 'Yeni günlük kayıp limiti',
        weekly: 'Yeni haftalık kayıp limiti',
        monthly: 'Yeni aylık kayıp limiti',
      },
      wager: {
        daily: 'Yeni günlük bahis limiti',
        weekly: 'Yeni haftalık bahis limiti',
        monthly: 'Yeni aylık bahis limiti',
      },
    },
    used: {
      loss: 'Net kayıp ({{window}})',
      wager: 'Yapılan bahis ({{window}})',
    },
    step: {
      title: 'Limitlerinizi belirleyin',
      intro:
        'Oynamaya başlamadan önce kendinize sınır koyabilirsiniz. Hepsi isteğe bağlıdır; daha sonra Hesabım › Kayıp ve Bahis Limitleri sayfasından değiştirebilirsiniz.',
      deposit: 'Günlük para yatırma limiti',
      loss: 'Günlük kayıp limiti',
      wager: 'Günlük bahis limiti',
      save: 'Limitleri kaydet',
      skip: 'Şimdi değil',
      saved: 'Limitleriniz kaydedildi.',
      optional: 'İsteğe bağlı',
    },
    link: 'Limitlerinizi belirleyin',
  },
};
