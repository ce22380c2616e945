import type { Attempt, Journal } from './journal.ts';

/*
 * The players' HTTP client: JSON through the proxy, every attempt journaled. `retrying` sends the same
 * request again while it goes unanswered (no answer, or the proxy's 502/503), which is right only for
 * requests carrying their own idempotency key; the other operations check what happened before trying
 * again (load.ts).
 */

/** Long enough that a loaded machine's slow answer is never taken for a dead process. */
const ANSWER_TIMEOUT_MS = 30_000;

export type Answer<T = unknown> = { status: number; body: { success?: boolean; message?: string; data?: T } };

export type Http = {
  /** One attempt; undefined when no answer came (the attempt is in the journal either way). */
  send<T>(
    op: string,
    key: string,
    attempt: number,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<Answer<T> | undefined>;
  /** Attempts until an answer that is not a 5xx, up to `tries`; undefined when none came. */
  retrying<T>(
    op: string,
    key: string,
    path: string,
    body?: unknown,
    token?: string,
    tries?: number,
  ): Promise<Answer<T> | undefined>;
  /** A plain call that must work (setup and checks); throws otherwise. */
  must<T>(path: string, body?: unknown, token?: string, headers?: Record<string, string>): Promise<T>;
};

export function createHttp(baseUrl: string, backendHeader: string, journal: Journal): Http {
  async function raw(
    path: string,
    body: unknown,
    token: string | undefined,
    headers: Record<string, string> = {},
  ) {
    const response = await fetch(`${baseUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        'x-locale': 'en',
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    });
    const text = await response.text();
    let parsed: Answer['body'] = {};
    try {
      parsed = JSON.parse(text) as Answer['body'];
    } catch {
      parsed = { message: text.slice(0, 200) };
    }
    return {
      status: response.status,
      backend: response.headers.get(backendHeader) ?? undefined,
      body: parsed,
    };
  }

  const http: Http = {
    async send<T>(op: string, key: string, attempt: number, path: string, body?: unknown, token?: string) {
      const entry: Attempt = { op, key, attempt, startedAt: Date.now(), endedAt: 0 };
      journal.attempts.push(entry);
      try {
        const answer = await raw(path, body, token);
        entry.status = answer.status;
        entry.backend = answer.backend;
        if (answer.status >= 400) entry.message = answer.body.message;
        return { status: answer.status, body: answer.body as Answer<T>['body'] };
      } catch (error) {
        entry.error = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        return undefined;
      } finally {
        entry.endedAt = Date.now();
      }
    },
    async retrying<T>(op: string, key: string, path: string, body?: unknown, token?: string, tries = 8) {
      for (let attempt = 1; attempt <= tries; attempt++) {
        const answer = await http.send<T>(op, key, attempt, path, body, token);
        if (answer && answer.status < 500) return answer;
        await new Promise((r) => setTimeout(r, 500 * attempt));
      }
      return undefined;
    },
    async must<T>(path: string, body?: unknown, token?: string, headers?: Record<string, string>) {
      const answer = await raw(path, body, token, headers);
      if (answer.status !== 200 || answer.body.success === false)
        throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
      return answer.body.data as T;
    },
  };
  return http;
}
