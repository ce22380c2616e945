import { and, asc, count, desc, eq, gte, lt, notInArray, sql, sum, type SQL } from 'drizzle-orm';
import { TransactionStatus, TransactionType, type PaymentField } from '@lale/contracts';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import {
  currencies,
  paymentApprovals,
  paymentMethods,
  paymentTransactions,
  paymentWebhookEvents,
  players,
} from '../../db/schema.ts';

/* SQL of the cashier: payment methods, payment transactions and the webhook events applied. */

export type PaymentFlow = 'hosted' | 'manual';

export type StoredMethod = {
  id: number;
  type: number;
  title: string;
  logo: string;
  minAmountMinor: bigint;
  maxAmountMinor: bigint;
  currencyId: number;
  provider: string;
  flow: PaymentFlow;
  enabled: boolean;
  sortOrder: number;
  fields: PaymentField[];
  settings: Record<string, string>;
};

export type StoredPayment = {
  id: number;
  playerId: number;
  methodId: number;
  type: number;
  status: number;
  amountMinor: bigint;
  currencyId: number;
  reference: string;
  providerRef: string | null;
  detailSummary: Record<string, string>;
  note: string | null;
  createdAt: Date;
  updatedAt: Date;
  decidedBy: number | null;
  decidedAt: Date | null;
};

/** A payment with what lists show beside it: its method, currency code and player. */
export type ListedPayment = StoredPayment & {
  methodTitle: string;
  flow: PaymentFlow;
  provider: string;
  currency: string;
  username: string;
};

export type PaymentFilter = {
  playerId?: number;
  currencyId?: number;
  type?: number;
  status?: number;
  /** Calendar days 'YYYY-MM-DD' in Europe/Istanbul, both inclusive. */
  from?: string;
  to?: string;
};

export const methodColumns = {
  id: paymentMethods.id,
  type: paymentMethods.type,
  title: paymentMethods.title,
  logo: paymentMethods.logo,
  minAmountMinor: paymentMethods.minAmountMinor,
  maxAmountMinor: paymentMethods.maxAmountMinor,
  currencyId: paymentMethods.currencyId,
  provider: paymentMethods.provider,
  flow: sql<PaymentFlow>`${paymentMethods.flow}`,
  enabled: paymentMethods.enabled,
  sortOrder: paymentMethods.sortOrder,
  fields: paymentMethods.fields,
  settings: paymentMethods.settings,
};

const paymentColumns = {
  id: paymentTransactions.id,
  playerId: paymentTransactions.playerId,
  methodId: paymentTransactions.methodId,
  type: paymentTransactions.type,
  status: paymentTransactions.status,
  amountMinor: paymentTransactions.amountMinor,
  currencyId: paymentTransactions.currencyId,
  reference: paymentTransactions.reference,
  providerRef: paymentTransactions.providerRef,
  detailSummary: paymentTransactions.detailSummary,
  note: paymentTransactions.note,
  createdAt: paymentTransactions.createdAt,
  updatedAt: paymentTransactions.updatedAt,
  decidedBy: paymentTransactions.decidedBy,
  decidedAt: paymentTransactions.decidedAt,
};

