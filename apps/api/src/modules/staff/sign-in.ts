import { RECOVERY_CODE_COUNT, type StaffChallenge, type StaffRole } from '@lale/contracts';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/connection.ts';
import { addMs, type Clock } from '../../platform/clock.ts';
import { refuse } from '../../platform/domain-errors.ts';
import { keyedHash } from '../../platform/keyed-hash.ts';
import { verifyAgainstNothing, verifyPassword } from '../../platform/password.ts';
import type { Sealer } from '../../platform/sealed.ts';
import type { StaffAudit } from './audit-port.ts';
import type { StaffSessionMeta, StaffSessions } from './sessions.ts';
import type { StaffSessionsRepo } from './sessions-repo.ts';
import type { StaffRecord, StaffRepo } from './staff-repo.ts';
import type { Totp } from './totp.ts';

/*
 * Staff sign-in in two steps (issue #25). The password only earns a five-minute challenge, never a
 * session; the session needs a TOTP code (or a recovery code) on top. A member without a second factor
 * enrols on the way: the challenge carries a new secret, kept sealed until a code proves the
 * authenticator holds it. Five wrong passwords or codes in a row lock the member for 15 minutes. Every
 * success and failure is an audit row; unknown usernames cost the time of a real check.
 */

export const STAFF_MAX_FAILURES = 5;
export const STAFF_LOCK_MS = 15 * 60_000;
export const CHALLENGE_MS = 5 * 60_000;

export const staffUsernameKey = (username: string) => username.trim().toLocaleLowerCase('tr-TR');

type Deps = {
  db: Database;
  staff: StaffRepo;
  sessionsRepo: StaffSessionsRepo;
  sessions: StaffSessions;
  totp: Totp;
  sealer: Sealer;
  audit: StaffAudit;
  clock: Clock;
  pepper: string;
};

export type SignedIn = {
  member: StaffRecord;
  token: string;
  csrfToken: string;
  recoveryCodes: string[] | null;
};

