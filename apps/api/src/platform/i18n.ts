import {
  HEADER_LOCALE,
  minorToDecimalText,
  toLocale,
  validationSummary,
  type DepositLimitPeriod,
  type Locale,
} from '@lale/contracts';
import type { FastifyRequest } from 'fastify';
import { PAYMENTS_CATALOGUE, type PaymentsCatalogue } from './i18n-payments.ts';
import { ORIGINALS_CATALOGUE, type OriginalsCatalogue } from './i18n-originals.ts';
import { SPORTS_ADMIN_CATALOGUE, type SportsAdminCatalogue } from './i18n-sports-admin.ts';

/*
 * The API's own messages, in every locale, in one catalogue. Field-level validation texts live in
 * '@lale/contracts' (shared with the site); everything the server says on its own lives here.
 */

type Catalogue = {
  validationFailed: string;
  malformedJson: string;
  emptyJson: string;
  unsupportedMediaType: string;
  payloadTooLarge: string;
  badRequest: string;
  notFound: string;
  tooManyRequests: string;
  serviceUnavailable: string;
  internalError: (requestId: string) => string;
  // ── accounts: sessions, sign-up, login, recovery, phone, password, bonus ──
  sessionRequired: string;
  loginSucceeded: string;
  loginFailed: string;
  loginLocked: (until: Date) => string;
  loginLockedForNetwork: (until: Date) => string;
  loginTooFrequent: (seconds: number) => string;
  accountDisabled: string;
  accountSelfExcluded: string;
  loggedOut: string;
  registered: string;
  registrationRefused: string;
  usernameTaken: string;
  emailTaken: string;
  phoneTaken: string;
  personalNoTaken: string;
  personalNoInvalid: string;
  underAge: string;
  countryUnknown: string;
  currencyUnknown: string;
  resetCodeSent: string;
  resetCodeAccepted: string;
  passwordChanged: string;
  oldPasswordWrong: string;
  codeWrong: (attemptsLeft: number) => string;
  codeExpired: string;
  codeAttemptsExhausted: string;
  codeResendWait: (seconds: number) => string;
  codeHourlyLimit: (until: Date) => string;
  messageNotSent: string;
  resetMailSubject: string;
  resetMailText: (code: string, minutes: number) => string;
  phoneCodeSms: (code: string, minutes: number) => string;
  phoneCodeSent: string;
  phoneVerified: string;
  phoneAlreadyVerified: string;
  trialBonusUnavailable: string;
  trialBonusAlreadyClaimed: string;
  trialBonusGranted: string;
  // ── deposit limits ──
  depositLimitExceeded: (period: DepositLimitPeriod, remaining: string) => string;
  depositLimitAmountInvalid: string;
  depositLimitApplied: (period: DepositLimitPeriod) => string;
  depositLimitIncreasePending: (period: DepositLimitPeriod, at: Date) => string;
  depositLimitRemovalPending: (period: DepositLimitPeriod, at: Date) => string;
  depositLimitNothingToRemove: (period: DepositLimitPeriod) => string;
  // ── bonus engine ──
  bonusOfferUnavailable: string;
  bonusCodeUnknown: string;
  bonusNoQualifyingDeposit: string;
  bonusAlreadyClaimed: string;
  bonusDepositWithdrawn: string;
  bonusAlreadyActive: string;
  bonusNotFound: string;
  gameRoundNotFound: string;
  heldRefundNotOpen: string;
  gameNotFound: string;
  gameProviderUnavailable: string;
  /** The wager gate (issue #23): the launch a stake or a game frame's action came by has ended. */
  wagerSessionEnded: string;
  wagerGameOff: string;
  casinoProviderNotFound: string;
  gameLaunchFailed: string;
  favoriteAdded: string;
  favoriteRemoved: string;
  bonusMaxBetExceeded: (maxBet: string) => string;
  sportsSelectionUnavailable: (legs: string) => string;
  sportsOddsChanged: (legs: string) => string;
  sportsSelectionRepeated: (selection: string) => string;
  sportsRequestConflict: string;
  sportsSameEvent: string;
  sportsSystemSize: string;
  sportsStakeSplit: string;
  sportsStakeDecimals: string;
  sportsStakeOutOfRange: (min: string, max: string) => string;
  sportsMaxPayout: (max: string) => string;
  sportsInsufficientFunds: string;
  sportsBetNotFound: string;
  sportsCashoutUnavailable: string;
  sportsCashoutChanged: (offer: string) => string;
  betSettledNotificationTitle: string;
  betWonNotificationNote: (betId: number, paid: string) => string;
  betLostNotificationNote: (betId: number) => string;
  betVoidNotificationNote: (betId: number, refunded: string) => string;
  bonusDefinitionNotFound: string;
  bonusCodeTaken: string;
  bonusTrialDefinitionExists: string;
  amountPlaces: string;
  bonusClaimed: string;
  bonusForfeited: string;
  bonusGrantedNotificationNote: (title: string, amount: string) => string;
  bonusCompletedNotificationTitle: string;
  bonusCompletedNotificationNote: (title: string, amount: string) => string;
  bonusExpiredNotificationTitle: string;
  bonusExpiredNotificationNote: (title: string) => string;
  // ── notifications: refusals, and the texts of the notifications events create ──
  notificationNotFound: string;
  adminOnly: string;
  playerNotFound: string;
  welcomeNotificationTitle: string;
  welcomeNotificationNote: string;
  phoneVerifiedNotificationTitle: string;
  phoneVerifiedNotificationNote: string;
  bonusNotificationTitle: string;
  bonusNotificationNote: (amount: string) => string;
  // ── content: call requests and the operator content API ──
  callMeReceived: string;
  callMeTooMany: (minutes: number) => string;
  contentNotFound: string;
  reorderMismatch: string;
  contentCategoryUnknown: string;
  contentHtmlEmpty: string;
  // ── abuse limits: SMS caps, allowed phone prefixes, sign-ups per address ──
  smsLimitReached: (until: Date) => string;
  smsSiteLimitReached: (until: Date) => string;
  phonePrefixNotAllowed: string;
  registrationLimitReached: (until: Date) => string;
} & PaymentsCatalogue &
  SportsAdminCatalogue &
  OriginalsCatalogue;

