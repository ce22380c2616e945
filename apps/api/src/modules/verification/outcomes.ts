import { limited, type OutcomeRows, refusal, secondsUntil, wordsOf } from '../../platform/error-table.ts';
import { type Catalogue, clockTime } from '../../platform/i18n.ts';

/*
 * The one-time codes' refusals (SMS and e-mail codes, whoever asks for them: recovery, the phone check)
 * and the message a code could not be sent in.
 */

export type VerificationOutcome =
  | { code: 'CodeWrong'; attemptsLeft: number }
  | { code: 'CodeExpired' }
  | { code: 'CodeAttemptsExhausted' }
  | { code: 'CodeResendWait'; seconds: number }
  | { code: 'CodeHourlyLimit'; until: Date }
  | { code: 'MessageNotSent' };

declare module '../../platform/domain-errors.ts' {
  interface OutcomeRegistry {
    verification: VerificationOutcome;
  }
}

export type VerificationCatalogue = {
  codeWrong: (attemptsLeft: number) => string;
  codeExpired: string;
  codeAttemptsExhausted: string;
  codeResendWait: (seconds: number) => string;
  codeHourlyLimit: (until: Date) => string;
  messageNotSent: string;
};

export const verificationMessages: Catalogue<VerificationCatalogue> = {
  tr: {
    codeWrong: (left) => `Kod hatalı. ${left} deneme hakkınız kaldı.`,
    codeExpired: 'Kodun süresi dolmuş ya da kod geçersiz. Lütfen yeni bir kod isteyin.',
    codeAttemptsExhausted: 'Çok fazla hatalı deneme yapıldı. Lütfen yeni bir kod isteyin.',
    codeResendWait: (seconds) => `Yeni bir kod istemeden önce lütfen ${seconds} saniye bekleyin.`,
    codeHourlyLimit: (until) =>
      `Çok fazla kod istendi. Lütfen saat ${clockTime('tr', until)} (TSİ) sonrasında tekrar deneyin.`,
    messageNotSent: 'Mesaj gönderilemedi. Lütfen biraz sonra tekrar deneyin.',
  },
  en: {
    codeWrong: (left) => `The code is wrong. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
    codeExpired: 'The code has expired or is no longer valid. Please request a new code.',
    codeAttemptsExhausted: 'Too many wrong attempts. Please request a new code.',
    codeResendWait: (seconds) => `Please wait ${seconds} seconds before requesting a new code.`,
    codeHourlyLimit: (until) =>
      `Too many codes requested. Please try again after ${clockTime('en', until)} (Turkey time).`,
    messageNotSent: 'The message could not be sent. Please try again shortly.',
  },
};

const words = wordsOf(verificationMessages);

/** This module's messages (and the platform's) for its routes and services. */
export const { messages, t } = words;
const { plain } = words;

export const verificationOutcomes: OutcomeRows<VerificationOutcome> = {
  CodeWrong: ({ attemptsLeft }, locale) => refusal(400, messages(locale).codeWrong(attemptsLeft)),
  CodeExpired: plain(400, 'codeExpired'),
  CodeAttemptsExhausted: plain(400, 'codeAttemptsExhausted'),
  CodeResendWait: ({ seconds }, locale) => limited(messages(locale).codeResendWait(seconds), seconds),
  CodeHourlyLimit: ({ until }, locale, now) =>
    limited(messages(locale).codeHourlyLimit(until), secondsUntil(until, now)),
  MessageNotSent: plain(503, 'messageNotSent'),
};
