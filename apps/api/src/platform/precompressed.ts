import { Negotiator } from '@fastify/accept-negotiator';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/*
 * Answers that many visitors read and that change rarely (the bootstrap), compressed once when they are
 * built instead of per request: browsers send `Accept-Encoding: gzip, deflate, br, zstd`, and writing a
 * quarter of the bytes is most of what such an answer costs. The site's static files are precompressed
 * at build the same way (platform/spa.ts, @fastify/static preCompressed).
 */

/** The content codings kept next to the plain body, best first (zstd needs node ≥ 22.15). */
export type ContentCoding = 'br' | 'gzip';

/** One compressed form of a body and its own strong ETag (RFC 9110 §8.8.3: one per representation). */
export type Encoded = { bytes: Buffer; etag: string };

export type Precompressed = Record<ContentCoding, Encoded>;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The body's brotli and gzip forms at their best ratio (a few milliseconds off the event loop, once per
 * content change); `etag` is the plain body's strong ETag, each form's gets the coding appended.
 */
export async function precompress(body: string, etag: string): Promise<Precompressed> {
  const plain = Buffer.from(body);
  const [br, gz] = await Promise.all([
    brotli(plain, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    }),
    gzipped(plain, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const tagged = (coding: ContentCoding) => `${etag.slice(0, -1)}-${coding}"`;
  return { br: { bytes: br, etag: tagged('br') }, gzip: { bytes: gz, etag: tagged('gzip') } };
}

// identity is listed so that `br;q=0, *` or `identity` alone choose the plain body.
const negotiator = new Negotiator<ContentCoding | 'identity'>({
  supportedValues: ['br', 'gzip', 'identity'],
});

/** The coding to answer a request's Accept-Encoding with; null: the plain body. */
export function acceptedCoding(acceptEncoding: string | undefined): ContentCoding | null {
  if (!acceptEncoding) return null;
  const coding = negotiator.negotiate(acceptEncoding);
  return coding === 'br' || coding === 'gzip' ? coding : null;
}
