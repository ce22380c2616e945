import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { queryRows } from './repo.ts';

/*
 * A player's ledger page for the back office (issue #25): every leg of a transfer on one of the
 * player's accounts (cash, bonus, withdraw_hold), newest first, the amount signed from the player's
 * view. A move between two of the player's own accounts is two legs.
 *
 * Index use: for each of the player's accounts (three rows, `ledger_accounts_player_unique`), the
 * debit side and the credit side each walk their existing index backwards — `(debit_account_id, id)`
 * and `(credit_account_id, id)` — and stop after skip + take rows (LATERAL ... ORDER BY id DESC LIMIT),
 * so a page reads at most 6 × (skip + take) transfers, never the player's whole history, and no new
 * index is needed. The same text serves bench/backoffice's bare server.
 */

export type PlayerLedgerFilter = {
  kind?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

export type PlayerLedgerLeg = {
  id: number;
  at: Date | string;
  kind: string;
  /** Minor units, signed from the player's view. */
  amount: string;
  account: 'cash' | 'bonus' | 'withdraw_hold';
  currency_id: number;
  reference: string | null;
};

function filterOf({ kind, from, to }: PlayerLedgerFilter): SQL {
  const parts: SQL[] = [];
  if (kind) parts.push(sql` and t.kind = ${kind}`);
  if (from) parts.push(sql` and t.created_at >= ${from.toISOString()}::timestamptz`);
  if (to) parts.push(sql` and t.created_at < ${to.toISOString()}::timestamptz`);
  return sql.join(parts, sql``);
}

const playerAccounts = (playerId: number) =>
  sql`select id, kind, currency_id from ledger_accounts where owner_type = 'player' and player_id = ${playerId}`;

/** One page of the player's legs, newest first. */
export function playerLedgerSql(
  playerId: number,
  filter: PlayerLedgerFilter,
  skip: number,
  take: number,
): SQL {
  const depth = skip + take;
  const where = filterOf(filter);
  return sql`select leg.id::int as id, leg.created_at as at, leg.kind, leg.amount::text as amount,
       a.kind as account, a.currency_id, leg.reference
  from (${playerAccounts(playerId)}) a
  cross join lateral (
    (select t.id, t.created_at, t.kind, -t.amount as amount, t.reference
       from ledger_transfers t where t.debit_account_id = a.id${where}
      order by t.id desc limit ${depth})
    union all
    (select t.id, t.created_at, t.kind, t.amount, t.reference
       from ledger_transfers t where t.credit_account_id = a.id${where}
      order by t.id desc limit ${depth})
  ) leg
 order by leg.id desc, a.kind
 limit ${take} offset ${skip}`;
}

/** How many legs the player's page has (index scans on the same two indexes). */
export function playerLedgerCountSql(playerId: number, filter: PlayerLedgerFilter): SQL {
  const where = filterOf(filter);
  return sql`select (
    (select count(*) from ledger_transfers t where t.debit_account_id in (select id from (${playerAccounts(playerId)}) a)${where})
  + (select count(*) from ledger_transfers t where t.credit_account_id in (select id from (${playerAccounts(playerId)}) a)${where})
  )::int as n`;
}

export async function playerLedgerPage(
  executor: DbExecutor,
  playerId: number,
  filter: PlayerLedgerFilter,
  skip: number,
  take: number,
): Promise<PlayerLedgerLeg[]> {
  return queryRows<PlayerLedgerLeg>(executor, playerLedgerSql(playerId, filter, skip, take));
}

export async function playerLedgerCount(
  executor: DbExecutor,
  playerId: number,
  filter: PlayerLedgerFilter,
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(executor, playerLedgerCountSql(playerId, filter));
  return row?.n ?? 0;
}
