import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { verificationCodes } from '../../db/schema.ts';

export type CodePurpose = 'phone' | 'password_reset';

export type NewCode = {
  purpose: CodePurpose;
  target: string;
  requestedBy: string;
  playerId: number | null;
  codeHash: string;
  createdAt: Date;
  expiresAt: Date;
};

/** The codes of a target, or only those one flow asked for (`requestedBy`). */
export type CodesOf = { purpose: CodePurpose; target: string; requestedBy?: string };

const codesOf = ({ purpose, target, requestedBy }: CodesOf) =>
  and(
    eq(verificationCodes.purpose, purpose),
    eq(verificationCodes.target, target),
    requestedBy === undefined ? undefined : eq(verificationCodes.requestedBy, requestedBy),
  );

export function createVerificationRepo(db: Database) {
  return {
    transaction: <T>(work: (tx: DbExecutor) => Promise<T>) => db.transaction(work),

    /**
     * Serialises everything done to one target's codes until the transaction ends, so two concurrent
     * requests cannot both pass the resend window or both spend the last attempt.
     */
    async lockTarget(tx: DbExecutor, purpose: CodePurpose, target: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${purpose}:${target}`}))`);
    },

    /** The newest code of the target (of the flow, when given): the only one that can still be used. */
    async newest(tx: DbExecutor, of: CodesOf) {
      const [row] = await tx
        .select()
        .from(verificationCodes)
        .where(codesOf(of))
        .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
        .limit(1);
      return row;
    },

    /** How many codes the target (or the flow) got since `since`, and when the oldest of them was sent. */
    async sentSince(tx: DbExecutor, of: CodesOf, since: Date) {
      const where = and(codesOf(of), gt(verificationCodes.createdAt, since));
      const [counted] = await tx.select({ n: count() }).from(verificationCodes).where(where);
      const [oldest] = await tx
        .select({ createdAt: verificationCodes.createdAt })
        .from(verificationCodes)
        .where(where)
        .orderBy(asc(verificationCodes.createdAt))
        .limit(1);
      return { count: counted?.n ?? 0, oldest: oldest?.createdAt ?? null };
    },

    async insert(tx: DbExecutor, row: NewCode): Promise<number> {
      const [inserted] = await tx
        .insert(verificationCodes)
        .values(row)
        .returning({ id: verificationCodes.id });
      if (!inserted) throw new Error('verification code insert returned no row');
      return inserted.id;
    },

    async countAttempt(tx: DbExecutor, id: number): Promise<void> {
      await tx
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(eq(verificationCodes.id, id));
    },

    async consume(tx: DbExecutor, id: number, at: Date): Promise<void> {
      await tx.update(verificationCodes).set({ consumedAt: at }).where(eq(verificationCodes.id, id));
    },

    async remove(id: number): Promise<void> {
      await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
    },
  };
}

export type VerificationRepo = ReturnType<typeof createVerificationRepo>;
