import { STAFF_IDLE_MINUTES, type StaffRole } from '@lale/contracts';
import { randomBytes } from 'node:crypto';
import type { DbExecutor } from '../../db/executor.ts';
import { addMs, type Clock } from '../../platform/clock.ts';
import { keyedHash, sameHash } from '../../platform/keyed-hash.ts';
import type { StaffPrincipal } from '../../platform/staff-permission.ts';
import type { StaffSessionEndReason, StaffSessionsRepo } from './sessions-repo.ts';

/*
 * Staff sessions: an opaque token in an httpOnly SameSite=Strict cookie, stored only as its keyed
 * hash. 15 idle minutes end it (a back office left open on a shared desk), and so does the end of a
 * working day (12 h) however active. The CSRF token is derived from the session token with the pepper:
 * the page can read it (sign-in and `me` answer it) but a cross-site form cannot, and nothing more is
 * stored. Every unsafe call repeats it in a header.
 */

export const STAFF_IDLE_MS = STAFF_IDLE_MINUTES * 60_000;
export const STAFF_SESSION_MAX_MS = 12 * 3_600_000;
/** last_seen_at is written at most this often (idle expiry is then accurate to half a minute). */
const TOUCH_RESOLUTION_MS = 30_000;

export type StaffSessionMeta = { ip: string; userAgent: string };
export type OpenedStaffSession = { token: string; csrfToken: string; sessionId: number };
export type AuthenticatedStaff = StaffPrincipal & { csrfToken: string };

export function createStaffSessions({
  repo,
  clock,
  pepper,
}: {
  repo: StaffSessionsRepo;
  clock: Clock;
  pepper: string;
}) {
  const tokenHash = (token: string) => keyedHash(pepper, 'staff-session', token);
  const csrfOf = (token: string) => keyedHash(pepper, 'staff-csrf', token);

  return {
    async open(staffId: number, meta: StaffSessionMeta, executor?: DbExecutor): Promise<OpenedStaffSession> {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      const sessionId = await repo.insertSession(
        {
          staffId,
          tokenHash: tokenHash(token),
          ip: meta.ip,
          userAgent: meta.userAgent.slice(0, 400),
          createdAt: now,
          expiresAt: addMs(now, STAFF_SESSION_MAX_MS),
        },
        executor,
      );
      return { token, csrfToken: csrfOf(token), sessionId };
    },

    /** The member behind a cookie's token, or null (unknown, ended, idle, past its day, member disabled). */
    async authenticate(token: string): Promise<AuthenticatedStaff | null> {
      const row = await repo.findByTokenHash(tokenHash(token));
      if (!row || row.endedAt) return null;
      const now = clock.now();
      if (row.status !== 'active') return null;
      if (addMs(row.lastSeenAt, STAFF_IDLE_MS) <= now || row.expiresAt <= now) {
        await repo.end(row.id, now, row.expiresAt <= now ? 'expired' : 'idle');
        return null;
      }
      if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_RESOLUTION_MS) await repo.touch(row.id, now);
      return {
        staffId: row.staffId,
        sessionId: row.id,
        username: row.username,
        displayName: row.displayName,
        role: row.role as StaffRole,
        csrfToken: csrfOf(token),
      };
    },

    /** Whether a request's CSRF header belongs to its session. */
    csrfMatches: (session: AuthenticatedStaff, header: string | undefined) =>
      typeof header === 'string' && sameHash(header, session.csrfToken),

    /** Of these session ids, the ones still live now (the live channel's sockets are checked with it). */
    stillLive: (ids: readonly number[]) => {
      const now = clock.now();
      return repo.stillLive(ids, now, addMs(now, -STAFF_IDLE_MS));
    },

    end: (sessionId: number, reason: StaffSessionEndReason) => repo.end(sessionId, clock.now(), reason),
    endAllOf: (staffId: number, reason: StaffSessionEndReason, executor?: DbExecutor) =>
      repo.endAllOf(staffId, clock.now(), reason, executor),
  };
}

export type StaffSessions = ReturnType<typeof createStaffSessions>;
