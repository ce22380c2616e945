import { INT32_MAX } from '@lale/contracts';
import { STORAGE_KEYS, writeText } from './storage.ts';

/*
 * Referral links (spec §3): a link such as https://site/?refId=1234567 names the inviting player by
 * their public number (usercode). The number is kept under the local key `refId` so that a sign-up
 * later in this browser, on any page, sends it (features/auth/registerPayload.ts). The latest valid
 * link wins; a value that is not a positive whole number is ignored and leaves a stored one alone.
 */
export const REFERRAL_PARAM = 'refId';

/**
 * What contracts' `refIdRule` (a positive int32) accepts, checked without zod: this runs on every
 * first page, and the rule would bring the whole validation library with it. test/referral.test.ts
 * proves the two agree.
 */
export function isRefId(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0 && value <= INT32_MAX;
}

/** Stores the referral id of `search` (a location's query string); the id stored, or null. */
export function captureReferral(search: string): number | null {
  const raw = new URLSearchParams(search).get(REFERRAL_PARAM);
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  if (!isRefId(id)) return null;
  writeText(STORAGE_KEYS.refId, String(id));
  return id;
}
