import { type OutcomeRows, refusal, wordsOf } from '../../platform/error-table.ts';
import { type Catalogue, dateTimeWithYear, formatMoney } from '../../platform/i18n.ts';

/*
 * Safer play's words: what taking a time-out or a self-exclusion answers. Its refusals are elsewhere: a
 * stake's in modules/integrity (the wager gate), a sign-in's in modules/auth.
 */

export type SaferPlayOutcome =
  /** The back office: no such player. */
  | { code: 'RestrictionPlayerNotFound' }
  /** No such restriction of this player. */
  | { code: 'RestrictionNotFound' }
  /** An operator's restriction must end in the future. */
  | { code: 'RestrictionEndPast' }
  /** Staff lift only an operator's restriction: the player's own runs its course. */
  | { code: 'RestrictionIsPlayers'; kind: 'time_out' | 'self_exclusion' | 'operator' }
  /** Already lifted or over. */
  | { code: 'RestrictionNotInForce' }
  /** Closing the account: cash is left, to be withdrawn first. */
  | { code: 'CloseBalanceLeft'; cashMinor: bigint; currency: { code: string; minorUnits: number } }
  /** Closing the account: a withdrawal is still pending. */
  | { code: 'CloseWithdrawalPending' }
  /** Closing the account: it is closed already (a second request at once). */
  | { code: 'AccountAlreadyClosed' }
  /** A self-exclusion's end asked for before it is over (null: until staff lift it). */
  | { code: 'SelfExclusionNotOver'; until: Date | null }
  /** A self-exclusion's end asked for with none over and awaiting it (sign in as usual). */
  | { code: 'SelfExclusionNoEndToRequest' }
  /** The operator's settings outside their bounds (the fields named); nothing was saved. */
  | { code: 'SaferPlaySettingsInvalid'; fields: string[] }
  /** A time-out or self-exclusion period the operator does not offer. */
  | { code: 'SaferPlayPeriodNotOffered' }
  /** A reality-check interval the operator does not offer. */
  | { code: 'RealityCheckIntervalNotOffered' };

declare module '../../platform/domain-errors.ts' {
  interface OutcomeRegistry {
    saferPlay: SaferPlayOutcome;
  }
}

export type SaferPlayCatalogue = {
  timeOutTaken: (until: Date) => string;
  selfExclusionTaken: (until: Date) => string;
  restrictionPlayerNotFound: string;
  restrictionNotFound: string;
  restrictionEndPast: string;
  restrictionIsPlayers: (kind: 'time_out' | 'self_exclusion' | 'operator') => string;
  restrictionNotInForce: string;
  restrictionAdded: string;
  restrictionLifted: string;
  closeBalanceLeft: (cash: string) => string;
  closeWithdrawalPending: string;
  accountAlreadyClosed: string;
  closeDone: string;
  selfExclusionNotOver: (until: Date | null) => string;
  selfExclusionNoEndToRequest: string;
  selfExclusionEndRequested: (accessFrom: Date, coolingOffHours: number) => string;
  saferPlaySettingsInvalid: (fields: string) => string;
  saferPlaySettingsSaved: string;
  saferPlayPeriodNotOffered: string;
  realityCheckIntervalNotOffered: string;
  /** The reality-check interval chosen (null: turned off). */
  realityCheckSet: (intervalMinutes: number | null) => string;
};

/** A cooling-off told in words: whole days as days ("7-day"), otherwise hours ("24-hour"). */
const waitEn = (hours: number) => (hours % 24 === 0 && hours > 24 ? `${hours / 24}-day` : `${hours}-hour`);
const waitTr = (hours: number) =>
  hours % 24 === 0 && hours > 24 ? `${hours / 24} günlük` : `${hours} saatlik`;

