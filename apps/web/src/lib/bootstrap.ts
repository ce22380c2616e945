import { useQuery } from '@tanstack/react-query';
import { API_ENDPOINTS, EMBEDDED_BOOTSTRAP_ELEMENT_ID, type Bootstrap, type Locale } from '@lale/contracts';
import { call } from './api/index.ts';
import { readJson, STORAGE_KEYS, writeJson } from './storage.ts';

/*
 * The bootstrap content of spec §3 (GET cms/grouped), kept under the local key `bootstrap`. Start-up
 * loads it; components read it through `useBootstrap`, which starts from the stored copy.
 */
export const bootstrapQueryKey = ['cms', 'grouped'] as const;

export async function fetchBootstrap({ atStartup = false } = {}): Promise<Bootstrap> {
  // At start-up it runs beside the fingerprint (spec §4), so it does not wait for it.
  const { data } = await call(API_ENDPOINTS.cmsGrouped, {}, { waitForFingerprint: !atStartup });
  writeJson(STORAGE_KEYS.bootstrap, data);
  return data;
}

/**
 * The bootstrap answer the server embedded in the page (api: modules/cms/embedded-bootstrap.ts), if it
 * is in `language` and says success. Taken once: the element is removed, so a later load (a language
 * switch, a refetch) asks the server.
 */
export function takeEmbeddedBootstrap(language: Locale): Bootstrap | null {
  const element = document.getElementById(EMBEDDED_BOOTSTRAP_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  if (element.dataset.locale !== language) return null;
  try {
    const answer = JSON.parse(element.textContent ?? '') as { success?: unknown; data?: unknown };
    return answer.success === true && answer.data && typeof answer.data === 'object'
      ? (answer.data as Bootstrap)
      : null;
  } catch {
    return null;
  }
}

/** Start-up's bootstrap (spec §4): the one embedded in the page when it fits, else GET cms/grouped. */
export async function loadStartupBootstrap(language: Locale): Promise<Bootstrap> {
  const embedded = takeEmbeddedBootstrap(language);
  if (!embedded) return fetchBootstrap({ atStartup: true });
  writeJson(STORAGE_KEYS.bootstrap, embedded);
  return embedded;
}

/** The last bootstrap this browser received, if any. */
export function readStoredBootstrap(): Bootstrap | null {
  const stored = readJson<Bootstrap>(STORAGE_KEYS.bootstrap);
  return stored && typeof stored === 'object' ? stored : null;
}

export function useBootstrap() {
  return useQuery({
    queryKey: bootstrapQueryKey,
    queryFn: () => fetchBootstrap(),
    // Start-up has just fetched and stored it; one copy per page life is enough.
    initialData: () => readStoredBootstrap() ?? undefined,
    staleTime: Infinity,
    retry: false,
  });
}
