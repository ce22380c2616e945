import type { Popup } from '@lale/contracts';
import { restrictedHere } from '../../../lib/restrictedHere.ts';
import { readText, STORAGE_KEYS, writeText } from '../../../lib/storage.ts';
import { popupHash } from './popupHash.ts';

/*
 * Spec §4: the start-up popup is shown once per distinct content. The hash of the last one shown is
 * kept in local storage, so the same popup never comes back and a changed one shows once again.
 */

/**
 * A popup worth showing: it has pictures (at least the default one, which every screen size falls
 * back to), this browser has not shown this content yet, and no restriction taken here is running.
 */
export function isUnseenPopup(popup: Popup | null | undefined): popup is Popup {
  // No promotion while a time-out or self-exclusion taken in this browser runs (lib/restrictedHere.ts).
  if (!popup?.images[0] || restrictedHere()) return false;
  return readText(STORAGE_KEYS.popupHash) !== popupHash(popup);
}

export function rememberPopup(popup: Popup): void {
  writeText(STORAGE_KEYS.popupHash, popupHash(popup));
}
