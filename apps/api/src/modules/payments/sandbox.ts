import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { refuse } from '../../platform/domain-errors.ts';
import type {
  Checkout,
  CheckoutRequest,
  DepositProvider,
  WebhookEvent,
  WebhookOutcome,
} from './providers.ts';
import { signWebhook, verifyWebhookSignature } from '../../platform/webhook-signature.ts';

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
} as const satisfies Record<SandboxAction, string>;

const OUTCOMES: Record<string, WebhookOutcome> = {
  'payment.succeeded': 'paid',
  'payment.declined': 'declined',
  'payment.canceled': 'cancelled',
};

/** The provider's event JSON (the shape a real PSP posts: id, type, created, data). */
const SandboxEventSchema = z.object({
  id: z.string().regex(/^evt_[0-9a-f]{16,64}$/),
  type: z.enum(['payment.succeeded', 'payment.declined', 'payment.canceled']),
  created: z.number().int(),
  data: z.object({
    reference: z.string().min(1).max(40),
    provider_ref: z.string().max(80).nullable(),
    /** Minor units. */
    amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    currency: z.string().regex(/^[A-Z]{3}$/),
  }),
});
export type SandboxEvent = z.infer<typeof SandboxEventSchema>;

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
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      const check = verifyWebhookSignature({
        secret: webhookSecret,
        header: typeof header === 'string' ? header : undefined,
        rawBody,
        now,
      });
      if (!check.ok) {
        throw refuse({ code: check.reason === 'stale' ? 'WebhookStale' : 'WebhookSignatureInvalid' });
      }
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw refuse({ code: 'WebhookInvalid' });
      }
      const parsed = SandboxEventSchema.safeParse(json);
      if (!parsed.success) throw refuse({ code: 'WebhookInvalid' });
      const { id, type, data } = parsed.data;
      return {
        eventId: id,
        reference: data.reference,
        outcome: OUTCOMES[type]!,
        amountMinor: BigInt(data.amount),
        currency: data.currency,
        providerRef: data.provider_ref,
      };
    },
  };
}
