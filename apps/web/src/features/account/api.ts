import { API_PATHS, type Profile, type SessionEntry, type SessionHistory } from '@lale/contracts';
import { api } from '../../lib/api/index.ts';

/** Account reads for the personal-information and session-history pages. */

export type CustomerProfile = Profile;
export type SessionItem = SessionEntry;
export type SessionPage = SessionHistory;

export async function fetchProfile(signal?: AbortSignal): Promise<CustomerProfile> {
  return (await api.get<CustomerProfile>(API_PATHS.customerProfile, signal)).data;
}

export async function fetchSessions(skip: number, take: number, signal?: AbortSignal): Promise<SessionPage> {
  const query = new URLSearchParams({ skip: String(skip), take: String(take) });
  return (await api.get<SessionPage>(`${API_PATHS.customerSessions}?${query.toString()}`, signal)).data;
}
