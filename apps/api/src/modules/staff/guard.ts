import { HEADER_CSRF, roleCan, STAFF_COOKIE, STAFF_LIVE_PATH, type Permission } from '@lale/contracts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import { BlockList, isIP } from 'node:net';
import { refuse } from '../../platform/domain-errors.ts';
import { auditDetailOf } from '../../platform/staff-permission.ts';
import type { StaffAudit } from './audit-port.ts';
import type { StaffSessions } from './sessions.ts';

/*
 * The one guard of the back office (issue #25), installed on the root app before any module registers
 * a route: every route under /api/admin/ must declare a permission in its config (start-up fails
 * otherwise), and gets, ahead of its own hooks, the check of (1) the address against the optional
 * allow-list, (2) the session cookie, (3) the CSRF header on unsafe methods, (4) the member's role
 * against the permission. The sign-in routes under /api/admin/auth/ and the live channel's socket
 * (live-routes.ts: each topic has its permission) declare none: they make or read the session themselves. After the handler, every write, every refusal of a signed-in member and every read
 * a route marks `audit: 'read'` becomes one audit row.
 */

export const ADMIN_PREFIX = '/api/admin/';
export const STAFF_AUTH_PREFIX = '/api/admin/auth/';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A back-office route and the permission it declares (null: the sign-in routes). */
export type AdminRoute = { method: string; url: string; permission: Permission | null };

export function addressAllowList(entries: readonly string[]): ((ip: string) => boolean) | null {
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (ip) =>
    list.check(ip.replace(/^::ffff:/, ''), isIP(ip.replace(/^::ffff:/, '')) === 6 ? 'ipv6' : 'ipv4');
}

type Deps = { sessions: StaffSessions; audit: StaffAudit; allowed: ((ip: string) => boolean) | null };

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

export function installStaffGuard(root: FastifyInstance, { sessions, audit, allowed }: Deps): AdminRoute[] {
  const table: AdminRoute[] = [];
  root.decorateRequest('staff', null);

  /** The address check and the session, for every back-office route (the sign-in routes included). */
  const identify: onRequestAsyncHookHandler = async (request) => {
    if (allowed && !allowed(request.ip)) throw refuse({ code: 'StaffAddressNotAllowed' });
  };

  const guard =
    (permission: Permission): onRequestAsyncHookHandler =>
    async (request) => {
      const token = request.cookies[STAFF_COOKIE];
      const session = token ? await sessions.authenticate(token) : null;
      if (!session) throw refuse({ code: 'StaffSessionRequired' });
      const { staffId, sessionId, username, displayName, role } = session;
      const principal = { staffId, sessionId, username, displayName, role };
      request.staff = principal;
      if (!SAFE_METHODS.has(request.method) && !sessions.csrfMatches(session, header(request, HEADER_CSRF)))
        throw refuse({ code: 'StaffCsrfRefused' });
      if (!roleCan(principal.role, permission)) throw refuse({ code: 'StaffPermissionDenied', permission });
    };

  const record = async (request: FastifyRequest, reply: FastifyReply) => {
    const member = request.staff;
    const permission = request.routeOptions.config.permission;
    if (!member || !permission) return;
    const status = reply.statusCode;
    const write = !SAFE_METHODS.has(request.method);
    const marked = request.routeOptions.config.audit === 'read';
    if (!write && !marked && status !== 403) return;
    const detail = auditDetailOf(request);
    const params = request.params as Record<string, unknown> | undefined;
    const [area] = permission.split('.');
    await audit.record({
      staff: { staffId: member.staffId, username: member.username, role: member.role },
      staffUsername: member.username,
      ip: request.ip,
      area: area ?? 'staff',
      action: `${request.method} ${request.routeOptions.url ?? request.url}`,
      permission,
      outcome: status < 400 ? 'ok' : status === 403 ? 'refused' : 'failed',
      targetType: detail?.targetType ?? null,
      targetId:
        detail?.targetId !== undefined
          ? String(detail.targetId)
          : typeof params?.id === 'string' || typeof params?.id === 'number'
            ? String(params.id)
            : null,
      before: detail?.before,
      after: detail?.after ?? (write && status < 400 ? request.body : undefined),
    });
  };

  root.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(ADMIN_PREFIX)) return;
    const methods = asArray(route.method).filter((method) => method !== 'HEAD');
    if (route.url.startsWith(STAFF_AUTH_PREFIX) || route.url === STAFF_LIVE_PATH) {
      for (const method of methods) table.push({ method, url: route.url, permission: null });
      route.onRequest = [identify, ...asArray(route.onRequest)];
      return;
    }
    const permission = route.config?.permission;
    if (!permission) throw new Error(`${methods.join(',')} ${route.url} declares no permission (issue #25)`);
    for (const method of methods) table.push({ method, url: route.url, permission });
    route.onRequest = [identify, guard(permission), ...asArray(route.onRequest)];
    route.onSend = [
      ...asArray(route.onSend),
      async (request, reply, payload) => {
        await record(request, reply);
        return payload;
      },
    ];
  });
  return table;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}
