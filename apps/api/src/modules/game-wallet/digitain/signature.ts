import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Digitain's request signature (PROTOCOLS §4b, from integrator code): `signature` = lowercase hex
 * HMAC-SHA256 keyed with the shared secret over `timestamp + operatorId`, the two strings as sent. Our
 * answers carry a timestamp of ours and the same signature over it.
 *
 * The signature does NOT cover the body: a (timestamp, signature) pair captured once would sign any
 * body. Hence a short freshness window and the callback allow-list (config.ts demands it in production).
 */

/**
 * How far a call's timestamp may be from our clock, either way: 2 minutes. Digitain's and our servers
 * both keep NTP time (skew well under a second) and a call is answered within seconds, so 2 minutes
 * refuses nothing honest while bounding how long a captured pair stays usable. A stuck call is not
 * resent with its old timestamp past this: Digitain asks checkStatus, which is signed anew.
 */
export const DIGITAIN_TIMESTAMP_WINDOW_MS = 2 * 60_000;

export function digitainSign(secret: string, timestamp: string, operatorId: string): string {
  return createHmac('sha256', secret).update(`${timestamp}${operatorId}`, 'utf8').digest('hex');
}

/** Constant-time check of a call's signature (hex, any case); false for anything not 64 hex digits. */
export function digitainVerify(
  secret: string,
  timestamp: string,
  operatorId: string,
  signature: string,
): boolean {
  if (!/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  const expected = Buffer.from(digitainSign(secret, timestamp, operatorId), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/**
 * A call's timestamp in epoch milliseconds, or null when it is in no known form. Integrator code shows
 * no fixed form (one sends `YmdHis…` local time), so these are accepted, all read as UTC: 10 digits
 * (Unix seconds), 13 (Unix milliseconds), 14 (yyyyMMddHHmmss), 17 (yyyyMMddHHmmssfff).
 */
export function digitainTimestampMs(timestamp: string): number | null {
  if (/^\d{10}$/.test(timestamp)) return Number(timestamp) * 1000;
  if (/^\d{13}$/.test(timestamp)) return Number(timestamp);
  const parts = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{3})?$/.exec(timestamp);
  if (!parts) return null;
  const [y, mo, d, h, mi, s] = parts.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const at = Date.UTC(y, mo - 1, d, h, mi, s, Number(parts[7] ?? 0));
  const back = new Date(at);
  // 20261399… is no date: Date.UTC would roll it over silently.
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || back.getUTCHours() !== h) return null;
  return at;
}

/** Our answers' timestamp: Unix seconds, as text (the first of the accepted forms). */
export const digitainTimestamp = (now: Date): string => String(Math.floor(now.getTime() / 1000));
