import { readText, STORAGE_KEYS, writeText } from './storage.ts';

/*
 * Marketing stops during a time-out or a self-exclusion (issue #26). Signed out, the site cannot ask the
 * server who is visiting, so the browser the player took it in remembers its end and shows no promotion
 * (the start-up popup) until then. Other devices are signed out too, and sign-in is refused with the end.
 */

/** Remembers the end of a restriction taken here (null: until the operator lifts it). */
export function rememberRestriction(endsAt: string | null): void {
  writeText(STORAGE_KEYS.restrictedUntil, endsAt ?? 'indefinite');
}

/** Whether a restriction taken in this browser is still running at `now` (ms). */
export function restrictedHere(now = Date.now()): boolean {
  const until = readText(STORAGE_KEYS.restrictedUntil);
  if (until === null) return false;
  if (until === 'indefinite') return true;
  const end = Date.parse(until);
  return Number.isNaN(end) || end > now;
}
