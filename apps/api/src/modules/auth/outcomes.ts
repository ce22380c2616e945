import type { FieldProblems } from '../../platform/domain-errors.ts';
import { limited, type OutcomeRows, refusal, secondsUntil, wordsOf } from '../../platform/error-table.ts';
import { type Catalogue, clockTime, dateTimeWithYear } from '../../platform/i18n.ts';

/*
 * What login, sign-up, recovery and the password change answer and refuse: the auth module's outcomes,
 * their rows in the error table and its messages (src/outcomes.ts merges every module's).
 */

export type AuthOutcome =
  | { code: 'LoginFailed' }
  | { code: 'LoginLocked'; until: Date }
  | { code: 'NetworkLocked'; until: Date }
  | { code: 'AccountDisabled' }
  /** The account is closed (by the player, modules/safer-play, or by staff): for good. */
  | { code: 'AccountClosed' }
  /** Restrictions in force (modules/safer-play, issue #26), told with their end (null: until lifted). */
  | { code: 'AccountSelfExcluded'; until: Date | null }
  | { code: 'AccountTimedOut'; until: Date }
  | { code: 'AccountRestricted'; until: Date | null }
  /** A self-exclusion over whose end the player has not asked for yet (issue #26: access needs a request). */
  | { code: 'AccountSelfExclusionOver'; endedAt: Date; coolingOffHours: number }
  /** The end was asked for: access comes back at `until` (the operator's cooling-off after the request). */
  | { code: 'AccountSelfExclusionCoolingOff'; until: Date; coolingOffHours: number }
  /** Blocked by the back office (issue #25) until staff lift it. */
  | { code: 'AccountBlocked' }
  /** Sign-up refused for fields a person must correct (format rules the contract cannot check). */
  | { code: 'RegistrationInvalid'; fields: FieldProblems<AuthFieldProblem> }
  /**
   * Sign-up refused: an account of the same person (an e-mail reaching the same mailbox) is
   * self-excluded (issue #26: an exclusion holds against the same person's other accounts).
   */
  | { code: 'RegistrationSelfExcluded'; until: Date | null }
  /** Sign-up refused because another player holds these identifiers. */
  | { code: 'IdentifierTaken'; fields: FieldProblems<AuthFieldProblem> }
  | { code: 'OldPasswordWrong' }
  | { code: 'LoginTooFrequent'; seconds: number };

declare module '../../platform/domain-errors.ts' {
  interface OutcomeRegistry {
    auth: AuthOutcome;
  }
}

/** Problems a sign-up field can have (a key of these messages, or the platform's phone-prefix refusal). */
export type AuthFieldProblem =
  | 'usernameTaken'
  | 'emailTaken'
  | 'phoneTaken'
  | 'personalNoTaken'
  | 'personalNoInvalid'
  | 'underAge'
  | 'countryUnknown'
  | 'currencyUnknown'
  | 'phonePrefixNotAllowed';

export type AuthCatalogue = {
  loginSucceeded: string;
  /** Sign-in to a withdraw-only session (issue #26): what the player can do, and until when. */
  loginWithdrawOnly: (until: Date | null) => string;
  loginFailed: string;
  loginLocked: (until: Date) => string;
  loginLockedForNetwork: (until: Date) => string;
  loginTooFrequent: (seconds: number) => string;
  accountDisabled: string;
  accountClosed: string;
  accountSelfExcluded: (until: Date | null) => string;
  registrationSelfExcluded: (until: Date | null) => string;
  accountTimedOut: (until: Date) => string;
  accountRestricted: (until: Date | null) => string;
  accountSelfExclusionOver: (endedAt: Date, coolingOffHours: number) => string;
  accountSelfExclusionCoolingOff: (until: Date, coolingOffHours: number) => string;
  accountBlocked: string;
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
  resetMailSubject: string;
  resetMailText: (code: string, minutes: number) => string;
};

/** A self-exclusion's cooling-off (the operator's, 24 hours or more) in words: whole days above a day. */
const inDays = (hours: number) => hours % 24 === 0 && hours > 24;
const hoursEn = (hours: number) => (inDays(hours) ? `${hours / 24} days` : `${hours} hours`);
const hoursTr = (hours: number) => (inDays(hours) ? `${hours / 24} gün` : `${hours} saat`);
const waitEn = (hours: number) => (inDays(hours) ? `${hours / 24}-day` : `${hours}-hour`);
const waitTr = (hours: number) => (inDays(hours) ? `${hours / 24} günlük` : `${hours} saatlik`);

