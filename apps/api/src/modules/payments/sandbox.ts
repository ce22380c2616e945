import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Checkout, CheckoutRequest, DepositProvider, WebhookEvent } from './providers.ts';
import { readSignedEvent, type PspEvent, type PspEventType } from './psp-events.ts';
import { signWebhook } from '../../platform/webhook-signature.ts';

/*
 * The payment sandbox (DESIGN §10): plays a hosted-payment-page provider in development and demo, so
 * the whole deposit path runs on a machine that reaches no outside server. Both of its halves live
 * here: the provider's side (a checkout address per payment, the event JSON it posts, its signature)
 * and our adapter's side (verify and read that event), exactly as they would be split with a real PSP.
 * Never created with NODE_ENV=production (createDepositProviders).
 */

/** The sandbox's methods: a card, an e-wallet and a crypto processor, all played by this file. */
export const SANDBOX_PROVIDERS = ['sandbox-card', 'sandbox-papara', 'sandbox-crypto'] as const;

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_CHECKOUT_PATH = '/api/payments/sandbox/checkout';

/** What the buttons of the checkout page make the provider report. */
export type SandboxAction = 'pay' | 'decline' | 'cancel';

const EVENT_TYPES = {
  pay: 'payment.succeeded',
  decline: 'payment.declined',
  cancel: 'payment.canceled',
} as const satisfies Record<SandboxAction, PspEventType>;

/** The provider's event JSON: the shape a real PSP posts (psp-events.ts). */
export type SandboxEvent = PspEvent;

export type SandboxOptions = {
  name: string;
  /** Signs the webhooks (PAYMENT_SANDBOX_SECRET). */
  webhookSecret: string;
  /** Signs the checkout addresses (SESSION_SECRET), so nobody can open the page of another payment. */
  checkoutSecret: string;
  /** The site's origin: checkout addresses are absolute (the site opens them as they are). */
  publicUrl: string;
};

export type SandboxProvider = DepositProvider & {
  /** The payment a checkout token stands for; null for a forged or foreign one. */
  paymentOfToken(token: string): number | null;
  /** The provider's side: the event JSON of an action, signed as the provider signs it. */
  eventFor(
    action: SandboxAction,
    payment: { reference: string; providerRef: string | null; amountMinor: bigint; currency: string },
    now: Date,
  ): { body: string; signature: string };
};

export function createSandboxProvider(options: SandboxOptions): SandboxProvider {
  const { name, webhookSecret, checkoutSecret, publicUrl } = options;

  const tokenMac = (paymentId: number) =>
    createHmac('sha256', checkoutSecret)
      .update(`sandbox-checkout:${name}:${paymentId}`)
      .digest('base64url')
      .slice(0, 32);

  return {
    name,

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const token = `${request.paymentId}.${tokenMac(request.paymentId)}`;
      return {
        url: `${publicUrl}${SANDBOX_CHECKOUT_PATH}/${token}?locale=${request.locale}`,
        providerRef: `sbx_${request.reference}`,
      };
    },

    paymentOfToken(token: string): number | null {
      const match = /^(\d{1,15})\.([A-Za-z0-9_-]{32})$/.exec(token);
      if (!match) return null;
      const id = Number(match[1]);
      const given = Buffer.from(match[2]!);
      const expected = Buffer.from(tokenMac(id));
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },

    eventFor(action, payment, now) {
      const created = Math.floor(now.getTime() / 1000);
      const event: SandboxEvent = {
        id: `evt_${randomBytes(12).toString('hex')}`,
        type: EVENT_TYPES[action],
        created,
        data: {
          reference: payment.reference,
          provider_ref: payment.providerRef,
          amount: Number(payment.amountMinor),
          currency: payment.currency,
        },
      };
      const body = JSON.stringify(event);
      return { body, signature: signWebhook(webhookSecret, body, created) };
    },

    parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders, now: Date): WebhookEvent {
      return readSignedEvent({
        secret: webhookSecret,
        signatureHeader: SANDBOX_SIGNATURE_HEADER,
        rawBody,
        headers,
        now,
      });
    },
  };
}