const randomToken = () => randomBytes(32).toString('base64url');
/** `xxxxx-xxxxx` of lower-case base32 letters: easy to read from paper, 50 bits each. */
const recoveryCode = () => {
  const letters = 'abcdefghijkmnpqrstuvwxyz23456789';
  const chars = [...randomBytes(10)].map((byte) => letters[byte % letters.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};

export function createStaffSignIn(deps: Deps) {
  const { db, staff, sessionsRepo, sessions, totp, sealer, audit, clock, pepper } = deps;
  const challengeHash = (token: string) => keyedHash(pepper, 'staff-challenge', token);
  const recoveryHash = (staffId: number, code: string) =>
    keyedHash(pepper, 'staff-recovery', String(staffId), code.trim().toLowerCase());

  const failed = (
    meta: StaffSessionMeta,
    member: StaffRecord | undefined,
    username: string,
    reason: string,
  ) =>
    audit.record({
      staff: member
        ? { staffId: member.id, username: member.username, role: member.role as StaffRole }
        : null,
      staffUsername: member?.username ?? username.slice(0, 50),
      ip: meta.ip,
      area: 'staff',
      action: 'signInFailed',
      permission: null,
      outcome: 'failed',
      after: { reason },
    });

  /** Counts a wrong password or code; the fifth in a row locks the member. */
  async function countFailure(member: StaffRecord) {
    const failures = await staff.countFailure(member.id);
    if (failures >= STAFF_MAX_FAILURES)
      await staff.update(member.id, { failedAttempts: 0, lockedUntil: addMs(clock.now(), STAFF_LOCK_MS) });
  }

  function refuseIfLocked(member: StaffRecord) {
    if (member.lockedUntil && member.lockedUntil > clock.now())
      throw refuse({ code: 'StaffLocked', until: member.lockedUntil });
  }

  return {
    async login(username: string, password: string, meta: StaffSessionMeta): Promise<StaffChallenge> {
      const member = await staff.byUsernameKey(staffUsernameKey(username));
      if (!member || member.status !== 'active') {
        await verifyAgainstNothing(password);
        await failed(meta, member, username, member ? 'disabled' : 'unknown username');
        throw refuse({ code: 'StaffSignInFailed' });
      }
      refuseIfLocked(member);
      if (!(await verifyPassword(member.passwordHash, password))) {
        await countFailure(member);
        await failed(meta, member, username, 'wrong password');
        throw refuse({ code: 'StaffSignInFailed' });
      }
      const challenge = randomToken();
      const newSecret = member.totpSecret ? null : totp.newSecret();
      const expiresAt = addMs(clock.now(), CHALLENGE_MS);
      await sessionsRepo.insertChallenge({
        staffId: member.id,
        tokenHash: challengeHash(challenge),
        pendingSecret: newSecret ? sealer.seal(newSecret) : null,
        expiresAt,
      });
      return {
        challenge,
        expiresAt: expiresAt.toISOString(),
        enrol: newSecret ? await totp.enrolment(newSecret, member.username) : null,
      };
    },

    /** The second step: a TOTP code (or, once enrolled, a recovery code) turns the challenge into a session. */
    async secondFactor(challenge: string, code: string, meta: StaffSessionMeta): Promise<SignedIn> {
      const now = clock.now();
      const result = await db.transaction(async (tx) => {
        const ticket = await sessionsRepo.lockChallenge(challengeHash(challenge), now, tx);
        if (!ticket) return { kind: 'no challenge' as const };
        const member = await staff.lockById(ticket.staffId, tx);
        if (!member || member.status !== 'active') return { kind: 'no challenge' as const };
        if (member.lockedUntil && member.lockedUntil > now) return { kind: 'locked' as const, member };
        const enrolling = ticket.pendingSecret !== null;
        const secret = sealer.open(ticket.pendingSecret ?? member.totpSecret ?? '');
        const check = await totp.check(secret, code.trim(), enrolling ? null : member.totpLastStep);
        const byRecovery =
          !check.valid &&
          !enrolling &&
          (await staff.spendRecoveryCode(member.id, recoveryHash(member.id, code), now, tx));
        if (!check.valid && !byRecovery) return { kind: 'wrong code' as const, member, enrolling };
        await sessionsRepo.spendChallenge(ticket.id, now, tx);
        let recoveryCodes: string[] | null = null;
        if (enrolling) {
          recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
          await staff.replaceRecoveryCodes(
            member.id,
            recoveryCodes.map((each) => recoveryHash(member.id, each)),
            tx,
          );
        }
        const updated = await staff.update(
          member.id,
          {
            failedAttempts: 0,
            lockedUntil: null,
            lastSignInAt: now,
            ...(check.valid ? { totpLastStep: check.step } : {}),
            ...(enrolling ? { totpSecret: ticket.pendingSecret, totpEnrolledAt: now } : {}),
          },
          tx,
        );
        const opened = await sessions.open(member.id, meta, tx);
        return { kind: 'ok' as const, member: updated ?? member, opened, recoveryCodes, byRecovery };
      });

      if (result.kind === 'no challenge') throw refuse({ code: 'StaffChallengeInvalid' });
      if (result.kind === 'locked') throw refuse({ code: 'StaffLocked', until: result.member.lockedUntil! });
      if (result.kind === 'wrong code') {
        // The challenge stays usable until it expires: a mistyped code is typed again, not the password.
        await countFailure(result.member);
        await failed(meta, result.member, result.member.username, 'wrong code');
        throw refuse({ code: 'StaffCodeInvalid' });
      }
      const { member, opened, recoveryCodes, byRecovery } = result;
      await audit.record({
        staff: { staffId: member.id, username: member.username, role: member.role as StaffRole },
        staffUsername: member.username,
        ip: meta.ip,
        area: 'staff',
        action: recoveryCodes ? 'signInEnrolled' : byRecovery ? 'signInRecoveryCode' : 'signIn',
        permission: null,
        outcome: 'ok',
        targetType: 'staffSession',
        targetId: String(opened.sessionId),
      });
      return { member, token: opened.token, csrfToken: opened.csrfToken, recoveryCodes };
    },
  };
}

export type StaffSignIn = ReturnType<typeof createStaffSignIn>;
