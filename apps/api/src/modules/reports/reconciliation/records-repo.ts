import type { ReconciledProvider, ReconciliationStatus } from '@lale/contracts';
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/connection.ts';
import type { DbExecutor } from '../../../db/executor.ts';
import {
  providerReconciliationDays,
  providerReconciliationRevisions,
  providerReconciliations,
  providerStatementLines,
  providerStatements,
} from '../../../db/schema.ts';
import type { DayFigures } from './ours-repo.ts';

/*
 * The reconciliation's own tables (db/reconciliation-schema.ts): statements as received, one row per
 * (day, provider, currency) and its revisions, the days the job has done.
 */

export type StatementSource = 'statement' | 'feed';
export type StoredStatement = {
  id: number;
  source: StatementSource;
  sha256: string;
  lines: Map<number, DayFigures>;
};

export type ReconciliationRecord = {
  id: number;
  day: string;
  provider: ReconciledProvider;
  currencyId: number;
  status: ReconciliationStatus;
  ours: DayFigures;
  theirs: DayFigures | null;
  statementId: number | null;
  source: StatementSource | null;
  revision: number;
  computedAt: Date;
};

/** What a computation decides; the id, revision, source and time are the table's. */
export type RecordInput = Pick<
  ReconciliationRecord,
  'day' | 'provider' | 'currencyId' | 'status' | 'ours' | 'theirs' | 'statementId'
>;

export type RecordReason = 'scheduled' | 'rerun' | 'statement';

type RowOf = typeof providerReconciliations.$inferSelect;

const theirsOf = (row: Pick<RowOf, 'theirsBets' | 'theirsWins' | 'theirsRefunds' | 'theirsTransactions'>) =>
  row.theirsBets === null ||
  row.theirsWins === null ||
  row.theirsRefunds === null ||
  row.theirsTransactions === null
    ? null
    : {
        bets: row.theirsBets,
        wins: row.theirsWins,
        refunds: row.theirsRefunds,
        transactions: row.theirsTransactions,
      };

const sameFigures = (a: DayFigures | null, b: DayFigures | null) =>
  a === null || b === null
    ? a === b
    : a.bets === b.bets && a.wins === b.wins && a.refunds === b.refunds && a.transactions === b.transactions;

