import { z } from 'zod';
import { CONTENT_IMAGE_ORIGINS } from './constants.ts';
import type { Locale } from './locales.ts';

/*
 * The one place that turns a zod issue into a sentence a person can act on, in Turkish or English.
 * Schemas attach a stable code where zod's own is not specific enough (`mismatch`, `digits`, ...);
 * the API's 400 answer and the site's form errors both come from here.
 */

type Messages = {
  required: string;
  minLength: (n: number) => string;
  maxLength: (n: number) => string;
  exactLength: (n: number) => string;
  minValue: (n: number) => string;
  maxValue: (n: number) => string;
  email: string;
  digits: string;
  lettersAndDigits: string;
  mismatch: string;
  phoneRequired: string;
  phoneIncomplete: string;
  invalidDate: string;
  invalidCharacters: string;
  link: string;
  imageUrl: string;
  lowerKey: string;
  translationKey: string;
  positiveAmount: string;
  oddsDecimals: string;
  invalidType: string;
  invalidOption: string;
  unknownKey: (keys: string) => string;
  invalid: string;
  // Payment fields (payment-field-rules.ts).
  amountPositive: string;
  amountDecimals: string;
  amountRange: (min: string, max: string) => string;
  iban: string;
  cardNumber: string;
  expiryFormat: string;
  cardExpired: string;
  cvv: string;
  maskFormat: (mask: string) => string;
  // The operator's payment methods (admin-payment-methods.ts).
  paymentMask: string;
  paymentLogo: string;
};

