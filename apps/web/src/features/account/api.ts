import { API_ENDPOINTS, type Profile, type SessionEntry, type SessionHistory } from '@lale/contracts';
import { call } from '../../lib/api/index.ts';

/** Account reads for the personal-information and session-history pages. */

export type CustomerProfile = Profile;
export type SessionItem = SessionEntry;
export type SessionPage = SessionHistory;

export async function fetchProfile(signal?: AbortSignal): Promise<CustomerProfile> {
  return (await call(API_ENDPOINTS.customerProfile, {}, { signal })).data;
}

export async function fetchSessions(skip: number, take: number, signal?: AbortSignal): Promise<SessionPage> {
  return (await call(API_ENDPOINTS.customerSessions, { skip, take }, { signal })).data;
}
