import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { queryRows } from './repo.ts';

/*
 * A player's last deposit and the cash they have staked since it (AML's "deposit withdrawn with little
 * play", issue #26). A stake is what the loss limits and the player's history count: a transfer from the
 * player's cash to `house_casino` (every casino, provider and Originals stake) or to `sports_stakes` (a
 * sports bet placed) — by the counterpart account, so a new stake path is counted without anyone
 * remembering to. Stakes are gross: a rolled-back stake still counts as played (a rollback is rare and the
 * rule only asks whether the money was put at risk at all). Bonus money is not the player's own: only
 * cash counts.
 *
 * "Since" is by ledger order (a transfer id above the deposit's), not by time: exact, and both reads walk
 * the existing `(credit_account_id, id)` / `(debit_account_id, id)` indexes of the player's one cash
 * account. The deposit is found walking that account's credits newest first, so the read is bounded by
 * what reached the cash since the last deposit (its wins), not by the player's whole history.
 */

export type DepositPlay = {
  /** The deposit's ledger transfer and its payment reference (`D-…`). */
  depositTransferId: number;
  depositReference: string | null;
  depositMinor: bigint;
  depositAt: Date;
  /** Cash staked after the deposit. */
  stakedMinor: bigint;
};

type Raw = {
  id: string;
  reference: string | null;
  amount: string;
  created_at: string | Date;
  staked: string;
};

export async function lastDepositPlay(
  executor: DbExecutor,
  playerId: number,
  currencyId: number,
): Promise<DepositPlay | null> {
  const [row] = await queryRows<Raw>(
    executor,
    sql`
    with cash as (
      select id from ledger_accounts
       where owner_type = 'player' and player_id = ${playerId} and currency_id = ${currencyId}::int
         and kind = 'cash'
    ), deposit as (
      select t.id, t.reference, t.amount, t.created_at
        from cash join ledger_transfers t on t.credit_account_id = cash.id
       where t.kind = 'deposit'
       order by t.id desc
       limit 1
    )
    select d.id, d.reference, d.amount, d.created_at,
           (select coalesce(sum(s.amount), 0)
              from cash
              join ledger_transfers s on s.debit_account_id = cash.id
              join ledger_accounts other on other.id = s.credit_account_id
             where s.id > d.id and other.kind in ('house_casino', 'sports_stakes')) as staked
      from deposit d`,
  );
  if (!row) return null;
  return {
    depositTransferId: Number(row.id),
    depositReference: row.reference,
    depositMinor: BigInt(row.amount),
    depositAt: new Date(row.created_at),
    stakedMinor: BigInt(row.staked),
  };
}

/** A player's cash stakes and winnings over their whole history in one currency (AML's lifetime threshold). */
export type LifetimePlay = { stakedMinor: bigint; wonMinor: bigint };

/**
 * Stakes as above; winnings are what the games and the sportsbook paid into the cash — `house_casino` →
 * cash other than a stake given back (`bet_rollback`), and `house_sports` → cash (payouts, cash-outs) —
 * less a settled win taken back (cash → `house_sports`). Walks every leg of the player's cash account
 * through the `(debit_account_id, id)` / `(credit_account_id, id)` indexes: the rule asks once per
 * withdrawal and stops asking once its case is raised.
 */
export async function lifetimePlay(
  executor: DbExecutor,
  playerId: number,
  currencyId: number,
): Promise<LifetimePlay> {
  const [row] = await queryRows<{ staked: string; won: string }>(
    executor,
    sql`
    with cash as (
      select id from ledger_accounts
       where owner_type = 'player' and player_id = ${playerId} and currency_id = ${currencyId}::int
         and kind = 'cash'
    )
    select
      (select coalesce(sum(t.amount), 0)
         from cash join ledger_transfers t on t.debit_account_id = cash.id
         join ledger_accounts other on other.id = t.credit_account_id
        where other.kind in ('house_casino', 'sports_stakes')) as staked,
      (select coalesce(sum(case when other.kind = 'house_casino' and t.kind <> 'bet_rollback' then t.amount
                                when other.kind = 'house_sports' then t.amount
                                else 0 end), 0)
         from cash join ledger_transfers t on t.credit_account_id = cash.id
         join ledger_accounts other on other.id = t.debit_account_id)
      - (select coalesce(sum(t.amount), 0)
           from cash join ledger_transfers t on t.debit_account_id = cash.id
           join ledger_accounts other on other.id = t.credit_account_id
          where other.kind = 'house_sports') as won`,
  );
  return { stakedMinor: BigInt(row?.staked ?? 0), wonMinor: BigInt(row?.won ?? 0) };
}
