import { refIdRule } from '@lale/contracts';
import { STORAGE_KEYS, writeText } from './storage.ts';

/*
 * Referral links (spec §3): a link such as https://site/?refId=1234567 names the inviting player by
 * their public number (usercode). The number is kept under the local key `refId` so that a sign-up
 * later in this browser, on any page, sends it (features/auth/registerPayload.ts). The latest valid
 * link wins; a value that is not a positive whole number is ignored and leaves a stored one alone.
 */
export const REFERRAL_PARAM = 'refId';

/** Stores the referral id of `search` (a location's query string); the id stored, or null. */
export function captureReferral(search: string): number | null {
  const raw = new URLSearchParams(search).get(REFERRAL_PARAM);
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const parsed = refIdRule.safeParse(Number(raw.trim()));
  if (!parsed.success) return null;
  writeText(STORAGE_KEYS.refId, String(parsed.data));
  return parsed.data;
}
