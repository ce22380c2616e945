import { type OutcomeRows, wordsOf } from '../../platform/error-table.ts';
import { type Catalogue, mergeCatalogues } from '../../platform/i18n.ts';
import { authMessages } from '../auth/index.ts';

/*
 * The player's own account: the phone check's messages and refusals. A phone another account holds is
 * worded as sign-up words it (modules/auth), so the player reads one sentence for one fact.
 */

export type CustomerOutcome = { code: 'PhoneTaken' } | { code: 'PhoneAlreadyVerified' };

declare module '../../platform/domain-errors.ts' {
  interface OutcomeRegistry {
    customer: CustomerOutcome;
  }
}

export type CustomerCatalogue = {
  phoneCodeSms: (code: string, minutes: number) => string;
  phoneCodeSent: string;
  phoneVerified: string;
  phoneAlreadyVerified: string;
};

export const customerMessages: Catalogue<CustomerCatalogue> = {
  tr: {
    phoneCodeSms: (code, minutes) => `Lale doğrulama kodunuz: ${code}. Kod ${minutes} dakika geçerlidir.`,
    phoneCodeSent: 'Doğrulama kodu telefonunuza gönderildi.',
    phoneVerified: 'Telefon numaranız doğrulandı.',
    phoneAlreadyVerified: 'Bu telefon numarası zaten doğrulanmış.',
  },
  en: {
    phoneCodeSms: (code, minutes) =>
      `Your Lale verification code: ${code}. It is valid for ${minutes} minutes.`,
    phoneCodeSent: 'A verification code has been sent to your phone.',
    phoneVerified: 'Your phone number is verified.',
    phoneAlreadyVerified: 'This phone number is already verified.',
  },
};

const words = wordsOf(mergeCatalogues(customerMessages, authMessages));

/** This module's messages (and the platform's) for its routes and services. */
export const { messages, t } = words;
const { aboutField } = words;

export const customerOutcomes: OutcomeRows<CustomerOutcome> = {
  PhoneTaken: aboutField(409, 'phone', 'phoneTaken'),
  PhoneAlreadyVerified: aboutField(400, 'phone', 'phoneAlreadyVerified'),
};
