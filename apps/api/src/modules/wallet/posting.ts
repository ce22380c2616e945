import { or, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { queryNamedRows } from '../../db/named-statement.ts';
import { lookupCondition, type AccountLookup, type StoredTransfer } from './repo.ts';

/*
 * One transfer as ONE SQL statement (a statement is atomic: on the plain database it is its own
 * transaction, inside a caller's transaction it is part of theirs). One round trip instead of
 * BEGIN / lock / insert / update / COMMIT matters: per-statement client overhead, not the database,
 * was the limit in bench/wallet (see bench/README.md). Inside, in this order:
 *
 * 1. `locked`: both account rows, found by their refs (a system account's shard derived in SQL), and
 *    locked FOR NO KEY UPDATE in ascending id order — LockRows sits above the Sort, so the locks are
 *    taken in id order and two transfers on the same accounts queue instead of deadlocking. Under READ
 *    COMMITTED a row that another transfer changed while we waited is returned in its committed state,
 *    so the funds check below sees the real balance. (`no key update` is the lock an UPDATE of the
 *    balance takes anyway; `for update` would also block foreign-key checks on these rows.)
 * 2. `posted`: the transfer row, inserted only if the locked debit row covers the amount (system
 *    accounts may go negative), and only if the key is new: ON CONFLICT DO NOTHING waits for a
 *    concurrent poster of the same key to commit or roll back, so the unique index decides who wins.
 * 3. `moved`: both balances, updated only for a row in `posted`: a loser of the key race, a replay and
 *    a refusal touch no balance. A CHECK violation (the non-negative backstop) fails the statement as
 *    a whole, the transfer row with it.
 *
 * The answer says which accounts were found, whether funds were short, and the new transfer if any.
 */

export type PostingInput = {
  idempotencyKey: string;
  amount: bigint;
  currencyId: number;
  kind: string;
  reference: string | null;
  metadata: Record<string, unknown> | null;
};

export type PostingOutcome = {
  debitFound: boolean;
  creditFound: boolean;
  /** The debit is a player account whose locked balance is below the amount. */
  short: boolean;
  /** Set when this call inserted the transfer and moved the balances. */
  posted?: StoredTransfer;
};

/** Picks, among the locked rows, the one a lookup names (currency is fixed by the lookup itself). */
function lockedRowMatches(lookup: AccountLookup): SQL {
  return lookup.type === 'player'
    ? sql`owner_type = 'player' and player_id = ${lookup.playerId} and kind = ${lookup.kind}`
    : sql`owner_type = 'system' and kind = ${lookup.kind}`;
}

export async function postTransferStatement(
  executor: DbExecutor,
  [debit, credit]: readonly [AccountLookup, AccountLookup],
  t: PostingInput,
  shards: number,
): Promise<PostingOutcome> {
  const amount = sql`${t.amount.toString()}::bigint`;
  const metadata = t.metadata === null ? null : JSON.stringify(t.metadata);
  const [row] = await queryNamedRows<{
    debit_found: boolean;
    credit_found: boolean;
    short: boolean | null;
    id: string | null;
    created_at: string | null;
  }>(
    executor,
    // Named: parsed and planned once per connection, not per transfer (db/named-statement.ts).
    'ledger_post',
    sql`
    with locked as materialized (
      select id, owner_type, player_id, kind, balance from ledger_accounts
       where ${or(lookupCondition(debit, shards), lookupCondition(credit, shards))}
       order by id
       for no key update
    ), debit as (
      select id, owner_type, balance from locked where ${lockedRowMatches(debit)}
    ), credit as (
      select id from locked where ${lockedRowMatches(credit)}
    ), posted as (
      insert into ledger_transfers
        (idempotency_key, debit_account_id, credit_account_id, amount, currency_id, kind, reference, metadata)
      select ${t.idempotencyKey}, debit.id, credit.id, ${amount}, ${t.currencyId}, ${t.kind}, ${t.reference},
             ${metadata}::jsonb
        from debit cross join credit
       where debit.owner_type <> 'player' or debit.balance >= ${amount}
      on conflict (idempotency_key) do nothing
      returning id, created_at, debit_account_id, credit_account_id
    ), moved as (
      update ledger_accounts account
         set balance = account.balance
                       + case when account.id = posted.credit_account_id then ${amount} else -${amount} end
        from posted
       where account.id in (posted.debit_account_id, posted.credit_account_id)
    )
    select exists (select 1 from debit) as debit_found,
           exists (select 1 from credit) as credit_found,
           (select owner_type = 'player' and balance < ${amount} from debit) as short,
           (select id::text from posted) as id,
           (select to_json(created_at) #>> '{}' from posted) as created_at`,
  );
  if (!row) throw new Error('ledger posting statement returned no row');
  return {
    debitFound: row.debit_found,
    creditFound: row.credit_found,
    short: row.short === true,
    posted:
      row.id && row.created_at ? { id: Number(row.id), createdAt: new Date(row.created_at) } : undefined,
  };
}
