import type { FastifyInstance } from 'fastify';

/*
 * Provider callbacks are signed over the exact bytes they sent (PROTOCOLS §2, §7): a body parsed and
 * serialised again would not verify. Inside the plugin scope that calls this, every body arrives as a
 * Buffer, whatever its content type, and the route parses it after the signature check.
 */
export function acceptRawBodies(scope: FastifyInstance, bodyLimit: number): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
    done(null, body),
  );
}

/** The raw body of a request in such a scope (empty when there was none). */
export const rawBodyOf = (body: unknown): Buffer => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));
