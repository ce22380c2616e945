import type { Database } from './connection.ts';

/** A transaction handed to `db.transaction(async (tx) => ...)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Where a query runs: the database itself, or a caller's open transaction. Services that take one let
 * a caller compose several steps (create a player + open its accounts + grant a bonus) atomically.
 */
export type DbExecutor = Database | Transaction;