const MESSAGES: Record<Locale, Messages> = {
  tr: {
    required: 'Bu alan zorunludur.',
    minLength: (n) => `En az ${n} karakter olmalıdır.`,
    maxLength: (n) => `En fazla ${n} karakter olabilir.`,
    exactLength: (n) => `Tam olarak ${n} karakter olmalıdır.`,
    minValue: (n) => `En az ${n} olmalıdır.`,
    maxValue: (n) => `En fazla ${n} olabilir.`,
    email: 'Geçerli bir e-posta adresi girin.',
    digits: 'Yalnızca rakam girin.',
    lettersAndDigits: 'Yalnızca harf ve rakam kullanın.',
    mismatch: 'Şifreler eşleşmiyor.',
    // Spec §5 gives this call-request warning verbatim (no full stop).
    phoneRequired: 'Lütfen telefon numaranızı girin',
    phoneIncomplete: 'Telefon numaranızı eksiksiz girin: +90 ardından 10 hane.',
    invalidDate: 'Geçerli bir tarih girin.',
    invalidCharacters:
      'Kullanılamayan bir karakter içeriyor (boş karakter ya da yarım kalmış bir emoji); silip yeniden yazın.',
    link: 'https:// ile başlayan bir adres ya da / ile başlayan bir site yolu girin.',
    imageUrl:
      CONTENT_IMAGE_ORIGINS.length > 0
        ? `/media/ ile başlayan bir yol ya da şu adreslerden birinde bir resim girin: ${CONTENT_IMAGE_ORIGINS.join(', ')}.`
        : '/media/ ile başlayan bir yol girin: başka sitelerdeki resimleri sitenin güvenlik politikası göstermez.',
    lowerKey: 'Yalnızca küçük harf (a-z), rakam, nokta, tire ve alt çizgi kullanın.',
    translationKey: 'Harfle başlayın; yalnızca harf (a-z, A-Z), rakam, nokta, tire ve alt çizgi kullanın.',
    positiveAmount: 'Sıfırdan büyük bir tutar girin.',
    oddsDecimals: 'Oran en fazla 2 ondalık basamak içerebilir (ör. 1.50).',
    invalidType: 'Geçersiz değer türü.',
    invalidOption: 'Listeden geçerli bir seçenek seçin.',
    unknownKey: (keys) => `Tanınmayan alan: ${keys}.`,
    invalid: 'Geçersiz değer.',
    amountPositive: 'Tutar sıfırdan büyük olmalıdır.',
    amountDecimals: 'Tutar en fazla 2 ondalık basamak içerebilir.',
    amountRange: (min, max) => `Tutar ${min} ile ${max} arasında olmalıdır.`,
    iban: 'Geçerli bir IBAN girin (ülke kodu, kontrol basamakları ve hesap numarası).',
    cardNumber: 'Geçerli bir kart numarası girin.',
    expiryFormat: 'Son kullanma tarihini AA/YY biçiminde girin.',
    cardExpired: 'Kartın son kullanma tarihi geçmiş.',
    cvv: 'CVV 3 ya da 4 rakam olmalıdır.',
    maskFormat: (mask) => `Şu biçimde girin: ${mask} (0 yerine rakam).`,
    paymentMask:
      'Her rakam için 0 kullanın (en az bir tane); diğer karakterler olduğu gibi görünür. a, *, [ ], { }, ` ve \\ kullanılamaz.',
    paymentLogo:
      'Yüklenmiş bir resmin adresini (/media/uploads/…) ya da hazır bir logoyu (/api/payments/logos/<ad>.svg) girin.',
  },
  en: {
    required: 'This field is required.',
    minLength: (n) => `Must be at least ${n} characters.`,
    maxLength: (n) => `Must be at most ${n} characters.`,
    exactLength: (n) => `Must be exactly ${n} characters.`,
    minValue: (n) => `Must be at least ${n}.`,
    maxValue: (n) => `Must be at most ${n}.`,
    email: 'Enter a valid e-mail address.',
    digits: 'Enter digits only.',
    lettersAndDigits: 'Use letters and digits only.',
    mismatch: 'Passwords do not match.',
    phoneRequired: 'Please enter your phone number',
    phoneIncomplete: 'Enter the whole phone number: 10 digits after +90.',
    invalidDate: 'Enter a valid date.',
    invalidCharacters:
      'Contains a character that cannot be used (a null character or half of an emoji); delete it and type it again.',
    link: 'Enter an address starting with https:// or a site path starting with /.',
    imageUrl:
      CONTENT_IMAGE_ORIGINS.length > 0
        ? `Enter a path starting with /media/ or a picture on ${CONTENT_IMAGE_ORIGINS.join(', ')}.`
        : "Enter a path starting with /media/: the site's security policy does not show pictures from other sites.",
    lowerKey: 'Use lower-case letters (a-z), digits, dots, hyphens and underscores only.',
    translationKey:
      'Start with a letter; use letters (a-z, A-Z), digits, dots, hyphens and underscores only.',
    positiveAmount: 'Enter an amount above zero.',
    oddsDecimals: 'The odds may have at most 2 decimal places (e.g. 1.50).',
    invalidType: 'Invalid value type.',
    invalidOption: 'Choose a valid option from the list.',
    unknownKey: (keys) => `Unrecognised field: ${keys}.`,
    invalid: 'Invalid value.',
    amountPositive: 'The amount must be greater than zero.',
    amountDecimals: 'The amount may have at most 2 decimal places.',
    amountRange: (min, max) => `The amount must be between ${min} and ${max}.`,
    iban: 'Enter a valid IBAN (country code, check digits and account number).',
    cardNumber: 'Enter a valid card number.',
    expiryFormat: 'Enter the expiry date as MM/YY.',
    cardExpired: 'The card has expired.',
    cvv: 'The CVV must be 3 or 4 digits.',
    maskFormat: (mask) => `Enter it in the form ${mask} (a digit for each 0).`,
    paymentMask:
      'Use 0 for each digit (at least one); other characters show as they are. a, *, [ ], { }, ` and \\ cannot be used.',
    paymentLogo:
      "Enter an uploaded picture's address (/media/uploads/…) or a built-in logo (/api/payments/logos/<name>.svg).",
  },
};

/** Custom codes a schema may put in an issue's `params.code` or as its message. */
export const ISSUE_CODES = [
  'required',
  'digits',
  'lettersAndDigits',
  'mismatch',
  'email',
  'phoneRequired',
  'phoneIncomplete',
  'invalidDate',
  'invalidCharacters',
  'link',
  'imageUrl',
  'lowerKey',
  'translationKey',
  'amountPositive',
  'amountDecimals',
  'iban',
  'cardNumber',
  'expiryFormat',
  'cardExpired',
  'cvv',
  'positiveAmount',
  'oddsDecimals',
  'paymentMask',
  'paymentLogo',
] as const;
export type IssueCode = (typeof ISSUE_CODES)[number];

