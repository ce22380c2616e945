import { create } from 'zustand';
import type { Bootstrap, Locale } from '@lale/contracts';

/*
 * Settings derived from the bootstrap at start-up (spec §3 "Settings"): languages offered, site options
 * (keys lower-cased, only `status: true` kept) and the current/next domain for the top banner.
 */
type SiteSettings = {
  languages: { locale: Locale; name: string }[];
  options: Record<string, string>;
  domains: { current: string | null; next: string | null };
};

export const useSiteSettings = create<SiteSettings>(() => ({
  languages: [],
  options: {},
  domains: { current: null, next: null },
}));

export function siteOptionsFrom(list: Bootstrap['siteOption'] | undefined): Record<string, string> {
  const options: Record<string, string> = {};
  for (const option of list ?? []) {
    if (option.status) options[option.key.toLowerCase()] = option.value;
  }
  return options;
}
