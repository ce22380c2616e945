import { fetchJson } from '../../../platform/json-fetch.ts';

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
    const fetched = await fetchJson({ url, token, timeoutMs, maxBytes: MAX_BODY_BYTES, fetchImpl });
    return fetched.ok ? { ok: true, body: fetched.body } : fetched;
  };
}
