import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { currencies, manualCorrections, players } from '../../db/schema.ts';

/* SQL of the manual corrections (db/corrections-schema.ts): the requests and their decisions. */

export type CorrectionDirection = 'credit' | 'debit';
export type CorrectionKind = 'goodwill' | 'stuck_round';
export type CorrectionStatus = 'pending' | 'approved' | 'rejected';

export type StoredCorrection = {
  id: number;
  playerId: number;
  currencyId: number;
  direction: CorrectionDirection;
  kind: CorrectionKind;
  amountMinor: bigint;
  reason: string;
  status: CorrectionStatus;
  requestedBy: number;
  requestedAt: Date;
  decidedBy: number | null;
  decidedAt: Date | null;
  decisionNote: string | null;
  transferId: number | null;
};

export type ListedCorrection = StoredCorrection & { username: string; currency: string };

export type CorrectionFilter = { status?: CorrectionStatus; playerId?: number };
export type CorrectionOrder = { sort: 'id' | 'requestedAt'; dir: 'asc' | 'desc' };

const columns = {
  id: manualCorrections.id,
  playerId: manualCorrections.playerId,
  currencyId: manualCorrections.currencyId,
  direction: manualCorrections.direction,
  kind: manualCorrections.kind,
  amountMinor: manualCorrections.amountMinor,
  reason: manualCorrections.reason,
  status: manualCorrections.status,
  requestedBy: manualCorrections.requestedBy,
  requestedAt: manualCorrections.requestedAt,
  decidedBy: manualCorrections.decidedBy,
  decidedAt: manualCorrections.decidedAt,
  decisionNote: manualCorrections.decisionNote,
  transferId: manualCorrections.transferId,
};

const stored = (row: Record<keyof StoredCorrection, unknown>) => row as StoredCorrection;

function where(filter: CorrectionFilter, extra?: SQL): SQL | undefined {
  return and(
    filter.status ? eq(manualCorrections.status, filter.status) : undefined,
    filter.playerId !== undefined ? eq(manualCorrections.playerId, filter.playerId) : undefined,
    extra,
  );
}

export function createCorrectionsRepo(db: Database) {
  async function list(
    filter: CorrectionFilter,
    order: CorrectionOrder,
    skip: number,
    take: number,
    extra?: SQL,
  ): Promise<ListedCorrection[]> {
    const column = order.sort === 'id' ? manualCorrections.id : manualCorrections.requestedAt;
    const direction = order.dir === 'asc' ? asc : desc;
    const rows = await db
      .select({ ...columns, username: players.username, currency: currencies.code })
      .from(manualCorrections)
      .innerJoin(players, eq(players.id, manualCorrections.playerId))
      .innerJoin(currencies, eq(currencies.id, manualCorrections.currencyId))
      .where(where(filter, extra))
      .orderBy(direction(column), direction(manualCorrections.id))
      .offset(skip)
      .limit(take);
    return rows.map((row) => ({ ...stored(row), username: row.username, currency: row.currency }));
  }

  return {
    list,
    transaction: <T>(work: (tx: DbExecutor) => Promise<T>) => db.transaction(work),

    async count(filter: CorrectionFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(manualCorrections).where(where(filter));
      return row?.n ?? 0;
    },

    async listed(id: number): Promise<ListedCorrection | undefined> {
      const [row] = await list({}, { sort: 'id', dir: 'asc' }, 0, 1, eq(manualCorrections.id, id));
      return row;
    },

    /** The player's currency (a correction moves the player's own money), or undefined: no such player. */
    async playerCurrency(playerId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ currencyId: players.currencyId })
        .from(players)
        .where(eq(players.id, playerId));
      return row?.currencyId;
    },

    async insert(
      correction: Omit<
        StoredCorrection,
        'id' | 'status' | 'decidedBy' | 'decidedAt' | 'decisionNote' | 'transferId'
      >,
    ): Promise<number> {
      const [row] = await db
        .insert(manualCorrections)
        .values(correction)
        .returning({ id: manualCorrections.id });
      if (!row) throw new Error('correction insert returned no row');
      return row.id;
    },

    /** The correction, locked until the transaction ends: every decision goes through this. */
    async lock(tx: DbExecutor, id: number): Promise<StoredCorrection | undefined> {
      const [row] = await tx
        .select(columns)
        .from(manualCorrections)
        .where(eq(manualCorrections.id, id))
        .for('update');
      return row ? stored(row) : undefined;
    },

    async decide(
      tx: DbExecutor,
      id: number,
      decision: {
        status: 'approved' | 'rejected';
        decidedBy: number;
        decidedAt: Date;
        decisionNote: string | null;
        transferId: number | null;
      },
    ): Promise<void> {
      await tx.update(manualCorrections).set(decision).where(eq(manualCorrections.id, id));
    },
  };
}

export type CorrectionsRepo = ReturnType<typeof createCorrectionsRepo>;
