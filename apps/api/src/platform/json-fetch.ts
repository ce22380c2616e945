/*
 * One GET of a JSON document we poll (EGT's jackpot feed, a provider's daily totals): the bearer token
 * when configured, a time limit, no redirects (a feed that moves is a configuration to check, not to
 * follow), a size limit, and the parsed body or why there is none. What the body means is the caller's.
 */

export type JsonFetch =
  | { ok: true; body: unknown; text: string }
  /** 'unreachable': no answer (refused, timed out, an HTTP error); 'garbage': too large or not JSON. */
  | { ok: false; outcome: 'unreachable' | 'garbage'; reason: string };

export async function fetchJson({
  url,
  token,
  timeoutMs,
  maxBytes,
  fetchImpl = fetch,
}: {
  url: string | URL;
  token: string | undefined;
  timeoutMs: number;
  /** An answer longer than this (in characters) is not the document asked for. */
  maxBytes: number;
  fetchImpl?: typeof fetch;
}): Promise<JsonFetch> {
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(url, {
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    text = await response.text();
  } catch (err) {
    const reason =
      err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
    return { ok: false, outcome: 'unreachable', reason };
  }
  if (!response.ok) return { ok: false, outcome: 'unreachable', reason: `HTTP ${response.status}` };
  if (text.length > maxBytes) return { ok: false, outcome: 'garbage', reason: 'answer too large' };
  try {
    return { ok: true, body: JSON.parse(text) as unknown, text };
  } catch {
    return { ok: false, outcome: 'garbage', reason: 'answer is not JSON' };
  }
}
