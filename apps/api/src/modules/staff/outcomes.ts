import { limited, type OutcomeRows, refusal, secondsUntil, wordsOf } from '../../platform/error-table.ts';
import type { Catalogue } from '../../platform/i18n.ts';

/*
 * The back office's sign-in and staff refusals (issue #25). A wrong username and a wrong password are
 * one answer, so the answer does not reveal which staff usernames exist.
 */

export type StaffOutcome =
  | { code: 'StaffSignInFailed' }
  | { code: 'StaffLocked'; until: Date }
  | { code: 'StaffChallengeInvalid' }
  | { code: 'StaffCodeInvalid' }
  | { code: 'StaffSessionRequired' }
  | { code: 'StaffPermissionDenied'; permission: string }
  | { code: 'StaffCsrfRefused' }
  | { code: 'StaffAddressNotAllowed' }
  | { code: 'StaffUsernameTaken' }
  | { code: 'StaffNotFound' }
  | { code: 'StaffNotOnSelf' }
  | { code: 'StaffLastOwner' }
  | { code: 'StaffTooFrequent'; seconds: number };

declare module '../../platform/domain-errors.ts' {
  interface OutcomeRegistry {
    staff: StaffOutcome;
  }
}

export type StaffCatalogue = {
  staffSignInFailed: string;
  staffLocked: (minutes: number) => string;
  staffChallengeInvalid: string;
  staffCodeInvalid: string;
  staffSessionRequired: string;
  staffPermissionDenied: (permission: string) => string;
  staffCsrfRefused: string;
  staffAddressNotAllowed: string;
  staffUsernameTaken: string;
  staffNotFound: string;
  staffNotOnSelf: string;
  staffLastOwner: string;
  staffSignedOut: string;
  staffTooFrequent: (seconds: number) => string;
};

export const staffMessages: Catalogue<StaffCatalogue> = {
  tr: {
    staffSignInFailed: 'Kullanıcı adı veya şifre hatalı.',
    staffLocked: (minutes) => `Çok fazla hatalı deneme. ${minutes} dakika sonra tekrar deneyin.`,
    staffChallengeInvalid: 'Giriş adımının süresi doldu. Lütfen kullanıcı adı ve şifreyle yeniden başlayın.',
    staffCodeInvalid: 'Kod hatalı veya daha önce kullanılmış. Uygulamadaki güncel kodu girin.',
    staffSessionRequired: 'Oturumunuz sona erdi. Lütfen yeniden giriş yapın.',
    staffPermissionDenied: (permission) => `Bu işlem için yetkiniz yok (${permission}).`,
    staffCsrfRefused: 'İstek doğrulanamadı. Sayfayı yenileyip tekrar deneyin.',
    staffAddressNotAllowed: 'Arka ofise bu adresten erişilemez.',
    staffUsernameTaken: 'Bu kullanıcı adı zaten kullanılıyor.',
    staffNotFound: 'Personel bulunamadı.',
    staffNotOnSelf: 'Kendi rolünüzü veya durumunuzu değiştiremezsiniz.',
    staffLastOwner: 'Son aktif sahip kaldırılamaz.',
    staffSignedOut: 'Çıkış yapıldı.',
    staffTooFrequent: (seconds) => `Çok fazla deneme. ${seconds} saniye sonra tekrar deneyin.`,
  },
  en: {
    staffSignInFailed: 'The username or password is wrong.',
    staffLocked: (minutes) => `Too many wrong attempts. Try again in ${minutes} minutes.`,
    staffChallengeInvalid: 'This sign-in step has expired. Start again with your username and password.',
    staffCodeInvalid: 'The code is wrong or was used already. Enter the current code from your app.',
    staffSessionRequired: 'Your session has ended. Please sign in again.',
    staffPermissionDenied: (permission) => `You do not have permission for this (${permission}).`,
    staffCsrfRefused: 'The request could not be verified. Reload the page and try again.',
    staffAddressNotAllowed: 'The back office cannot be reached from this address.',
    staffUsernameTaken: 'This username is taken.',
    staffNotFound: 'No such staff member.',
    staffNotOnSelf: 'You cannot change your own role or status.',
    staffLastOwner: 'The last active owner cannot be removed.',
    staffSignedOut: 'Signed out.',
    staffTooFrequent: (seconds) => `Too many attempts. Try again in ${seconds} seconds.`,
  },
};

const words = wordsOf(staffMessages);
export const { messages } = words;
const { plain, aboutField } = words;

export const staffOutcomes: OutcomeRows<StaffOutcome> = {
  StaffSignInFailed: plain(401, 'staffSignInFailed'),
  StaffLocked: ({ until }, locale, now) =>
    limited(
      messages(locale).staffLocked(Math.max(1, Math.ceil(secondsUntil(until, now) / 60))),
      secondsUntil(until, now),
    ),
  StaffChallengeInvalid: plain(401, 'staffChallengeInvalid'),
  StaffCodeInvalid: aboutField(401, 'code', 'staffCodeInvalid'),
  StaffSessionRequired: plain(401, 'staffSessionRequired'),
  StaffPermissionDenied: ({ permission }, locale) =>
    refusal(403, messages(locale).staffPermissionDenied(permission)),
  StaffCsrfRefused: plain(403, 'staffCsrfRefused'),
  StaffAddressNotAllowed: plain(403, 'staffAddressNotAllowed'),
  StaffUsernameTaken: aboutField(409, 'username', 'staffUsernameTaken'),
  StaffNotFound: plain(404, 'staffNotFound'),
  StaffNotOnSelf: plain(409, 'staffNotOnSelf'),
  StaffLastOwner: plain(409, 'staffLastOwner'),
  StaffTooFrequent: ({ seconds }, locale) => limited(messages(locale).staffTooFrequent(seconds), seconds),
};
