/*
 * Turkish texts of the loss and wager limits (the page /dashboard/play-limits and the step after
 * sign-up, issue #26); en counterpart: playLimits.en.ts.
 */
export const playLimitsTr = {
  playLimits: {
    title: 'Kayıp, Bahis ve Süre Limitleri',
    tile: 'Kayıp, Bahis ve Süre Limitleri',
    tileText: 'Ne kadar kaybedebileceğinizi, bahis yapabileceğinizi ve ne kadar oynayacağınızı sınırlayın',
    intro:
      'Kayıp limiti, bahisleriniz ile kazançlarınız arasındaki farkı sınırlar (sonuçlanmamış bir bahis, sonuçlanana dek kaybedilmiş sayılır); bahis limiti, yaptığınız bahislerin toplamını. Yalnızca nakit bakiyeniz sayılır. Limiti düşürmek hemen geçerli olur; artırmak ya da kaldırmak bekleme süresinden (en az 24 saat) sonra, sizin onayınızla geçerli olur. Bir bahis limitinizi aşacaksa alınmaz; hangi limitin ne zaman yer açacağı söylenir.',
    kind: {
      loss: 'Kayıp limitleri',
      wager: 'Bahis limitleri',
      session: 'Oturum süresi limitleri',
    },
    sessionIntro:
      'Sitede oturum açık geçirdiğiniz süreyi sınırlar (aynı anda iki cihaz tek süre sayılır). Süre dolunca, süre penceresinden çıkana dek hiçbir bahis alınmaz.',
    minutes: '{{count}} dk',
    hours: '{{count}} sa',
    hoursMinutes: '{{hours}} sa {{minutes}} dk',
    minutesPlaceholder: 'Dakika, örn. 120',
    invalidMinutes: 'Dakika olarak bir tam sayı girin (günlük için 15–1440).',
    card: {
      loss: { daily: 'Günlük kayıp limiti', weekly: 'Haftalık kayıp limiti', monthly: 'Aylık kayıp limiti' },
      wager: { daily: 'Günlük bahis limiti', weekly: 'Haftalık bahis limiti', monthly: 'Aylık bahis limiti' },
      session: {
        daily: 'Günlük oturum süresi limiti',
        weekly: 'Haftalık oturum süresi limiti',
        monthly: 'Aylık oturum süresi limiti',
      },
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
      session: {
        daily: 'Yeni günlük süre limiti (dakika)',
        weekly: 'Yeni haftalık süre limiti (dakika)',
        monthly: 'Yeni aylık süre limiti (dakika)',
      },
    },
    used: {
      loss: 'Net kayıp ({{window}})',
      wager: 'Yapılan bahis ({{window}})',
      session: 'Oturum süresi ({{window}})',
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
