import type { Permission } from '@lale/contracts';
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
