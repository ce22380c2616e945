import type { ApprovalArea, ApprovalMeasure, ChangeKind, ChangeStatus } from '@lale/contracts';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import {
  approvalMoneyLines,
  approvalPercentLines,
  currencies,
  pendingChanges,
  staff,
} from '../../db/schema.ts';

/* SQL of the owner's approval lines and of the changes held for a second approver (db/approvals-schema.ts). */

export type MoneyMeasure = Exclude<ApprovalMeasure, 'stakePercent'>;

export type StoredChange = {
  id: number;
  area: ApprovalArea;
  kind: ChangeKind;
  targetId: number | null;
  targetName: string;
  measure: ApprovalMeasure;
  currencyId: number | null;
  beforeValue: string | null;
  afterValue: string | null;
  lineValue: string;
  payload: Record<string, unknown>;
  status: ChangeStatus;
  requestedBy: number;
  requestedAt: Date;
  decidedBy: number | null;
  decidedAt: Date | null;
  decisionNote: string | null;
};

export type ListedChange = StoredChange & {
  currency: string | null;
  requestedByName: string;
  decidedByName: string | null;
};

const columns = {
  id: pendingChanges.id,
  area: pendingChanges.area,
  kind: pendingChanges.kind,
  targetId: pendingChanges.targetId,
  targetName: pendingChanges.targetName,
  measure: pendingChanges.measure,
  currencyId: pendingChanges.currencyId,
  beforeValue: pendingChanges.beforeValue,
  afterValue: pendingChanges.afterValue,
  lineValue: pendingChanges.lineValue,
  payload: pendingChanges.payload,
  status: pendingChanges.status,
  requestedBy: pendingChanges.requestedBy,
  requestedAt: pendingChanges.requestedAt,
  decidedBy: pendingChanges.decidedBy,
  decidedAt: pendingChanges.decidedAt,
  decisionNote: pendingChanges.decisionNote,
};

const stored = (row: Record<keyof StoredChange, unknown>) => row as StoredChange;

const asker = alias(staff, 'asker');
const decider = alias(staff, 'decider');

export function createApprovalsRepo(db: Database) {
  async function list(where: SQL | undefined, skip: number, take: number): Promise<ListedChange[]> {
    const rows = await db
      .select({
        ...columns,
        currency: currencies.code,
        requestedByName: asker.displayName,
        decidedByName: decider.displayName,
      })
      .from(pendingChanges)
      .innerJoin(asker, eq(asker.id, pendingChanges.requestedBy))
      .leftJoin(decider, eq(decider.id, pendingChanges.decidedBy))
      .leftJoin(currencies, eq(currencies.id, pendingChanges.currencyId))
      .where(where)
      .orderBy(desc(pendingChanges.requestedAt), desc(pendingChanges.id))
      .offset(skip)
      .limit(take);
    return rows.map((row) => ({
      ...stored(row),
      currency: row.currency,
      requestedByName: row.requestedByName,
      decidedByName: row.decidedByName,
    }));
  }

  const filter = (area: ApprovalArea, status?: ChangeStatus) =>
    and(eq(pendingChanges.area, area), status ? eq(pendingChanges.status, status) : undefined);

  return {
    transaction: <T>(work: (tx: DbExecutor) => Promise<T>) => db.transaction(work),

    list: (area: ApprovalArea, status: ChangeStatus | undefined, skip: number, take: number) =>
      list(filter(area, status), skip, take),

    async count(area: ApprovalArea, status?: ChangeStatus): Promise<number> {
      const [row] = await db.select({ n: count() }).from(pendingChanges).where(filter(area, status));
      return row?.n ?? 0;
    },

    async listed(id: number): Promise<ListedChange | undefined> {
      const [row] = await list(eq(pendingChanges.id, id), 0, 1);
      return row;
    },

    async moneyLines(): Promise<{ measure: MoneyMeasure; currencyId: number; lineMinor: bigint }[]> {
      const rows = await db.select().from(approvalMoneyLines);
      return rows.map((row) => ({ ...row, measure: row.measure as MoneyMeasure }));
    },

    async moneyLine(measure: MoneyMeasure, currencyId: number): Promise<bigint | undefined> {
      const [row] = await db
        .select({ line: approvalMoneyLines.lineMinor })
        .from(approvalMoneyLines)
        .where(and(eq(approvalMoneyLines.measure, measure), eq(approvalMoneyLines.currencyId, currencyId)));
      return row?.line;
    },

    async percentLine(): Promise<number | undefined> {
      const [row] = await db
        .select({ line: approvalPercentLines.linePercent })
        .from(approvalPercentLines)
        .where(eq(approvalPercentLines.measure, 'stakePercent'));
      return row?.line;
    },

    async setMoneyLine(
      tx: DbExecutor,
      line: { measure: MoneyMeasure; currencyId: number; lineMinor: bigint | null },
      staffId: number,
      now: Date,
    ): Promise<void> {
      const key = and(
        eq(approvalMoneyLines.measure, line.measure),
        eq(approvalMoneyLines.currencyId, line.currencyId),
      );
      if (line.lineMinor === null) {
        await tx.delete(approvalMoneyLines).where(key);
        return;
      }
      await tx
        .insert(approvalMoneyLines)
        .values({ ...line, lineMinor: line.lineMinor, updatedBy: staffId, updatedAt: now })
        .onConflictDoUpdate({
          target: [approvalMoneyLines.measure, approvalMoneyLines.currencyId],
          set: { lineMinor: line.lineMinor, updatedBy: staffId, updatedAt: now },
        });
    },

    async setPercentLine(tx: DbExecutor, linePercent: number | null, staffId: number, now: Date) {
      if (linePercent === null) {
        await tx.delete(approvalPercentLines).where(eq(approvalPercentLines.measure, 'stakePercent'));
        return;
      }
      await tx
        .insert(approvalPercentLines)
        .values({ measure: 'stakePercent', linePercent, updatedBy: staffId, updatedAt: now })
        .onConflictDoUpdate({
          target: approvalPercentLines.measure,
          set: { linePercent, updatedBy: staffId, updatedAt: now },
        });
    },

    /** A held change; undefined when its target already has one waiting (the partial unique index). */
    async insert(
      change: Omit<StoredChange, 'id' | 'status' | 'decidedBy' | 'decidedAt' | 'decisionNote'>,
    ): Promise<number | undefined> {
      const [row] = await db
        .insert(pendingChanges)
        .values(change)
        .onConflictDoNothing()
        .returning({ id: pendingChanges.id });
      return row?.id;
    },

    /** The change, locked until the transaction ends: every decision goes through this. */
    async lock(tx: DbExecutor, id: number): Promise<StoredChange | undefined> {
      const [row] = await tx
        .select(columns)
        .from(pendingChanges)
        .where(eq(pendingChanges.id, id))
        .for('update');
      return row ? stored(row) : undefined;
    },

    async decide(
      tx: DbExecutor,
      id: number,
      decision: {
        status: ChangeStatus;
        decidedBy: number | null;
        decidedAt: Date | null;
        decisionNote: string | null;
      },
    ): Promise<void> {
      await tx.update(pendingChanges).set(decision).where(eq(pendingChanges.id, id));
    },
  };
}

export type ApprovalsRepo = ReturnType<typeof createApprovalsRepo>;
