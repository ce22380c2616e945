import { Producer } from '../feed/messages.ts';
import { parseUofFixture, type UofFixture } from './translate.ts';

/*
 * The two calls of Sportradar's UOF REST API the adapter makes (docs.sportradar.com/uof, "API"), each
 * with the access token in the `x-access-token` header:
 * - GET  /v1/sports/{lang}/sport_events/{urn}/fixture.xml — a match's names (the feed itself carries
 *   none), asked in tr and en;
 * - POST /v1/{product}/recovery/initiate_request?after=&request_id=[&node_id=] — the producer re-sends
 *   what changed after `after` (ms), ending with snapshot_complete carrying request_id.
 */

/** Products as the recovery URL names them. */
const PRODUCT_PATH: Record<number, string> = { [Producer.Live]: 'liveodds', [Producer.Prematch]: 'pre' };
const TIMEOUT_MS = 10_000;

export type UofApi = ReturnType<typeof createUofApi>;

export function createUofApi({
  baseUrl,
  accessToken,
  nodeId,
}: {
  baseUrl: string;
  accessToken: string;
  nodeId?: number | undefined;
}) {
  const root = baseUrl.replace(/\/+$/, '');
  async function call(method: 'GET' | 'POST', path: string): Promise<string> {
    const response = await fetch(`${root}${path}`, {
      method,
      headers: { 'x-access-token': accessToken, accept: 'application/xml' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = await response.text();
    if (!response.ok) throw new Error(`UOF API ${method} ${path}: HTTP ${response.status}`);
    return body;
  }
  return {
    async fixture(event: string, lang: 'tr' | 'en'): Promise<UofFixture> {
      return parseUofFixture(
        await call('GET', `/v1/sports/${lang}/sport_events/${encodeURIComponent(event)}/fixture.xml`),
      );
    },
    async initiateRecovery(product: number, after: number | undefined, requestId: number): Promise<void> {
      const query = new URLSearchParams({ request_id: String(requestId) });
      if (after !== undefined) query.set('after', String(after));
      if (nodeId !== undefined) query.set('node_id', String(nodeId));
      await call('POST', `/v1/${PRODUCT_PATH[product]}/recovery/initiate_request?${query.toString()}`);
    },
  };
}
