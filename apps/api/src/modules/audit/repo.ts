import type { AuditRowOutcome } from '@lale/contracts';
import { and, asc, count, desc, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { istanbulDayStart } from '../../platform/istanbul-day.ts';
import { auditChainHead, auditLog } from '../../db/schema.ts';
import type { Json, StoredLink } from './chain.ts';

/* SQL of the audit trail: rows are only ever inserted and read; the head row moves forward. */

/** The SQLSTATE the database raises when asked to change the trail (drizzle/0028_audit_append_only.sql). */
export const APPEND_ONLY_SQLSTATE = 'AU001';

export type AuditHead = { lastSeq: number; lastHash: string; signature: string };

export type AuditFilter = {
  staffId?: number;
  area?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  outcome?: AuditRowOutcome;
  /** Calendar days 'YYYY-MM-DD' in Europe/Istanbul, both inclusive. */
  from?: string;
  to?: string;
};

export type AuditOrder = { sort: 'seq' | 'at'; dir: 'asc' | 'desc' };

const rowColumns = {
  id: auditLog.id,
  seq: auditLog.seq,
  at: auditLog.at,
  staffId: auditLog.staffId,
  staffUsername: auditLog.staffUsername,
  staffRole: auditLog.staffRole,
  ip: auditLog.ip,
  area: auditLog.area,
  action: auditLog.action,
  permission: auditLog.permission,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  outcome: auditLog.outcome,
  before: sql<Json>`${auditLog.before}`,
  after: sql<Json>`${auditLog.after}`,
  prevHash: auditLog.prevHash,
  hash: auditLog.hash,
  signature: auditLog.signature,
};

const headColumns = {
  lastSeq: auditChainHead.lastSeq,
  lastHash: auditChainHead.lastHash,
  signature: auditChainHead.signature,
};

/** jsonb comes back parsed; SQL NULL and JSON null are both "not told". */
const stored = (row: Omit<StoredLink, 'before' | 'after'> & { before: unknown; after: unknown }) =>
  ({ ...row, before: (row.before ?? null) as Json, after: (row.after ?? null) as Json }) satisfies StoredLink;

function filterWhere(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.staffId !== undefined) conditions.push(eq(auditLog.staffId, filter.staffId));
  if (filter.area !== undefined) conditions.push(eq(auditLog.area, filter.area));
  if (filter.action !== undefined) conditions.push(eq(auditLog.action, filter.action));
  if (filter.targetType !== undefined) conditions.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId !== undefined) conditions.push(eq(auditLog.targetId, filter.targetId));
  if (filter.outcome !== undefined) conditions.push(eq(auditLog.outcome, filter.outcome));
  if (filter.from) conditions.push(gte(auditLog.at, istanbulDayStart(filter.from)));
  if (filter.to) conditions.push(lt(auditLog.at, istanbulDayStart(filter.to, 1)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function orderBy({ sort, dir }: AuditOrder): SQL[] {
  const direction = dir === 'asc' ? asc : desc;
  return sort === 'at' ? [direction(auditLog.at), direction(auditLog.seq)] : [direction(auditLog.seq)];
}

export function createAuditRepo(db: Database) {
  return {
    transaction: <T>(work: (tx: DbExecutor) => Promise<T>) => db.transaction(work),

    /** One consistent view for a long read (the verification walks the whole chain in it). */
    snapshot: <T>(work: (tx: DbExecutor) => Promise<T>) =>
      db.transaction(work, { isolationLevel: 'repeatable read', accessMode: 'read only' }),

    /** The head, locked until the caller's transaction ends: writers take their turn here. */
    async lockHead(tx: DbExecutor): Promise<AuditHead | undefined> {
      const [head] = await tx
        .select(headColumns)
        .from(auditChainHead)
        .where(eq(auditChainHead.id, 1))
        .for('update');
      return head;
    },

    /** The head before the first row; a concurrent first writer may have made it already. */
    async startHead(tx: DbExecutor, head: AuditHead): Promise<void> {
      await tx
        .insert(auditChainHead)
        .values({ id: 1, ...head })
        .onConflictDoNothing({ target: auditChainHead.id });
    },

    async append(tx: DbExecutor, row: Omit<StoredLink, 'id'>): Promise<number> {
      const [inserted] = await tx.insert(auditLog).values(row).returning({ id: auditLog.id });
      return inserted!.id;
    },

    async advanceHead(tx: DbExecutor, head: AuditHead): Promise<void> {
      await tx.update(auditChainHead).set(head).where(eq(auditChainHead.id, 1));
    },

    async head(executor: DbExecutor = db): Promise<AuditHead | undefined> {
      const [head] = await executor.select(headColumns).from(auditChainHead).where(eq(auditChainHead.id, 1));
      return head;
    },

    /** The next `limit` rows after `seq`, in chain order (a keyset page: constant memory per batch). */
    async linksAfter(executor: DbExecutor, seq: number, limit: number): Promise<StoredLink[]> {
      const rows = await executor
        .select(rowColumns)
        .from(auditLog)
        .where(gt(auditLog.seq, seq))
        .orderBy(asc(auditLog.seq))
        .limit(limit);
      return rows.map(stored);
    },

    async list(filter: AuditFilter, order: AuditOrder, skip: number, take: number): Promise<StoredLink[]> {
      const rows = await db
        .select(rowColumns)
        .from(auditLog)
        .where(filterWhere(filter))
        .orderBy(...orderBy(order))
        .offset(skip)
        .limit(take);
      return rows.map(stored);
    },

    async count(filter: AuditFilter): Promise<number> {
      const [row] = await db.select({ total: count() }).from(auditLog).where(filterWhere(filter));
      return row?.total ?? 0;
    },
  };
}

export type AuditRepo = ReturnType<typeof createAuditRepo>;