export const authMessages: Catalogue<AuthCatalogue> = {
  tr: {
    loginSucceeded: 'Giriş başarılı. Hoş geldiniz!',
    loginWithdrawOnly: (until) =>
      `Hesabınız ${until ? `${dateTimeWithYear('tr', until)} (TSİ) tarihine kadar` : 'şu anda'} oyuna kapalı. Bu oturumda yalnızca bakiyenizi görebilir ve çekebilirsiniz.`,
    loginFailed: 'Kullanıcı adı veya şifre hatalı.',
    loginLocked: (until) =>
      `Çok fazla hatalı giriş denemesi yapıldı. Lütfen saat ${clockTime('tr', until)} (TSİ) sonrasında tekrar deneyin.`,
    loginLockedForNetwork: (until) =>
      `Bu bağlantıdan çok fazla hatalı giriş denemesi yapıldı. Lütfen saat ${clockTime('tr', until)} (TSİ) sonrasında tekrar deneyin.`,
    loginTooFrequent: (seconds) =>
      `Bu bağlantıdan çok sık giriş denemesi yapılıyor. Lütfen ${seconds} saniye bekleyip tekrar deneyin.`,
    accountDisabled: 'Hesabınız kapatılmıştır. Lütfen canlı destek ile iletişime geçin.',
    accountClosed:
      'Bu hesap kapatıldı; kapatılan bir hesapla giriş yapılamaz ve hesap yeniden açılamaz. Sorunuz varsa canlı destek ile iletişime geçin.',
    accountSelfExcluded: (until) =>
      until
        ? `Kendinizi ${dateTimeWithYear('tr', until)} (TSİ) tarihine kadar oyundan dışladınız; o zamana kadar giriş yapılamaz.`
        : 'Hesabınız kendi isteğinizle oyundan uzaklaştırılmıştır. Lütfen canlı destek ile iletişime geçin.',
    registrationSelfExcluded: (until) =>
      until
        ? `Bu bilgilerle açılmış bir hesap ${dateTimeWithYear('tr', until)} (TSİ) tarihine kadar kendini oyundan dışlamış; o zamana kadar yeni hesap açılamaz.`
        : 'Bu bilgilerle açılmış bir hesap kendini oyundan dışlamış; yeni hesap açılamaz. Lütfen canlı destek ile iletişime geçin.',
    accountTimedOut: (until) =>
      `Mola veriyorsunuz: ${dateTimeWithYear('tr', until)} (TSİ) tarihine kadar giriş yapılamaz.`,
    accountRestricted: (until) =>
      until
        ? `Hesabınız ${dateTimeWithYear('tr', until)} (TSİ) tarihine kadar oyuna kapatılmıştır. Lütfen canlı destek ile iletişime geçin.`
        : 'Hesabınız oyuna kapatılmıştır. Lütfen canlı destek ile iletişime geçin.',
    accountSelfExclusionOver: (endedAt, hours) =>
      `Kendini dışlama süreniz ${dateTimeWithYear('tr', endedAt)} (TSİ) tarihinde sona erdi, ancak erişim kendiliğinden açılmaz: yeniden oynamak için "Kendini dışlamayı sonlandır" talebinde bulunun. Hesabınız talepten ${hoursTr(hours)} sonra açılır.`,
    accountSelfExclusionCoolingOff: (until, hours) =>
      `Kendini dışlamanın sonlandırılması talebiniz alındı. ${waitTr(hours)} bekleme süresinden sonra, ${dateTimeWithYear('tr', until)} (TSİ) itibarıyla giriş yapabilirsiniz.`,
    accountBlocked:
      'Hesabınız geçici olarak engellenmiştir; giriş yapamaz ve bahis alamazsınız. Lütfen canlı destek ile iletişime geçin.',
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
    resetMailSubject: 'Lale şifre sıfırlama kodunuz',
    resetMailText: (code, minutes) =>
      `Şifre sıfırlama kodunuz: ${code}\n\nKod ${minutes} dakika geçerlidir. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın.`,
  },
  en: {
    loginSucceeded: 'You are logged in. Welcome!',
    loginWithdrawOnly: (until) =>
      `Your account is closed to play ${until ? `until ${dateTimeWithYear('en', until)} (Türkiye time)` : 'for now'}. In this session you can only see your balance and withdraw it.`,
    loginFailed: 'The username or password is incorrect.',
    loginLocked: (until) =>
      `Too many failed login attempts. Please try again after ${clockTime('en', until)} (Turkey time).`,
    loginLockedForNetwork: (until) =>
      `Too many failed login attempts from your connection. Please try again after ${clockTime('en', until)} (Turkey time).`,
    loginTooFrequent: (seconds) =>
      `Too many login attempts from your connection. Please wait ${seconds} seconds and try again.`,
    accountDisabled: 'Your account is closed. Please contact live support.',
    accountClosed:
      'This account has been closed: a closed account cannot sign in and is not reopened. If you have a question, please contact live support.',
    accountSelfExcluded: (until) =>
      until
        ? `You have excluded yourself from play until ${dateTimeWithYear('en', until)} (Türkiye time); you cannot sign in until then.`
        : 'Your account is self-excluded at your request. Please contact live support.',
    registrationSelfExcluded: (until) =>
      until
        ? `An account with these details is self-excluded until ${dateTimeWithYear('en', until)} (Türkiye time); no new account can be opened until then.`
        : 'An account with these details is self-excluded; no new account can be opened. Please contact live support.',
    accountTimedOut: (until) =>
      `You are taking a time-out: you cannot sign in until ${dateTimeWithYear('en', until)} (Türkiye time).`,
    accountRestricted: (until) =>
      until
        ? `Your account is closed to play until ${dateTimeWithYear('en', until)} (Türkiye time). Please contact live support.`
        : 'Your account is closed to play. Please contact live support.',
    accountSelfExclusionOver: (endedAt, hours) =>
      `Your self-exclusion ended on ${dateTimeWithYear('en', endedAt)} (Türkiye time), but access does not come back by itself: to play again, ask to end your self-exclusion. Your account opens ${hoursEn(hours)} after the request.`,
    accountSelfExclusionCoolingOff: (until, hours) =>
      `Your request to end your self-exclusion has been received. After the ${waitEn(hours)} cooling-off you can sign in from ${dateTimeWithYear('en', until)} (Türkiye time).`,
    accountBlocked: 'Your account is blocked: you cannot log in or place bets. Please contact live support.',
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
    resetMailSubject: 'Your Lale password reset code',
    resetMailText: (code, minutes) =>
      `Your password reset code: ${code}\n\nThe code is valid for ${minutes} minutes. If you did not ask for it, ignore this e-mail.`,
  },
};

