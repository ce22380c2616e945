import {
  API_ENDPOINTS,
  type Restriction,
  type SaferPlayHistory,
  type SelfExclusionPeriod,
  type TimeOutPeriod,
} from '@lale/contracts';
import { call } from '../../lib/api/index.ts';

/** The safer-play calls (POST saferplay/timeout, saferplay/selfexclusion, GET saferplay/history). */

export type Taken = { restriction: Restriction; message: string };

export async function takeTimeOut(period: TimeOutPeriod): Promise<Taken> {
  const answer = await call(API_ENDPOINTS.saferPlayTimeOut, { period });
  return { restriction: answer.data.restriction, message: answer.message };
}

export async function selfExclude(period: SelfExclusionPeriod): Promise<Taken> {
  const answer = await call(API_ENDPOINTS.saferPlaySelfExclusion, { period, confirm: true });
  return { restriction: answer.data.restriction, message: answer.message };
}

/** The player's last 12 Türkiye months and the year's totals (GET saferplay/history). */
export async function fetchHistory(signal?: AbortSignal): Promise<SaferPlayHistory> {
  return (await call(API_ENDPOINTS.saferPlayHistory, {}, { signal })).data;
}
