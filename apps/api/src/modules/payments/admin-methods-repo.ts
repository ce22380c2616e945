import { and, asc, count, eq, sql } from 'drizzle-orm';
import { TransactionStatus, type PaymentField } from '@lale/contracts';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { paymentMethods, paymentTransactions } from '../../db/schema.ts';
import { readCurrencies } from '../../platform/currencies-repo.ts';
import { methodColumns, type PaymentFlow, type StoredMethod } from './repo.ts';

/*
 * SQL of the back office's payment methods (issue #27): every method of both directions, and the writes
 * of the operator's editor. The cashier reads the same rows on every request (repo.ts enabledMethods,
 * method), so a committed write is what the next player sees.
 */

/** Every column the editor sets (the order is the repo's to keep). */
export type MethodValues = {
  type: number;
  title: string;
  logo: string;
  minAmountMinor: bigint;
  maxAmountMinor: bigint;
  currencyId: number;
  provider: string;
  flow: PaymentFlow;
  enabled: boolean;
  fields: PaymentField[];
  settings: Record<string, string>;
};

/** Last among the methods of `type`: its greatest position + 1, computed in the statement itself. */
const lastOf = (type: number) =>
  sql<number>`(select coalesce(max(${paymentMethods.sortOrder}), 0) + 1 from ${paymentMethods} where ${paymentMethods.type} = ${type})`;

export function createPaymentMethodsAdminRepo(db: Database) {
  return {
    transaction: <T>(work: (tx: DbExecutor) => Promise<T>) => db.transaction(work),

    /** Every method, deposits then withdrawals, each in the site's order. */
    async all(executor: DbExecutor = db): Promise<StoredMethod[]> {
      return executor
        .select(methodColumns)
        .from(paymentMethods)
        .orderBy(asc(paymentMethods.type), asc(paymentMethods.sortOrder), asc(paymentMethods.id));
    },

    /** One method; with `lock` its row stays locked until the caller's transaction ends. */
    async method(id: number, executor: DbExecutor = db, lock = false): Promise<StoredMethod | undefined> {
      const query = executor.select(methodColumns).from(paymentMethods).where(eq(paymentMethods.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** A new method, last of its direction. */
    async insert(values: MethodValues): Promise<number> {
      const [row] = await db
        .insert(paymentMethods)
        .values({ ...values, sortOrder: lastOf(values.type) })
        .returning({ id: paymentMethods.id });
      return row!.id;
    },

    /** Every column; a method moved to the other direction goes last there. */
    async update(tx: DbExecutor, id: number, values: MethodValues, typeChanged: boolean): Promise<void> {
      await tx
        .update(paymentMethods)
        .set(typeChanged ? { ...values, sortOrder: lastOf(values.type) } : values)
        .where(eq(paymentMethods.id, id));
    },

    /** Hosted deposits of the method still Created: their provider's webhook is yet to come. */
    async openCheckouts(tx: DbExecutor, methodId: number): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(paymentTransactions)
        .where(
          and(
            eq(paymentTransactions.methodId, methodId),
            eq(paymentTransactions.status, TransactionStatus.Created),
          ),
        );
      return row?.n ?? 0;
    },

    async setEnabled(tx: DbExecutor, id: number, enabled: boolean): Promise<void> {
      await tx.update(paymentMethods).set({ enabled }).where(eq(paymentMethods.id, id));
    },

    /** The ids and directions of every method, locked: a reorder is checked and written under them. */
    async lockAll(tx: DbExecutor): Promise<{ id: number; type: number }[]> {
      return tx
        .select({ id: paymentMethods.id, type: paymentMethods.type })
        .from(paymentMethods)
        .orderBy(asc(paymentMethods.id))
        .for('update');
    },

    /** Each id's position becomes its place in `ids` (1-based). */
    async reorder(tx: DbExecutor, ids: readonly number[]): Promise<void> {
      for (const [position, id] of ids.entries())
        await tx
          .update(paymentMethods)
          .set({ sortOrder: position + 1 })
          .where(eq(paymentMethods.id, id));
    },

    /** The currencies a method may be in (reference data, by id). */
    async currencies(): Promise<{ id: number; code: string; minorUnits: number }[]> {
      return (await readCurrencies(db)).sort((a, b) => a.id - b.id);
    },
  };
}

export type PaymentMethodsAdminRepo = ReturnType<typeof createPaymentMethodsAdminRepo>;