/** The start of an Istanbul calendar day as an instant (PostgreSQL knows the zone's history). */
const istanbulDayStart = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone 'Europe/Istanbul')`;

function filterWhere(filter: PaymentFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.playerId !== undefined) conditions.push(eq(paymentTransactions.playerId, filter.playerId));
  if (filter.currencyId !== undefined) conditions.push(eq(paymentTransactions.currencyId, filter.currencyId));
  if (filter.type !== undefined) conditions.push(eq(paymentTransactions.type, filter.type));
  if (filter.status !== undefined) conditions.push(eq(paymentTransactions.status, filter.status));
  if (filter.from) conditions.push(gte(paymentTransactions.createdAt, istanbulDayStart(filter.from)));
  if (filter.to) conditions.push(lt(paymentTransactions.createdAt, istanbulDayStart(filter.to, 1)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export type NewPayment = Omit<
  StoredPayment,
  'id' | 'providerRef' | 'note' | 'decidedBy' | 'decidedAt' | 'updatedAt'
>;

export type StatusChange = {
  status: number;
  at: Date;
  decidedBy?: number | null;
  note?: string | null;
  providerRef?: string | null;
};

export function createPaymentsRepo(db: Database) {
  /** Payments with their method, currency and player, newest first (the queue: oldest first). */
  async function list(
    filter: PaymentFilter,
    skip: number,
    take: number,
    extra?: SQL,
    order: 'newest' | 'oldest' = 'newest',
  ): Promise<ListedPayment[]> {
    const direction = order === 'newest' ? desc : asc;
    return db
      .select({
        ...paymentColumns,
        methodTitle: paymentMethods.title,
        flow: sql<PaymentFlow>`${paymentMethods.flow}`,
        provider: paymentMethods.provider,
        currency: currencies.code,
        username: players.username,
      })
      .from(paymentTransactions)
      .innerJoin(paymentMethods, eq(paymentMethods.id, paymentTransactions.methodId))
      .innerJoin(currencies, eq(currencies.id, paymentTransactions.currencyId))
      .innerJoin(players, eq(players.id, paymentTransactions.playerId))
      .where(and(filterWhere(filter), extra))
      .orderBy(direction(paymentTransactions.createdAt), direction(paymentTransactions.id))
      .offset(skip)
      .limit(take);
  }

  return {
    list,
    transaction: <T>(work: (tx: DbExecutor) => Promise<T>) => db.transaction(work),

    /** Enabled methods of a type in a currency, in the operator's order. */
    async enabledMethods(type: number, currencyId: number): Promise<StoredMethod[]> {
      return db
        .select(methodColumns)
        .from(paymentMethods)
        .where(
          and(
            eq(paymentMethods.type, type),
            eq(paymentMethods.currencyId, currencyId),
            eq(paymentMethods.enabled, true),
          ),
        )
        .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id));
    },

    async method(id: number, executor: DbExecutor = db): Promise<StoredMethod | undefined> {
      const [row] = await executor
        .select(methodColumns)
        .from(paymentMethods)
        .where(eq(paymentMethods.id, id));
      return row;
    },

    /** What the cashier checks about the player: account state and phone verification. */
    async playerState(playerId: number) {
      const [row] = await db
        .select({ status: players.status, phoneVerifiedAt: players.phoneVerifiedAt })
        .from(players)
        .where(eq(players.id, playerId));
      return row;
    },

    async insert(tx: DbExecutor, payment: NewPayment): Promise<StoredPayment> {
      const [row] = await tx
        .insert(paymentTransactions)
        .values({ ...payment, updatedAt: payment.createdAt })
        .returning(paymentColumns);
      if (!row) throw new Error('payment insert returned no row');
      return row;
    },

    /**
     * Hosted deposits still `Created` (the player never finished the provider's page) since before
     * `before`, locked; rows another process is expiring are skipped, so every API process may sweep.
     */
    async lockAbandonedCheckouts(tx: DbExecutor, before: Date, limit: number): Promise<StoredPayment[]> {
      return tx
        .select(paymentColumns)
        .from(paymentTransactions)
        .where(
          and(
            eq(paymentTransactions.type, TransactionType.Deposit),
            eq(paymentTransactions.status, TransactionStatus.Created),
            lt(paymentTransactions.createdAt, before),
          ),
        )
        .orderBy(asc(paymentTransactions.id))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /**
     * Serializes one player's deposit requests until the transaction ends, so the deposit-limit check and
     * the new deposit are one step: a second request waits and then counts the first. NO KEY UPDATE, so
     * rows that merely reference the player (ledger, notifications) are not blocked.
     */
    async lockPlayerForDeposit(tx: DbExecutor, playerId: number): Promise<void> {
      await tx.select({ id: players.id }).from(players).where(eq(players.id, playerId)).for('no key update');
    },

    /**
     * The same lock for a withdrawal: the bonus engine takes it too when it grants a deposit bonus, so
     * a claim and a withdrawal of one player are decided one after the other (issue 23).
     */
    async lockPlayerForWithdrawal(tx: DbExecutor, playerId: number): Promise<void> {
      await tx.select({ id: players.id }).from(players).where(eq(players.id, playerId)).for('no key update');
    },

    /** Whether a withdrawal not Rejected or Cancelled was asked for since `since` (bonus qualifying deposits). */
    async withdrawnSince(
      playerId: number,
      currencyId: number,
      since: Date,
      executor: DbExecutor = db,
    ): Promise<boolean> {
      const [row] = await executor
        .select({ id: paymentTransactions.id })
        .from(paymentTransactions)
        .where(
          and(
            eq(paymentTransactions.playerId, playerId),
            eq(paymentTransactions.currencyId, currencyId),
            eq(paymentTransactions.type, TransactionType.Withdraw),
            notInArray(paymentTransactions.status, [TransactionStatus.Rejected, TransactionStatus.Cancelled]),
            gte(paymentTransactions.createdAt, since),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The payment row, locked until the transaction ends: every status change goes through this. */
    async lock(
      tx: DbExecutor,
      where: { id: number } | { reference: string },
    ): Promise<StoredPayment | undefined> {
      const [row] = await tx
        .select(paymentColumns)
        .from(paymentTransactions)
        .where(
          'id' in where
            ? eq(paymentTransactions.id, where.id)
            : eq(paymentTransactions.reference, where.reference),
        )
        .for('update');
      return row;
    },

    async setStatus(tx: DbExecutor, id: number, change: StatusChange): Promise<StoredPayment> {
      const [row] = await tx
        .update(paymentTransactions)
        .set({
          status: change.status,
          updatedAt: change.at,
          ...(change.decidedBy !== undefined ? { decidedBy: change.decidedBy, decidedAt: change.at } : {}),
          ...(change.note !== undefined ? { note: change.note } : {}),
          ...(change.providerRef !== undefined ? { providerRef: change.providerRef } : {}),
        })
        .where(eq(paymentTransactions.id, id))
        .returning(paymentColumns);
      if (!row) throw new Error(`payment ${id} vanished`);
      return row;
    },

    async setProviderRef(id: number, providerRef: string): Promise<void> {
      await db.update(paymentTransactions).set({ providerRef }).where(eq(paymentTransactions.id, id));
    },

    /** A payment by its reference, unlocked (a webhook's checks before its transaction). */
    async byReference(reference: string): Promise<StoredPayment | undefined> {
      const [row] = await db
        .select(paymentColumns)
        .from(paymentTransactions)
        .where(eq(paymentTransactions.reference, reference));
      return row;
    },

    /** A payment with its method's title and flow (checkout page, lists). */
    async listed(id: number): Promise<ListedPayment | undefined> {
      const [row] = await list({}, 0, 1, eq(paymentTransactions.id, id));
      return row;
    },

    async count(filter: PaymentFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(paymentTransactions).where(filterWhere(filter));
      return row?.n ?? 0;
    },

    /** Deposits not Rejected or Cancelled created at or after `since` (the deposit-limit history). */
    async depositedSince(
      playerId: number,
      currencyId: number,
      since: Date,
      executor: DbExecutor = db,
    ): Promise<bigint> {
      const [row] = await executor
        .select({ total: sum(paymentTransactions.amountMinor) })
        .from(paymentTransactions)
        .where(
          and(
            eq(paymentTransactions.playerId, playerId),
            eq(paymentTransactions.currencyId, currencyId),
            eq(paymentTransactions.type, TransactionType.Deposit),
            notInArray(paymentTransactions.status, [TransactionStatus.Rejected, TransactionStatus.Cancelled]),
            gte(paymentTransactions.createdAt, since),
          ),
        );
      return BigInt(row?.total ?? 0);
    },

    /**
     * Records a webhook event by (provider, event id). Undefined when it was recorded before: a
     * concurrent delivery of the same event waits here on the unique index until the first commits.
     */
    async recordEvent(
      tx: DbExecutor,
      event: { provider: string; eventId: string; outcome: string; receivedAt: Date },
    ): Promise<number | undefined> {
      const [row] = await tx
        .insert(paymentWebhookEvents)
        .values({ ...event, result: 'received' })
        .onConflictDoNothing()
        .returning({ id: paymentWebhookEvents.id });
      return row?.id;
    },

    async settleEvent(tx: DbExecutor, id: number, transactionId: number, result: 'applied' | 'ignored') {
      await tx
        .update(paymentWebhookEvents)
        .set({ transactionId, result })
        .where(eq(paymentWebhookEvents.id, id));
    },

    /**
     * The queue's figures for one currency: the Pending payments (each waits for an operator), the
     * withdrawals among them (their amount sits in withdraw_hold: "on hold"), the amount on hold, how
     * long they have waited (average and longest, in whole seconds at `now`), and the withdrawals one
     * member confirmed that wait for a second.
     */
    async queueSummary(currencyId: number, now: Date) {
      const pending = and(
        eq(paymentTransactions.currencyId, currencyId),
        eq(paymentTransactions.status, TransactionStatus.Pending),
      );
      const isWithdraw = sql`${paymentTransactions.type} = ${TransactionType.Withdraw}`;
      const waited = sql`extract(epoch from (${now.toISOString()}::timestamptz - ${paymentTransactions.createdAt}))`;
      const [row] = await db
        .select({
          pending: count(),
          onHold: sql<number>`(count(*) filter (where ${isWithdraw}))::int`,
          heldMinor: sql<string>`coalesce(sum(${paymentTransactions.amountMinor}) filter (where ${isWithdraw}), 0)::text`,
          averageWait: sql<string>`coalesce(floor(avg(greatest(${waited}, 0))), 0)::text`,
          oldestWait: sql<string>`coalesce(floor(max(greatest(${waited}, 0))), 0)::text`,
          awaitingSecond: sql<number>`(count(*) filter (where ${isWithdraw} and exists (
            select 1 from ${paymentApprovals} where ${paymentApprovals.paymentId} = ${paymentTransactions.id})))::int`,
        })
        .from(paymentTransactions)
        .where(pending);
      return {
        pending: row?.pending ?? 0,
        onHold: Number(row?.onHold ?? 0),
        heldMinor: BigInt(row?.heldMinor ?? 0),
        averageWaitSeconds: Number(row?.averageWait ?? 0),
        oldestWaitSeconds: Number(row?.oldestWait ?? 0),
        awaitingSecondApproval: Number(row?.awaitingSecond ?? 0),
      };
    },

    /** The provider events recorded for a payment, in the order they arrived. */
    async events(paymentId: number) {
      return db
        .select({
          id: paymentWebhookEvents.id,
          provider: paymentWebhookEvents.provider,
          eventId: paymentWebhookEvents.eventId,
          outcome: paymentWebhookEvents.outcome,
          result: paymentWebhookEvents.result,
          receivedAt: paymentWebhookEvents.receivedAt,
        })
        .from(paymentWebhookEvents)
        .where(eq(paymentWebhookEvents.transactionId, paymentId))
        .orderBy(asc(paymentWebhookEvents.receivedAt), asc(paymentWebhookEvents.id));
    },

    async eventCount(provider: string, transactionId?: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(paymentWebhookEvents)
        .where(
          and(
            eq(paymentWebhookEvents.provider, provider),
            transactionId === undefined ? undefined : eq(paymentWebhookEvents.transactionId, transactionId),
          ),
        );
      return row?.n ?? 0;
    },
  };
}

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