/*
 * Times in messages ("try again after 20:45") are wall-clock times in Türkiye, where the players are;
 * the zone is named so a traveller is not misled. 24-hour clock in both languages.
 */
const clockTime = (locale: Locale, at: Date) =>
  new Intl.DateTimeFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Istanbul',
  }).format(at);

/** A moment a day or more away, e.g. a deposit limit's change: date and time in Türkiye. */
const dateTime = (locale: Locale, at: Date) =>
  new Intl.DateTimeFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Istanbul',
  }).format(at);

/** 'günlük' → 'Günlük' (Turkish-aware: 'i' → 'İ'). */
const capitalizeTr = (word: string) => word.charAt(0).toLocaleUpperCase('tr-TR') + word.slice(1);

const PERIOD_NAMES: Record<Locale, Record<DepositLimitPeriod, string>> = {
  tr: { daily: 'günlük', weekly: 'haftalık', monthly: 'aylık' },
  en: { daily: 'daily', weekly: 'weekly', monthly: 'monthly' },
};

const CATALOGUE: Record<Locale, Catalogue> = {
  tr: {
    ...PAYMENTS_CATALOGUE.tr,
    ...SPORTS_ADMIN_CATALOGUE.tr,
    ...ORIGINALS_CATALOGUE.tr,
    validationFailed: validationSummary('tr'),
    malformedJson: 'İstek gövdesi geçerli bir JSON değil.',
    emptyJson: 'İstek gövdesi boş olamaz.',
    unsupportedMediaType: 'İstek içeriği application/json olarak gönderilmelidir.',
    payloadTooLarge: 'İstek gövdesi çok büyük.',
    badRequest: 'İstek işlenemedi.',
    notFound: 'İstenen adres bulunamadı.',
    tooManyRequests: 'Çok fazla istek gönderildi. Lütfen biraz sonra tekrar deneyin.',
    serviceUnavailable: 'Hizmet şu anda kullanılamıyor. Lütfen biraz sonra tekrar deneyin.',
    internalError: (id) => `Bir şeyler ters gitti. Lütfen daha sonra tekrar deneyin. (İstek numarası: ${id})`,
    sessionRequired: 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.',
    loginSucceeded: 'Giriş başarılı. Hoş geldiniz!',
    loginFailed: 'Kullanıcı adı veya şifre hatalı.',
    loginLocked: (until) =>
      `Çok fazla hatalı giriş denemesi yapıldı. Lütfen saat ${clockTime('tr', until)} (TSİ) sonrasında tekrar deneyin.`,
    loginLockedForNetwork: (until) =>
      `Bu bağlantıdan çok fazla hatalı giriş denemesi yapıldı. Lütfen saat ${clockTime('tr', until)} (TSİ) sonrasında tekrar deneyin.`,
    loginTooFrequent: (seconds) =>
      `Bu bağlantıdan çok sık giriş denemesi yapılıyor. Lütfen ${seconds} saniye bekleyip tekrar deneyin.`,
    accountDisabled: 'Hesabınız kapatılmıştır. Lütfen canlı destek ile iletişime geçin.',
    accountSelfExcluded:
      'Hesabınız kendi isteğinizle oyundan uzaklaştırılmıştır. Lütfen canlı destek ile iletişime geçin.',
    loggedOut: 'Çıkış yapıldı.',
    registered: 'Kaydınız tamamlandı. Hoş geldiniz!',
    registrationRefused: 'Kayıt tamamlanamadı. Lütfen işaretli alanları düzeltin.',
    usernameTaken: 'Bu kullanıcı adı zaten kullanılıyor.',
    emailTaken: 'Bu e-posta adresi zaten kayıtlı.',
    phoneTaken: 'Bu telefon numarası başka bir hesapta kayıtlı.',
    personalNoTaken: 'Bu T.C. kimlik numarası zaten kayıtlı.',
    personalNoInvalid: 'Geçerli bir T.C. kimlik numarası girin.',
    underAge: '18 yaşından küçükler kayıt olamaz.',
    countryUnknown: 'Listeden geçerli bir ülke seçin.',
    currencyUnknown: 'Geçerli bir para birimi seçin.',
    resetCodeSent: 'Kullanıcı adı kayıtlıysa, hesabın e-posta adresine bir sıfırlama kodu gönderdik.',
    resetCodeAccepted: 'Kod doğrulandı. Şimdi yeni şifrenizi belirleyin.',
    passwordChanged: 'Şifreniz değiştirildi.',
    oldPasswordWrong: 'Mevcut şifreniz hatalı.',
    codeWrong: (left) => `Kod hatalı. ${left} deneme hakkınız kaldı.`,
    codeExpired: 'Kodun süresi dolmuş ya da kod geçersiz. Lütfen yeni bir kod isteyin.',
    codeAttemptsExhausted: 'Çok fazla hatalı deneme yapıldı. Lütfen yeni bir kod isteyin.',
    codeResendWait: (seconds) => `Yeni bir kod istemeden önce lütfen ${seconds} saniye bekleyin.`,
    codeHourlyLimit: (until) =>
      `Çok fazla kod istendi. Lütfen saat ${clockTime('tr', until)} (TSİ) sonrasında tekrar deneyin.`,
    messageNotSent: 'Mesaj gönderilemedi. Lütfen biraz sonra tekrar deneyin.',
    resetMailSubject: 'Lale şifre sıfırlama kodunuz',
    resetMailText: (code, minutes) =>
      `Şifre sıfırlama kodunuz: ${code}\n\nKod ${minutes} dakika geçerlidir. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın.`,
    phoneCodeSms: (code, minutes) => `Lale doğrulama kodunuz: ${code}. Kod ${minutes} dakika geçerlidir.`,
    phoneCodeSent: 'Doğrulama kodu telefonunuza gönderildi.',
    phoneVerified: 'Telefon numaranız doğrulandı.',
    phoneAlreadyVerified: 'Bu telefon numarası zaten doğrulanmış.',
    trialBonusUnavailable: 'Şu anda deneme bonusu sunulmuyor.',
    trialBonusAlreadyClaimed: 'Deneme bonusunuzu daha önce aldınız.',
    trialBonusGranted: 'Deneme bonusu bonus bakiyenize eklendi.',
    depositLimitExceeded: (period, remaining) =>
      `Bu tutar ${PERIOD_NAMES.tr[period]} para yatırma limitinizi aşıyor. Şu anda en fazla ${remaining} daha yatırabilirsiniz.`,
    depositLimitAmountInvalid:
      'Limit tutarı en fazla 2 ondalık basamaklı, sıfırdan büyük bir tutar olmalıdır.',
    depositLimitApplied: (period) =>
      `${capitalizeTr(PERIOD_NAMES.tr[period])} para yatırma limitiniz güncellendi.`,
    depositLimitIncreasePending: (period, at) =>
      `${capitalizeTr(PERIOD_NAMES.tr[period])} limit artışınız ${dateTime('tr', at)} (TSİ) itibarıyla geçerli olacak. O zamana kadar mevcut limitiniz geçerlidir.`,
    depositLimitRemovalPending: (period, at) =>
      `${capitalizeTr(PERIOD_NAMES.tr[period])} limitiniz ${dateTime('tr', at)} (TSİ) itibarıyla kaldırılacak. O zamana kadar mevcut limitiniz geçerlidir.`,
    depositLimitNothingToRemove: (period) => `Kaldırılacak bir ${PERIOD_NAMES.tr[period]} limitiniz yok.`,
    bonusOfferUnavailable: 'Bu bonus şu anda alınamıyor.',
    bonusCodeUnknown: 'Bu bonus kodu geçerli değil.',
    bonusNoQualifyingDeposit:
      'Bu bonus için son günlerde onaylanmış, en az asgari tutarda ve henüz bonus alınmamış bir yatırımınız olmalı.',
    bonusAlreadyClaimed: 'Bu bonusu daha önce aldınız.',
    bonusDepositWithdrawn:
      'Bu bonus, yatırımınızdan sonra bir çekim talep edildiği için alınamaz: bonus, hesapta duran bir yatırım için verilir.',
    bonusAlreadyActive:
      'Devam eden bir bonusunuz var. Yeni bir bonus almak için önce çevrimini tamamlayın ya da bonustan vazgeçin.',
    bonusNotFound: 'Devam eden böyle bir bonusunuz yok.',
    gameRoundNotFound: 'Oyun geçmişinizde böyle bir el yok.',
    heldRefundNotOpen:
      'Bu numarayla incelemeyi bekleyen bir sağlayıcı iadesi yok: ya hiç yok ya da daha önce sonuçlandırıldı.',
    gameNotFound: 'Bu oyun bulunamadı. Lobiden başka bir oyun seçin.',
    gameProviderUnavailable: 'Bu sağlayıcının oyunları şu anda kapalı. Lütfen başka bir oyun seçin.',
    wagerSessionEnded:
      'Bu oyun, sona eren bir oturumdan açılmıştı (çıkış yapıldı ya da şifre değişti). Oyunu siteden yeniden açın; süren eliniz kaldığı yerden devam eder.',
    wagerGameOff: 'Bu oyun şu anda kapalı. Lütfen başka bir oyun seçin.',
    casinoProviderNotFound: 'Böyle bir oyun sağlayıcısı yok.',
    gameLaunchFailed: 'Oyun şu anda açılamadı. Lütfen biraz sonra tekrar deneyin.',
    favoriteAdded: 'Favorilere eklendi',
    favoriteRemoved: 'Favorilerden çıkarıldı',
    bonusMaxBetExceeded: (maxBet) => `Bonus çevrimi sürerken tek bahis en fazla ${maxBet} olabilir.`,
    sportsSelectionUnavailable: (legs) =>
      `Kuponunuzdaki şu seçimler şu anda bahse kapalı: ${legs}. Onları çıkarıp yeniden deneyin.`,
    sportsOddsChanged: (legs) => `Oranlar değişti (${legs}). Yeni oranları kontrol edip yeniden deneyin.`,
    sportsSelectionRepeated: (selection) =>
      `Kuponunuzda aynı seçim iki kez var: ${selection}. Birini çıkarıp yeniden deneyin.`,
    sportsRequestConflict:
      'Bu kupon kimliği başka bir kupon için kullanıldı. Kuponunuz yatırılmadı; yeni bir kupon olarak yeniden yatırın.',
    sportsSameEvent: 'Kombine ve sistem kuponlarında aynı maçtan iki seçim olamaz.',
    sportsSystemSize: 'Sistem boyutu seçim sayısına uymuyor: en az 2, seçim sayısından az olmalı.',
    sportsStakeSplit: 'Sistem kuponunun tutarı kombinasyonlara eşit bölünebilmeli.',
    sportsStakeDecimals: 'Bahis tutarında para biriminin izin verdiğinden fazla ondalık basamak var.',
    sportsStakeOutOfRange: (min, max) => `Bahis tutarı ${min} ile ${max} arasında olmalı.`,
    sportsMaxPayout: (max) => `Bir kuponun olası kazancı en fazla ${max} olabilir. Tutarı düşürün.`,
    sportsInsufficientFunds: 'Bakiyeniz bu bahis için yetersiz.',
    sportsBetNotFound: 'Böyle bir kuponunuz yok.',
    sportsCashoutUnavailable: 'Bu kupon için şu anda nakit çıkış yapılamıyor.',
    sportsCashoutChanged: (offer) =>
      `Nakit çıkış tutarı değişti: şimdi ${offer}. Onaylamak için yeniden deneyin.`,
    betSettledNotificationTitle: 'Kuponunuz sonuçlandı',
    betWonNotificationNote: (betId, paid) =>
      `#${betId} numaralı kuponunuz kazandı: ${paid} hesabınıza eklendi.`,
    betLostNotificationNote: (betId) => `#${betId} numaralı kuponunuz kaybetti. Bir dahaki sefere!`,
    betVoidNotificationNote: (betId, refunded) =>
      `#${betId} numaralı kuponunuz iptal edildi: ${refunded} iade edildi.`,
    bonusDefinitionNotFound: 'Bonus tanımı bulunamadı.',
    bonusCodeTaken: 'Bu kod başka bir bonusta kullanılıyor.',
    bonusTrialDefinitionExists: 'Deneme bonusu tanımı zaten var; onu düzenleyin.',
    amountPlaces: 'Tutar, para biriminin izin verdiğinden fazla ondalık basamak içeriyor.',
    bonusClaimed: 'Bonus bonus bakiyenize eklendi.',
    bonusForfeited: 'Bonustan vazgeçtiniz; kalan bonus bakiyesi silindi.',
    bonusGrantedNotificationNote: (title, amount) =>
      `${title}: ${amount} bonus bakiyenize eklendi. İyi eğlenceler!`,
    bonusCompletedNotificationTitle: 'Bonus çevrimi tamamlandı!',
    bonusCompletedNotificationNote: (title, amount) =>
      `${title} çevrimini tamamladınız: ${amount} nakit bakiyenize aktarıldı.`,
    bonusExpiredNotificationTitle: 'Bonusunuzun süresi doldu',
    bonusExpiredNotificationNote: (title) =>
      `${title} süresi içinde çevrilmediği için kalan bonus bakiyesi silindi.`,
    notificationNotFound: 'Bildirim bulunamadı.',
    adminOnly: 'Bu işlem için yönetici yetkisi gerekir.',
    playerNotFound: 'Oyuncu bulunamadı.',
    welcomeNotificationTitle: "Lale'ye hoş geldiniz!",
    welcomeNotificationNote: 'Aramıza katıldığınız için çok mutluyuz. Keyifli oyunlar dileriz!',
    phoneVerifiedNotificationTitle: 'Telefon numaranız doğrulandı',
    phoneVerifiedNotificationNote: 'Teşekkürler! Telefon numaranız artık hesabınızda doğrulanmış görünüyor.',
    bonusNotificationTitle: 'Bonusunuz hesabınızda!',
    bonusNotificationNote: (amount) => `${amount} deneme bonusu bonus bakiyenize eklendi. İyi eğlenceler!`,
    callMeReceived: 'Talebiniz alındı. Müşteri temsilcimiz sizi en kısa sürede arayacak.',
    callMeTooMany: (minutes) =>
      `Çok fazla arama talebi gönderildi. Lütfen ${minutes} dakika sonra tekrar deneyin.`,
    contentNotFound: 'İçerik bulunamadı.',
    reorderMismatch: 'Sıralama listesi mevcut öğelerin her birini tam olarak bir kez içermelidir.',
    contentCategoryUnknown: 'Böyle bir içerik kategorisi yok.',
    contentHtmlEmpty: 'İzin verilmeyen içerik çıkarıldıktan sonra geriye bir şey kalmadı.',
    smsLimitReached: (until) =>
      `Çok fazla SMS istendi. Lütfen saat ${clockTime('tr', until)} (TSİ) sonrasında tekrar deneyin.`,
    smsSiteLimitReached: (until) =>
      `SMS gönderimi şu anda yoğun. Lütfen saat ${clockTime('tr', until)} (TSİ) sonrasında tekrar deneyin.`,
    phonePrefixNotAllowed: 'Bu ülke kodundaki telefon numaraları kabul edilmiyor.',
    registrationLimitReached: (until) =>
      `Bu bağlantıdan çok fazla üyelik oluşturuldu. Lütfen saat ${clockTime('tr', until)} (TSİ) sonrasında tekrar deneyin.`,
  },
  en: {
    ...PAYMENTS_CATALOGUE.en,
    ...SPORTS_ADMIN_CATALOGUE.en,
    ...ORIGINALS_CATALOGUE.en,
    validationFailed: validationSummary('en'),
    malformedJson: 'The request body is not valid JSON.',
    emptyJson: 'The request body must not be empty.',
    unsupportedMediaType: 'The request body must be sent as application/json.',
    payloadTooLarge: 'The request body is too large.',
    badRequest: 'The request could not be processed.',
    notFound: 'The requested address was not found.',
    tooManyRequests: 'Too many requests. Please try again shortly.',
    serviceUnavailable: 'The service is unavailable right now. Please try again shortly.',
    internalError: (id) => `Something went wrong. Please try again later. (Request id: ${id})`,
    sessionRequired: 'Your session has ended. Please log in again.',
    loginSucceeded: 'You are logged in. Welcome!',
    loginFailed: 'The username or password is incorrect.',
    loginLocked: (until) =>
      `Too many failed login attempts. Please try again after ${clockTime('en', until)} (Turkey time).`,
    loginLockedForNetwork: (until) =>
      `Too many failed login attempts from your connection. Please try again after ${clockTime('en', until)} (Turkey time).`,
    loginTooFrequent: (seconds) =>
      `Too many login attempts from your connection. Please wait ${seconds} seconds and try again.`,
    accountDisabled: 'Your account is closed. Please contact live support.',
    accountSelfExcluded: 'Your account is self-excluded at your request. Please contact live support.',
    loggedOut: 'You are logged out.',
    registered: 'Your registration is complete. Welcome!',
    registrationRefused: 'Registration could not be completed. Please correct the marked fields.',
    usernameTaken: 'This username is already taken.',
    emailTaken: 'This e-mail address is already registered.',
    phoneTaken: 'This phone number is registered to another account.',
    personalNoTaken: 'This national ID number is already registered.',
    personalNoInvalid: 'Enter a valid Turkish national ID number.',
    underAge: 'You must be at least 18 years old to register.',
    countryUnknown: 'Choose a valid country from the list.',
    currencyUnknown: 'Choose a valid currency.',
    resetCodeSent:
      "If the username is registered, we have sent a reset code to the account's e-mail address.",
    resetCodeAccepted: 'The code is correct. Now choose your new password.',
    passwordChanged: 'Your password has been changed.',
    oldPasswordWrong: 'Your current password is incorrect.',
    codeWrong: (left) => `The code is wrong. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
    codeExpired: 'The code has expired or is no longer valid. Please request a new code.',
    codeAttemptsExhausted: 'Too many wrong attempts. Please request a new code.',
    codeResendWait: (seconds) => `Please wait ${seconds} seconds before requesting a new code.`,
    codeHourlyLimit: (until) =>
      `Too many codes requested. Please try again after ${clockTime('en', until)} (Turkey time).`,
    messageNotSent: 'The message could not be sent. Please try again shortly.',
    resetMailSubject: 'Your Lale password reset code',
    resetMailText: (code, minutes) =>
      `Your password reset code: ${code}\n\nThe code is valid for ${minutes} minutes. If you did not ask for it, ignore this e-mail.`,
    phoneCodeSms: (code, minutes) =>
      `Your Lale verification code: ${code}. It is valid for ${minutes} minutes.`,
    phoneCodeSent: 'A verification code has been sent to your phone.',
    phoneVerified: 'Your phone number is verified.',
    phoneAlreadyVerified: 'This phone number is already verified.',
    trialBonusUnavailable: 'No trial bonus is offered at the moment.',
    trialBonusAlreadyClaimed: 'You have already claimed your trial bonus.',
    trialBonusGranted: 'The trial bonus has been added to your bonus balance.',
    depositLimitExceeded: (period, remaining) =>
      `This amount is over your ${PERIOD_NAMES.en[period]} deposit limit. You can deposit at most ${remaining} more for now.`,
    depositLimitAmountInvalid: 'The limit must be an amount above zero with at most 2 decimal places.',
    depositLimitApplied: (period) => `Your ${PERIOD_NAMES.en[period]} deposit limit has been updated.`,
    depositLimitIncreasePending: (period, at) =>
      `Your ${PERIOD_NAMES.en[period]} limit increase takes effect on ${dateTime('en', at)} (Turkey time). Until then your current limit applies.`,
    depositLimitRemovalPending: (period, at) =>
      `Your ${PERIOD_NAMES.en[period]} limit will be removed on ${dateTime('en', at)} (Turkey time). Until then your current limit applies.`,
    depositLimitNothingToRemove: (period) => `You have no ${PERIOD_NAMES.en[period]} limit to remove.`,
    bonusOfferUnavailable: 'This bonus cannot be claimed right now.',
    bonusCodeUnknown: 'This bonus code is not valid.',
    bonusNoQualifyingDeposit:
      'This bonus needs a recently confirmed deposit of at least the minimum amount that has not had a bonus yet.',
    bonusAlreadyClaimed: 'You have already claimed this bonus.',
    bonusDepositWithdrawn:
      'This bonus cannot be claimed: a withdrawal was requested after your deposit, and the bonus is for a deposit still in your account.',
    bonusAlreadyActive:
      'You already have a bonus running. Complete its wagering or forfeit it before claiming another.',
    bonusNotFound: 'You have no such active bonus.',
    gameRoundNotFound: 'There is no such round in your game history.',
    heldRefundNotOpen:
      'No held provider refund with this id awaits review: it does not exist or was already resolved.',
    gameNotFound: 'This game was not found. Choose another game from the lobby.',
    gameProviderUnavailable: "This provider's games are switched off right now. Please choose another game.",
    wagerSessionEnded:
      'This game was opened from a session that has ended (you logged out or the password changed). Open the game again from the site; a round in play carries on where it was.',
    wagerGameOff: 'This game is switched off right now. Please choose another game.',
    casinoProviderNotFound: 'There is no such game provider.',
    gameLaunchFailed: 'The game could not be opened right now. Please try again in a moment.',
    favoriteAdded: 'Added to favorites',
    favoriteRemoved: 'Removed from favorites',
    bonusMaxBetExceeded: (maxBet) => `While a bonus is being wagered, a single bet may be at most ${maxBet}.`,
    sportsSelectionUnavailable: (legs) =>
      `These selections of your slip are closed for betting right now: ${legs}. Remove them and try again.`,
    sportsOddsChanged: (legs) => `The odds changed (${legs}). Check the new odds and try again.`,
    sportsSelectionRepeated: (selection) =>
      `Your slip has the same selection twice: ${selection}. Remove one and try again.`,
    sportsRequestConflict:
      'This slip id was already used for another slip. Your bet slip was not placed; place it again as a new slip.',
    sportsSameEvent: 'An accumulator or system bet cannot hold two selections from the same match.',
    sportsSystemSize:
      'The system size does not fit the selections: at least 2 and fewer than the selections.',
    sportsStakeSplit: "A system bet's stake must split evenly across its combinations.",
    sportsStakeDecimals: 'The stake has more decimal places than the currency allows.',
    sportsStakeOutOfRange: (min, max) => `The stake must be between ${min} and ${max}.`,
    sportsMaxPayout: (max) => `A bet may pay at most ${max}. Lower the stake.`,
    sportsInsufficientFunds: 'Your balance is too low for this bet.',
    sportsBetNotFound: 'You have no such bet.',
    sportsCashoutUnavailable: 'This bet cannot be cashed out right now.',
    sportsCashoutChanged: (offer) =>
      `The cash-out amount changed: it is ${offer} now. Try again to accept it.`,
    betSettledNotificationTitle: 'Your bet is settled',
    betWonNotificationNote: (betId, paid) => `Bet #${betId} won: ${paid} has been added to your balance.`,
    betLostNotificationNote: (betId) => `Bet #${betId} lost. Better luck next time!`,
    betVoidNotificationNote: (betId, refunded) => `Bet #${betId} was voided: ${refunded} refunded.`,
    bonusDefinitionNotFound: 'The bonus definition was not found.',
    bonusCodeTaken: 'Another bonus already uses this code.',
    bonusTrialDefinitionExists: 'A trial bonus definition already exists; edit that one.',
    amountPlaces: 'The amount has more decimal places than the currency allows.',
    bonusClaimed: 'The bonus has been added to your bonus balance.',
    bonusForfeited: 'You forfeited the bonus; its remaining bonus balance was removed.',
    bonusGrantedNotificationNote: (title, amount) =>
      `${title}: ${amount} has been added to your bonus balance. Have fun!`,
    bonusCompletedNotificationTitle: 'Bonus wagering complete!',
    bonusCompletedNotificationNote: (title, amount) =>
      `You completed the wagering of ${title}: ${amount} has been moved to your cash balance.`,
    bonusExpiredNotificationTitle: 'Your bonus has expired',
    bonusExpiredNotificationNote: (title) =>
      `${title} was not wagered in time, so its remaining bonus balance was removed.`,
    notificationNotFound: 'The notification was not found.',
    adminOnly: 'This action needs administrator rights.',
    playerNotFound: 'The player was not found.',
    welcomeNotificationTitle: 'Welcome to Lale!',
    welcomeNotificationNote: "We're delighted to have you with us. Enjoy the games!",
    phoneVerifiedNotificationTitle: 'Your phone number is verified',
    phoneVerifiedNotificationNote: 'Thank you! Your phone number now shows as verified on your account.',
    bonusNotificationTitle: 'Your bonus has arrived!',
    bonusNotificationNote: (amount) =>
      `A ${amount} trial bonus has been added to your bonus balance. Have fun!`,
    callMeReceived: 'Your request has been received. One of our agents will call you shortly.',
    callMeTooMany: (minutes) =>
      `Too many call requests. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    contentNotFound: 'The content item was not found.',
    reorderMismatch: 'The new order must list every existing item exactly once.',
    contentCategoryUnknown: 'There is no such content category.',
    contentHtmlEmpty: 'Nothing is left once the disallowed markup is removed.',
    smsLimitReached: (until) =>
      `Too many text messages requested. Please try again after ${clockTime('en', until)} (Turkey time).`,
    smsSiteLimitReached: (until) =>
      `Text messages are busy right now. Please try again after ${clockTime('en', until)} (Turkey time).`,
    phonePrefixNotAllowed: 'Phone numbers with this country code are not accepted.',
    registrationLimitReached: (until) =>
      `Too many accounts were opened from your connection. Please try again after ${clockTime('en', until)} (Turkey time).`,
  },
};

export type MessageKey = { [K in keyof Catalogue]: Catalogue[K] extends string ? K : never }[keyof Catalogue];

export function messages(locale: Locale): Catalogue {
  return CATALOGUE[locale];
}

export function t(locale: Locale, key: MessageKey): string {
  return CATALOGUE[locale][key];
}

/** A text in every locale at once, for content stored in both languages (notifications). */
export function localized(pick: (catalogue: Catalogue) => string): Record<Locale, string> {
  return { tr: pick(CATALOGUE.tr), en: pick(CATALOGUE.en) };
}

/**
 * An amount in minor units as the player reads it in `locale`: '₺1.250,00' / '₺1,250.00', with as many
 * places as the currency has minor units (from the database, not Intl's own idea of the currency).
 */
export function formatMoney(
  locale: Locale,
  minor: bigint,
  currency: { code: string; minorUnits: number },
): string {
  return new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', {
    style: 'currency',
    currency: currency.code,
    // '₺' rather than 'TRY' in English too: the sign players know from the rest of the site.
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: currency.minorUnits,
    maximumFractionDigits: currency.minorUnits,
    // Intl formats a decimal string exactly, so no amount passes through a double here.
  }).format(minorToDecimalText(minor, currency.minorUnits) as `${number}`);
}

/** The locale of a request: the x-locale header, Turkish when absent or unknown (spec §7). */
export function requestLocale(request: FastifyRequest): Locale {
  return toLocale(request.headers[HEADER_LOCALE]);
}
