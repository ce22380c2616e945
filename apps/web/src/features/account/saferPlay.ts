import {
  API_ENDPOINTS,
  type Restriction,
  type SelfExclusionPeriod,
  type TimeOutPeriod,
} from '@lale/contracts';
import { call } from '../../lib/api/index.ts';

/** The safer-play calls (POST saferplay/timeout, saferplay/selfexclusion). */

export type Taken = { restriction: Restriction; message: string };

export async function takeTimeOut(period: TimeOutPeriod): Promise<Taken> {
  const answer = await call(API_ENDPOINTS.saferPlayTimeOut, { period });
  return { restriction: answer.data.restriction, message: answer.message };
}

export async function selfExclude(period: SelfExclusionPeriod): Promise<Taken> {
  const answer = await call(API_ENDPOINTS.saferPlaySelfExclusion, { period, confirm: true });
  return { restriction: answer.data.restriction, message: answer.message };
}
