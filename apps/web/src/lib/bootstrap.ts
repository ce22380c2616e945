import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type Bootstrap } from '@lale/contracts';
import { api } from './api/index.ts';
import { readJson, STORAGE_KEYS, writeJson } from './storage.ts';

/*
 * The bootstrap content of spec §3 (GET cms/grouped), kept under the local key `bootstrap`. Start-up
 * loads it; components read it through `useBootstrap`, which starts from the stored copy.
 */
export const bootstrapQueryKey = ['cms', 'grouped'] as const;

export async function fetchBootstrap(): Promise<Bootstrap> {
  const { data } = await api.get<Bootstrap>(API_PATHS.cmsGrouped);
  writeJson(STORAGE_KEYS.bootstrap, data);
  return data;
}

/** The last bootstrap this browser received, if any. */
export function readStoredBootstrap(): Bootstrap | null {
  const stored = readJson<Bootstrap>(STORAGE_KEYS.bootstrap);
  return stored && typeof stored === 'object' ? stored : null;
}

export function useBootstrap() {
  return useQuery({
    queryKey: bootstrapQueryKey,
    queryFn: fetchBootstrap,
    // Start-up has just fetched and stored it; one copy per page life is enough.
    initialData: () => readStoredBootstrap() ?? undefined,
    staleTime: Infinity,
    retry: false,
  });
}
