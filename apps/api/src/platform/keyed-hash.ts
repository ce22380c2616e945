import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Stored form of bearer tokens and one-time codes: HMAC-SHA256 keyed with TOKEN_PEPPER. A leaked
 * database alone cannot be used to log in or to brute-force a 6-digit code offline, because the key
 * lives outside it. Parts are joined with a separator that cannot appear in them by construction
 * (purpose and target are ours; codes are digits) so ('a', 'b:c') and ('a:b', 'c') never collide.
 */
export function keyedHash(pepper: string, ...parts: string[]): string {
  return createHmac('sha256', pepper).update(parts.join('\u0000')).digest('base64url');
}

/** Constant-time comparison of two hashes produced by keyedHash. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
