import type { ApiEndpointKey } from '../src/index.ts';

/*
 * One realistic request and response per endpoint, as the site sends and the API answers them.
 * Typed as a full record so adding an endpoint without examples fails the typecheck.
 */

const ok = <T>(data: T, message = '') => ({ success: true, message, data });
const done = (message: string) => ({ success: true, message, data: null });

const authData = {
  token: 'q3L0tY6h0n8mXyTz1yT3bF2vK9rW4pA7',
  username: 'ayseyilmaz',
  usercode: 'L100245',
  balance: 1250.5,
  betsyCid: 'c-20981',
  betsyUrl: 'https://sport.betsy.example/frame',
  betsyToken: 'bt_4f9a1c',
  betcoToken: null,
  betcoUrl: null,
  phone: '905321234567',
  smsVerified: false,
  fingerprint: '6d1f0a4ce2b7f93e',
  lastLoginAt: '2024-11-02T18:04:11.512Z',
};

const game = {
  gameCode: 'vs20olympgate',
  name: 'Gates of Olympus',
  providerName: 'Pragmatic Play',
  mainProviderId: 5,
  productId: null,
  system: null,
  imageUrl: 'https://cdn.example/games/vs20olympgate.webp',
};

const bootstrap = {
  sliderList: [
    {
      id: 1,
      slug: 'home',
      url: '/promotions',
      title: 'Hoş geldin bonusu',
      images: [{ url: '/img/s1.webp' }, { url: '/img/s1-md.webp' }, { url: '/img/s1-lg.webp' }],
    },
  ],
  categoryList: [
    { id: 2, name: 'Kurumsal', contentList: [{ id: 3, title: 'Hakkımızda', description: '<p>…</p>' }] },
  ],
  languageList: [
    { locale: 'tr', name: 'Türkçe' },
    { locale: 'en', name: 'English' },
  ],
  translationList: [{ key: 'REGISTER_DONE', value: 'Kaydınız tamamlandı' }],
  siteOption: [{ key: 'chat-site-id', value: '12345', status: true }],
  popup: { images: ['/img/p.webp', '/img/p-md.webp', '/img/p-lg.webp'], url: null },
  domainStatus: { current: 'lale1.example', next: 'lale2.example' },
  egtJackpotCards: [
    {
      instanceName: 'High Cash',
      levelStats: [
        { level: 1, value: 120.5 },
        { level: 2, value: 980 },
        { level: 3, value: 15200.25 },
        { level: 4, value: 250000 },
      ],
    },
  ],
  jackpotCards: { currentLevelI: 15320.75 },
  promotionList: [
    { id: 1, images: ['/img/promo.webp', '/img/promo-detail.webp'], title: 'Bonus', description: '<p>x</p>' },
  ],
  appLinkList: [{ name: 'discord', url: 'https://discord.gg/lale' }],
  casinoCategoryList: [{ id: 1, name: 'Slot', slugList: ['slot'], imageUrl: null }],
  sportsFrameList: [{ provider: 'fcg', url: 'https://sport.betsy.example/frame', partnerId: 'c-20981' }],
};

const SPORTS_EVENT = {
  id: 7,
  sport: 'Futbol',
  sportId: 1,
  category: 'Türkiye',
  tournament: 'Süper Lig',
  home: 'Galatasaray',
  away: 'Fenerbahçe',
  startTime: '2026-11-25T18:00:00.000Z',
  status: 1,
  homeScore: 1,
  awayScore: 0,
  matchTime: '34:12',
  markets: [
    {
      id: 70,
      key: '1x2',
      specifiers: '',
      status: 1,
      outcomes: [
        { id: '1', odds: '2.10', active: true },
        { id: 'X', odds: '3.40', active: true },
        { id: '2', odds: '3.60', active: true },
      ],
    },
  ],
  marketCount: 1,
};

