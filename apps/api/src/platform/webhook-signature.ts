import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The signature of a provider's webhook — a hosted payment page's (modules/payments) and the identity
 * provider's review answer (modules/kyc) alike (PROTOCOLS §7, the common shape of such callbacks):
 * header `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`. The receiver recomputes it
 * over the raw bytes as they arrived (never a re-serialised JSON), compares in constant time and refuses
 * a timestamp outside the tolerance window, so a captured delivery cannot be replayed later.
 */

/** How far a signature's timestamp may be from our clock, either way. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

const HEX_SHA256 = /^[0-9a-f]{64}$/;

function hmacHex(secret: string, timestamp: number, rawBody: Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** The header value a provider sends with `rawBody` at `timestamp` (unix seconds). */
export function signWebhook(secret: string, rawBody: Buffer | string, timestamp: number): string {
  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody;
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, body)}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'malformed' | 'stale' | 'mismatch' };

/** Checks a signature header against the raw body; `now` comes from the injected clock. */
export function verifyWebhookSignature(input: {
  secret: string;
  header: string | undefined;
  rawBody: Buffer;
  now: Date;
  toleranceSeconds?: number;
}): SignatureCheck {
  const { secret, header, rawBody, now, toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS } = input;
  if (!header) return { ok: false, reason: 'malformed' };
  const parts = new Map<string, string>();
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at > 0) parts.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const t = parts.get('t');
  const v1 = parts.get('v1')?.toLowerCase();
  if (!t || !/^\d{1,12}$/.test(t) || !v1 || !HEX_SHA256.test(v1)) return { ok: false, reason: 'malformed' };
  const timestamp = Number(t);
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return { ok: false, reason: 'stale' };
  const expected = Buffer.from(hmacHex(secret, timestamp, rawBody), 'hex');
  // Both are 32 bytes (the pattern above), so timingSafeEqual's equal-length rule holds.
  return timingSafeEqual(expected, Buffer.from(v1, 'hex')) ? { ok: true } : { ok: false, reason: 'mismatch' };
}
