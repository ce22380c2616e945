import type { Permission, StaffRole } from '@lale/contracts';
import type { FastifyRequest } from 'fastify';

/*
 * Every back-office route (`/api/admin/*`) declares the one permission it needs in its route config:
 * `config: { permission: 'payments.approve' }`. The staff module refuses to start with an admin route
 * that declares none, checks the permission on every call, and lists the route table for the
 * roles × routes test (issue #25).
 *
 * Every staff write is one audit row, written by the staff module once the answer is decided; a read
 * is audited too when the route says `audit: 'read'` (a player card, a document, an export). The
 * handler says what it touched, and how it looked before and after, with `noteAudit`.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: Permission;
    /** Audit this route's reads as well (writes are always audited). */
    audit?: 'read';
  }
}

export type { Permission };

/** What a handler tells the audit trail about the call it served. */
export type AuditDetail = {
  targetType?: string;
  targetId?: string | number;
  before?: unknown;
  after?: unknown;
};

const details = new WeakMap<FastifyRequest, AuditDetail>();

/** Called by a back-office handler: merged into the request's audit row. */
export function noteAudit(request: FastifyRequest, detail: AuditDetail): void {
  details.set(request, { ...details.get(request), ...detail });
}

/** Read by the staff module when it writes the row. */
export const auditDetailOf = (request: FastifyRequest): AuditDetail | undefined => details.get(request);

/** The signed-in staff member of a back-office request (set by the staff guard). */
export type StaffPrincipal = {
  staffId: number;
  sessionId: number;
  username: string;
  displayName: string;
  role: StaffRole;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the staff guard on `/api/admin/*` routes; null elsewhere. */
    staff: StaffPrincipal | null;
  }
}

/** The staff member calling a back-office route (the guard has run, so it is set). */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new Error('staffOf called outside a back-office route');
  return request.staff;
}