const SPORTS_BET = {
  id: 501,
  kind: 'single',
  systemSize: null,
  status: 'open',
  stake: 25,
  potentialPayout: 52.5,
  payout: 0,
  cashOut: 24.1,
  currency: 'TRY',
  placedAt: '2026-11-25T18:34:20.000Z',
  settledAt: null,
  legs: [
    {
      eventId: 7,
      home: 'Galatasaray',
      away: 'Fenerbahçe',
      marketKey: '1x2',
      specifiers: '',
      outcomeId: '1',
      odds: '2.10',
      result: 'open',
    },
  ],
};

const ORIGINALS_ROUND = {
  roundId: '3f2b1c4d-1111-4222-8333-944455556666',
  game: 'lale-dice',
  gameName: 'Zar',
  status: 'settled' as const,
  stake: 10,
  win: 19.8,
  createdAt: '2026-11-26T10:00:00Z',
  nonce: 2,
  serverSeedHash: 'ab'.repeat(32),
  clientSeed: 'lale',
  serverSeed: null,
  choices: { target: 50, direction: 'over' },
  outcome: { roll: 7312 },
};

export const EXAMPLES: Record<ApiEndpointKey, { request: unknown; response: unknown }> = {
  authLogin: {
    request: { username: 'ayseyilmaz', password: 'secret1' },
    response: ok(authData, 'Hoş geldiniz'),
  },
  authRegister: {
    request: {
      name: 'Ayşe',
      surname: 'Yılmaz',
      username: 'ayseyilmaz',
      email: 'ayse@example.com',
      phone: '905321234567',
      PersonalNo: '10000000146',
      country: 1,
      currencyId: 1,
      birthDate: '1990-03-07',
      birthDateDay: '07',
      birthDateMonth: '03',
      birthDateYear: '1990',
      password: 'secret1',
      password2: 'secret1',
    },
    response: ok({ ...authData, lastLoginAt: null }, 'Kaydınız tamamlandı'),
  },
  authForm: {
    request: {},
    response: ok({
      countries: [
        { id: 1, name: 'Türkiye' },
        { id: 2, name: 'Almanya' },
      ],
    }),
  },
  authLogout: { request: {}, response: done('') },
  authSendResetPassword: {
    request: { username: 'ayseyilmaz' },
    response: done('Kod e-posta adresinize gönderildi'),
  },
  authCheckResetCode: { request: { code: '482913', username: 'ayseyilmaz' }, response: done('') },
  authChangePasswordWithCode: {
    request: { password: 'newpass1', password2: 'newpass1', username: 'ayseyilmaz', code: '482913' },
    response: done('Şifreniz değiştirildi'),
  },
  customerUpdatePhone: {
    request: { step: 2, phone: '905321234567', code: '120456' },
    response: done('Doğrulandı'),
  },
  customerChangePassword: {
    request: { oldPassword: 'secret1', password: 'newpass1', confirmPassword: 'newpass1' },
    response: done('Şifreniz değiştirildi'),
  },
  customerReadNotification: { request: { id: 17 }, response: done('') },
  customerNotification: {
    request: { skip: 0, take: 100 },
    response: ok([
      {
        id: 17,
        title: 'Yatırım onaylandı',
        note: '500,00 ₺ hesabınıza eklendi.',
        type: 1,
        timeStamp: '2024-11-02T18:04:11Z',
        isRead: false,
      },
    ]),
  },
  bonusDefineTrialBonus: { request: {}, response: done('Deneme bonusu tanımlandı') },
  bonusTrialBonusAmount: { request: {}, response: ok(50) },
  cmsGrouped: { request: {}, response: ok(bootstrap) },
  cmsCallMe: {
    request: { name: 'Ahmet Kaya', message: 'Telefon No: 905321234567\nMesaj: Lütfen beni arayın' },
    response: done('Talebiniz alındı'),
  },
  paymentDetail: {
    request: { id: 3, type: 1 },
    response: ok([
      { key: 'amount', mask: null, objectType: 4, option: null },
      { key: 'Iban', mask: 'TR00 0000 0000 0000 0000 0000 00', objectType: 1, option: null },
      {
        key: 'bankId',
        mask: null,
        objectType: 7,
        option: [
          { id: 1, name: 'Ziraat' },
          { id: 'isb', name: 'İş' },
        ],
      },
    ]),
  },
  paymentWithdraw: {
    request: { id: 3, detail: { amount: 250.75, Iban: 'TR330006100519786457841326', bankId: 1 } },
    response: done('Çekim talebiniz alındı'),
  },
  paymentDeposit: {
    request: { id: 4, target: 'pay', detail: { amount: 500 } },
    response: ok('https://pay.provider.example/session/8f2c'),
  },
  userBalance: { request: {}, response: ok({ balance: 1250.5, bonusBalance: 0 }) },
  casinoGames: { request: { live: false, search: 'Aviator', skip: 0, take: 4 }, response: ok([[game], []]) },
  casinoCategoryGames: { request: { systemCategory: [12, 14] }, response: ok([game]) },
  casinoToggleFavorite: {
    request: { code: 'vs20olympgate', providerId: 5 },
    response: ok({ isFavorite: true }),
  },
  casinoEgyptQuest: { request: {}, response: ok({ currentLevelI: 14000 }) },
  casinoPragmaticLaunchUrl: {
    request: { code: 'vs20olympgate' },
    response: ok('https://pp.example/launch?t=abc'),
  },
  casinoDtLaunchUrl: { request: { code: 'dt-crash' }, response: ok('https://digitain.example/play/1') },
  casinoEmLaunchUrl: { request: { code: 'em-123', productId: 7 }, response: ok('https://em.example/loader') },
  casinoAmusnetLaunchUrl: {
    request: { code: '801', isMobile: true },
    response: ok('https://amusnet.example/g'),
  },
  casinoEgtLaunchUrl: {
    request: { platform: 1, gameCode: '2001', language: 'tr', lobbyUrl: 'https://lale.example/casino/slot' },
    response: ok('https://egt.example/launch?token=x'),
  },
  casinoHub88LaunchUrl: {
    request: {
      platform: 2,
      gameCode: 'evo_lightningroulette',
      language: 'en',
      lobbyUrl: 'http://localhost:3000/',
    },
    response: ok('https://hub88.example/game/1'),
  },
  casinoSoftGamingsLaunchUrl: {
    request: { system: '998', pageCode: 'aviator', isMobile: 0 },
    response: ok('<div id="game"></div><script>window.startGame({id:1})</script>'),
  },
  casinoOriginalsLaunchUrl: {
    request: { code: 'sultanin-hazinesi', isMobile: false },
    response: ok('http://localhost:3000/games/sultanin-hazinesi/?session=abc&lang=tr'),
  },
  sportsEvents: {
    request: { live: true, sportId: 1, skip: 0, take: 50 },
    response: ok([SPORTS_EVENT]),
  },
  sportsEvent: { request: { eventId: 7 }, response: ok(SPORTS_EVENT) },
  sportsPlaceBet: {
    request: {
      requestId: '6f1c1f4e-2b7a-4b52-9a55-3d9a3c1e8b11',
      kind: 'single',
      stake: 25,
      oddsPolicy: 1,
      selections: [{ marketId: 70, outcomeId: '1', odds: '2.10' }],
    },
    response: ok(SPORTS_BET),
  },
  sportsCashOut: {
    request: { betId: 501, amount: 24.1 },
    response: ok({ ...SPORTS_BET, status: 'cashed_out', payout: 24.1, cashOut: null }),
  },
  originalsSeeds: {
    request: {},
    response: ok({
      active: { serverSeedHash: 'ab'.repeat(32), clientSeed: 'lale', nonce: 3 },
      revealed: [
        {
          serverSeed: 'cd'.repeat(32),
          serverSeedHash: 'ef'.repeat(32),
          clientSeed: 'old',
          nonce: 12,
          revealedAt: '2026-11-26T10:00:00Z',
        },
      ],
    }),
  },
  originalsRotateSeed: {
    request: { clientSeed: 'my-seed_1' },
    response: ok({
      revealed: null,
      active: { serverSeedHash: 'ab'.repeat(32), clientSeed: 'my-seed_1', nonce: 0 },
    }),
  },
  originalsRound: {
    request: { roundId: '3f2b1c4d-1111-4222-8333-944455556666' },
    response: ok(ORIGINALS_ROUND),
  },
  originalsRounds: {
    request: { skip: 0, take: 20 },
    response: ok({ items: [ORIGINALS_ROUND], total: 1 }),
  },
  sportsMyBets: {
    request: { open: true, skip: 0, take: 20 },
    response: ok({ items: [SPORTS_BET], total: 1 }),
  },
  casinoGameHistory: {
    request: { skip: 0, take: 20 },
    response: ok({
      items: [
        {
          id: 12,
          gameCode: 'pp-00042',
          gameName: 'Sweet Candy Rush',
          providerName: 'Pragmatic Play',
          status: 2,
          betAmount: 10,
          winAmount: 25.5,
          currency: 'TRY',
          createdAt: '2026-11-24T10:00:00.000Z',
          updatedAt: '2026-11-24T10:00:02.000Z',
        },
      ],
      total: 1,
    }),
  },
  casinoRoundTransactions: {
    request: { roundId: 12 },
    response: ok([
      { id: 30, type: 2, amount: 10, rolledBack: false, createdAt: '2026-11-24T10:00:00.000Z' },
      { id: 31, type: 1, amount: 25.5, rolledBack: false, createdAt: '2026-11-24T10:00:02.000Z' },
    ]),
  },
  casinoFavorites: {
    request: {},
    response: ok([
      {
        gameCode: 'pp-00042',
        name: 'Sweet Candy Rush',
        providerName: 'Pragmatic Play',
        mainProviderId: 5,
        productId: null,
        system: null,
        imageUrl: '/api/casino/art/42.svg',
      },
    ]),
  },
  customerProfile: {
    request: {},
    response: ok({
      name: 'Ayşe',
      surname: 'Yılmaz',
      username: 'ayseyilmaz',
      email: 'ayse@example.com',
      phone: '905321234567',
      smsVerified: true,
      birthDate: '1990-06-15',
      country: 'Türkiye',
      usercode: '48213907',
      createdAt: '2026-11-21T18:30:00.000Z',
    }),
  },
  customerSessions: {
    request: { skip: 0, take: 20 },
    response: ok({
      total: 1,
      items: [
        {
          id: 7,
          createdAt: '2026-11-21T18:30:00.000Z',
          lastSeenAt: '2026-11-21T18:45:00.000Z',
          endedAt: null,
          endReason: null,
          ip: '203.0.113.9',
          userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0',
          current: true,
        },
      ],
    }),
  },
  paymentMethods: {
    request: { type: 1 },
    response: ok([
      {
        id: 2,
        type: 1,
        title: 'Kredi Kartı',
        logoUrl: '/img/payments/card.svg',
        minAmount: 100,
        maxAmount: 50000,
        currency: 'TRY',
        flow: 'hosted',
      },
    ]),
  },
  paymentTransactions: {
    request: { skip: 0, take: 20, type: 1, status: 1, from: '2026-11-01', to: '2026-11-24' },
    response: ok({
      total: 1,
      items: [
        {
          id: 31,
          type: 1,
          status: 1,
          amount: 500,
          currency: 'TRY',
          methodTitle: 'Kredi Kartı',
          reference: 'D-000031',
          createdAt: '2026-11-21T18:30:00.000Z',
          updatedAt: '2026-11-21T18:31:00.000Z',
          note: null,
          cancellable: false,
        },
      ],
    }),
  },
  paymentCancelWithdraw: { request: { id: 32 }, response: ok(null, 'Çekim talebiniz iptal edildi') },
  bonusList: {
    request: {},
    response: ok({
      offers: [
        {
          id: 2,
          title: 'İlk Yatırım Bonusu',
          description: 'İlk yatırımınıza %100, en fazla 1.000 TL',
          trigger: 'first_deposit',
          amount: 500,
          wageringMultiple: 10,
          validDays: 30,
          maxBet: 50,
        },
      ],
      bonuses: [
        {
          id: 5,
          title: 'Deneme Bonusu',
          status: 'active',
          amount: 50,
          wageringRequired: 500,
          wageringDone: 120.5,
          maxBet: 10,
          createdAt: '2026-11-21T18:30:00.000Z',
          expiresAt: '2026-11-28T18:30:00.000Z',
        },
      ],
    }),
  },
  bonusClaim: { request: { id: 2 }, response: ok(null, 'Bonus hesabınıza eklendi') },
  bonusForfeit: { request: { id: 5 }, response: ok(null, 'Bonustan vazgeçtiniz') },
  customerDepositLimits: {
    request: {},
    response: ok([
      { period: 'daily', amount: 1000, used: 500, remaining: 500, pending: null },
      {
        period: 'weekly',
        amount: 2000,
        used: 500,
        remaining: 1500,
        pending: { amount: 5000, effectiveAt: '2026-11-25T18:30:00.000Z', confirmable: false },
      },
      { period: 'monthly', amount: null, used: 500, remaining: null, pending: null },
    ]),
  },
  customerSetDepositLimit: {
    request: { period: 'daily', amount: 1000 },
    response: ok(null, 'Limit kaydedildi'),
  },
  customerConfirmDepositLimit: {
    request: { period: 'weekly' },
    response: ok(null, 'Haftalık para yatırma limitiniz güncellendi.'),
  },
  saferPlayStatus: {
    request: {},
    response: ok({
      restriction: null,
      timeOutPeriods: ['24h', '7d', '1m', '6w'],
      selfExclusionPeriods: ['6m', '1y', '5y'],
      realityCheckIntervals: [15, 30, 45, 60],
    }),
  },
  saferPlayTimeOut: {
    request: { period: '24h' },
    response: ok(
      {
        restriction: {
          kind: 'time_out',
          startsAt: '2026-11-24T09:00:00.000Z',
          endsAt: '2026-11-25T09:00:00.000Z',
        },
      },
      'Molanız başladı',
    ),
  },
  saferPlaySelfExclusion: {
    request: { period: '6m', confirm: true },
    response: ok(
      {
        restriction: {
          kind: 'self_exclusion',
          startsAt: '2026-11-24T09:00:00.000Z',
          endsAt: '2027-05-24T09:00:00.000Z',
        },
      },
      'Kendinizi oyundan dışladınız',
    ),
  },
  saferPlayLimits: {
    request: {},
    response: ok([
      {
        kind: 'loss',
        period: 'daily',
        amount: 100,
        used: 62.5,
        remaining: 37.5,
        pending: { amount: 250, effectiveAt: '2026-11-25T09:00:00.000Z', confirmable: false },
      },
      { kind: 'wager', period: 'weekly', amount: null, used: 0, remaining: null, pending: null },
    ]),
  },
  saferPlaySetLimit: {
    request: { kind: 'loss', period: 'daily', amount: 100 },
    response: ok(null, 'Günlük kayıp limitiniz güncellendi.'),
  },
  saferPlayConfirmLimit: {
    request: { kind: 'wager', period: 'monthly' },
    response: ok(null, 'Aylık bahis limitiniz güncellendi.'),
  },
  saferPlaySessionLimits: {
    request: {},
    response: ok([
      { period: 'daily', minutes: 120, usedMinutes: 45, remainingMinutes: 75, pending: null },
      {
        period: 'weekly',
        minutes: 600,
        usedMinutes: 45,
        remainingMinutes: 555,
        pending: { minutes: null, effectiveAt: '2026-11-25T09:00:00.000Z', confirmable: true },
      },
      { period: 'monthly', minutes: null, usedMinutes: 45, remainingMinutes: null, pending: null },
    ]),
  },
  saferPlaySetSessionLimit: {
    request: { period: 'daily', minutes: 120 },
    response: ok(null, 'Günlük oturum süresi limitiniz güncellendi.'),
  },
  saferPlayConfirmSessionLimit: {
    request: { period: 'weekly' },
    response: ok(null, 'Haftalık oturum süresi limitiniz kaldırıldı.'),
  },
  saferPlayHistory: {
    request: {},
    response: ok({
      currency: 'TRY',
      months: [
        {
          month: '2026-11',
          stakes: { cash: 150, bonus: 20 },
          wins: { cash: 95.5, bonus: 0 },
          deposits: 200,
          withdrawals: 50,
          net: -74.5,
        },
        ...[
          '2026-10',
          '2026-09',
          '2026-08',
          '2026-07',
          '2026-06',
          '2026-05',
          '2026-04',
          '2026-03',
          '2026-02',
          '2026-01',
          '2025-12',
        ].map((month) => ({
          month,
          ...{
            stakes: { cash: 0, bonus: 0 },
            wins: { cash: 0, bonus: 0 },
            deposits: 0,
            withdrawals: 0,
            net: 0,
          },
        })),
      ],
      year: {
        stakes: { cash: 150, bonus: 20 },
        wins: { cash: 95.5, bonus: 0 },
        deposits: 200,
        withdrawals: 50,
        net: -74.5,
      },
    }),
  },
  saferPlayClose: {
    request: { reason: 'spending_too_much', text: 'Ara vermek istiyorum', confirm: true },
    response: ok(null, 'Hesabınız kapatıldı'),
  },
  saferPlaySelfExclusionEndRequest: {
    request: { username: 'ayse1990', password: 'Lale2026!' },
    response: ok({ accessFrom: '2027-05-25T09:00:00.000Z' }, 'Talebiniz alındı'),
  },
  kycStatus: {
    request: {},
    response: ok({
      level: 'none',
      reviewStatus: 'rejected',
      rejectionReasons: ['The selfie does not show the face clearly.'],
      canWithdraw: false,
      depositCap: 2000,
      documents: [
        {
          id: 7,
          kind: 'passport',
          contentType: 'image/jpeg',
          sizeBytes: 1_204_311,
          uploadedAt: '2026-11-24T09:00:00.000Z',
        },
      ],
      readyToSubmit: false,
      documentsRequested: false,
    }),
  },
  kycUpload: {
    request: { kind: 'selfie', contentType: 'image/png', data: 'iVBORw0KGgo=' },
    response: ok(
      {
        document: {
          id: 8,
          kind: 'selfie',
          contentType: 'image/png',
          sizeBytes: 8,
          uploadedAt: '2026-11-24T09:01:00.000Z',
        },
      },
      'Belge yüklendi.',
    ),
  },
  kycSubmit: {
    request: {},
    response: ok(
      {
        level: 'none',
        reviewStatus: 'pending',
        rejectionReasons: [],
        canWithdraw: false,
        depositCap: 2000,
        documents: [],
        readyToSubmit: false,
        documentsRequested: false,
      },
      'Belgeleriniz incelemeye gönderildi.',
    ),
  },
  saferPlayRealityCheck: {
    request: {},
    response: ok({
      intervalMinutes: 30,
      signedInAt: '2026-11-24T09:00:00.000Z',
      elapsedSeconds: 1800,
      stakes: { cash: 120, bonus: 15 },
      wins: { cash: 90.5, bonus: 0 },
      net: -44.5,
    }),
  },
  saferPlaySetRealityCheck: {
    request: { intervalMinutes: 15 },
    response: ok({ intervalMinutes: 15 }, 'Hatırlatma aralığınız kaydedildi.'),
  },
  health: { request: {}, response: ok({ status: 'ok', version: '0.1.0', database: 'pglite' }) },
};