export const saferPlayMessages: Catalogue<SaferPlayCatalogue> = {
  tr: {
    timeOutTaken: (until) =>
      `Molanız başladı: ${dateTimeWithYear('tr', until)} (TSİ) tarihine kadar giriş yapamaz ve bahis alamazsınız. Açık oturumlarınız kapatıldı.`,
    selfExclusionTaken: (until) =>
      `Kendinizi ${dateTimeWithYear('tr', until)} (TSİ) tarihine kadar oyundan dışladınız. Açık oturumlarınız kapatıldı; bu süre kısaltılamaz.`,
    restrictionPlayerNotFound: 'Böyle bir oyuncu yok.',
    restrictionNotFound: 'Oyuncunun böyle bir kısıtlaması yok.',
    restrictionEndPast: 'Kısıtlamanın bitişi gelecekte olmalı.',
    restrictionIsPlayers: (kind) =>
      kind === 'self_exclusion'
        ? 'Oyuncunun kendini dışlaması süresi dolmadan kaldırılamaz.'
        : 'Oyuncunun kendi molası süresi dolmadan kaldırılamaz.',
    restrictionNotInForce: 'Bu kısıtlama artık geçerli değil.',
    restrictionAdded: 'Oyuncu oyuna kapatıldı; tüm oturumları ve açık oyunları sonlandırıldı.',
    restrictionLifted: 'Kısıtlama kaldırıldı.',
    closeBalanceLeft: (cash) =>
      `Hesabınızda ${cash} nakit bakiye var. Hesabınızı kapatmadan önce bakiyenizi Para Çek sayfasından çekin; çekim ödendikten sonra hesabınızı kapatabilirsiniz.`,
    closeWithdrawalPending:
      'Bekleyen bir çekim talebiniz var. Talep ödendikten (ya da iptal ettikten) sonra hesabınızı kapatabilirsiniz.',
    accountAlreadyClosed: 'Hesabınız zaten kapatıldı.',
    closeDone:
      'Hesabınız kapatıldı. Tüm oturumlarınız sonlandırıldı ve bu hesapla artık giriş yapılamaz. Bizimle oynadığınız için teşekkür ederiz.',
    selfExclusionNotOver: (until) =>
      until
        ? `Kendini dışlamanız ${dateTimeWithYear('tr', until)} (TSİ) tarihine kadar sürüyor; sonlandırılması ancak bu tarihten sonra talep edilebilir.`
        : 'Kendini dışlamanız süresizdir; sonlandırılması için canlı destek ile iletişime geçin.',
    selfExclusionNoEndToRequest:
      'Sona ermiş ve sonlandırılmayı bekleyen bir kendini dışlamanız yok; her zamanki gibi giriş yapabilirsiniz.',
    selfExclusionEndRequested: (accessFrom, hours) =>
      `Talebiniz alındı. ${waitTr(hours)} bekleme süresinden sonra, ${dateTimeWithYear('tr', accessFrom)} (TSİ) itibarıyla giriş yapabilirsiniz.`,
    saferPlaySettingsInvalid: (fields) =>
      `Ayarlar izin verilen sınırların dışında, hiçbir şey kaydedilmedi. Düzeltilecek alanlar: ${fields}.`,
    saferPlaySettingsSaved: 'Güvenli oyun ayarları kaydedildi; hemen geçerli.',
    saferPlayPeriodNotOffered: 'Bu süre sunulmuyor; sayfada listelenen sürelerden birini seçin.',
    realityCheckIntervalNotOffered:
      'Bu hatırlatma aralığı sunulmuyor; sayfada listelenen aralıklardan birini seçin.',
    realityCheckSet: (minutes) =>
      minutes === null
        ? 'Oyun süresi hatırlatmaları kapatıldı.'
        : `Oyun süresi hatırlatması kaydedildi: oturum açtığınızdan beri her ${minutes} dakikada bir.`,
  },
  en: {
    timeOutTaken: (until) =>
      `Your time-out has begun: you cannot sign in or bet until ${dateTimeWithYear('en', until)} (Türkiye time). Your open sessions have been ended.`,
    selfExclusionTaken: (until) =>
      `You have excluded yourself from play until ${dateTimeWithYear('en', until)} (Türkiye time). Your open sessions have been ended; this cannot be shortened.`,
    restrictionPlayerNotFound: 'There is no such player.',
    restrictionNotFound: 'The player has no such restriction.',
    restrictionEndPast: "The restriction's end must be in the future.",
    restrictionIsPlayers: (kind) =>
      kind === 'self_exclusion'
        ? "A player's self-exclusion cannot be lifted before it ends."
        : "A player's own time-out cannot be lifted before it ends.",
    restrictionNotInForce: 'This restriction is no longer in force.',
    restrictionAdded: 'The player is closed to play; every session and open game has been ended.',
    restrictionLifted: 'The restriction has been lifted.',
    closeBalanceLeft: (cash) =>
      `Your account holds ${cash} in cash. Withdraw your balance first (Withdraw page); once the withdrawal is paid you can close your account.`,
    closeWithdrawalPending:
      'You have a withdrawal still pending. You can close your account once it is paid (or after you cancel it).',
    accountAlreadyClosed: 'Your account is already closed.',
    closeDone:
      'Your account has been closed. All your sessions have ended and this account can no longer sign in. Thank you for playing with us.',
    selfExclusionNotOver: (until) =>
      until
        ? `Your self-exclusion runs until ${dateTimeWithYear('en', until)} (Türkiye time); its end can be asked for only after that.`
        : 'Your self-exclusion has no end date; please contact live support to end it.',
    selfExclusionNoEndToRequest:
      'You have no self-exclusion that is over and waiting to be ended; sign in as usual.',
    selfExclusionEndRequested: (accessFrom, hours) =>
      `Your request has been received. After the ${waitEn(hours)} cooling-off you can sign in from ${dateTimeWithYear('en', accessFrom)} (Türkiye time).`,
    saferPlaySettingsInvalid: (fields) =>
      `The settings are outside the allowed bounds; nothing was saved. Fields to correct: ${fields}.`,
    saferPlaySettingsSaved: 'The safer-play settings are saved and hold at once.',
    saferPlayPeriodNotOffered: 'This period is not offered; choose one of the periods listed on the page.',
    realityCheckIntervalNotOffered:
      'This reminder interval is not offered; choose one of the intervals listed on the page.',
    realityCheckSet: (minutes) =>
      minutes === null
        ? 'Reality checks are turned off.'
        : `Reality check saved: every ${minutes} minutes since you signed in.`,
  },
};

