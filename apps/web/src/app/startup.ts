import { FINGERPRINT_TIMEOUT_MS, type Bootstrap, type Locale } from '@lale/contracts';
import { loadStartupBootstrap, readStoredBootstrap } from '../lib/bootstrap.ts';
import { computeFingerprint } from '../lib/fingerprint.ts';
import { applyTranslationOverrides, initI18n } from '../lib/i18n/index.ts';
import { getStoredLanguage } from '../lib/i18n/language.ts';
import { holdCallsForFingerprint } from '../lib/api/fingerprintGate.ts';
import { captureReferral } from '../lib/referral.ts';
import { readText, STORAGE_KEYS, writeText } from '../lib/storage.ts';
import { BOOTSTRAP_STEPS, runLaterSteps } from './startupSteps.ts';

/*
 * Start-up of spec §4: load the bootstrap content and compute the fingerprint, side by side, then run
 * the later steps in parallel. The page renders as soon as the bootstrap has settled (its translations
 * must be in place first); it never waits for the fingerprint. The fingerprint starts at once so that
 * the first API calls carry it: they wait for it, for a short while at most (lib/api/fingerprintGate.ts).
 * It stays off the first paint's path: its library is a separate chunk loaded on demand
 * (lib/fingerprint.ts), which waits for an idle moment and yields between sources.
 */

export type StartupDeps = {
  /** The bootstrap in the visitor's language (default: embedded in the page, else fetched). */
  fetchBootstrap: (language: Locale) => Promise<Bootstrap>;
  computeFingerprint: () => Promise<string>;
};

const defaultDeps: StartupDeps = {
  fetchBootstrap: loadStartupBootstrap,
  computeFingerprint,
};

/** Fresh bootstrap (also stored by the fetcher), or `false` on any failure: start-up goes on (spec §8). */
export async function loadBootstrap(
  fetcher: StartupDeps['fetchBootstrap'],
  language: Locale,
): Promise<Bootstrap | false> {
  try {
    return await fetcher(language);
  } catch {
    return false;
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    work.then(
      (value) => {
        window.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

// Shared by every caller within one page life, so the (slow) computation runs at most once.
let pendingFingerprint: Promise<string | null> | null = null;

/**
 * The stored fingerprint, or a new one computed once and kept for later visits. Gives up after 5 s
 * (spec §9) and resolves null; nothing is stored then, so the next visit tries again.
 */
export function ensureFingerprint(
  compute: StartupDeps['computeFingerprint'] = computeFingerprint,
  timeoutMs: number = FINGERPRINT_TIMEOUT_MS,
): Promise<string | null> {
  const stored = readText(STORAGE_KEYS.fingerprint);
  if (stored) return Promise.resolve(stored);
  pendingFingerprint ??= withTimeout(compute(), timeoutMs).then(
    (id) => {
      writeText(STORAGE_KEYS.fingerprint, id);
      return id;
    },
    () => {
      pendingFingerprint = null;
      return null;
    },
  );
  return pendingFingerprint;
}

export type StartupResult = {
  language: Locale;
  /** The fresh bootstrap, or false when loading it failed. */
  bootstrap: Bootstrap | false;
  /** Settles when the fingerprint is known (or given up on) and the later steps have run. */
  ready: Promise<void>;
};

export async function runStartup(deps: StartupDeps = defaultDeps): Promise<StartupResult> {
  const language = getStoredLanguage();
  // A referral link's id is kept before anything else, so a sign-up on any later page sends it.
  captureReferral(window.location.search);
  // First, beside the bootstrap (a kept one is used at once); calls made meanwhile wait for it.
  const fingerprint = ensureFingerprint(deps.computeFingerprint);
  holdCallsForFingerprint(fingerprint);
  const [bootstrap] = await Promise.all([loadBootstrap(deps.fetchBootstrap, language), initI18n(language)]);
  // Server texts are in the request's locale, so only a fresh copy may override the bundled ones.
  if (bootstrap) applyTranslationOverrides(bootstrap.translationList ?? [], language);
  // Without a fresh copy the last stored one still fills settings and content until the next visit.
  const content = bootstrap || readStoredBootstrap();
  await runLaterSteps({ bootstrap: content, language }, BOOTSTRAP_STEPS);
  const ready = fingerprint.then(async () => {
    await runLaterSteps({ bootstrap: content, language });
  });
  return { language, bootstrap, ready };
}

/** Test seam: forget the in-flight fingerprint, as a new page life would. */
export function resetStartupForTests(): void {
  pendingFingerprint = null;
}
