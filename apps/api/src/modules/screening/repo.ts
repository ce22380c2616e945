import type { ScreeningCategory, ScreeningListEntry } from '@lale/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import {
  countries,
  players,
  playerScreenings,
  screeningListState,
  screeningSandboxEntries,
} from '../../db/schema.ts';
import type { ScreenedPerson } from './ports.ts';

/*
 * Screening's SQL (issue #26). The person screened is read from auth's `players` (names, birth date,
 * national id) and its country, joined inside the sweep's one locked statement — a cross-module read
 * in a repo, as the AML queue's (ARCHITECTURE "Cross-module reads").
 */

export type ClaimedPlayer = { playerId: number; dueAt: Date; failedAttempts: number; person: ScreenedPerson };

export type StoredScreening = {
  listVersion: string | null;
  screenedAt: Date | null;
  result: string | null;
  matches: number;
  dueAt: Date | null;
  failedAttempts: number;
  lastError: string | null;
};

const LIST_STATE_ID = 1;

export function createScreeningRepo(db: Database) {
  return {
    transaction: <T>(work: (tx: DbExecutor) => Promise<T>) => db.transaction(work),

    async listState() {
      const [row] = await db
        .select()
        .from(screeningListState)
        .where(eq(screeningListState.id, LIST_STATE_ID));
      return row;
    },

    /**
     * Records the provider's list version. When it differs from the one recorded (a list update), every
     * player screened since is made due from `now`, in the same transaction, under the state row's lock:
     * a screening that finishes meanwhile waits for it (it reads the version FOR SHARE, see `screened`),
     * so nobody is left marked as screened against a list that is no longer current. Answers how many
     * players were made due (0 when nothing changed).
     */
    async noticeList(
      list: { provider: string; version: string; updatedAt: Date | null },
      now: Date,
    ): Promise<{ changed: boolean; madeDue: number }> {
      return db.transaction(async (tx) => {
        const values = {
          provider: list.provider,
          listVersion: list.version,
          listUpdatedAt: list.updatedAt,
          noticedAt: now,
        };
        const created = await tx
          .insert(screeningListState)
          .values({ id: LIST_STATE_ID, ...values })
          .onConflictDoNothing()
          .returning({ id: screeningListState.id });
        if (created.length === 0) {
          const [current] = await tx
            .select({ provider: screeningListState.provider, listVersion: screeningListState.listVersion })
            .from(screeningListState)
            .where(eq(screeningListState.id, LIST_STATE_ID))
            .for('update');
          if (current?.listVersion === list.version && current.provider === list.provider)
            return { changed: false, madeDue: 0 };
          await tx.update(screeningListState).set(values).where(eq(screeningListState.id, LIST_STATE_ID));
        }
        // Counted in SQL: every player may be made due, their ids need not travel to the process.
        const madeDue = (await tx.execute(sql`
          with due as (
            update ${playerScreenings} set due_at = ${now.toISOString()}::timestamptz
            where due_at is null
            returning 1
          )
          select count(*)::int as n from due
        `)) as { rows: { n: number | string }[] };
        return { changed: true, madeDue: Number(madeDue.rows[0]?.n ?? 0) };
      });
    },

    /**
     * Takes up to `limit` players due by `now`, earliest first, and leases them until `leaseUntil` (their
     * `due_at` becomes the lease): locked with SKIP LOCKED, so two sweeps — two processes, or a process
     * and a test — never take the same player, and a lease a crashed process left runs out by itself.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedPlayer[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({
            playerId: playerScreenings.playerId,
            dueAt: playerScreenings.dueAt,
            failedAttempts: playerScreenings.failedAttempts,
            givenNames: players.name,
            familyName: players.surname,
            birthDate: players.birthDate,
            nationalId: players.personalNo,
            country: countries.code,
          })
          .from(playerScreenings)
          .innerJoin(players, eq(players.id, playerScreenings.playerId))
          .leftJoin(countries, eq(countries.id, players.countryId))
          .where(and(isNotNull(playerScreenings.dueAt), lte(playerScreenings.dueAt, now)))
          .orderBy(asc(playerScreenings.dueAt), asc(playerScreenings.playerId))
          .limit(limit)
          .for('update', { of: playerScreenings, skipLocked: true });
        if (due.length === 0) return [];
        await tx
          .update(playerScreenings)
          .set({ dueAt: leaseUntil })
          .where(
            inArray(
              playerScreenings.playerId,
              due.map((row) => row.playerId),
            ),
          );
        return due.map((row) => ({
          playerId: row.playerId,
          dueAt: row.dueAt!,
          failedAttempts: row.failedAttempts,
          person: {
            givenNames: row.givenNames,
            familyName: row.familyName,
            birthDate: row.birthDate,
            country: row.country,
            nationalId: row.nationalId,
          },
        }));
      });
    },

    /**
     * The result of a screening under this sweep's lease, in the caller's transaction (where its cases
     * are raised). Due again at once if the list changed since it was screened — the state row read FOR
     * SHARE orders this after a list update in progress. Nothing is written when the lease is no longer
     * this sweep's (a changed name made the player due again meanwhile: they are screened again).
     */
    async screened(
      tx: DbExecutor,
      playerId: number,
      lease: Date,
      result: { listVersion: string; matches: number },
      now: Date,
    ): Promise<boolean> {
      const [state] = await tx
        .select({ listVersion: screeningListState.listVersion })
        .from(screeningListState)
        .where(eq(screeningListState.id, LIST_STATE_ID))
        .for('share');
      const updated = await tx
        .update(playerScreenings)
        .set({
          listVersion: result.listVersion,
          screenedAt: now,
          result: result.matches > 0 ? 'match' : 'clear',
          matches: result.matches,
          failedAttempts: 0,
          lastError: null,
          dueAt: state?.listVersion === result.listVersion ? null : now,
        })
        .where(and(eq(playerScreenings.playerId, playerId), eq(playerScreenings.dueAt, lease)))
        .returning({ playerId: playerScreenings.playerId });
      return updated.length === 1;
    },

    /** A failed attempt under this sweep's lease: counted, its reason kept, due again at `retryAt`. */
    async failed(playerId: number, lease: Date, retryAt: Date, error: string): Promise<void> {
      await db
        .update(playerScreenings)
        .set({
          failedAttempts: sql`${playerScreenings.failedAttempts} + 1`,
          lastError: error,
          dueAt: retryAt,
        })
        .where(and(eq(playerScreenings.playerId, playerId), eq(playerScreenings.dueAt, lease)));
    },

    /** Gives leased players back, due as they were (the sweep stopped before screening them). */
    async release(claimed: readonly ClaimedPlayer[], lease: Date): Promise<void> {
      for (const player of claimed)
        await db
          .update(playerScreenings)
          .set({ dueAt: player.dueAt })
          .where(and(eq(playerScreenings.playerId, player.playerId), eq(playerScreenings.dueAt, lease)));
    },

    async counts(): Promise<{ due: number; failing: number; matched: number }> {
      const [due] = await db
        .select({
          n: count(),
          failing: sql<number>`count(*) filter (where ${playerScreenings.failedAttempts} > 0)::int`,
        })
        .from(playerScreenings)
        .where(isNotNull(playerScreenings.dueAt));
      const [matched] = await db
        .select({ n: count() })
        .from(playerScreenings)
        .where(eq(playerScreenings.result, 'match'));
      return { due: due?.n ?? 0, failing: due?.failing ?? 0, matched: matched?.n ?? 0 };
    },

    /** A player's screening row; undefined when there is no such player (null: a player without a row). */
    async player(playerId: number): Promise<StoredScreening | null | undefined> {
      const [row] = await db
        .select({
          exists: players.id,
          listVersion: playerScreenings.listVersion,
          screenedAt: playerScreenings.screenedAt,
          result: playerScreenings.result,
          matches: playerScreenings.matches,
          dueAt: playerScreenings.dueAt,
          failedAttempts: playerScreenings.failedAttempts,
          lastError: playerScreenings.lastError,
        })
        .from(players)
        .leftJoin(playerScreenings, eq(playerScreenings.playerId, players.id))
        .where(eq(players.id, playerId));
      if (!row) return undefined;
      if (row.matches === null) return null;
      return { ...row, matches: row.matches, failedAttempts: row.failedAttempts ?? 0 };
    },

    // ── The sandbox list (outside production) ─────────────────────────────────────────────────────

    async sandboxAdded(): Promise<ScreeningListEntry[]> {
      const rows = await db.select().from(screeningSandboxEntries).orderBy(asc(screeningSandboxEntries.id));
      return rows.map(sandboxEntry);
    },

    async sandboxLastAdded(): Promise<{ id: number; at: Date } | null> {
      const [row] = await db
        .select({ id: screeningSandboxEntries.id, at: screeningSandboxEntries.addedAt })
        .from(screeningSandboxEntries)
        .orderBy(desc(screeningSandboxEntries.id))
        .limit(1);
      return row ?? null;
    },

    async addSandboxEntry(
      entry: Omit<ScreeningListEntry, 'id'>,
      staffId: number,
      now: Date,
    ): Promise<ScreeningListEntry> {
      const [row] = await db
        .insert(screeningSandboxEntries)
        .values({ ...entry, addedByStaffId: staffId, addedAt: now })
        .returning();
      return sandboxEntry(row!);
    },
  };
}

function sandboxEntry(row: typeof screeningSandboxEntries.$inferSelect): ScreeningListEntry {
  return {
    // Apart from the seeded SBX-0001…: a tester's entry is numbered by its row.
    id: `SBX-T${row.id}`,
    listName: row.listName,
    category: row.category as ScreeningCategory,
    fullName: row.fullName,
    birthDate: row.birthDate,
    birthYear: row.birthYear,
    nationality: row.nationality,
    nationalId: row.nationalId,
  };
}

export type ScreeningRepo = ReturnType<typeof createScreeningRepo>;
