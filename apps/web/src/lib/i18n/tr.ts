/*
 * Turkish texts, the default locale and the shape every other locale must match (see en.ts).
 * Server texts from the bootstrap `translationList` override these at start-up.
 */
export const tr = {
  common: {
    appName: 'Lale',
    loading: 'Yükleniyor...',
    backHome: 'Ana sayfaya dön',
  },
  a11y: {
    skipToContent: 'İçeriğe geç',
    homeLink: 'Lale ana sayfa',
    openMenu: 'Menüyü aç',
    mainNav: 'Ana menü',
    breadcrumb: 'Konumunuz',
  },
  header: {
    login: 'Giriş Yap',
    register: 'Kayıt Ol',
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
    responsible: 'Yalnızca 18 yaş ve üzeri. Lütfen sorumlu oynayın.',
  },
  footer: {
    adultsOnly: '18+',
    responsible: 'Kumar bağımlılık yapabilir. Lütfen sorumlu oynayın.',
    copyright: '© 2024 Lale. Tüm hakları saklıdır.',
  },
  errors: {
    network: 'Sunucuya ulaşılamadı. Lütfen bağlantınızı kontrol edin.',
    unexpected: 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.',
  },
};

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** The shape of one locale's texts: same keys as Turkish, any wording. */
export type Resources = Texts<typeof tr>;
