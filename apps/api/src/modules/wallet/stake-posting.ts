import { or, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { queryNamedRows } from '../../db/named-statement.ts';
import { raisedSqlState } from '../../platform/pg-errors.ts';
import type { AccountRef, PlayerAccountKind, PlayerBalances, SystemAccountKind } from './contract.ts';
import { isInsufficientFundsViolation, WalletUsageError } from './errors.ts';
import { insertSystemShards, lookupCondition, type AccountLookup, type PlayerAccountKey } from './repo.ts';

/*
 * THE provider-transaction path (issue 24): a stake or a payout taken from or paid to a player as ONE
 * statement — the caller's own rows (a game round and its provider transaction, a sportsbook frame's
 * row, a bet slip) and the ledger leg in one CTE, as posting.ts does for a plain transfer. One round
 * trip instead of BEGIN / existing-row check / gate / balances / round / row / transfers / COMMIT.
 *
 * The ledger owns the statement; the caller owns its tables. The caller hands in, as SQL fragments
 * built by its own repo:
 *   - `lead`: CTEs it wants first (e.g. its round row locked `for update`, so its lock order is the one
 *     its careful path uses: round before accounts). Referenced from `prior` or `refusal` to be run.
 *   - `prior`: a select of the caller's row under the call's idempotency key (provider + provider tx),
 *     zero or one row. When there is one, nothing is written and the row comes back as JSON: the
 *     caller tells a replay (same body: the original answer) from a conflict (other body) itself.
 *   - `refusal`: a text expression, null when the stake may go; else the caller's reason, returned as
 *     is (the wager gate's refusal for a stake, `unknown_bet` for a payout without its bet, or a word of
 *     the caller's meaning "take the careful path", such as a bonus that runs).
 *   - `writes(go)`: its data-modifying CTEs, each guarded by the boolean `go`; the last is named
 *     `written` and returns the caller's new row as `id` (plus any columns `reference` uses).
 * and the ledger leg: one player account and one system account, an amount (0: no transfer), the
 * transfer's key, kind and `reference` (an expression over `written`).
 *
 * Inside, in this order: `prior` and `refusal` (with the caller's lead), the two account rows locked
 * in id order FOR NO KEY UPDATE (only when the call may go), the funds check on the locked player row
 * when it is the debit, `go`, the caller's writes, the transfer row and both balances. A statement is
 * atomic: if the caller's row was not written although `go` held (a concurrent call with the same key
 * committed first; a round that is someone else's), or the transfer key was taken, ledger_stake_abort
 * (migration 0025) raises and nothing of it stays; postStake then answers `retry_careful`, and the
 * caller takes its multi-statement path, which tells those cases apart. A refusal, a replay and a short
 * balance write nothing.
 */

/** One side of the leg is the player, the other a system account (house, promotions, sports stakes). */
export type StakeLeg = {
  from: AccountRef;
  to: AccountRef;
  /** 0n: no transfer (a free round's bet, a win of nothing); the caller's rows are written all the same. */
  amountMinor: bigint;
  /**
   * The transfer's key; an expression over `written` when the key names the caller's new row (a sports
   * bet's stake is `sports:bet:<bet id>:stake`, its id known only once written).
   */
  idempotencyKey: string | SQL;
  kind: string;
  /** The transfer's reference, an expression that may use the `written` CTE (e.g. the round id). */
  reference: SQL;
};

export type StakeStatement = {
  /** Named statement prefix (db/named-statement.ts): one per caller shape. */
  name: string;
  /** The caller's leading CTEs, without the `with` and without a trailing comma. */
  lead?: SQL;
  /** A select of at most one row: the caller's row under this call's idempotency key. */
  prior: SQL;
  /** Text expression: why not (null: go). Evaluated only when there is no prior row. */
  refusal: SQL;
  /** The caller's writing CTEs, guarded by `go`; the last one is `written` and returns `id`. */
  writes: (go: SQL) => SQL;
  leg: StakeLeg;
  /** An expression over the caller's CTEs answered back when posted (what the caller's answer shows). */
  returned?: SQL;
};

export type StakeOutcome<Prior> =
  /** The key was used before: its row (nothing written; the caller compares the body). */
  | { status: 'prior'; prior: Prior; balances: PlayerBalances }
  /** The caller's refusal: nothing written. */
  | { status: 'refused'; reason: string; balances: PlayerBalances }
  /** The player account is the debit and holds less than the amount: nothing written. */
  | { status: 'short'; balances: PlayerBalances }
  /** Written and posted. `id` is the caller's new row; balances are the player's after it. */
  | { status: 'posted'; id: number; balances: PlayerBalances; returned?: unknown }
  /** Undone as a whole (see above): answer by the careful path. */
  | { status: 'retry_careful' };

/** SQLSTATE of ledger_stake_abort (migration 0025). */
const STAKE_ABORT = 'LS001';
/** PostgreSQL's SQLSTATE for the transaction it undid to break a deadlock. */
const DEADLOCK_DETECTED = '40P01';

type Raw = {
  reason: string | null;
  prior: unknown;
  debit_found: boolean;
  credit_found: boolean;
  short: boolean | null;
  written_id: string | null;
  returned?: unknown;
  player_kind: string | null;
  player_balance: string | null;
  balances: Record<string, string> | null;
};

function playerSide(leg: StakeLeg): { player: PlayerAccountKey; system: SystemAccountKind; debit: boolean } {
  const { from, to } = leg;
  if (from.type === 'player' && to.type === 'system') return { player: from, system: to.kind, debit: true };
  if (from.type === 'system' && to.type === 'player') return { player: to, system: from.kind, debit: false };
  throw new WalletUsageError('a stake leg moves money between one player account and one system account');
}

/** Picks, among the locked rows, the one a lookup names (as in posting.ts). */
function lockedRow(lookup: AccountLookup): SQL {
  return lookup.type === 'player'
    ? sql`owner_type = 'player' and player_id = ${lookup.playerId} and kind = ${lookup.kind}`
    : sql`owner_type = 'system' and kind = ${lookup.kind}`;
}

function balancesOf(raw: Raw, posted: boolean, leg: StakeLeg, debit: boolean): PlayerBalances {
  const read = (kind: PlayerAccountKind): bigint => {
    // The leg's own account: its locked (current) balance, moved by the leg when posted.
    if (raw.player_kind === kind && raw.player_balance !== null) {
      const locked = BigInt(raw.player_balance);
      if (!posted) return locked;
      return debit ? locked - leg.amountMinor : locked + leg.amountMinor;
    }
    const value = raw.balances?.[kind];
    return value === undefined ? 0n : BigInt(value);
  };
  return { cash: read('cash'), bonus: read('bonus'), withdrawHold: read('withdraw_hold') };
}

async function runOnce(executor: DbExecutor, statement: StakeStatement, shards: number): Promise<Raw> {
  const { leg } = statement;
  const side = playerSide(leg);
  const systemLookup: AccountLookup = {
    type: 'system',
    kind: side.system,
    currencyId: side.player.currencyId,
    shardChoice: { counterpart: side.player },
  };
  const [debit, credit] = side.debit
    ? ([side.player, systemLookup] as const)
    : ([systemLookup, side.player] as const);
  const amount = sql`${leg.amountMinor.toString()}::bigint`;
  const [row] = await queryNamedRows<Raw>(
    executor,
    statement.name,
    sql`
    with ${statement.lead ? sql`${statement.lead},` : sql``}
    prior as materialized (${statement.prior}),
    verdict as materialized (
      select case when exists (select 1 from prior) then 'prior' else (${statement.refusal})::text end as reason
    ), locked as materialized (
      select id, owner_type, player_id, kind, balance from ledger_accounts
       where (${or(lookupCondition(debit, shards), lookupCondition(credit, shards))})
         and (select reason from verdict) is null
       order by id
       for no key update
    ), debit as (
      select id, owner_type, kind, balance from locked where ${lockedRow(debit)}
    ), credit as (
      select id, owner_type, kind, balance from locked where ${lockedRow(credit)}
    ), decision as materialized (
      select (select reason from verdict) is null
             and exists (select 1 from debit) and exists (select 1 from credit)
             and not coalesce((select owner_type = 'player' and balance < ${amount} from debit), false) as go
    ), ${statement.writes(sql`(select go from decision)`)},
    posted as (
      insert into ledger_transfers
        (idempotency_key, debit_account_id, credit_account_id, amount, currency_id, kind, reference)
      select ${leg.idempotencyKey}, debit.id, credit.id, ${amount}, ${side.player.currencyId}::int, ${leg.kind},
             ${leg.reference}
        from written cross join debit cross join credit
       where ${amount} > 0
      on conflict (idempotency_key) do nothing
      returning id, debit_account_id, credit_account_id
    ), moved as (
      update ledger_accounts account
         set balance = account.balance
                       + case when account.id = posted.credit_account_id then ${amount} else -${amount} end
        from posted
       where account.id in (posted.debit_account_id, posted.credit_account_id)
    )
    select (select reason from verdict) as reason,
           (select row_to_json(prior) from prior limit 1) as prior,
           exists (select 1 from debit) as debit_found,
           exists (select 1 from credit) as credit_found,
           (select owner_type = 'player' and balance < ${amount} from debit) as short,
           (select id::text from written limit 1) as written_id,
           ${statement.returned ?? sql`null`} as returned,
           (select kind from locked where owner_type = 'player') as player_kind,
           (select balance::text from locked where owner_type = 'player') as player_balance,
           (select json_object_agg(kind, balance::text) from ledger_accounts
             where owner_type = 'player' and player_id = ${side.player.playerId}
               and currency_id = ${side.player.currencyId}) as balances,
           case
             when (select go from decision) and not exists (select 1 from written)
               then ledger_stake_abort('caller row not written')
             when exists (select 1 from written) and ${amount} > 0 and not exists (select 1 from posted)
               then ledger_stake_abort('transfer key taken')
           end as aborted`,
  );
  if (!row) throw new Error('ledger stake statement returned no row');
  return row;
}

/**
 * Runs a stake statement (see above) on `executor` — the pool, where it is its own transaction. A
 * missing system shard row (a currency's first use) is created and the statement repeated once.
 */
export async function postStake<Prior>(
  executor: DbExecutor,
  statement: StakeStatement,
  shards: number,
): Promise<StakeOutcome<Prior>> {
  const { debit } = playerSide(statement.leg);
  let raw: Raw;
  try {
    raw = await runOnce(executor, statement, shards);
    if (raw.reason === null && (!raw.debit_found || !raw.credit_found)) {
      const playerFound = debit ? raw.debit_found : raw.credit_found;
      if (!playerFound)
        throw new WalletUsageError(
          `ledger account not opened: ${typeof statement.leg.idempotencyKey === 'string' ? statement.leg.idempotencyKey : statement.name}`,
        );
      await insertSystemShards(executor, statement.leg.from.currencyId, shards);
      raw = await runOnce(executor, statement, shards);
      if (!raw.debit_found || !raw.credit_found) throw new Error('system account shard rows missing');
    }
  } catch (error) {
    // Undone as a whole: the careful path tells a race, a duplicate and a short balance apart. So is a
    // statement PostgreSQL chose to break a deadlock with (40P01): bets racing to open the same new
    // round (a batch, a table game's several bets at once) can meet on the round's row and the ledger's
    // in opposite orders. Nothing of it stayed, so the careful path, which takes its locks one by one,
    // answers instead of the caller seeing a 500 for a bet that never happened.
    if (
      raisedSqlState(error, STAKE_ABORT) ||
      raisedSqlState(error, DEADLOCK_DETECTED) ||
      isInsufficientFundsViolation(error)
    )
      return { status: 'retry_careful' };
    throw error;
  }
  if (raw.reason === 'prior')
    return {
      status: 'prior',
      prior: raw.prior as Prior,
      balances: balancesOf(raw, false, statement.leg, debit),
    };
  if (raw.reason !== null)
    return { status: 'refused', reason: raw.reason, balances: balancesOf(raw, false, statement.leg, debit) };
  if (raw.short === true && debit)
    return { status: 'short', balances: balancesOf(raw, false, statement.leg, debit) };
  if (raw.written_id === null) return { status: 'retry_careful' };
  return {
    status: 'posted',
    id: Number(raw.written_id),
    balances: balancesOf(raw, true, statement.leg, debit),
    returned: raw.returned,
  };
}
