import { ROLE_PERMISSIONS, type StaffMember, type StaffRole, type StaffRow } from '@lale/contracts';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/connection.ts';
import type { Clock } from '../../platform/clock.ts';
import { refuse } from '../../platform/domain-errors.ts';
import { hashPassword } from '../../platform/password.ts';
import { staffUsernameKey } from './sign-in.ts';
import type { StaffSessions } from './sessions.ts';
import type { StaffRecord, StaffRepo } from './staff-repo.ts';

/*
 * The owner's staff screen (issue #25): invite a member with a role (a one-time password; the member
 * enrols a second factor at the first sign-in), change a role, disable, reset a lost second factor.
 * Disabling or resetting ends the member's sessions at once. An owner never changes their own role or
 * status, and the last active owner cannot be removed, so the back office never locks itself out.
 */

export const staffRow = (member: StaffRecord): StaffRow => ({
  id: member.id,
  username: member.username,
  displayName: member.displayName,
  email: member.email,
  role: member.role as StaffRole,
  status: member.status as StaffRow['status'],
  totpEnrolled: member.totpSecret !== null,
  lastSignInAt: member.lastSignInAt?.toISOString() ?? null,
  createdAt: member.createdAt.toISOString(),
});

export const staffMember = (
  member: Pick<StaffRecord, 'id' | 'username' | 'displayName' | 'role'>,
): StaffMember => ({
  id: member.id,
  username: member.username,
  displayName: member.displayName,
  role: member.role as StaffRole,
  permissions: [...ROLE_PERMISSIONS[member.role as StaffRole]],
});

/** A temporary password: 20 characters from 120 random bits, shown once to the inviting owner. */
export const temporaryPassword = () => randomBytes(15).toString('base64url');

export type NewMember = { username: string; displayName: string; email: string; role: StaffRole };

export function createStaffMembers({
  db,
  staff,
  sessions,
  clock,
}: {
  db: Database;
  staff: StaffRepo;
  sessions: StaffSessions;
  clock: Clock;
}) {
  async function existing(id: number) {
    const member = await staff.byId(id);
    if (!member) throw refuse({ code: 'StaffNotFound' });
    return member;
  }

  return {
    list: async () => (await staff.list()).map(staffRow),

    /** A new member with a one-time password (or, for the demo staff, the published one's hash). */
    async invite(input: NewMember, options: { demo?: boolean; passwordHash?: string } = {}) {
      const password = options.passwordHash ? '' : temporaryPassword();
      const created = await staff.insert({
        ...input,
        username: input.username.trim(),
        usernameKey: staffUsernameKey(input.username),
        passwordHash: options.passwordHash ?? (await hashPassword(password)),
        demo: options.demo ?? false,
        createdAt: clock.now(),
      });
      if (!created) throw refuse({ code: 'StaffUsernameTaken' });
      return { staff: staffRow(created), temporaryPassword: password };
    },

    async update(actorId: number, id: number, change: { role?: StaffRole; status?: 'active' | 'disabled' }) {
      if (actorId === id) throw refuse({ code: 'StaffNotOnSelf' });
      return db.transaction(async (tx) => {
        // Owners first (always the same order), then the member: see lockActiveOwners.
        await staff.lockActiveOwners(tx);
        const before = await staff.lockById(id, tx);
        if (!before) throw refuse({ code: 'StaffNotFound' });
        const after = await staff.update(id, change, tx);
        if (!after) throw refuse({ code: 'StaffNotFound' });
        if (before.role === 'owner' && (await staff.activeOwners(tx)) === 0)
          throw refuse({ code: 'StaffLastOwner' });
        if (after.status === 'disabled' || after.role !== before.role)
          await sessions.endAllOf(id, 'disabled', tx);
        return { before: staffRow(before), after: staffRow(after) };
      });
    },

    async resetSecondFactor(id: number) {
      await existing(id);
      return db.transaction(async (tx) => {
        await staff.clearSecondFactor(id, tx);
        await sessions.endAllOf(id, 'reset', tx);
        const after = await staff.byId(id, tx);
        return staffRow(after!);
      });
    },

    me: async (id: number) => staffMember(await existing(id)),
  };
}

export type StaffMembers = ReturnType<typeof createStaffMembers>;
