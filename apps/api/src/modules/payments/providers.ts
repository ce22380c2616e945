import type { IncomingHttpHeaders } from 'node:http';
import type { Locale } from '@lale/contracts';

/*
 * The port every deposit provider with a hosted payment page sits behind (DESIGN §10): it makes a
 * checkout for a payment (the page the player pays on, Iframe mode) and reads the provider's signed
 * webhook. One adapter per provider; the method row names its provider. Manual flows (bank transfer,
 * every payout) have no adapter: an operator confirms them.
 */

export type CheckoutRequest = {
  paymentId: number;
  reference: string;
  amountMinor: bigint;
  /** ISO 4217 code. */
  currency: string;
  methodTitle: string;
  /** The language the player asked in, for the provider's page. */
  locale: Locale;
};

export type Checkout = {
  /** Absolute address of the provider's page (the site opens it: Iframe mode). */
  url: string;
  /** The provider's own id of the payment, when it gives one at this point. */
  providerRef: string | null;
};

/** What a webhook says happened, in our words. */
export type WebhookOutcome = 'paid' | 'declined' | 'cancelled';

export type WebhookEvent = {
  /** The provider's id of this event: applied once, however often it is delivered. */
  eventId: string;
  /** Our payment reference, which we gave the provider at checkout. */
  reference: string;
  outcome: WebhookOutcome;
  amountMinor: bigint;
  currency: string;
  providerRef: string | null;
};

export interface DepositProvider {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /**
   * Verifies the signature over the raw body (as received) and reads the event. Throws a domain
   * refusal (WebhookSignatureInvalid, WebhookStale, WebhookInvalid) when it is not a genuine event.
   */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders, now: Date): WebhookEvent;
}

/** The configured providers by name; a method whose provider is missing here is not offered. */
export type DepositProviders = ReadonlyMap<string, DepositProvider>;
