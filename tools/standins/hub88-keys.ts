import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/*
 * Test keys for the Hub88 stand-in (hub88.ts) and our API: Hub88 signs its wallet calls with its key
 * and checks our launch requests and answers with our public key; we do the mirror image. Real
 * deployments exchange the public halves with Hub88 up front (PROTOCOLS §2); these are throwaway pairs
 * for the local cluster and the tests.
 *
 *   npx tsx tools/standins/hub88-keys.ts <dir>
 *
 * writes the four PEM files below and `api.env`, the two variables the API needs (the PEMs on one line,
 * `\n` escaped, which the API's config reads back and both `node --env-file` and a shell can load).
 */

export const HUB88_KEY_FILES = {
  /** Hub88's private key: the stand-in signs its wallet calls with it. */
  hub88Private: 'hub88-private.pem',
  /** Its public half: the API's HUB88_PUBLIC_KEY. */
  hub88Public: 'hub88-public.pem',
  /** Our private key: the API's HUB88_OPERATOR_PRIVATE_KEY (signs launches and answers). */
  operatorPrivate: 'operator-private.pem',
  /** Its public half: the stand-in checks our launches and answers with it. */
  operatorPublic: 'operator-public.pem',
  /** HUB88_PUBLIC_KEY and HUB88_OPERATOR_PRIVATE_KEY for the API's environment. */
  apiEnv: 'api.env',
} as const;

const pemPair = () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
};

const oneLine = (pem: string) => pem.trim().replace(/\n/g, '\\n');

/** Generates both pairs into `dir` (created if missing; existing files are replaced). */
export function generateHub88TestKeys(dir: string): void {
  mkdirSync(dir, { recursive: true });
  const hub88 = pemPair();
  const operator = pemPair();
  const write = (file: string, text: string) => writeFileSync(join(dir, file), text, { mode: 0o600 });
  write(HUB88_KEY_FILES.hub88Private, hub88.privatePem);
  write(HUB88_KEY_FILES.hub88Public, hub88.publicPem);
  write(HUB88_KEY_FILES.operatorPrivate, operator.privatePem);
  write(HUB88_KEY_FILES.operatorPublic, operator.publicPem);
  write(
    HUB88_KEY_FILES.apiEnv,
    `HUB88_PUBLIC_KEY="${oneLine(hub88.publicPem)}"\n` +
      `HUB88_OPERATOR_PRIVATE_KEY="${oneLine(operator.privatePem)}"\n`,
  );
}

/** What the stand-in needs from a key directory: its signing key and our public key. */
export function readStandInKeys(dir: string): { hub88PrivateKey: KeyObject; operatorPublicKey: KeyObject } {
  const read = (file: string) => readFileSync(join(dir, file), 'utf8');
  return {
    hub88PrivateKey: createPrivateKey(read(HUB88_KEY_FILES.hub88Private)),
    operatorPublicKey: createPublicKey(read(HUB88_KEY_FILES.operatorPublic)),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: tsx tools/standins/hub88-keys.ts <dir>');
    process.exit(2);
  }
  generateHub88TestKeys(dir);
  console.log(`Hub88 test keys written to ${dir} (${Object.values(HUB88_KEY_FILES).join(', ')})`);
}
