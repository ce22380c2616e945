import { useEffect } from 'react';
import { notify } from './notify.ts';

/*
 * A sentence to say after the reload a logout makes (lib/sessionActions.ts reloads so no player data
 * survives in memory): a time-out's or self-exclusion's confirmation would otherwise vanish with the
 * page. Kept in session storage (this tab only), read and removed once by the next page.
 */
const FLASH_KEY = 'flash';

export function flashAfterReload(message: string): void {
  try {
    window.sessionStorage.setItem(FLASH_KEY, message);
  } catch {
    notify.success(message); // no storage: say it now, for as long as the page lasts
  }
}

/** Shows the sentence the page before the reload left, once. */
export function useFlash(): void {
  useEffect(() => {
    let message: string | null = null;
    try {
      message = window.sessionStorage.getItem(FLASH_KEY);
      window.sessionStorage.removeItem(FLASH_KEY);
    } catch {
      return;
    }
    if (message) notify.success(message);
  }, []);
}
