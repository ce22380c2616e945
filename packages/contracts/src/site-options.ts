import { PHONE_PREFIX } from './constants.ts';

/*
 * Site option keys (spec §3 Settings: key, value, status; keys lower-cased, only status true used).
 * The operator edits the values; the site reads them by these names only, so nothing shown in the
 * footer, chat or effects is hard-coded in a component.
 */
export const SITE_OPTION_KEYS = {
  /** 'full' or 'fast': which sign-up variant the site shows. */
  registerType: 'registertype',
  /** 'true' switches the snowfall effect on. */
  snowfall: 'snowfall',
  /** Trial bonus offered at sign-up, in lira; 0 hides the checkbox. */
  trialBonusAmount: 'trialbonusamount',
  /** Licence number stated in the footer. */
  licenseNumber: 'license_number',
  /** The gaming authority that issued the licence. */
  licenseAuthority: 'license_authority',
  /** Operator company that owns the site (footer). */
  companyName: 'company_name',
  copyrightYear: 'copyright_year',
  /** Contact links (footer, side menu). */
  whatsapp: 'whatsapp',
  telegram: 'telegram',
  /** Live chat (spec §4): the script loads only when both are set. */
  chatSiteId: 'chat-site-id',
  chatDivId: 'chat-div-id',
  /**
   * Country prefixes whose phones the site accepts (sign-up, phone verification, every SMS), comma
   * separated, e.g. '90' or '90,994'; unset, switched off or empty: '90' (PHONE_PREFIX).
   */
  smsCountryPrefixes: 'sms_country_prefixes',
} as const;

export type SiteOptionKey = (typeof SITE_OPTION_KEYS)[keyof typeof SITE_OPTION_KEYS];

/** A country calling code: 1 to 3 digits, never starting with 0 (E.164). */
const COUNTRY_PREFIX = /^[1-9]\d{0,2}$/;

/**
 * The prefixes the `sms_country_prefixes` option allows; entries that are not a calling code are
 * ignored, and nothing usable left means the default (Türkiye only), never "every country".
 */
export function allowedPhonePrefixes(optionValue: string | undefined): string[] {
  const prefixes = (optionValue ?? '')
    .split(/[\s,;]+/)
    .map((entry) => entry.replace(/^\+/, ''))
    .filter((entry) => COUNTRY_PREFIX.test(entry));
  return prefixes.length > 0 ? [...new Set(prefixes)] : [PHONE_PREFIX];
}

/**
 * Whether a phone (digits with its country prefix) has one of `prefixes`. Calling codes are
 * prefix-free (no code starts another), so a plain starts-with is exact.
 */
export function hasAllowedPrefix(phoneDigits: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => phoneDigits.startsWith(prefix));
}

/** The 'Follow Me' app-setting links of the side menu, in this order (spec §2). */
export const FOLLOW_ME_LINKS = ['discord', 'twitter', 'instagram', 'telegram', 'youtube'] as const;
export type FollowMeLink = (typeof FOLLOW_ME_LINKS)[number];
