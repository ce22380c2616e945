import { flattenedVerify, FlattenedSign } from 'jose';

/*
 * Betsy's `x-sign-jws` header: a detached JWS (RFC 7515 appendix F) — `<protected>..<signature>`, the
 * payload left out because it is the raw request body, base64url-encoded when checked. HS256 with the
 * partner secret. The verification is jose's (flattenedVerify with the body put back as the payload),
 * which compares the HMAC through WebCrypto's verify (a constant-time comparison in Node), and accepts
 * only HS256: a header naming `none` or another algorithm fails like a wrong signature.
 */

export const JWS_HEADER = 'x-sign-jws';

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** True when `header` is a detached HS256 JWS of exactly `body` under `secret`. */
export async function verifyDetachedJws(
  body: Buffer,
  header: string | undefined,
  secret: string,
): Promise<boolean> {
  if (!header || header.length > 2048) return false;
  const parts = header.split('.');
  if (parts.length !== 3 || parts[1] !== '' || !parts[0] || !parts[2]) return false;
  try {
    await flattenedVerify(
      { protected: parts[0], payload: body.toString('base64url'), signature: parts[2] },
      keyOf(secret),
      { algorithms: ['HS256'] },
    );
    return true;
  } catch {
    return false;
  }
}

/** The detached JWS of `body` (our answers are signed the same way Betsy signs its calls). */
export async function signDetachedJws(body: string | Buffer, secret: string): Promise<string> {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : new Uint8Array(body);
  const jws = await new FlattenedSign(bytes)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(keyOf(secret));
  return `${jws.protected}..${jws.signature}`;
}
