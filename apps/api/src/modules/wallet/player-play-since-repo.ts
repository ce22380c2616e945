import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { playerLegsSql, STAKE_OF_LEG, WIN_OF_LEG } from './player-legs-sql.ts';
import { queryRows } from './repo.ts';

/** What a player staked and won since a moment, split by the balance (safer play's reality check). */
export type PlayTotals = { stakesCash: bigint; stakesBonus: bigint; winsCash: bigint; winsBonus: bigint };

type Raw = Record<keyof PlayTotals, string>;

/**
 * The player's stakes and wins in one currency from `since` on (a reality check: since the current
 * sign-in), by the same rule as the 12-month history (player-legs-sql.ts). `since` is compared with
 * the ledger's `created_at`, stamped by the database's clock.
 */
export async function playerPlayTotalsSince(
  executor: DbExecutor,
  playerId: number,
  currencyId: number,
  since: Date,
): Promise<PlayTotals> {
  const [row] = await queryRows<Raw>(
    executor,
    sql`with ${playerLegsSql(playerId, currencyId, sql`${since.toISOString()}::timestamptz`, null)},
    figures as (select own_kind, ${STAKE_OF_LEG} as stake, ${WIN_OF_LEG} as win from legs)
    select coalesce(sum(stake) filter (where own_kind = 'cash'), 0)::text as "stakesCash",
           coalesce(sum(stake) filter (where own_kind = 'bonus'), 0)::text as "stakesBonus",
           coalesce(sum(win) filter (where own_kind = 'cash'), 0)::text as "winsCash",
           coalesce(sum(win) filter (where own_kind = 'bonus'), 0)::text as "winsBonus"
      from figures`,
  );
  return {
    stakesCash: BigInt(row?.stakesCash ?? '0'),
    stakesBonus: BigInt(row?.stakesBonus ?? '0'),
    winsCash: BigInt(row?.winsCash ?? '0'),
    winsBonus: BigInt(row?.winsBonus ?? '0'),
  };
}