const words = wordsOf(saferPlayMessages);

/** This module's messages (and the platform's) for its routes and services. */
export const { messages, t } = words;
const { plain, aboutField } = words;

export const saferPlayOutcomes: OutcomeRows<SaferPlayOutcome> = {
  RestrictionPlayerNotFound: plain(404, 'restrictionPlayerNotFound'),
  RestrictionNotFound: plain(404, 'restrictionNotFound'),
  RestrictionEndPast: aboutField(400, 'endsAt', 'restrictionEndPast'),
  RestrictionIsPlayers: ({ kind }, locale) => refusal(409, messages(locale).restrictionIsPlayers(kind)),
  RestrictionNotInForce: plain(409, 'restrictionNotInForce'),
  CloseBalanceLeft: ({ cashMinor, currency }, locale) =>
    refusal(409, messages(locale).closeBalanceLeft(formatMoney(locale, cashMinor, currency))),
  CloseWithdrawalPending: plain(409, 'closeWithdrawalPending'),
  AccountAlreadyClosed: plain(409, 'accountAlreadyClosed'),
  SelfExclusionNotOver: ({ until }, locale) => refusal(409, messages(locale).selfExclusionNotOver(until)),
  SelfExclusionNoEndToRequest: plain(409, 'selfExclusionNoEndToRequest'),
  SaferPlaySettingsInvalid: ({ fields }, locale) => {
    const message = messages(locale).saferPlaySettingsInvalid(fields.join(', '));
    return refusal(400, message, Object.fromEntries(fields.map((field) => [field, message])));
  },
  SaferPlayPeriodNotOffered: aboutField(400, 'period', 'saferPlayPeriodNotOffered'),
  RealityCheckIntervalNotOffered: aboutField(400, 'intervalMinutes', 'realityCheckIntervalNotOffered'),
};
