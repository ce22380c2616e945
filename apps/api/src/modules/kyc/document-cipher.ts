import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/*
 * Identity documents at rest: AES-256-GCM under KYC_DOCUMENT_KEY, a fresh 96-bit nonce per document.
 * The additional data binds each ciphertext to its player and kind, so a row copied onto another
 * player (or relabelled) in the database fails to decrypt instead of showing someone else's passport.
 */

export type SealedDocument = { nonce: Buffer; authTag: Buffer; ciphertext: Buffer };

/** Whose document, of what kind: authenticated with the ciphertext, never stored inside it. */
export type DocumentOwner = { playerId: number; kind: string };

const aad = ({ playerId, kind }: DocumentOwner) => Buffer.from(`lale-kyc-document:v1:${playerId}:${kind}`);

export function createDocumentCipher(secret: string) {
  // The secret is text of at least 32 characters (secrets.ts); hashing it gives the 32-byte key.
  const key = createHash('sha256').update(`lale-kyc-document-key:${secret}`).digest();

  return {
    seal(owner: DocumentOwner, plaintext: Buffer): SealedDocument {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(aad(owner));
      const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
      return { nonce, authTag: cipher.getAuthTag(), ciphertext };
    },

    /** The plaintext; throws when the key, the owner or any byte differs from what was sealed. */
    open(owner: DocumentOwner, sealed: SealedDocument): Buffer {
      const decipher = createDecipheriv('aes-256-gcm', key, sealed.nonce);
      decipher.setAAD(aad(owner));
      decipher.setAuthTag(sealed.authTag);
      return Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]);
    },
  };
}

export type DocumentCipher = ReturnType<typeof createDocumentCipher>;
