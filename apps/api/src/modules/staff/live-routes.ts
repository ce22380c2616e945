import { STAFF_COOKIE, STAFF_LIVE_PATH } from '@lale/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { refuse } from '../../platform/domain-errors.ts';
import { topicHubRoutes } from '../realtime/index.ts';
import type { StaffLive } from './live.ts';
import type { StaffSessions } from './sessions.ts';

/*
 * GET /api/admin/live: the staff live channel's WebSocket (live.ts). Under /api/admin so the session
 * cookie (path /api/admin) travels with the upgrade. A browser cannot add the CSRF header to a
 * WebSocket, and SameSite=Strict still sends the cookie from any page of the same site, so the Origin
 * must be the back office's own: the site's origin (served at /backoffice) or BACKOFFICE_ORIGIN.
 * The staff guard leaves this path to this check (guard.ts), as it does the sign-in routes.
 */

/** The origin the request was made to, as a browser on that page would send it. */
const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export const staffLiveRoutes: FastifyPluginAsync<{
  live: StaffLive;
  sessions: StaffSessions;
  backofficeOrigin: string | undefined;
}> = async (app, { live, sessions, backofficeOrigin }) => {
  async function admit(request: FastifyRequest): Promise<void> {
    const token = request.cookies[STAFF_COOKIE];
    const session = token ? await sessions.authenticate(token) : null;
    if (!session) throw refuse({ code: 'StaffSessionRequired' });
    const origin = request.headers.origin;
    if (origin !== ownOrigin(request) && (backofficeOrigin === undefined || origin !== backofficeOrigin))
      throw refuse({ code: 'StaffCsrfRefused' });
    const { staffId, sessionId, username, displayName, role } = session;
    request.staff = { staffId, sessionId, username, displayName, role };
  }

  await app.register(topicHubRoutes, {
    path: STAFF_LIVE_PATH,
    name: 'staff-live',
    live,
    admit,
    accept: (socket, request) => {
      if (request.staff) live.accept(socket, request.staff);
      else socket.terminate();
    },
  });
};
