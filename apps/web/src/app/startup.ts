import { FINGERPRINT_TIMEOUT_MS, type Bootstrap, type Locale } from '@lale/contracts';
import { loadStartupBootstrap, readStoredBootstrap } from '../lib/bootstrap.ts';
import { computeFingerprint } from '../lib/fingerprint.ts';
import { applyTranslationOverrides, initI18n } from '../lib/i18n/index.ts';
import { getStoredLanguage } from '../lib/i18n/language.ts';
import { captureReferral } from '../lib/referral.ts';
import { readText, STORAGE_KEYS, writeText } from '../lib/storage.ts';
import { afterPageShown } from './pageShown.ts';
import { BOOTSTRAP_STEPS, runLaterSteps } from './startupSteps.ts';

/*
 * Start-up of spec §4: load the bootstrap content and the fingerprint, then run the later steps in
 * parallel. The page renders as soon as the bootstrap has settled (its translations must be in place
 * first). The fingerprint is computed once the first page is on screen and the browser is idle
 * (app/pageShown.ts): it costs a few tens of milliseconds of main thread, which the first render needs
 * more. The later steps wait for it because they are the first calls that identify the browser.
 */

export type StartupDeps = {
  /** The bootstrap in the visitor's language (default: embedded in the page, else fetched). */
  fetchBootstrap: (language: Locale) => Promise<Bootstrap>;
  computeFingerprint: () => Promise<string>;
  /** When the fingerprint may start (default: the first idle moment after the first page is shown). */
  pageShown?: () => Promise<void>;
};

const defaultDeps: StartupDeps = {
  fetchBootstrap: loadStartupBootstrap,
  computeFingerprint,
  pageShown: afterPageShown,
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
  // A fingerprint kept from an earlier visit is used at once; only computing one waits for the page.
  const fingerprint = readText(STORAGE_KEYS.fingerprint)
    ? ensureFingerprint(deps.computeFingerprint)
    : (deps.pageShown ?? afterPageShown)().then(() => ensureFingerprint(deps.computeFingerprint));
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
