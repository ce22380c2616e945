import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';

/*
 * Hub88's request and answer signatures (PROTOCOLS §2): `X-Hub88-Signature` is the base64 RSA-SHA256
 * signature of the raw body bytes. Hub88 signs its calls with its key (we verify with its public key);
 * we sign our answers with ours.
 */

export const HUB88_SIGNATURE_HEADER = 'x-hub88-signature';

export function hub88Sign(body: string | Buffer, privateKey: KeyObject | string): string {
  const key = typeof privateKey === 'string' ? createPrivateKey(privateKey) : privateKey;
  return sign('sha256', Buffer.from(body), key).toString('base64');
}

export function hub88Verify(body: Buffer, signature: string | undefined, publicKey: KeyObject): boolean {
  if (!signature || !/^[A-Za-z0-9+/=]{16,1024}$/.test(signature)) return false;
  try {
    return verify('sha256', body, publicKey, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/** The public half of a PEM key (private or public), as Hub88's verifier needs. */
export const publicKeyOf = (pem: string): KeyObject => createPublicKey(pem);

/** Hub88 amounts are integers ×100000 (3.56 → 356000). */
export const HUB88_AMOUNT_SCALE = 5;

/** A Hub88 amount in minor units of a currency with `minorUnits` places; null when it has finer digits. */
export function hub88ToMinor(amount: number, minorUnits: number): bigint | null {
  if (!Number.isSafeInteger(amount) || amount < 0) return null;
  const divisor = 10n ** BigInt(HUB88_AMOUNT_SCALE - minorUnits);
  const value = BigInt(amount);
  return value % divisor === 0n ? value / divisor : null;
}

export function minorToHub88(minor: bigint, minorUnits: number): number {
  return Number(minor * 10n ** BigInt(HUB88_AMOUNT_SCALE - minorUnits));
}
