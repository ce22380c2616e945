import { API_ENDPOINTS, type DepositLimitPeriod, type PlayLimit, type PlayLimitKind } from '@lale/contracts';
import { call } from '../../lib/api/index.ts';

/** The loss and wager limits' calls (GET saferplay/limits, POST saferplay/setlimit, saferplay/confirmlimit). */

export type { PlayLimit, PlayLimitKind };

export async function fetchPlayLimits(signal?: AbortSignal): Promise<PlayLimit[]> {
  return (await call(API_ENDPOINTS.saferPlayLimits, {}, { signal })).data;
}

/** Sets (amount) or removes (null) a limit; answers the server's sentence about what it did. */
export async function setPlayLimit(
  kind: PlayLimitKind,
  period: DepositLimitPeriod,
  amount: number | null,
): Promise<string> {
  return (await call(API_ENDPOINTS.saferPlaySetLimit, { kind, period, amount })).message;
}

/** Confirms a pending increase or removal (its cooling-off over); answers the server's sentence. */
export async function confirmPlayLimit(kind: PlayLimitKind, period: DepositLimitPeriod): Promise<string> {
  return (await call(API_ENDPOINTS.saferPlayConfirmLimit, { kind, period })).message;
}
