import {
  API_ENDPOINTS,
  type ClosureReason,
  type Restriction,
  type SaferPlayHistory,
  type SaferPlayStatus,
  type SelfExclusionPeriod,
  type TimeOutPeriod,
} from '@lale/contracts';
import { call } from '../../lib/api/index.ts';

/** The safer-play calls (POST saferplay/timeout, saferplay/selfexclusion, GET saferplay/history, POST saferplay/close, saferplay/selfexclusion/endrequest). */

export type Taken = { restriction: Restriction; message: string };

/** What the operator offers (periods, reality-check intervals) and any restriction (GET saferplay/status). */
export async function fetchSaferPlayStatus(signal?: AbortSignal): Promise<SaferPlayStatus> {
  return (await call(API_ENDPOINTS.saferPlayStatus, {}, { signal })).data;
}

export async function takeTimeOut(period: TimeOutPeriod): Promise<Taken> {
  const answer = await call(API_ENDPOINTS.saferPlayTimeOut, { period });
  return { restriction: answer.data.restriction, message: answer.message };
}

export async function selfExclude(period: SelfExclusionPeriod): Promise<Taken> {
  const answer = await call(API_ENDPOINTS.saferPlaySelfExclusion, { period, confirm: true });
  return { restriction: answer.data.restriction, message: answer.message };
}

/** The player's last 12 Türkiye months and the year's totals (GET saferplay/history, POST saferplay/close, saferplay/selfexclusion/endrequest). */
export async function fetchHistory(signal?: AbortSignal): Promise<SaferPlayHistory> {
  return (await call(API_ENDPOINTS.saferPlayHistory, {}, { signal })).data;
}

/** Closes the player's own account (POST saferplay/close); answers the server's sentence. */
export async function closeAccount(reason: ClosureReason, text: string): Promise<string> {
  const words = text.trim();
  const answer = await call(API_ENDPOINTS.saferPlayClose, {
    reason,
    ...(words ? { text: words } : {}),
    confirm: true,
  });
  return answer.message;
}

/** Asks for a self-exclusion's end while signed out (POST saferplay/selfexclusion/endrequest). */
export async function requestSelfExclusionEnd(username: string, password: string): Promise<string> {
  return (await call(API_ENDPOINTS.saferPlaySelfExclusionEndRequest, { username, password })).message;
}
