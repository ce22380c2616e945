import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Fundist OneWallet's message authentication (PROTOCOLS §4), both ways: `hmac` is the hex HMAC-SHA256,
 * keyed with the raw SHA-256 digest of the shared secret, over the values of every other field, fields
 * sorted by name, concatenated with no separator. A nested value (roundinfo's `actions` array of
 * objects) is flattened the same way: an array's items in order, an object's values by its sorted keys.
 *
 * Scalars as text: strings as they are, numbers as JSON writes them, and — our reading, the vendor's
 * PDF being private — booleans as PHP's string conversion makes them ("1" and ""), null as "". Fundist
 * sends flags such as round_ended; the public integrations disagree here (PHP "1", JavaScript "true"),
 * which is why our answers only ever carry strings.
 */

export type FundistValue =
  string | number | boolean | null | FundistValue[] | { [key: string]: FundistValue };

const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The text a value contributes to the signed string. */
function flatten(value: unknown): string {
  if (value === null || value === undefined || value === false) return '';
  if (value === true) return '1';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(flatten).join('');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return Object.keys(record)
      .sort(byKey)
      .map((key) => flatten(record[key]))
      .join('');
  }
  return String(value);
}

/** The string the HMAC covers: every field but `hmac`, by sorted name, values flattened. */
export function fundistSignedText(body: Record<string, unknown>): string {
  const rest = Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'hmac'));
  return flatten(rest);
}

export function fundistHmac(body: Record<string, unknown>, secret: string): string {
  const key = createHash('sha256').update(secret, 'utf8').digest();
  return createHmac('sha256', key).update(fundistSignedText(body), 'utf8').digest('hex');
}

/** True when `body.hmac` is the HMAC of the rest of `body` (constant time over the hex digests). */
export function fundistHmacMatches(body: Record<string, unknown>, secret: string): boolean {
  const given = body.hmac;
  if (typeof given !== 'string' || !/^[0-9a-fA-F]{64}$/.test(given)) return false;
  return timingSafeEqual(
    Buffer.from(given.toLowerCase(), 'hex'),
    Buffer.from(fundistHmac(body, secret), 'hex'),
  );
}

/** An answer with its `hmac` added over its other fields. */
export function fundistSigned<T extends Record<string, string>>(
  answer: T,
  secret: string,
): T & { hmac: string } {
  return { ...answer, hmac: fundistHmac(answer, secret) };
}
