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
} as const;

export type SiteOptionKey = (typeof SITE_OPTION_KEYS)[keyof typeof SITE_OPTION_KEYS];

/** The 'Follow Me' app-setting links of the side menu, in this order (spec §2). */
export const FOLLOW_ME_LINKS = ['discord', 'twitter', 'instagram', 'telegram', 'youtube'] as const;
export type FollowMeLink = (typeof FOLLOW_ME_LINKS)[number];
