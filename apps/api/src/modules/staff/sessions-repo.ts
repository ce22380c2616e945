import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { staff, staffChallenges, staffSessions } from '../../db/schema.ts';

/* Staff sign-in challenges and sessions (this module owns both tables). */

export type StaffSessionEndReason = 'logout' | 'idle' | 'expired' | 'disabled' | 'reset';

export function createStaffSessionsRepo(db: Database) {
  const byTokenHash = db
    .select({
      id: staffSessions.id,
      staffId: staffSessions.staffId,
      lastSeenAt: staffSessions.lastSeenAt,
      expiresAt: staffSessions.expiresAt,
      endedAt: staffSessions.endedAt,
      username: staff.username,
      displayName: staff.displayName,
      role: staff.role,
      status: staff.status,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('staff_session_by_token_hash');

  return {
    async insertChallenge(
      row: { staffId: number; tokenHash: string; pendingSecret: string | null; expiresAt: Date },
      executor: DbExecutor = db,
    ): Promise<void> {
      await executor.insert(staffChallenges).values(row);
    },

    /** A live challenge, locked until the transaction ends (two codes sent at once are checked in turn). */
    async lockChallenge(tokenHash: string, at: Date, executor: DbExecutor) {
      const [row] = await executor
        .select({
          id: staffChallenges.id,
          staffId: staffChallenges.staffId,
          pendingSecret: staffChallenges.pendingSecret,
        })
        .from(staffChallenges)
        .where(
          and(
            eq(staffChallenges.tokenHash, tokenHash),
            isNull(staffChallenges.usedAt),
            sql`${staffChallenges.expiresAt} > ${at}`,
          ),
        )
        .for('update');
      return row;
    },

    async spendChallenge(id: number, at: Date, executor: DbExecutor): Promise<void> {
      await executor.update(staffChallenges).set({ usedAt: at }).where(eq(staffChallenges.id, id));
    },

    async insertSession(
      row: {
        staffId: number;
        tokenHash: string;
        ip: string;
        userAgent: string;
        createdAt: Date;
        expiresAt: Date;
      },
      executor: DbExecutor = db,
    ): Promise<number> {
      const [inserted] = await executor
        .insert(staffSessions)
        .values({ ...row, lastSeenAt: row.createdAt })
        .returning({ id: staffSessions.id });
      if (!inserted) throw new Error('staff session insert returned no row');
      return inserted.id;
    },

    async findByTokenHash(tokenHash: string) {
      const [row] = await byTokenHash.execute({ tokenHash });
      return row;
    },

    /** Of these sessions, the ones still live at `at`: not ended, seen since `seenSince`, within their day, member active. */
    async stillLive(ids: readonly number[], at: Date, seenSince: Date): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: staffSessions.id })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staffId))
        .where(
          and(
            inArray(staffSessions.id, [...ids]),
            isNull(staffSessions.endedAt),
            gt(staffSessions.lastSeenAt, seenSince),
            gt(staffSessions.expiresAt, at),
            eq(staff.status, 'active'),
          ),
        );
      return new Set(rows.map((row) => row.id));
    },

    async touch(id: number, at: Date): Promise<void> {
      await db.update(staffSessions).set({ lastSeenAt: at }).where(eq(staffSessions.id, id));
    },

    async end(id: number, at: Date, reason: StaffSessionEndReason): Promise<void> {
      await db
        .update(staffSessions)
        .set({ endedAt: at, endReason: reason })
        .where(and(eq(staffSessions.id, id), isNull(staffSessions.endedAt)));
    },

    async endAllOf(
      staffId: number,
      at: Date,
      reason: StaffSessionEndReason,
      executor: DbExecutor = db,
    ): Promise<void> {
      await executor
        .update(staffSessions)
        .set({ endedAt: at, endReason: reason })
        .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)));
    },
  };
}

export type StaffSessionsRepo = ReturnType<typeof createStaffSessionsRepo>;
