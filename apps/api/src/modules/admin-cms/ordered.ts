import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';

/*
 * SQL shared by the content tables an operator orders by hand (sort_order): where a new row goes, a
 * reorder that sets every row's position in one statement, and deletion by key. `key` is the numeric
 * id of sliders, promotions and pages, the name of app links.
 */

export type OrderedTable = PgTable & { sortOrder: AnyPgColumn };

/**
 * The position after the last row, so a new item appears at the end of its list; an expression of the
 * INSERT itself, so creating is one statement.
 */
export function nextSortOrder(table: OrderedTable): SQL {
  return sql`(select coalesce(max(${table.sortOrder}), 0) + 1 from ${table})`;
}

/** Whether `wanted` names every key of `existing` exactly once. */
function isSamePermutation<T>(wanted: readonly T[], existing: readonly T[]): boolean {
  const known = new Set(existing);
  return (
    wanted.length === known.size &&
    new Set(wanted).size === wanted.length &&
    wanted.every((k) => known.has(k))
  );
}

/**
 * Sets sort_order to each key's 1-based position in `keys`, if `keys` is exactly the table's set of
 * keys; answers false (and changes nothing) otherwise. The rows are locked first so that a concurrent
 * insert or reorder cannot slip between the check and the update.
 */
export async function reorderRows<T extends string | number>(
  db: Database,
  table: OrderedTable,
  key: AnyPgColumn,
  keys: readonly T[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.select({ key }).from(table).for('update');
    if (
      !isSamePermutation(
        keys,
        rows.map((row) => row.key as T),
      )
    )
      return false;
    const keyType = sql.raw(typeof keys[0] === 'number' ? 'int' : 'text');
    const list = sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${table} set ${sql.identifier(table.sortOrder.name)} = o.position
          from unnest(array[${list}]::${keyType}[]) with ordinality as o(key, position)
          where ${key} = o.key`,
    );
    return true;
  });
}

/** Deletes the row whose `key` equals `value`; answers whether there was one. */
export async function deleteRow(
  db: DbExecutor,
  table: PgTable,
  key: AnyPgColumn,
  value: string | number,
): Promise<boolean> {
  const deleted = await db.delete(table).where(eq(key, value)).returning({ key });
  return deleted.length > 0;
}
