import { API_ENDPOINTS, type RealityCheck, type RealityCheckInterval } from '@lale/contracts';
import { call } from '../../lib/api/index.ts';
import { readJson, STORAGE_KEYS, writeJson } from '../../lib/storage.ts';

/*
 * Reality checks (issue #26): the calls (GET saferplay/realitycheck, POST saferplay/setrealitycheck)
 * and when the next check is due. The due time is counted from the session's start on the server
 * (signedInAt) or from the last "continue" in this browser — never from the page's load — so a reload
 * or a new tab does not push the check back. Times are the browser's clock (Date.now, setTimeout), the
 * one a journey drives with playwright's page.clock.
 */

/** The query of the player's reality check; the session's token is appended (a new sign-in, a new key). */
export const REALITY_CHECK_KEY = ['realityCheck'] as const;

export async function fetchRealityCheck(signal?: AbortSignal): Promise<RealityCheck> {
  return (await call(API_ENDPOINTS.saferPlayRealityCheck, {}, { signal })).data;
}

/** Saves the interval (null: off); answers the server's sentence. */
export async function saveRealityCheckInterval(
  intervalMinutes: RealityCheckInterval | null,
): Promise<string> {
  return (await call(API_ENDPOINTS.saferPlaySetRealityCheck, { intervalMinutes })).message;
}

type Continued = { signedInAt: string; at: number };

/** When the player last answered a check of this sign-in in this browser (null: not yet). */
export function readContinued(signedInAt: string): number | null {
  const stored = readJson<Continued>(STORAGE_KEYS.realityCheckContinued);
  return stored?.signedInAt === signedInAt && typeof stored.at === 'number' ? stored.at : null;
}

export function rememberContinued(signedInAt: string, at: number): void {
  writeJson(STORAGE_KEYS.realityCheckContinued, { signedInAt, at } satisfies Continued);
}

/** The moment (ms since the epoch) the next check is due: an interval after the sign-in or the last answer. */
export function dueAt(signedInAt: string, intervalMinutes: number, continuedAt: number | null): number {
  const start = Date.parse(signedInAt);
  const from = continuedAt !== null && continuedAt > start ? continuedAt : start;
  return from + intervalMinutes * 60_000;
}