/**
 * Codes whose sentence needs values: a schema puts the whole object in the issue's `params` and leaves
 * the message out, so the site's error map (formatIssue) and the API (formatIssue on the finished issue)
 * both read the values.
 */
export type ParamIssue =
  { code: 'amountRange'; min: number; max: number } | { code: 'maskFormat'; mask: string };

function readParamIssue(params: unknown): ParamIssue | null {
  if (typeof params !== 'object' || params === null) return null;
  const p = params as Record<string, unknown>;
  if (p.code === 'amountRange' && typeof p.min === 'number' && typeof p.max === 'number') {
    return { code: 'amountRange', min: p.min, max: p.max };
  }
  if (p.code === 'maskFormat' && typeof p.mask === 'string') return { code: 'maskFormat', mask: p.mask };
  return null;
}

/** An amount limit as the locale writes numbers: 50.000 / 50,000, places only when there are any. */
function formatLimit(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', { maximumFractionDigits: 2 }).format(
    value,
  );
}

function formatParamIssue(issue: ParamIssue, m: Messages, locale: Locale): string {
  switch (issue.code) {
    case 'amountRange':
      return m.amountRange(formatLimit(issue.min, locale), formatLimit(issue.max, locale));
    case 'maskFormat':
      return m.maskFormat(issue.mask);
  }
}

function isIssueCode(value: unknown): value is IssueCode {
  return typeof value === 'string' && (ISSUE_CODES as readonly string[]).includes(value);
}

/*
 * zod drops `input` from finished issues unless a caller opts in, so "missing" vs "wrong type" cannot be
 * told apart afterwards. Decide it while the issue is raised, for every schema (the API's validator and
 * the site's forms alike): a missing value becomes our 'required' code.
 */
z.config({
  customError: (issue) =>
    issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)
      ? 'required'
      : undefined,
});

/** A localized sentence for one zod issue. */
export function formatIssue(issue: z.core.$ZodIssue, locale: Locale): string {
  const m = MESSAGES[locale];
  const params = (issue as { params?: { code?: unknown } }).params;
  const withValues = readParamIssue(params);
  if (withValues) return formatParamIssue(withValues, m, locale);
  const custom = params?.code ?? issue.message;
  if (isIssueCode(custom)) return m[custom];
  switch (issue.code) {
    case 'invalid_type':
      // A missing value was already turned into 'required' by the customError above.
      return m.invalidType;
    case 'too_small':
      if (issue.origin === 'string') {
        if (issue.exact) return m.exactLength(Number(issue.minimum));
        return Number(issue.minimum) <= 1 ? m.required : m.minLength(Number(issue.minimum));
      }
      return issue.origin === 'array' ? m.required : m.minValue(Number(issue.minimum));
    case 'too_big':
      if (issue.origin === 'string') {
        return issue.exact ? m.exactLength(Number(issue.maximum)) : m.maxLength(Number(issue.maximum));
      }
      return m.maxValue(Number(issue.maximum));
    case 'invalid_format':
      return issue.format === 'email' ? m.email : m.invalid;
    case 'invalid_value':
      return m.invalidOption;
    case 'unrecognized_keys':
      return m.unknownKey(issue.keys.join(', '));
    default:
      return m.invalid;
  }
}

/** Field path → first message, the `data.errors` shape of a 400 answer (DESIGN §4). */
export function issuesToFieldErrors(
  issues: readonly z.core.$ZodIssue[],
  locale: Locale,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    errors[field] ??= formatIssue(issue, locale);
  }
  return errors;
}

/** The one-line summary message of a validation failure. */
export function validationSummary(locale: Locale): string {
  return locale === 'tr' ? 'Lütfen işaretli alanları düzeltin.' : 'Please correct the highlighted fields.';
}
