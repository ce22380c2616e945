import {
  FORBIDDEN_RELOAD_DELAY_MS,
  FORBIDDEN_RELOAD_MAX_ATTEMPTS,
  HEADER_FINGERPRINT,
  HEADER_LOCALE,
  type Envelope,
  type HttpMethod,
} from '@lale/contracts';
import { getStoredLanguage } from '../i18n/language.ts';
import { page } from '../page.ts';
import { readJson, readText, remove, STORAGE_KEYS, writeText } from '../storage.ts';
import { ApiError } from './errors.ts';
import { fingerprintSettled, isFingerprintPending, resetFingerprintGateForTests } from './fingerprintGate.ts';

/*
 * The one HTTP client of the site (spec §7, DESIGN §4). Every call goes to an endpoint of the contracts
 * (its absolute `/api/...` path: the SPA lives on nested routes, so a relative `./api/` would resolve
 * per page), carries the session token, language and fingerprint, and comes back as the
 * `{ success, message, data }` envelope. `call` (call.ts) types it from the contract.
 */

type LogoutHandler = () => void | Promise<void>;
let logoutHandler: LogoutHandler | null = null;

/** The session layer registers how to log out; the client runs it on any 401 (spec §4). */
export function setLogoutHandler(handler: LogoutHandler | null): void {
  logoutHandler = handler;
}

function authToken(): string | null {
  const auth = readJson<{ token?: unknown }>(STORAGE_KEYS.authData);
  return typeof auth?.token === 'string' && auth.token !== '' ? auth.token : null;
}

function requestHeaders(hasBody: boolean, sessionToken: string | undefined): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  // Fastify refuses an empty body declared as JSON, so the content type goes only with a body.
  if (hasBody) headers.set('Content-Type', 'application/json');
  const token = sessionToken ?? authToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  headers.set(HEADER_LOCALE, getStoredLanguage());
  const fingerprint = readText(STORAGE_KEYS.fingerprint);
  if (fingerprint) headers.set(HEADER_FINGERPRINT, fingerprint);
  return headers;
}

// One reload per page life is enough however many calls answer 403 at once.
let reloadScheduled = false;

/** Spec §4: a 403 reloads after 1 s, at most 3 times in a row; the fourth clears the count instead. */
function handleForbidden(): void {
  const attempts = Number(readText(STORAGE_KEYS.reloadAttempts)) || 0;
  if (attempts >= FORBIDDEN_RELOAD_MAX_ATTEMPTS) {
    remove(STORAGE_KEYS.reloadAttempts);
    return;
  }
  if (reloadScheduled) return;
  reloadScheduled = true;
  writeText(STORAGE_KEYS.reloadAttempts, String(attempts + 1));
  window.setTimeout(() => page.reload(), FORBIDDEN_RELOAD_DELAY_MS);
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { success?: unknown }).success === 'boolean'
  );
}

async function readEnvelope(response: Response): Promise<Envelope<unknown> | null> {
  try {
    const body: unknown = await response.json();
    return isEnvelope(body) ? body : null;
  } catch {
    return null;
  }
}

export type RequestOptions = {
  method: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
  /** False for the one call start-up runs beside the fingerprint (the bootstrap): it does not wait. */
  waitForFingerprint?: boolean;
  /** The session's token when the session is already forgotten here (the logout call). */
  token?: string;
};

/**
 * Sends one request to `url` and resolves with the whole envelope of a successful answer (callers may
 * show its message). Rejects with an ApiError carrying the server's message otherwise. Its data is
 * unknown here: `call` gives it the contract's type.
 */
export async function sendRequest(url: string, options: RequestOptions): Promise<Envelope<unknown>> {
  const hasBody = options.body !== undefined;
  // The first calls of a page life carry the fingerprint start-up is computing (spec §4, §7).
  // (Only while it is pending: otherwise the request goes out in the caller's own tick, as it always did.)
  if (options.waitForFingerprint !== false && isFingerprintPending()) await fingerprintSettled();
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method,
      headers: requestHeaders(hasBody, options.token),
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (cause) {
    // No answer at all: the reload counter is about answers, so it stays as it is.
    throw new ApiError('network', 0, '', { cause });
  }

  if (response.status === 403) handleForbidden();
  else remove(STORAGE_KEYS.reloadAttempts);

  const envelope = await readEnvelope(response);
  const message = envelope?.message ?? '';

  if (response.status === 401) {
    await logoutHandler?.();
    throw new ApiError('unauthorized', 401, message);
  }
  if (response.status === 403) throw new ApiError('forbidden', 403, message);
  if (!envelope) throw new ApiError('unexpected', response.status, '');
  if (!envelope.success) throw new ApiError('refused', response.status, message, { data: envelope.data });
  return envelope;
}

/** Test seam: a fresh page life (the reload guard is per page). */
export function resetClientForTests(): void {
  reloadScheduled = false;
  logoutHandler = null;
  resetFingerprintGateForTests();
}
