import { readText, STORAGE_KEYS, writeText } from '../../lib/storage.ts';

/* Spec §2 top banner: once dismissed (or left behind), the flag `topNotifyRead` keeps it away. */

export function isTopBannerRead(): boolean {
  return readText(STORAGE_KEYS.topNotifyRead) === 'true';
}

export function markTopBannerRead(): void {
  writeText(STORAGE_KEYS.topNotifyRead, 'true');
}
