import { createHash, timingSafeEqual } from 'node:crypto';

/*
 * Pragmatic Play's request hash (PROTOCOLS §3): every parameter but `hash`, keys sorted, joined as
 * `k1=v1&k2=v2`, the secret key appended, MD5 in hex. MD5 is Pragmatic's choice, not ours; it
 * authenticates the caller (with the secret), it is not used to store anything.
 */

export function pragmaticHash(params: Record<string, string>, secret: string): string {
  const text = Object.keys(params)
    .filter((key) => key !== 'hash')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
  return createHash('md5')
    .update(text + secret)
    .digest('hex');
}

export function pragmaticHashMatches(params: Record<string, string>, secret: string): boolean {
  const given = Buffer.from(params.hash ?? '');
  const expected = Buffer.from(pragmaticHash(params, secret));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
