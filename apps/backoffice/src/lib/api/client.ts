import { HEADER_CSRF, HEADER_LOCALE, type Envelope, type PendingChange } from '@lale/contracts';

/*
 * The back office's one HTTP client. The session is the `lale_staff` cookie (httpOnly, so the browser
 * sends it: `credentials: 'include'`); every unsafe call repeats the session's CSRF token in a header.
 * Answers are the `{success, message, data}` envelope; a call resolves with `data` or rejects with an
 * ApiError carrying the server's message. A 401 ends the session here too (the app shows sign-in); a
 * 403 means the role lacks the permission: the server is the real guard, the UI only hides links.
 */

export const FORBIDDEN_MESSAGE = 'You do not have permission';

/**
 * Where the API is: the page's own origin when the API serves the back office at /backoffice; another
 * origin of the same site when the back office is built for its own (VITE_API_ORIGIN, README).
 */
const API_ORIGIN = (import.meta.env.VITE_API_ORIGIN ?? '').replace(/\/+$/, '');

/** An API path as this build calls it. */
export const apiUrl = (path: string) => `${API_ORIGIN}${path}`;

export type ApiErrorKind = 'network' | 'unexpected' | 'unauthorized' | 'forbidden' | 'refused';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** False for the sign-in calls: their 401 is a wrong password or code, not an ended session. */
  signOutOnUnauthorized?: boolean;
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let csrfToken: string | null = null;
let unauthorizedHandler: (() => void) | null = null;

/** The session layer hands over the token from sign-in or `me`, and clears it on sign-out. */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** The session layer registers what a 401 does (forget the member, show sign-in). */
export function onUnauthorized(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

/** `path?query`, leaving out empty values (an empty filter is no filter). */
export function withQuery(path: string, query: Query | URLSearchParams | undefined): string {
  const params = new URLSearchParams();
  const entries = query instanceof URLSearchParams ? query.entries() : Object.entries(query ?? {});
  for (const [name, value] of entries) {
    if (value !== undefined && value !== null && value !== '') params.append(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readEnvelope(response: Response): Promise<Envelope<unknown> | null> {
  try {
    const body = (await response.json()) as unknown;
    const isEnvelope =
      typeof body === 'object' && body !== null && typeof (body as Envelope<unknown>).success === 'boolean';
    return isEnvelope ? (body as Envelope<unknown>) : null;
  } catch {
    return null;
  }
}

/** A call's data with the server's message (a write's "Market suspended.", shown to the member). */
export type Answer<T> = { data: T; message: string };

/**
 * A write the owner's approval lines may hold (issue #27, contracts/admin-approvals.ts): either it was
 * applied and answers the saved `data`, or (202) it waits for a second approver and answers the pending
 * change instead — which is not the entity, so a screen must not show it as saved.
 */
export type Written<T> =
  { held: false; data: T; message: string } | { held: true; change: PendingChange; message: string };

/** The call's envelope (data and message) with its HTTP status. */
async function call<T>(
  method: Method,
  path: string,
  options: RequestOptions,
): Promise<Answer<T> & { status: number }> {
  // The back office is English: the API words its messages and field errors in it.
  const headers = new Headers({ Accept: 'application/json', [HEADER_LOCALE]: 'en' });
  const hasBody = method !== 'GET';
  // Fastify refuses an empty JSON body, so an unsafe call without one still sends `{}`.
  if (hasBody) headers.set('Content-Type', 'application/json');
  if (hasBody && csrfToken) headers.set(HEADER_CSRF, csrfToken);
  let response: Response;
  try {
    response = await fetch(apiUrl(withQuery(path, options.query)), {
      method,
      headers,
      credentials: 'include',
      body: hasBody ? JSON.stringify(options.body ?? {}) : undefined,
      signal: options.signal,
    });
  } catch {
    throw new ApiError('network', 0, 'The server could not be reached. Check the connection and retry.');
  }
  const envelope = await readEnvelope(response);
  const message = envelope?.message ?? '';
  if (response.status === 401) {
    if (options.signOutOnUnauthorized !== false) unauthorizedHandler?.();
    throw new ApiError('unauthorized', 401, message || 'Your session has ended. Sign in again.');
  }
  if (response.status === 403) throw new ApiError('forbidden', 403, FORBIDDEN_MESSAGE);
  if (!envelope) throw new ApiError('unexpected', response.status, 'The server gave an unexpected answer.');
  if (!envelope.success || !response.ok) {
    throw new ApiError('refused', response.status, message || 'The request was refused.', envelope.data);
  }
  return { data: envelope.data as T, message, status: response.status };
}

/** The call, answering the envelope's data and message; `request` keeps the data only. */
export async function requestAnswer<T>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<Answer<T>> {
  const { data, message } = await call<T>(method, path, options);
  return { data, message };
}

/** A write that may be held for a second approver: 202 answers the pending change, not `T`. */
export async function requestWrite<T>(
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
): Promise<Written<T>> {
  const { data, message, status } = await call<unknown>(method, path, { body });
  return status === 202
    ? { held: true, change: data as PendingChange, message }
    : { held: false, data: data as T, message };
}

export async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  return (await requestAnswer<T>(method, path, options)).data;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>('GET', path, { query, signal }),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body }),
  delete: <T>(path: string) => request<T>('DELETE', path),
  /** A write whose answer's message is shown to the member (the trading room's notices). */
  send: <T>(method: 'POST' | 'PUT', path: string, body?: unknown) => requestAnswer<T>(method, path, { body }),
  /** A write above the owner's approval lines may answer 202: held, not applied (`Written`). */
  write: <T>(method: 'POST' | 'PUT', path: string, body: unknown) => requestWrite<T>(method, path, body),
};

/** What to show for a failed call (the server's message, already written for a person). */
export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong.';
}
