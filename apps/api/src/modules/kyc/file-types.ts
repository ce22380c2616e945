import type { KycContentType } from '@lale/contracts';

/*
 * An upload's bytes must be what the player says they are: the first bytes of each accepted type.
 * Anything else (an executable renamed .jpg, an HTML page) is refused before it is stored, so a
 * reviewer never opens something that is not an image or a PDF.
 */
const SIGNATURES: Readonly<Record<KycContentType, readonly number[]>> = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
};

export function bytesAre(contentType: KycContentType, content: Buffer): boolean {
  const signature = SIGNATURES[contentType];
  return content.length > signature.length && signature.every((byte, i) => content[i] === byte);
}
