/*
 * Turkish texts of the safer-play page (spread into tr.ts): a time-out and a self-exclusion, taken by
 * the player. In their own file so the page and its texts change together; en: saferPlay.en.ts.
 */
export const saferPlayTr = {
  saferPlay: {
    title: 'Sorumlu Oyun',
    tile: 'Sorumlu Oyun',
    tileText: 'Mola verin ya da kendinizi oyundan dışlayın',
    intro:
      'Oyuna ara vermek istediğinizde buradasınız. Mola ve kendini dışlama hemen başlar: açık oturumlarınız ve oyunlarınız kapanır, süre dolana kadar giriş yapılamaz ve süre kısaltılamaz.',
    limitsLink: 'Para yatırma limitlerinizi ayarlayın',
    timeOut: {
      title: 'Mola ver',
      text: 'Seçtiğiniz süre boyunca giriş yapamaz, bahis alamaz ve kampanya almazsınız.',
      legend: 'Mola süresi',
      period: { '24h': '24 saat', '7d': '7 gün', '1m': '1 ay', '6w': '6 hafta' },
      submit: 'Mola ver',
      confirmTitle: 'Mola verilsin mi?',
      confirmText:
        '{{period}} boyunca giriş yapamazsınız. Açık oturumlarınız ve oyunlarınız hemen kapanır, aktif bonusunuz iptal edilir. Mola kısaltılamaz.',
      confirm: 'Molayı başlat',
    },
    selfExclusion: {
      title: 'Kendini dışla',
      text: 'Oyunla ilgili kontrolü kaybettiğinizi düşünüyorsanız hesabınızı en az 6 ay oyuna kapatın. Dışlama süresi dolmadan kaldırılamaz.',
      legend: 'Dışlama süresi',
      period: { '6m': '6 ay', '1y': '1 yıl', '5y': '5 yıl' },
      understand: 'Bu sürenin kısaltılamayacağını ve aktif bonusumun iptal edileceğini anlıyorum.',
      understandRequired: 'Devam etmek için bunu onaylayın.',
      submit: 'Kendimi dışla',
      confirmTitle: 'Kendinizi oyundan dışlamak istediğinize emin misiniz?',
      confirmText:
        '{{period}} boyunca giriş yapamaz ve bahis alamazsınız. Açık oturumlarınız ve oyunlarınız hemen kapanır. Bu karar geri alınamaz.',
      confirm: 'Evet, kendimi dışla',
    },
    history: {
      title: 'Hesap Geçmişim',
      link: 'Son 12 ayın hesap geçmişini görün',
      intro:
        'Son 12 takvim ayında (Türkiye saatiyle) bahisleriniz, kazançlarınız, yatırımlarınız ve çekimleriniz. Net sonuç, kazançlarınızdan bahislerinizin çıkarılmasıdır; eksi bir tutar o ay kaybettiğiniz tutardır.',
      explain:
        'Bonus bakiyenizden yapılan bahisler ve bonus bakiyenize yazılan kazançlar ayrı gösterilir. Verilen bonuslar, bedava dönüş ve kampanya kazançları ile bonusun nakde çevrilmesi bu tabloda yer almaz. Çekimler ödendikleri ayda görünür; bekleyen talepler görünmez.',
      caption: 'Son 12 ayın aylık özeti ve yıllık toplamı ({{currency}})',
      month: 'Ay',
      stakes: 'Bahisler',
      wins: 'Kazançlar',
      deposits: 'Yatırımlar',
      withdrawals: 'Çekimler',
      net: 'Net sonuç',
      bonusPart: 'bonustan {{amount}}',
      year: 'Son 12 ay toplamı',
      loading: 'Hesap geçmişi yükleniyor…',
      loadFailed: 'Hesap geçmişi yüklenemedi.',
      retry: 'Tekrar dene',
      back: 'Sorumlu Oyun sayfasına dön',
    },
    close: {
      title: 'Hesabımı kapat',
      text: 'Hesabınızı kalıcı olarak kapatır: tüm oturumlarınız sona erer, bu hesapla bir daha giriş yapılamaz ve hesap yeniden açılamaz. Yalnızca bir süre ara vermek istiyorsanız mola ya da kendini dışlama daha uygundur.',
      payoutFirst:
        'Önce bakiyeniz ödenir: nakit bakiyeniz varsa ya da bekleyen bir çekim talebiniz varsa hesap kapatılamaz. Bonus bakiyeniz kapanışta silinir.',
      withdrawLink: 'Para çekme sayfasına git',
      reasonLabel: 'Kapatma nedeniniz',
      reasonPlaceholder: 'Bir neden seçin',
      reasonRequired: 'Devam etmek için bir neden seçin.',
      reason: {
        no_longer_interested: 'Artık ilgilenmiyorum',
        spending_too_much: 'Çok fazla para harcıyorum',
        playing_too_much: 'Çok fazla zaman harcıyorum',
        another_site: 'Başka bir site kullanacağım',
        unhappy_with_service: 'Hizmetten memnun değilim',
        other: 'Diğer',
      },
      textLabel: 'Eklemek istedikleriniz (isteğe bağlı)',
      submit: 'Hesabımı kapat',
      confirmTitle: 'Hesabınızı kapatmak istediğinize emin misiniz?',
      confirmText:
        'Hesabınız kalıcı olarak kapatılır, tüm oturumlarınız sona erer ve varsa bonus bakiyeniz silinir. Bu işlem geri alınamaz.',
      confirm: 'Evet, hesabımı kapat',
    },
    end: {
      title: 'Kendini dışlamayı sonlandır',
      intro:
        'Kendini dışlama süreniz dolduğunda hesabınız kendiliğinden açılmaz. Yeniden oynamak istiyorsanız burada kullanıcı adınız ve şifrenizle talep edin: hesabınız talepten sonraki bekleme süresi (en az 24 saat) dolunca açılır; ne zaman açılacağı talebin yanıtında yazar. Bu bekleme süresi kısaltılamaz.',
      help: 'Kararınızdan emin değilseniz acele etmeyin; destek almak için canlı destek ile iletişime geçebilirsiniz.',
      username: 'Kullanıcı Adı',
      password: 'Şifre',
      required: 'Bu alan zorunludur.',
      submit: 'Sonlandırma talep et',
    },
    realityCheck: {
      setting: {
        title: 'Oyun süresi hatırlatması',
        text: 'Seçtiğiniz aralıklarla, oyunun üzerinde bile, oturum açtığınızdan beri geçen süreyi, bahislerinizi, kazançlarınızı ve net durumunuzu gösteren bir hatırlatma açılır. Yanıtlayana kadar oyun durur.',
        legend: 'Hatırlatma aralığı',
        off: 'Kapalı',
        every: '{{minutes}} dakikada bir',
        submit: 'Kaydet',
      },
      title: 'Oyun süresi hatırlatması',
      description:
        'Oturum açtığınızdan beri geçen süre ve hesabınızdaki hareketler. Devam etmek ya da oyunu bitirmek için seçiminizi yapın.',
      elapsed: '{{hours}} sa {{minutes}} dk',
      elapsedMinutes: '{{minutes}} dk',
      elapsedLabel: 'Oturum süresi',
      stakes: 'Bahisler',
      wins: 'Kazançlar',
      net: 'Net durum',
      cash: 'Nakit',
      bonus: 'Bonus',
      total: 'Toplam',
      loading: 'Bilgiler yükleniyor…',
      continue: 'Devam et',
      stop: 'Oyunu bitir',
    },
    keep: 'Vazgeç',
  },
};
