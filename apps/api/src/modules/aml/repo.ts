import type { AmlCaseStatus, AmlEvidence, AmlRuleCode } from '@lale/contracts';
import { AML_PENDING_STATUSES } from '@lale/contracts';
import { and, asc, count, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { amlCaseNotes, amlCases, amlEurRates, amlRules, currencies, players } from '../../db/schema.ts';

/*
 * AML's SQL: rules, cases, notes. The players join (username, status) is a read of auth's table inside
 * one paged statement, as the back office's other queues do (ARCHITECTURE "Cross-module reads").
 */

export type StoredRule = {
  code: AmlRuleCode;
  enabled: boolean;
  params: Record<string, number>;
  updatedByStaffId: number | null;
  updatedAt: Date;
};

export type NewCase = {
  playerId: number;
  ruleCode: AmlRuleCode;
  subject: string;
  evidence: AmlEvidence;
  createdAt: Date;
};

export type StoredCase = {
  id: number;
  playerId: number;
  username: string;
  ruleCode: AmlRuleCode;
  subject: string;
  evidence: AmlEvidence;
  status: AmlCaseStatus;
  createdAt: Date;
  decidedAt: Date | null;
  decidedByStaffId: number | null;
  decisionReason: string | null;
  assigneeStaffId: number | null;
};

/** The queue's filters: a status, and whose cases (`mine` is the asking member's). */
export type CaseFilter = { status?: AmlCaseStatus; assignee?: 'mine' | 'unassigned'; staffId?: number };

export type StoredNote = { id: number; staffId: number; body: string; createdAt: Date };

const ruleColumns = {
  code: sql<AmlRuleCode>`${amlRules.code}`,
  enabled: amlRules.enabled,
  params: amlRules.params,
  updatedByStaffId: amlRules.updatedByStaffId,
  updatedAt: amlRules.updatedAt,
};

const caseColumns = {
  id: amlCases.id,
  playerId: amlCases.playerId,
  username: players.username,
  ruleCode: sql<AmlRuleCode>`${amlCases.ruleCode}`,
  subject: amlCases.subject,
  evidence: amlCases.evidence,
  status: sql<AmlCaseStatus>`${amlCases.status}`,
  createdAt: amlCases.createdAt,
  decidedAt: amlCases.decidedAt,
  decidedByStaffId: amlCases.decidedByStaffId,
  decisionReason: amlCases.decisionReason,
  assigneeStaffId: amlCases.assigneeStaffId,
};

const pending = inArray(amlCases.status, [...AML_PENDING_STATUSES]);

function whereOf(filter: CaseFilter): SQL | undefined {
  const assignee =
    filter.assignee === 'mine'
      ? eq(amlCases.assigneeStaffId, filter.staffId ?? -1)
      : filter.assignee === 'unassigned'
        ? isNull(amlCases.assigneeStaffId)
        : undefined;
  return and(filter.status ? eq(amlCases.status, filter.status) : undefined, assignee);
}

export function createAmlRepo(db: Database) {
  const selectCases = (executor: DbExecutor = db) =>
    executor.select(caseColumns).from(amlCases).innerJoin(players, eq(players.id, amlCases.playerId));

  return {
    transaction: <T>(work: (tx: DbExecutor) => Promise<T>) => db.transaction(work),

    async rules(executor: DbExecutor = db): Promise<StoredRule[]> {
      return executor.select(ruleColumns).from(amlRules).orderBy(asc(amlRules.code));
    },

    async updateRule(
      code: AmlRuleCode,
      change: { enabled: boolean; params: Record<string, number> },
      staffId: number,
      now: Date,
    ): Promise<StoredRule | undefined> {
      const [row] = await db
        .update(amlRules)
        .set({ ...change, updatedByStaffId: staffId, updatedAt: now })
        .where(eq(amlRules.code, code))
        .returning(ruleColumns);
      return row;
    },

    async caseRaised(tx: DbExecutor, rule: AmlRuleCode, playerId: number, subject: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: amlCases.id })
        .from(amlCases)
        .where(
          and(eq(amlCases.ruleCode, rule), eq(amlCases.playerId, playerId), eq(amlCases.subject, subject)),
        )
        .limit(1);
      return row !== undefined;
    },

    /** When this rule last raised a case for the player (the player index, then the few rows it has). */
    async lastCaseAt(tx: DbExecutor, rule: AmlRuleCode, playerId: number): Promise<Date | null> {
      const [row] = await tx
        .select({ at: amlCases.createdAt })
        .from(amlCases)
        .where(and(eq(amlCases.playerId, playerId), eq(amlCases.ruleCode, rule)))
        .orderBy(desc(amlCases.createdAt))
        .limit(1);
      return row?.at ?? null;
    },

    /** The operator's euro rate in millionths of a unit (numeric(18,6) read as text, never a float). */
    async unitsPerEurMicro(tx: DbExecutor, currencyId: number): Promise<bigint | null> {
      const [row] = await tx
        .select({ micro: sql<string>`(${amlEurRates.unitsPerEur} * 1000000)::bigint::text` })
        .from(amlEurRates)
        .where(eq(amlEurRates.currencyId, currencyId));
      return row ? BigInt(row.micro) : null;
    },

    /** Every euro rate the operator keeps, by currency code. */
    async rates() {
      return db
        .select({
          currency: currencies.code,
          unitsPerEur: amlEurRates.unitsPerEur,
          updatedByStaffId: amlEurRates.updatedByStaffId,
          updatedAt: amlEurRates.updatedAt,
        })
        .from(amlEurRates)
        .innerJoin(currencies, eq(currencies.id, amlEurRates.currencyId))
        .orderBy(asc(currencies.code));
    },

    /** Sets a currency's rate (a row for it or a new one); `unitsPerEur` as the column's text. */
    async setRate(currencyId: number, unitsPerEur: string, staffId: number, now: Date): Promise<void> {
      await db
        .insert(amlEurRates)
        .values({ currencyId, unitsPerEur, updatedByStaffId: staffId, updatedAt: now })
        .onConflictDoUpdate({
          target: amlEurRates.currencyId,
          set: { unitsPerEur, updatedByStaffId: staffId, updatedAt: now },
        });
    },

    /** Raises a case unless this rule already raised one for this subject: true when it is new. */
    async raise(tx: DbExecutor, raised: NewCase): Promise<boolean> {
      const rows = await tx
        .insert(amlCases)
        .values(raised)
        .onConflictDoNothing({ target: [amlCases.ruleCode, amlCases.playerId, amlCases.subject] })
        .returning({ id: amlCases.id });
      return rows.length === 1;
    },

    /**
     * The queue: cases waiting for a decision first, oldest first (first in, first looked at); then the
     * decided ones, newest first.
     */
    async cases(filter: CaseFilter, skip: number, take: number): Promise<StoredCase[]> {
      return selectCases()
        .where(whereOf(filter))
        .orderBy(
          sql`case when ${pending} then 0 else 1 end`,
          sql`case when ${pending} then ${amlCases.id} end asc`,
          desc(amlCases.id),
        )
        .offset(skip)
        .limit(take);
    },

    async countCases(filter: CaseFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(amlCases).where(whereOf(filter));
      return row?.n ?? 0;
    },

    /** Every case with this status, oldest first (the authority's export), at most `limit`. */
    async casesWithStatus(status: AmlCaseStatus, limit: number): Promise<StoredCase[]> {
      return selectCases().where(eq(amlCases.status, status)).orderBy(asc(amlCases.id)).limit(limit);
    },

    async case(id: number, executor: DbExecutor = db): Promise<StoredCase | undefined> {
      const [row] = await selectCases(executor).where(eq(amlCases.id, id));
      return row;
    },

    /** The case row locked until the transaction ends: every decision goes through this. */
    async lockCase(
      tx: DbExecutor,
      id: number,
    ): Promise<{ status: AmlCaseStatus; playerId: number; assigneeStaffId: number | null } | undefined> {
      const [row] = await tx
        .select({
          status: sql<AmlCaseStatus>`${amlCases.status}`,
          playerId: amlCases.playerId,
          assigneeStaffId: amlCases.assigneeStaffId,
        })
        .from(amlCases)
        .where(eq(amlCases.id, id))
        .for('update');
      return row;
    },

    async decide(
      tx: DbExecutor,
      id: number,
      decision: { status: AmlCaseStatus; staffId: number; reason: string; at: Date },
    ): Promise<void> {
      await tx
        .update(amlCases)
        .set({
          status: decision.status,
          decidedAt: decision.at,
          decidedByStaffId: decision.staffId,
          decisionReason: decision.reason,
        })
        .where(eq(amlCases.id, id));
    },

    async assign(tx: DbExecutor, id: number, staffId: number | null): Promise<void> {
      await tx.update(amlCases).set({ assigneeStaffId: staffId }).where(eq(amlCases.id, id));
    },

    async otherCases(playerId: number, caseId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(amlCases)
        .where(and(eq(amlCases.playerId, playerId), ne(amlCases.id, caseId)));
      return row?.n ?? 0;
    },

    async player(playerId: number) {
      const [row] = await db
        .select({
          id: players.id,
          username: players.username,
          status: players.status,
          createdAt: players.createdAt,
          currencyId: players.currencyId,
        })
        .from(players)
        .where(eq(players.id, playerId));
      return row;
    },

    async notes(caseId: number): Promise<StoredNote[]> {
      return db
        .select({
          id: amlCaseNotes.id,
          staffId: amlCaseNotes.staffId,
          body: amlCaseNotes.body,
          createdAt: amlCaseNotes.createdAt,
        })
        .from(amlCaseNotes)
        .where(eq(amlCaseNotes.caseId, caseId))
        .orderBy(asc(amlCaseNotes.id));
    },

    async addNote(caseId: number, staffId: number, body: string, now: Date): Promise<StoredNote> {
      const [row] = await db
        .insert(amlCaseNotes)
        .values({ caseId, staffId, body, createdAt: now })
        .returning({
          id: amlCaseNotes.id,
          staffId: amlCaseNotes.staffId,
          body: amlCaseNotes.body,
          createdAt: amlCaseNotes.createdAt,
        });
      return row!;
    },
  };
}

export type AmlRepo = ReturnType<typeof createAmlRepo>;
