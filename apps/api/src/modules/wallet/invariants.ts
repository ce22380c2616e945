import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { queryRows } from './repo.ts';

/*
 * The ledger's invariants (DESIGN §5), checked from the tables alone: per currency the balances sum to
 * zero (money that entered a player account left a system account), every balance equals the credits
 * minus the debits of its transfers, and no player account is below zero (a CHECK enforces it on every
 * write; a restored backup or a copied table is not re-checked, so the audit reads it again). Used by
 * the tests and by `npm run ledger:check` (src/ledger-check.ts, the restore drill's check).
 * It reads every account and aggregates every transfer: an audit, not something for a request path.
 */

export type CurrencyTotal = { currencyId: number; balanceSum: bigint };

export type MismatchedAccount = { accountId: number; balance: bigint; fromTransfers: bigint };

export type OverdrawnAccount = { accountId: number; balance: bigint };

export type LedgerInvariants = {
  /** The sum of all balances, per currency; every one is 0n when the ledger is sound. */
  currencies: CurrencyTotal[];
  /** Accounts whose balance differs from the sum of their transfers; empty when the ledger is sound. */
  mismatchedAccounts: MismatchedAccount[];
  /** Player accounts below zero; empty when the ledger is sound. */
  overdrawnPlayerAccounts: OverdrawnAccount[];
  ok: boolean;
};

export async function ledgerInvariants(db: DbExecutor): Promise<LedgerInvariants> {
  // One snapshot for both reads, so transfers committed in between cannot make a sound ledger look broken.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    const totals = await queryRows<{ currency_id: string; balance_sum: string }>(
      tx,
      sql`
      select currency_id::text as currency_id, sum(balance)::text as balance_sum
        from ledger_accounts group by currency_id order by currency_id`,
    );
    const mismatches = await queryRows<{ id: string; balance: string; from_transfers: string }>(
      tx,
      sql`
      with movements as (
        select credit_account_id as account_id, amount from ledger_transfers
        union all
        select debit_account_id, -amount from ledger_transfers
      ), sums as (
        select account_id, sum(amount) as total from movements group by account_id
      )
      select a.id::text as id, a.balance::text as balance, coalesce(s.total, 0)::text as from_transfers
        from ledger_accounts a left join sums s on s.account_id = a.id
       where a.balance <> coalesce(s.total, 0)
       order by a.id`,
    );
    const overdrawn = await queryRows<{ id: string; balance: string }>(
      tx,
      sql`
      select id::text as id, balance::text as balance from ledger_accounts
       where owner_type = 'player' and balance < 0 order by id`,
    );
    const currencies = totals.map((row) => ({
      currencyId: Number(row.currency_id),
      balanceSum: BigInt(row.balance_sum),
    }));
    const mismatchedAccounts = mismatches.map((row) => ({
      accountId: Number(row.id),
      balance: BigInt(row.balance),
      fromTransfers: BigInt(row.from_transfers),
    }));
    const overdrawnPlayerAccounts = overdrawn.map((row) => ({
      accountId: Number(row.id),
      balance: BigInt(row.balance),
    }));
    const ok =
      mismatchedAccounts.length === 0 &&
      overdrawnPlayerAccounts.length === 0 &&
      currencies.every((total) => total.balanceSum === 0n);
    return { currencies, mismatchedAccounts, overdrawnPlayerAccounts, ok };
  });
}
