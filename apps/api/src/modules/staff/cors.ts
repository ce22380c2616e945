import cors from '@fastify/cors';
import { HEADER_CSRF, HEADER_LOCALE } from '@lale/contracts';
import type { FastifyInstance } from 'fastify';
import { ADMIN_PREFIX } from './guard.ts';

/*
 * A back office built for its own origin (BACKOFFICE_ORIGIN, a same-site subdomain: the SameSite=Strict
 * cookie still travels) calls the API across origins. The API answers it with credentials allowed for
 * exactly that origin and only on /api/admin: no other origin, and no player route, is opened to
 * cross-origin reads. Without BACKOFFICE_ORIGIN nothing is registered (the back office is same-origin).
 */

/** How long a browser may reuse a preflight's answer (seconds). */
const PREFLIGHT_MAX_AGE_S = 600;

export async function allowBackOfficeOrigin(root: FastifyInstance, origin: string): Promise<void> {
  await root.register(cors, {
    delegator: (request, callback) => {
      const url = request.url ?? '';
      const allowed = request.headers.origin === origin && url.startsWith(ADMIN_PREFIX);
      callback(
        null,
        allowed
          ? {
              origin,
              credentials: true,
              methods: ['GET', 'POST', 'PUT', 'DELETE'],
              allowedHeaders: ['content-type', HEADER_CSRF, HEADER_LOCALE],
              exposedHeaders: ['content-disposition'],
              maxAge: PREFLIGHT_MAX_AGE_S,
            }
          : { origin: false },
      );
    },
  });
}
