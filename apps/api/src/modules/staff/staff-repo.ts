import type { StaffRole } from '@lale/contracts';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { staff, staffRecoveryCodes } from '../../db/schema.ts';

/* The staff table and its recovery codes (this module owns both). */

export type StaffRecord = typeof staff.$inferSelect;
export type NewStaff = {
  username: string;
  usernameKey: string;
  displayName: string;
  email: string;
  role: StaffRole;
  passwordHash: string;
  demo?: boolean;
  totpSecret?: string | null;
  totpEnrolledAt?: Date | null;
  createdAt: Date;
};

export function createStaffRepo(db: Database) {
  return {
    async byUsernameKey(usernameKey: string): Promise<StaffRecord | undefined> {
      const [row] = await db.select().from(staff).where(eq(staff.usernameKey, usernameKey));
      return row;
    },

    async byId(id: number, executor: DbExecutor = db): Promise<StaffRecord | undefined> {
      const [row] = await executor.select().from(staff).where(eq(staff.id, id));
      return row;
    },

    /** The row locked for a sign-in step, so two codes sent at once cannot both pass the replay check. */
    async lockById(id: number, executor: DbExecutor): Promise<StaffRecord | undefined> {
      const [row] = await executor.select().from(staff).where(eq(staff.id, id)).for('update');
      return row;
    },

    /**
     * Locks every active owner's row, in id order: two owners demoting or disabling each other at once
     * are taken one after the other, so the second sees the first's change and the last owner stays.
     */
    async lockActiveOwners(executor: DbExecutor): Promise<void> {
      await executor
        .select({ id: staff.id })
        .from(staff)
        .where(and(eq(staff.role, 'owner'), eq(staff.status, 'active')))
        .orderBy(asc(staff.id))
        .for('update');
    },

    async list(): Promise<StaffRecord[]> {
      return db.select().from(staff).orderBy(asc(staff.id));
    },

    /** Inserts unless the username is taken (then undefined). */
    async insert(row: NewStaff, executor: DbExecutor = db): Promise<StaffRecord | undefined> {
      const [inserted] = await executor.insert(staff).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    async update(
      id: number,
      change: Partial<StaffRecord>,
      executor: DbExecutor = db,
    ): Promise<StaffRecord | undefined> {
      const [row] = await executor.update(staff).set(change).where(eq(staff.id, id)).returning();
      return row;
    },

    /** Usernames of these staff ids (the names shown beside a staff member's past actions). */
    async usernamesOf(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const found = await db
        .select({ id: staff.id, username: staff.username })
        .from(staff)
        .where(inArray(staff.id, [...new Set(ids)]));
      return new Map(found.map((row) => [row.id, row.username]));
    },

    async activeOwners(executor: DbExecutor = db): Promise<number> {
      const [row] = await executor
        .select({ n: count() })
        .from(staff)
        .where(and(eq(staff.role, 'owner'), eq(staff.status, 'active')));
      return row?.n ?? 0;
    },

    async demoCount(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(staff)
        .where(and(eq(staff.demo, true), eq(staff.status, 'active')));
      return row?.n ?? 0;
    },

    async replaceRecoveryCodes(
      staffId: number,
      codeHashes: readonly string[],
      executor: DbExecutor,
    ): Promise<void> {
      await executor.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
      if (codeHashes.length > 0)
        await executor
          .insert(staffRecoveryCodes)
          .values(codeHashes.map((codeHash) => ({ staffId, codeHash })));
    },

    /** Spends an unused recovery code of this member; false when there is none such. */
    async spendRecoveryCode(
      staffId: number,
      codeHash: string,
      at: Date,
      executor: DbExecutor,
    ): Promise<boolean> {
      const spent = await executor
        .update(staffRecoveryCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(staffRecoveryCodes.staffId, staffId),
            eq(staffRecoveryCodes.codeHash, codeHash),
            isNull(staffRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: staffRecoveryCodes.id });
      return spent.length === 1;
    },

    async clearSecondFactor(staffId: number, executor: DbExecutor): Promise<void> {
      await executor
        .update(staff)
        .set({
          totpSecret: null,
          totpEnrolledAt: null,
          totpLastStep: null,
          failedAttempts: 0,
          lockedUntil: null,
        })
        .where(eq(staff.id, staffId));
      await executor.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    },

    /** One more failure; the new count. */
    async countFailure(staffId: number, executor: DbExecutor = db): Promise<number> {
      const [row] = await executor
        .update(staff)
        .set({ failedAttempts: sql`${staff.failedAttempts} + 1` })
        .where(eq(staff.id, staffId))
        .returning({ n: staff.failedAttempts });
      return row?.n ?? 0;
    },
  };
}

export type StaffRepo = ReturnType<typeof createStaffRepo>;
