import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { queryNamedRows } from '../../db/named-statement.ts';
import { ledgerAccounts } from '../../db/schema.ts';
import type { PlayerAccountKind, SystemAccountKind } from './contract.ts';

/*
 * The wallet's SQL. Raw statements select ids and amounts as text: drivers disagree on int8 (pg gives
 * strings, PGlite numbers, which lose precision past 2^53), so we parse them ourselves.
 */

export type PlayerAccountKey = {
  type: 'player';
  playerId: number;
  kind: PlayerAccountKind;
  currencyId: number;
};

/** Which shard of a system account: derived from the counterpart player account, or given. */
export type ShardChoice = { counterpart: PlayerAccountKey } | { shard: number };

export type AccountLookup =
  | PlayerAccountKey
  | { type: 'system'; kind: SystemAccountKind; currencyId: number; shardChoice: ShardChoice };

export const SYSTEM_ACCOUNT_KINDS: readonly SystemAccountKind[] = [
  'bonus_expense',
  'house_adjustments',
  'house_casino',
  'house_promotions',
  'house_sports',
  'payments_clearing',
  'sports_stakes',
];

const PLAYER_ACCOUNT_KINDS: readonly PlayerAccountKind[] = ['cash', 'bonus', 'withdraw_hold'];

/** Rows of a raw statement (`execute` is typed loosely across the two drivers; both return `rows`). */
export async function queryRows<T>(executor: DbExecutor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as { rows: T[] };
  return result.rows;
}

/*
 * The owner type is written into the statement's text, not sent as a parameter: the account indexes are
 * partial (`where owner_type = 'player'` / `'system'`), and a prepared statement's generic plan can use a
 * partial index only when its predicate is visible in the text. As a parameter, the planner of the named
 * posting statement fell back to scanning every account (bench/README.md, wallet).
 */
const isPlayerAccount = sql`${ledgerAccounts.ownerType} = 'player'`;
const isSystemAccount = sql`${ledgerAccounts.ownerType} = 'system'`;

function playerCondition(key: PlayerAccountKey): SQL | undefined {
  return and(
    isPlayerAccount,
    eq(ledgerAccounts.playerId, key.playerId),
    eq(ledgerAccounts.kind, key.kind),
    eq(ledgerAccounts.currencyId, key.currencyId),
  );
}

export function lookupCondition(lookup: AccountLookup, shards: number): SQL | undefined {
  if (lookup.type === 'player') return playerCondition(lookup);
  const choice = lookup.shardChoice;
  let shard: SQL | number;
  if ('shard' in choice) {
    shard = choice.shard;
  } else {
    // The counterpart player account's id modulo N (shards.ts), evaluated in the statement itself, so
    // resolving the player account and locking both rows is one round trip.
    const { playerId, kind, currencyId } = choice.counterpart;
    shard = sql`(select mod(counterpart.id, ${shards}) from ledger_accounts counterpart
                  where counterpart.owner_type = 'player' and counterpart.player_id = ${playerId}
                    and counterpart.kind = ${kind} and counterpart.currency_id = ${currencyId})`;
  }
  return and(
    isSystemAccount,
    eq(ledgerAccounts.kind, lookup.kind),
    eq(ledgerAccounts.currencyId, lookup.currencyId),
    eq(ledgerAccounts.shard, shard),
  );
}

export async function insertPlayerAccounts(
  executor: DbExecutor,
  playerId: number,
  currencyId: number,
): Promise<void> {
  await executor
    .insert(ledgerAccounts)
    .values(
      PLAYER_ACCOUNT_KINDS.map((kind) => ({ ownerType: 'player', playerId, kind, currencyId, shard: 0 })),
    )
    .onConflictDoNothing({
      target: [ledgerAccounts.playerId, ledgerAccounts.kind, ledgerAccounts.currencyId],
      where: sql`owner_type = 'player'`,
    });
}

/**
 * Creates every shard row of every system account of a currency that does not exist yet. Race-free: a
 * concurrent creator's uncommitted row makes our insert wait for its outcome, then skip the row
 * (committed) or insert it (rolled back); the next statement (read committed) sees them all. The rows
 * are inserted in one fixed order (kind, shard), so two creators cannot deadlock on each other.
 */
