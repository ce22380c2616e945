import type { bonusesTr } from './bonuses.tr.ts';
import type { casinoTr } from './casino.tr.ts';
import type { cashierTr } from './cashier.tr.ts';
import { contentTr } from './content.tr.ts';
import type { contentPagesTr } from './contentPages.tr.ts';
import type { depositLimitsTr } from './depositLimits.tr.ts';
import type { kycTr } from './kyc.tr.ts';
import type { saferPlayTr } from './saferPlay.tr.ts';
import type { playLimitsTr } from './playLimits.tr.ts';
import type { shellMenuTr } from './shellMenu.tr.ts';
import { shellTr } from './shell.tr.ts';
import type { sportsTr } from './sports.tr.ts';
/*
 * Turkish texts, the default locale; with the feature pages' texts, the shape every other locale must
 * match (see en.ts). Server texts from the bootstrap `translationList` override these at start-up.
 *
 * Only the texts the shell and the home page may show are here, in the first page's JavaScript. The
 * texts of the sports, casino, cashier, bonus, deposit-limit, promotions and content pages, the
 * call-request form, the side menu and the search travel with their chunks (each gives them to `addFeatureTexts` when the chunk is evaluated, before
 * any of its components render).
 */
export const tr = {
  ...shellTr,
  ...contentTr,
  common: {
    appName: 'Lale',
    loading: 'Yükleniyor...',
    backHome: 'Ana sayfaya dön',
    close: 'Kapat',
    closeDialog: 'Vazgeç',
    liveChatSoon: 'Canlı destek çok yakında burada olacak.',
  },
  a11y: {
    skipToContent: 'İçeriğe geç',
    homeLink: 'Lale ana sayfa',
    openMenu: 'Menüyü aç',
    mainNav: 'Ana menü',
    breadcrumb: 'Konumunuz',
    newTab: 'yeni sekmede açılır',
  },
  header: {
    login: 'Giriş Yap',
    register: 'Kayıt Ol',
    logout: 'Çıkış',
    deposit: 'Para Yatır',
    myAccount: 'Hesabım',
    claimReward: 'Ödülünü Al',
    liveChat: 'Canlı Destek',
    balance: 'Bakiye',
    account: 'Hesap menüsü',
    back: 'Geri',
    search: 'Oyun Ara',
  },
  notifications: {
    title: 'Bildirimler',
    bell: 'Bildirimler',
    bellUnread: 'Bildirimler, {{count}} okunmamış',
    empty: 'Yeni bir bildiriminiz olduğunda burada göreceksiniz.',
    back: 'Geri',
    unread: 'Okunmadı',
    loadFailed: 'Bildirimler yüklenemedi.',
    readFailed: 'Bildirim okundu olarak işaretlenemedi.',
    retry: 'Tekrar dene',
  },
  language: {
    label: 'Dil',
    tr: 'Türkçe',
    en: 'English',
  },
  nav: {
    home: 'Ana Sayfa',
    dashboard: 'Hesabım',
    deposit: 'Para Yatır',
    withdraw: 'Para Çek',
    gameHistory: 'Oyun Geçmişi',
    bonuses: 'Bonuslarım',
    financialActivities: 'Finansal Geçmiş',
    sessionHistory: 'Oturum Geçmişi',
    account: 'Kişisel Bilgiler',
    casino: 'Casino',
    slot: 'Slot',
    live: 'Canlı Casino',
    bingo: 'Tombala',
    games: 'Oyunlar',
    tvbets: 'TV Oyunları',
    play: 'Oyun',
    liveSports: 'Canlı Bahis',
    liveSportsFcg: 'Canlı Bahis · FCG',
    liveSportsBetco: 'Canlı Bahis · Betco',
    sports: 'Spor Bahisleri',
    sportsFcg: 'Spor Bahisleri · FCG',
    sportsBetco: 'Spor Bahisleri · Betco',
    sportsEvent: 'Karşılaşma',
    sportsBets: 'Spor Bahislerim',
    provablyFair: 'Adil Oyun',
    promotions: 'Promosyonlar',
    pages: 'Bilgi Sayfaları',
    page: 'Sayfa',
    notFound: 'Sayfa bulunamadı',
  },
  placeholder: {
    eyebrow: 'Çok yakında',
    text: 'Bu bölümü sizin için hazırlıyoruz. Çok yakında burada olacak.',
  },
  notFound: {
    title: 'Aradığınız sayfa bulunamadı',
    text: 'Bağlantı eskimiş ya da sayfa taşınmış olabilir.',
  },
  routeError: {
    title: 'Sayfa yüklenemedi',
    text: 'Bağlantınızı kontrol edip sayfayı yenileyin.',
    retry: 'Sayfayı yenile',
  },
  home: {
    eyebrow: 'Casino · Canlı Casino · Spor Bahisleri',
    title: "Lale'ye hoş geldiniz",
    lead: 'Slotlar, canlı krupiyeler ve maç önü ya da canlı spor bahisleri tek bir hesapta.',
    ctaCasino: "Casino'ya göz at",
    ctaLiveSports: 'Canlı bahise git',
    categoriesTitle: 'Kategoriler',
    featuredTitle: 'Öne çıkanlar',
    jackpotsTitle: 'Jackpotlar',
    jackpotTop: 'En yüksek seviye',
    jackpotLevel: 'Seviye {{level}}',
    responsible: 'Yalnızca 18 yaş ve üzeri. Lütfen sorumlu oynayın.',
  },
  footer: {
    adultsOnly: '18+',
    adultsOnlyLabel: 'Yalnızca 18 yaş ve üzeri',
    tagline: 'Slotlar, canlı casino ve spor bahisleri tek hesapta. Güvenle ve sorumlulukla oynayın.',
    responsible: 'Kumar bağımlılık yapabilir. Lütfen sorumlu oynayın.',
    setLimits: 'Limitlerinizi belirleyin',
    copyright: '© {{year}} {{company}} · Tüm hakları saklıdır.',
    licence:
      'Bu site, {{authority}} tarafından verilen {{number}} numaralı oyun lisansı ile hizmet vermektedir.',
    licenceNumber: 'Lisans No: {{number}}',
    operator: 'Sitenin sahibi ve işletmecisi {{company}} şirketidir.',
    goTop: 'Sayfanın başına dön',
    providers: 'Oyun Sağlayıcıları',
    contact: 'İletişim',
    whatsapp: 'WhatsApp',
    telegram: 'Telegram',
    callRequest: 'Sizi Arayalım',
    language: 'Dil',
  },
  auth: {
    sideTagline: 'Casino, canlı casino ve spor bahisleri tek hesapta.',
    login: {
      title: 'Giriş Yap',
      username: 'Kullanıcı Adı',
      password: 'Şifre',
      submit: 'Giriş Yap',
      recovery: 'Şifremi Unuttum',
      signUp: 'Üye değil misin? Hemen Kayıt Ol!',
      selfExclusionEnd: 'Kendini dışlama süreniz mi doldu?',
    },
    register: {
      title: 'Kayıt Ol',
      name: 'Ad',
      surname: 'Soyad',
      username: 'Kullanıcı Adı',
      email: 'E-posta',
      password: 'Şifre',
      password2: 'Şifre Tekrar',
      phone: 'Telefon',
      personalNo: 'T.C. Kimlik No',
      birthDate: 'Doğum Tarihi',
      day: 'Gün',
      month: 'Ay',
      year: 'Yıl',
      country: 'Ülke',
      selectCountry: 'Ülke Seçin',
      trialBonus: '{{amount}} deneme bonusunu almak istiyorum',
      submit: 'Kayıt Ol',
      signIn: 'Zaten üye misin? Hemen Giriş Yap!',
    },
    phone: {
      title: 'Telefon Doğrulama',
      intro: 'Hesabınızı güvene almak için telefon numaranızı doğrulayın.',
      codeIntro: 'Telefonunuza gönderilen 6 haneli kodu girin.',
      phone: 'Telefon',
      code: 'SMS Kodu',
      validate: 'Doğrula',
      changePhone: 'Telefonu Değiştir',
      changePhoneNumber: 'Telefon Numarasını Değiştir',
      skip: 'Doğrulamayı Atla',
      sendCode: 'Kodu Gönder',
      doneTitle: 'Tebrikler!',
      doneText: 'Telefon numaranız başarıyla doğrulandı.',
      close: 'Kapat',
    },
    recovery: {
      title: 'Şifre Kurtarma',
      step: 'Adım {{step}} / 4',
      usernameText: 'Kullanıcı adınızı girin, e-posta adresinize bir sıfırlama kodu gönderelim.',
      username: 'Kullanıcı Adı',
      codeText: 'E-posta adresinize bir kod gönderdik. Kodu aşağıya girin.',
      code: 'Kod',
      passwordText: 'Hesabınız için yeni bir şifre belirleyin.',
      password: 'Yeni Şifre',
      password2: 'Yeni Şifre Tekrar',
      next: 'Devam',
      done: 'Şifre değişikliği başarılı. Giriş sayfasına yönlendiriliyorsunuz.',
    },
  },
  celebration: {
    title: 'Tebrikler!',
    yes: 'Evet',
    deposit: 'Para Yatır',
    liveChat: 'Canlı Destek',
  },
  FAST_REGISTER_DONE: 'Kaydınız tamamlandı! {{amount}} deneme bonusunuzu şimdi almak ister misiniz?',
  REGISTER_DONE: 'Kaydınız başarıyla tamamlandı. İlk yatırımınızı yapın ve hemen oynamaya başlayın.',
  account: {
    greeting: 'Merhaba, {{name}}',
    usercode: 'Müşteri No: {{code}}',
    balance: 'Bakiye',
    bonusBalance: 'Bonus Bakiyesi',
    verifyPrompt: 'Telefon numaranız henüz doğrulanmadı. Hesabınızı güvene almak için doğrulayın.',
    verifyNow: 'Şimdi Doğrula',
    tiles: {
      deposit: 'Para Yatır',
      depositText: 'Hesabınıza hızlıca bakiye yükleyin',
      withdraw: 'Para Çek',
      withdrawText: 'Kazançlarınızı hesabınıza aktarın',
      gameHistory: 'Oyun Hareketleri',
      gameHistoryText: 'Oynadığınız oyunlar ve sonuçları',
      sportsBets: 'Spor Bahislerim',
      sportsBetsText: 'Kuponlarınız, seçimleri ve sonuçları',
      bonuses: 'Bonuslarım',
      bonusesText: 'Aktif bonuslar ve çevrim durumu',
      financial: 'Finansal Geçmiş',
      financialText: 'Yatırım ve çekim işlemleriniz',
      sessions: 'Oturum Geçmişi',
      sessionsText: 'Hesabınıza yapılan girişler',
      personal: 'Kişisel Bilgiler',
      personalText: 'Profil ve iletişim bilgileriniz',
      changePassword: 'Şifre Değiştir',
      changePasswordText: 'Hesap şifrenizi güncelleyin',
      sms: 'SMS Doğrulama',
      smsText: 'Telefon numaranızı doğrulayın',
      logout: 'Oturumu Kapat',
      logoutText: 'Bu cihazda güvenle çıkış yapın',
    },
    profile: {
      name: 'Ad',
      surname: 'Soyad',
      username: 'Kullanıcı Adı',
      email: 'E-posta',
      phone: 'Telefon',
      birthDate: 'Doğum Tarihi',
      country: 'Ülke',
      usercode: 'Müşteri No',
      createdAt: 'Üyelik Tarihi',
      verifyPhone: 'SMS Doğrulama',
      readOnly: 'Bilgilerinizi değiştirmek için canlı destek ile iletişime geçin.',
      loadFailed: 'Bilgileriniz yüklenemedi.',
      retry: 'Tekrar dene',
    },
    sessions: {
      caption: 'Hesabınıza yapılan girişler, en yenisi üstte',
      started: 'Başlangıç',
      lastSeen: 'Son Etkinlik',
      ended: 'Bitiş',
      ip: 'IP Adresi',
      device: 'Cihaz',
      thisDevice: 'Bu cihaz',
      active: 'Açık',
      empty: 'Henüz oturum kaydı yok.',
      previous: 'Önceki',
      next: 'Sonraki',
      page: 'Sayfa {{page}} / {{pages}}',
      pagination: 'Sayfalar',
      reason: {
        logout: 'Çıkış yapıldı',
        expired: 'Süresi doldu',
        revoked: 'Sonlandırıldı',
        password_changed: 'Şifre değişikliği',
        session_limit: 'Oturum sınırı: en eskisi kapatıldı',
        restricted: 'Mola ya da kendini dışlama başladı',
      },
    },
  },
  changePassword: {
    title: 'Şifre Değiştir',
    oldPassword: 'Mevcut Şifre',
    password: 'Yeni Şifre',
    confirmPassword: 'Yeni Şifre Tekrar',
    submit: 'Değiştir',
  },
  profilePhone: {
    title: 'SMS Doğrulama',
    verified: 'Doğrulandı',
    notVerified: 'Doğrulanmadı',
    notVerifiedText: 'Telefon numaranızı doğrulamak için size bir SMS kodu gönderelim.',
    verifiedText: 'Telefon numaranız doğrulandı. Numaranız değiştiyse güncelleyebilirsiniz.',
    updateText: 'Yeni telefon numaranızı girin ve doğrulama kodu isteyin.',
    codeText: 'Telefonunuza gönderilen 6 haneli kodu girin.',
    sendCode: 'Kodu Gönder',
    verify: 'Doğrula',
    update: 'Numarayı Güncelle',
    resendIn: 'Kodu yeniden gönderme süresi',
    seconds: '{{count}} sn',
    noCode: 'Kod gelmedi mi?',
    resend: 'Tekrar göndermek için tıklayın',
  },
  errors: {
    network: 'Sunucuya ulaşılamadı. Lütfen bağlantınızı kontrol edin.',
    unexpected: 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.',
  },
};

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** Every Turkish text: the first page's and the feature pages'. */
type AllTurkish = typeof tr &
  typeof shellMenuTr &
  typeof contentPagesTr &
  typeof depositLimitsTr &
  typeof saferPlayTr &
  typeof playLimitsTr &
  typeof kycTr &
  typeof cashierTr &
  typeof bonusesTr &
  typeof casinoTr &
  typeof sportsTr;

/** The shape of one locale's texts: same keys as Turkish, any wording. */
export type Resources = Texts<AllTurkish>;
