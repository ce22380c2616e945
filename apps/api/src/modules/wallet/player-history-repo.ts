import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { playerLegsSql, STAKE_OF_LEG, WIN_OF_LEG } from './player-legs-sql.ts';
import { queryRows } from './repo.ts';

/*
 * A player's own money activity per calendar month (safer play's history, issue #26), summed in SQL
 * from the legs of the player's accounts in one currency. Stakes and wins are classified once, in
 * player-legs-sql.ts (the reality check sums the same legs since a sign-in), split by the player's
 * account (cash or bonus). Beside them:
 *
 * - deposits: `deposit` transfers into cash (a confirmed deposit); withdrawals: `withdrawal` transfers
 *   out of withdraw_hold (paid out — a request still pending, or rejected, is not a withdrawal yet).
 * Promotions (a bonus granted, a free round's or a campaign's win paid by house_promotions), bonus
 * money converted to cash, manual corrections and the demo's seed money are none of these.
 *
 * Months are calendar months in `zone`: the window is the month of `now` and the 11 before it, from
 * the first of the oldest at 00:00 in the zone to the first of the next month. Each transfer counts in
 * the month of its own time (a stake in January and its win in February are in their own months).
 *
 * Index use: the player's accounts (at most three rows, `ledger_accounts_player_unique`), then each
 * account's legs through the existing `(debit_account_id, id)` and `(credit_account_id, id)` indexes,
 * the window applied to those rows. No index on `created_at` is added: the read is bounded by the
 * player's own transfers, and every index on ledger_transfers is paid by every stake of every player
 * (bench/README.md: the posting statement is the platform's hot path).
 */

export type MonthTotals = {
  /** 'YYYY-MM' in the zone. */
  month: string;
  stakesCash: bigint;
  stakesBonus: bigint;
  winsCash: bigint;
  winsBonus: bigint;
  deposits: bigint;
  withdrawals: bigint;
};

type Raw = Record<keyof MonthTotals, string>;

export function playerMonthlyTotalsSql(playerId: number, currencyId: number, now: Date, zone: string): SQL {
  return sql`
  with window_ as (
    select (date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${zone}) - interval '11 months')
             as first_month
  ), bounds as (
    select first_month,
           (first_month at time zone ${zone}) as lo,
           ((first_month + interval '12 months') at time zone ${zone}) as hi
      from window_
  ), ${playerLegsSql(playerId, currencyId, sql`(select lo from bounds)`, sql`(select hi from bounds)`)},
  figures as (
    select to_char(created_at at time zone ${zone}, 'YYYY-MM') as month, own_kind,
           ${STAKE_OF_LEG} as stake,
           ${WIN_OF_LEG} as win,
           case when incoming and own_kind = 'cash' and kind = 'deposit' then amount else 0 end as deposit,
           case when not incoming and own_kind = 'withdraw_hold' and kind = 'withdrawal' then amount
                else 0 end as withdrawal
      from legs
  ), months as (
    select to_char(b.first_month + make_interval(months => n), 'YYYY-MM') as month
      from bounds b, generate_series(0, 11) as n
  )
  select m.month,
         coalesce(sum(f.stake) filter (where f.own_kind = 'cash'), 0)::text as "stakesCash",
         coalesce(sum(f.stake) filter (where f.own_kind = 'bonus'), 0)::text as "stakesBonus",
         coalesce(sum(f.win) filter (where f.own_kind = 'cash'), 0)::text as "winsCash",
         coalesce(sum(f.win) filter (where f.own_kind = 'bonus'), 0)::text as "winsBonus",
         coalesce(sum(f.deposit), 0)::text as deposits,
         coalesce(sum(f.withdrawal), 0)::text as withdrawals
    from months m
    left join figures f on f.month = m.month
   group by m.month
   order by m.month desc`;
}

/** The 12 months ending with the month of `now` in `zone`, newest first, every month present. */
export async function playerMonthlyTotals(
  executor: DbExecutor,
  playerId: number,
  currencyId: number,
  now: Date,
  zone: string,
): Promise<MonthTotals[]> {
  const rows = await queryRows<Raw>(executor, playerMonthlyTotalsSql(playerId, currencyId, now, zone));
  return rows.map((row) => ({
    month: row.month,
    stakesCash: BigInt(row.stakesCash),
    stakesBonus: BigInt(row.stakesBonus),
    winsCash: BigInt(row.winsCash),
    winsBonus: BigInt(row.winsBonus),
    deposits: BigInt(row.deposits),
    withdrawals: BigInt(row.withdrawals),
  }));
}
