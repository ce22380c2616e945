import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { refuse } from '../../platform/domain-errors.ts';
import { verifyWebhookSignature } from '../../platform/webhook-signature.ts';
import type { WebhookEvent, WebhookOutcome } from './providers.ts';

/*
 * The event a hosted-payment-page provider posts (PROTOCOLS §7), read the same way for every provider
 * that speaks it — the payment sandbox (sandbox.ts) and a real PSP (hosted-psp.ts) alike — so the two
 * cannot drift apart: the signature `t=<unix>,v1=<hex HMAC-SHA256(secret, t.rawBody)>` over the raw
 * bytes, then the JSON `{ id, type, created, data: { reference, provider_ref, amount, currency } }`.
 */

export const PSP_EVENT_TYPES = ['payment.succeeded', 'payment.declined', 'payment.canceled'] as const;
export type PspEventType = (typeof PSP_EVENT_TYPES)[number];

const OUTCOMES: Record<PspEventType, WebhookOutcome> = {
  'payment.succeeded': 'paid',
  'payment.declined': 'declined',
  'payment.canceled': 'cancelled',
};

export const PspEventSchema = z.object({
  id: z.string().regex(/^evt_[0-9a-f]{16,64}$/),
  type: z.enum(PSP_EVENT_TYPES),
  created: z.number().int(),
  data: z.object({
    reference: z.string().min(1).max(40),
    provider_ref: z.string().max(80).nullable(),
    /** Minor units. */
    amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    currency: z.string().regex(/^[A-Z]{3}$/),
  }),
});
export type PspEvent = z.infer<typeof PspEventSchema>;

/**
 * Verifies `headers[signatureHeader]` over the raw body and reads the event; throws the refusal a
 * provider's webhook route answers: WebhookSignatureInvalid (missing, malformed or wrong signature),
 * WebhookStale (a timestamp outside the tolerance: a replay), WebhookInvalid (not an event).
 */
export function readSignedEvent(input: {
  secret: string;
  signatureHeader: string;
  rawBody: Buffer;
  headers: IncomingHttpHeaders;
  now: Date;
}): WebhookEvent {
  const { secret, signatureHeader, rawBody, headers, now } = input;
  const header = headers[signatureHeader];
  const check = verifyWebhookSignature({
    secret,
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
  const parsed = PspEventSchema.safeParse(json);
  if (!parsed.success) throw refuse({ code: 'WebhookInvalid' });
  const { id, type, data } = parsed.data;
  return {
    eventId: id,
    reference: data.reference,
    outcome: OUTCOMES[type],
    amountMinor: BigInt(data.amount),
    currency: data.currency,
    providerRef: data.provider_ref,
  };
}