export async function insertSystemShards(
  executor: DbExecutor,
  currencyId: number,
  shards: number,
): Promise<void> {
  const kinds = sql.join(
    SYSTEM_ACCOUNT_KINDS.map((kind) => sql`${kind}`),
    sql`, `,
  );
  await executor.execute(sql`
    insert into ledger_accounts (owner_type, kind, currency_id, shard)
    select 'system', k.kind, ${currencyId}::int, s.shard::smallint
      from unnest(array[${kinds}]::text[]) as k(kind)
      cross join generate_series(0, ${shards - 1}::int) as s(shard)
      order by k.kind, s.shard
    on conflict (kind, currency_id, shard) where owner_type = 'system' do nothing`);
}

export type StoredTransfer = { id: number; createdAt: Date };

/** A stored transfer with both accounts as the caller named them (shard left out: it is not part of a ref). */
export type ExistingTransfer = StoredTransfer & {
  idempotencyKey: string;
  amount: bigint;
  kind: string;
  debit: { ownerType: string; playerId: number | null; kind: string; currencyId: number };
  credit: { ownerType: string; playerId: number | null; kind: string; currencyId: number };
};

export async function findTransferByKey(
  executor: DbExecutor,
  key: string,
): Promise<ExistingTransfer | undefined> {
  const [row] = await queryRows<Record<string, string | null>>(
    executor,
    sql`
    select t.id::text as id, to_json(t.created_at)#>>'{}' as created_at, t.amount::text as amount, t.kind,
           d.owner_type as d_owner, d.player_id::text as d_player, d.kind as d_kind, d.currency_id::text as d_currency,
           c.owner_type as c_owner, c.player_id::text as c_player, c.kind as c_kind, c.currency_id::text as c_currency
      from ledger_transfers t
      join ledger_accounts d on d.id = t.debit_account_id
      join ledger_accounts c on c.id = t.credit_account_id
     where t.idempotency_key = ${key}`,
  );
  if (!row) return undefined;
  const side = (prefix: 'd' | 'c') => ({
    ownerType: String(row[`${prefix}_owner`]),
    playerId: row[`${prefix}_player`] === null ? null : Number(row[`${prefix}_player`]),
    kind: String(row[`${prefix}_kind`]),
    currencyId: Number(row[`${prefix}_currency`]),
  });
  return {
    id: Number(row.id),
    createdAt: new Date(String(row.created_at)),
    idempotencyKey: key,
    amount: BigInt(String(row.amount)),
    kind: String(row.kind),
    debit: side('d'),
    credit: side('c'),
  };
}

export async function selectPlayerBalances(
  executor: DbExecutor,
  playerId: number,
  currencyId: number,
): Promise<{ kind: string; balance: string }[]> {
  // Named: the game wallet reads balances inside every bet and win (db/named-statement.ts).
  return queryNamedRows<{ kind: string; balance: string }>(
    executor,
    'player_balances_in',
    sql`
    select kind, balance::text as balance from ledger_accounts
     where owner_type = 'player' and player_id = ${playerId} and currency_id = ${currencyId}`,
  );
}

/**
 * selectPlayerBalances on the plain database as a named prepared statement: user/balance runs it for
 * every logged-in player every 3 s, so it is planned once per pool connection, not per poll.
 */
export function preparePlayerBalances(db: Database) {
  const statement = db
    .select({ kind: ledgerAccounts.kind, balance: sql<string>`${ledgerAccounts.balance}::text` })
    .from(ledgerAccounts)
    .where(
      and(
        isPlayerAccount,
        eq(ledgerAccounts.playerId, sql.placeholder('playerId')),
        eq(ledgerAccounts.currencyId, sql.placeholder('currencyId')),
      ),
    )
    .prepare('player_balances');
  return (playerId: number, currencyId: number): Promise<{ kind: string; balance: string }[]> =>
    statement.execute({ playerId, currencyId });
}

export async function sumSystemAccount(
  executor: DbExecutor,
  kind: SystemAccountKind,
  currencyId: number,
): Promise<bigint> {
  const [row] = await queryRows<{ total: string }>(
    executor,
    sql`
    select coalesce(sum(balance), 0)::text as total from ledger_accounts
     where owner_type = 'system' and kind = ${kind} and currency_id = ${currencyId}`,
  );
  return BigInt(row?.total ?? '0');
}