export function createRecordsRepo(db: Database) {
  const selectRecords = (executor: DbExecutor) =>
    executor
      .select({ row: providerReconciliations, source: providerStatements.source })
      .from(providerReconciliations)
      .leftJoin(providerStatements, eq(providerStatements.id, providerReconciliations.statementId));

  const toRecord = ({ row, source }: { row: RowOf; source: string | null }): ReconciliationRecord => ({
    id: row.id,
    day: row.day,
    provider: row.provider as ReconciledProvider,
    currencyId: row.currencyId,
    status: row.status as ReconciliationStatus,
    ours: {
      bets: row.oursBets,
      wins: row.oursWins,
      refunds: row.oursRefunds,
      transactions: row.oursTransactions,
    },
    theirs: theirsOf(row),
    statementId: row.statementId,
    source: source as StatementSource | null,
    revision: row.revision,
    computedAt: row.computedAt,
  });

  return {
    /** The pool, for a read outside any transaction. */
    db: db as DbExecutor,
    transaction: <T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> => db.transaction(work),

    /**
     * Serialises every computation of one provider's day (the job, an upload, a re-run) until the end
     * of the caller's transaction: each reads the newest statement after the one before it committed,
     * so an older statement never overwrites a newer one. A transaction-scoped lock holds no session
     * state, so it is safe behind a transaction pooler.
     */
    async lockDay(tx: DbExecutor, day: string, provider: ReconciledProvider): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reconciliation:${day}:${provider}`}))`);
    },

    async insertStatement(
      tx: DbExecutor,
      statement: {
        provider: ReconciledProvider;
        day: string;
        source: StatementSource;
        sha256: string;
        staffId: number | null;
        receivedAt: Date;
        lines: Map<number, DayFigures>;
      },
    ): Promise<number> {
      const [row] = await tx
        .insert(providerStatements)
        .values({
          provider: statement.provider,
          day: statement.day,
          source: statement.source,
          sha256: statement.sha256,
          staffId: statement.staffId,
          receivedAt: statement.receivedAt,
        })
        .returning({ id: providerStatements.id });
      const id = row!.id;
      if (statement.lines.size > 0)
        await tx.insert(providerStatementLines).values(
          [...statement.lines].map(([currencyId, figures]) => ({
            statementId: id,
            currencyId,
            ...figures,
          })),
        );
      return id;
    },

    /** The newest statement of the day from `source`, with its lines. */
    async newestStatement(
      executor: DbExecutor,
      provider: ReconciledProvider,
      day: string,
      source: StatementSource,
    ): Promise<StoredStatement | undefined> {
      const [head] = await executor
        .select()
        .from(providerStatements)
        .where(
          and(
            eq(providerStatements.provider, provider),
            eq(providerStatements.day, day),
            eq(providerStatements.source, source),
          ),
        )
        .orderBy(desc(providerStatements.id))
        .limit(1);
      if (!head) return undefined;
      const lines = await executor
        .select()
        .from(providerStatementLines)
        .where(eq(providerStatementLines.statementId, head.id));
      return {
        id: head.id,
        source: head.source as StatementSource,
        sha256: head.sha256,
        lines: new Map(
          lines.map((line) => [
            line.currencyId,
            { bets: line.bets, wins: line.wins, refunds: line.refunds, transactions: line.transactions },
          ]),
        ),
      };
    },

    /** The day's rows of the provider (every currency). */
    async records(
      executor: DbExecutor,
      day: string,
      provider: ReconciledProvider,
    ): Promise<ReconciliationRecord[]> {
      const found = await selectRecords(executor)
        .where(and(eq(providerReconciliations.day, day), eq(providerReconciliations.provider, provider)))
        .orderBy(asc(providerReconciliations.currencyId));
      return found.map(toRecord);
    },

    /**
     * Writes one row as computed now. Nothing changes when the figures, status and statement are those
     * already recorded (a re-run is idempotent); otherwise the row takes the new values with the next
     * revision and the revision is appended. Answers whether it changed. Inside the day's lock.
     */
    async record(
      tx: DbExecutor,
      input: RecordInput,
      { reason, staffId, now }: { reason: RecordReason; staffId: number | null; now: Date },
    ): Promise<'unchanged' | 'changed'> {
      const [existing] = await tx
        .select()
        .from(providerReconciliations)
        .where(
          and(
            eq(providerReconciliations.day, input.day),
            eq(providerReconciliations.provider, input.provider),
            eq(providerReconciliations.currencyId, input.currencyId),
          ),
        )
        .for('update');
      const values = {
        status: input.status,
        oursBets: input.ours.bets,
        oursWins: input.ours.wins,
        oursRefunds: input.ours.refunds,
        oursTransactions: input.ours.transactions,
        theirsBets: input.theirs?.bets ?? null,
        theirsWins: input.theirs?.wins ?? null,
        theirsRefunds: input.theirs?.refunds ?? null,
        theirsTransactions: input.theirs?.transactions ?? null,
        statementId: input.statementId,
      };
      let id: number;
      let revision: number;
      if (existing) {
        const same =
          existing.status === input.status &&
          existing.statementId === input.statementId &&
          sameFigures(
            {
              bets: existing.oursBets,
              wins: existing.oursWins,
              refunds: existing.oursRefunds,
              transactions: existing.oursTransactions,
            },
            input.ours,
          ) &&
          sameFigures(theirsOf(existing), input.theirs);
        if (same) return 'unchanged';
        id = existing.id;
        revision = existing.revision + 1;
        await tx
          .update(providerReconciliations)
          .set({ ...values, revision, computedAt: now })
          .where(eq(providerReconciliations.id, id));
      } else {
        revision = 1;
        const [row] = await tx
          .insert(providerReconciliations)
          .values({
            day: input.day,
            provider: input.provider,
            currencyId: input.currencyId,
            ...values,
            revision,
            computedAt: now,
          })
          .returning({ id: providerReconciliations.id });
        id = row!.id;
      }
      await tx
        .insert(providerReconciliationRevisions)
        .values({ reconciliationId: id, revision, ...values, reason, staffId, recordedAt: now });
      return 'changed';
    },

    /** The providers with a statement or a row for `day`. */
    async providersOf(executor: DbExecutor, day: string): Promise<Set<ReconciledProvider>> {
      const found = (await executor.execute(sql`
        select provider from provider_statements where day = ${day}::date
        union
        select provider from provider_reconciliations where day = ${day}::date`)) as unknown as {
        rows: { provider: ReconciledProvider }[];
      };
      return new Set(found.rows.map((row) => row.provider));
    },

    /** Notes that the job reconciled `day` (once; a second note changes nothing). */
    async markDayDone(executor: DbExecutor, day: string, now: Date): Promise<void> {
      await executor
        .insert(providerReconciliationDays)
        .values({ day, computedAt: now })
        .onConflictDoNothing();
    },

    /** Which of `days` the job has done. */
    async daysDone(executor: DbExecutor, days: string[]): Promise<Set<string>> {
      if (days.length === 0) return new Set();
      const found = await executor
        .select({ day: providerReconciliationDays.day })
        .from(providerReconciliationDays)
        .where(inArray(providerReconciliationDays.day, days));
      return new Set(found.map((row) => row.day));
    },

    /** The (day, provider) pairs from `from` on still awaiting a feed's figures. */
    async awaiting(
      executor: DbExecutor,
      from: string,
    ): Promise<{ day: string; provider: ReconciledProvider }[]> {
      const found = await executor
        .selectDistinct({ day: providerReconciliations.day, provider: providerReconciliations.provider })
        .from(providerReconciliations)
        .where(
          and(
            eq(providerReconciliations.status, 'awaiting_statement'),
            gte(providerReconciliations.day, from),
          ),
        )
        .orderBy(asc(providerReconciliations.day), asc(providerReconciliations.provider));
      return found.map((row) => ({ day: row.day, provider: row.provider as ReconciledProvider }));
    },

    /** Mismatched rows from `from` on, per provider (the gauge). */
    async mismatches(executor: DbExecutor, from: string): Promise<Map<string, number>> {
      const found = await executor
        .select({ provider: providerReconciliations.provider, count: sql<number>`count(*)::int` })
        .from(providerReconciliations)
        .where(and(eq(providerReconciliations.status, 'mismatch'), gte(providerReconciliations.day, from)))
        .groupBy(providerReconciliations.provider);
      return new Map(found.map((row) => [row.provider, Number(row.count)]));
    },

    /** The rows of a range of days, newest day first, then provider and currency. */
    async list(
      executor: DbExecutor,
      query: { from: string; to: string; provider?: ReconciledProvider; status?: ReconciliationStatus },
    ): Promise<ReconciliationRecord[]> {
      const found = await selectRecords(executor)
        .where(
          and(
            gte(providerReconciliations.day, query.from),
            lte(providerReconciliations.day, query.to),
            query.provider ? eq(providerReconciliations.provider, query.provider) : undefined,
            query.status ? eq(providerReconciliations.status, query.status) : undefined,
          ),
        )
        .orderBy(
          desc(providerReconciliations.day),
          asc(providerReconciliations.provider),
          asc(providerReconciliations.currencyId),
        );
      return found.map(toRecord);
    },
  };
}

export type RecordsRepo = ReturnType<typeof createRecordsRepo>;
