import { API_ENDPOINTS, type DepositLimitPeriod, type SessionLimit } from '@lale/contracts';
import type { TFunction } from 'i18next';
import { call } from '../../lib/api/index.ts';
import type { DepositLimit } from './depositLimits.ts';

/*
 * The session-time limits' calls (GET saferplay/sessionlimits, POST saferplay/setsessionlimit,
 * saferplay/confirmsessionlimit) and their minutes as the cards show and read them.
 */

export type { SessionLimit };

export async function fetchSessionLimits(signal?: AbortSignal): Promise<SessionLimit[]> {
  return (await call(API_ENDPOINTS.saferPlaySessionLimits, {}, { signal })).data;
}

/** Sets (minutes) or removes (null) a limit; answers the server's sentence about what it did. */
export async function setSessionLimit(period: DepositLimitPeriod, minutes: number | null): Promise<string> {
  return (await call(API_ENDPOINTS.saferPlaySetSessionLimit, { period, minutes })).message;
}

export async function confirmSessionLimit(period: DepositLimitPeriod): Promise<string> {
  return (await call(API_ENDPOINTS.saferPlayConfirmSessionLimit, { period })).message;
}

/** A session-time limit in the limit cards' shape, its figures in minutes (LimitCard unit="minutes"). */
export const asCardLimit = (limit: SessionLimit): DepositLimit => ({
  period: limit.period,
  amount: limit.minutes,
  used: limit.usedMinutes,
  remaining: limit.remainingMinutes,
  pending: limit.pending && { ...limit.pending, amount: limit.pending.minutes },
});

/** Whole minutes typed by the player ('90'), or null when it is not a positive whole number. */
export function parseMinutesInput(text: string): number | null {
  const value = text.trim();
  if (!/^\d{1,5}$/.test(value)) return null;
  const minutes = Number(value);
  return minutes > 0 ? minutes : null;
}

/** '2 sa 30 dk' / '2 h 30 min'; '0 dk' for nothing. */
export function formatMinutes(t: TFunction, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('playLimits.minutes', { count: rest });
  if (rest === 0) return t('playLimits.hours', { count: hours });
  return t('playLimits.hoursMinutes', { hours, minutes: rest });
}
