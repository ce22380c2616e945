import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { playerNotes, playerStatusChanges } from '../../db/schema.ts';

/*
 * What the back office keeps of a player (its own tables): status changes with who and why, and notes.
 */

export type NewStatusChange = {
  playerId: number;
  at: Date;
  fromStatus: string;
  toStatus: string;
  reason: string;
  /** Null: the player's own change (closing their account). */
  staffId: number | null;
};

export function createPlayerRecordRepo(db: Database) {
  return {
    transaction: <T>(work: (tx: DbExecutor) => Promise<T>) => db.transaction(work),

    async insertStatusChange(tx: DbExecutor, change: NewStatusChange): Promise<void> {
      await tx.insert(playerStatusChanges).values(change);
    },

    /** The player's status changes, newest first. */
    statusChanges: (playerId: number) =>
      db
        .select()
        .from(playerStatusChanges)
        .where(eq(playerStatusChanges.playerId, playerId))
        .orderBy(desc(playerStatusChanges.at), desc(playerStatusChanges.id)),

    async insertNote(note: { playerId: number; at: Date; staffId: number; text: string }) {
      const [row] = await db.insert(playerNotes).values(note).returning();
      if (!row) throw new Error('note insert returned no row');
      return row;
    },

    /** The player's notes, newest first. */
    notes: (playerId: number) =>
      db
        .select()
        .from(playerNotes)
        .where(eq(playerNotes.playerId, playerId))
        .orderBy(desc(playerNotes.at), desc(playerNotes.id)),
  };
}

export type PlayerRecordRepo = ReturnType<typeof createPlayerRecordRepo>;