const words = wordsOf(authMessages);

/** This module's messages (and the platform's) for its routes and services. */
export const { messages, t } = words;
const { plain, aboutField, fieldMessages } = words;

export const authOutcomes: OutcomeRows<AuthOutcome> = {
  LoginFailed: plain(400, 'loginFailed'),
  LoginLocked: ({ until }, locale, now) =>
    limited(messages(locale).loginLocked(until), secondsUntil(until, now)),
  NetworkLocked: ({ until }, locale, now) =>
    limited(messages(locale).loginLockedForNetwork(until), secondsUntil(until, now)),
  AccountDisabled: plain(423, 'accountDisabled'),
  AccountClosed: plain(423, 'accountClosed'),
  AccountSelfExcluded: ({ until }, locale) => refusal(423, messages(locale).accountSelfExcluded(until)),
  RegistrationSelfExcluded: ({ until }, locale) =>
    refusal(423, messages(locale).registrationSelfExcluded(until)),
  AccountTimedOut: ({ until }, locale) => refusal(423, messages(locale).accountTimedOut(until)),
  AccountRestricted: ({ until }, locale) => refusal(423, messages(locale).accountRestricted(until)),
  AccountBlocked: plain(423, 'accountBlocked'),
  AccountSelfExclusionOver: ({ endedAt, coolingOffHours }, locale) =>
    refusal(423, messages(locale).accountSelfExclusionOver(endedAt, coolingOffHours)),
  AccountSelfExclusionCoolingOff: ({ until, coolingOffHours }, locale) =>
    refusal(423, messages(locale).accountSelfExclusionCoolingOff(until, coolingOffHours)),
  RegistrationInvalid: ({ fields }, locale) =>
    refusal(400, t(locale, 'registrationRefused'), fieldMessages(fields, locale)),
  IdentifierTaken: ({ fields }, locale) =>
    refusal(409, t(locale, 'registrationRefused'), fieldMessages(fields, locale)),
  OldPasswordWrong: aboutField(400, 'oldPassword', 'oldPasswordWrong'),
  // ── auth abuse limits ──
  LoginTooFrequent: ({ seconds }, locale) => limited(messages(locale).loginTooFrequent(seconds), seconds),
};
