/*
 * The one place that knows the browser-storage keys of spec §3 ("Other local keys") and how values are
 * encoded. Every read tolerates a missing, blocked or corrupt storage: the site must still start.
 */

export const STORAGE_KEYS = {
  bootstrap: 'bootstrap',
  fingerprint: 'fingerprint',
  lang: 'lang',
  reloadAttempts: 'reloadAttempts',
  authData: 'authData',
  topNotifyRead: 'topNotifyRead',
  refId: 'refId',
  /** Hash of the start-up popup last shown (spec §4: shown once per distinct popup content). */
  popupHash: 'popupHash',
  /** The end of a time-out or self-exclusion taken in this browser: no promotion shows until then. */
  restrictedUntil: 'restrictedUntil',
  /** The last reality check answered: {signedInAt, at} (the next one is due an interval after it). */
  realityCheckContinued: 'realityCheckContinued',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readText(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeText(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the value simply isn't remembered for the next visit.
  }
}

export function remove(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** Parsed JSON, or null when the key is missing or its content is not valid JSON. */
export function readJson<T>(key: StorageKey): T | null {
  const text = readText(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeText(key, JSON.stringify(value));
}

/**
 * Empties local storage except `keep` (logout, spec §4). The language and the device fingerprint
 * describe the browser, not the player, so logout keeps them.
 */
export function clearAllExcept(keep: readonly StorageKey[]): void {
  try {
    const store = window.localStorage;
    const doomed: string[] = [];
    for (let i = 0; i < store.length; i += 1) {
      const key = store.key(i);
      if (key !== null && !(keep as readonly string[]).includes(key)) doomed.push(key);
    }
    for (const key of doomed) store.removeItem(key);
  } catch {
    // Storage blocked: nothing was stored either.
  }
}
