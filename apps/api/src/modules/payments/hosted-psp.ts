import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { refuse } from '../../platform/domain-errors.ts';
import type { HostedPspConfig } from './config.ts';
import { webhookPath } from './provider-routes.ts';
import type { Checkout, CheckoutRequest, DepositProvider, WebhookEvent } from './providers.ts';
import { readSignedEvent } from './psp-events.ts';

/*
 * The adapter of a hosted-payment-page PSP (DESIGN §10, PROTOCOLS §7), the real one production uses:
 * one per provider of PSP_PROVIDERS (config.ts), each with its own API, key and webhook secret.
 *
 * - Checkout: `POST <apiUrl>/v1/checkouts` with `Authorization: Bearer <key>` and our payment reference
 *   as `Idempotency-Key` (a retried request makes no second checkout), body `{ reference, amount (minor
 *   units), currency, locale, description, notify_url, return_url }`; the answer `{ id, url }` is the
 *   page the cashier frames (it must be on the provider's page origin, which the CSP allows) and the
 *   provider's id of the payment. Anything else — no answer within CHECKOUT_TIMEOUT_MS, a refusal, a
 *   body of another shape — is PaymentProviderUnavailable: the service closes the payment, the player
 *   is told, and the log says why.
 * - Webhook: the provider posts to notify_url (/api/payments/webhook/<name>), signed in `x-psp-signature`
 *   and shaped as psp-events.ts reads it; it retries until answered 2xx.
 */

export const PSP_SIGNATURE_HEADER = 'x-psp-signature';
export const PSP_CHECKOUTS_PATH = '/v1/checkouts';
/** A checkout the player waits for: long enough for a slow PSP, short of the proxy's own time-out. */
export const CHECKOUT_TIMEOUT_MS = 10_000;

const CheckoutAnswer = z.object({
  id: z.string().min(1).max(80),
  url: z.url({ protocol: /^https?$/ }),
});

export type HostedPspOptions = {
  psp: HostedPspConfig;
  /** The site's origin: where the provider's webhooks and the player's return go. */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The HTTP client (a test may count or fail calls); the platform's fetch by default. */
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/** Why a call failed, worded for the log (undici says only "fetch failed"; the cause says why). */
function reasonOf(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  return err.cause instanceof Error ? `${err.message}: ${err.cause.message}` : err.message;
}

export function createHostedPsp(options: HostedPspOptions): DepositProvider {
  const { psp, publicUrl, log, fetch: send = fetch, timeoutMs = CHECKOUT_TIMEOUT_MS } = options;

  async function requestCheckout(request: CheckoutRequest): Promise<Checkout> {
    const response = await send(`${psp.apiUrl}${PSP_CHECKOUTS_PATH}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${psp.apiKey}`,
        'idempotency-key': request.reference,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({
        reference: request.reference,
        amount: Number(request.amountMinor),
        currency: request.currency,
        locale: request.locale,
        description: request.methodTitle,
        notify_url: `${publicUrl}${webhookPath(psp.name)}`,
        return_url: `${publicUrl}/`,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`answered HTTP ${response.status}`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error('answered a body that is not JSON');
    }
    const answer = CheckoutAnswer.safeParse(body);
    if (!answer.success) throw new Error(`answered an unexpected body: ${z.prettifyError(answer.error)}`);
    // A page elsewhere would be blocked by our CSP's frame-src: the player would see an empty frame.
    if (new URL(answer.data.url).origin !== psp.pageOrigin)
      throw new Error(`answered a page outside its page origin ${psp.pageOrigin}: ${answer.data.url}`);
    return { url: answer.data.url, providerRef: answer.data.id };
  }

  return {
    name: psp.name,

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      // Amounts go as a JSON number: beyond 2^53 minor units it would be rounded, so refuse instead.
      if (request.amountMinor > BigInt(Number.MAX_SAFE_INTEGER))
        throw refuse({ code: 'PaymentProviderUnavailable' });
      try {
        return await requestCheckout(request);
      } catch (err) {
        log.warn(
          { provider: psp.name, paymentId: request.paymentId, reason: reasonOf(err) },
          'PSP checkout failed',
        );
        throw refuse({ code: 'PaymentProviderUnavailable' });
      }
    },

    parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders, now: Date): WebhookEvent {
      return readSignedEvent({
        secret: psp.webhookSecret,
        signatureHeader: PSP_SIGNATURE_HEADER,
        rawBody,
        headers,
        now,
      });
    },
  };
}
