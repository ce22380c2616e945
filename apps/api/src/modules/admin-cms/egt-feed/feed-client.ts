/*
 * One poll of EGT's jackpot feed over HTTP: GET the URL (with the bearer token when configured), within
 * a time limit, and answer the JSON body or why there is none. What the body means is feed-answer.ts's.
 */

export type FeedFetch =
  | { ok: true; body: unknown }
  /** 'unreachable': no answer (refused, timed out, an HTTP error); 'garbage': an answer that is not JSON. */
  | { ok: false; outcome: 'unreachable' | 'garbage'; reason: string };

/** An answer larger than this is not a list of a few jackpots' levels. */
const MAX_BODY_BYTES = 256 * 1024;

export type FeedClient = () => Promise<FeedFetch>;

export function createFeedClient({
  url,
  token,
  timeoutMs,
  fetchImpl = fetch,
}: {
  url: string;
  token: string | undefined;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}): FeedClient {
  return async () => {
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
    if (text.length > MAX_BODY_BYTES) return { ok: false, outcome: 'garbage', reason: 'answer too large' };
    try {
      return { ok: true, body: JSON.parse(text) as unknown };
    } catch {
      return { ok: false, outcome: 'garbage', reason: 'answer is not JSON' };
    }
  };
}
