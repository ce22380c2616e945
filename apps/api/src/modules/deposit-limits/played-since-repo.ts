import { and, gte, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { playerPlayHours, players } from '../../db/schema.ts';

/*
 * Who played lately, from the hourly play totals this module keeps (player_play_hours, written by the
 * ledger's trigger): for the AML module's periodic lifetime-threshold sweep, which judges only the
 * players who staked since its last look (aml needs no service of this module, so this is a function, as
 * the cashier's reads for AML are).
 */

/**
 * The players with play in an hour from the hour of `withinMs` ago on — database time, as the trigger
 * writes the hours — with their currency, by player id after `afterPlayerId`, at most `limit` (the
 * `player_play_hours_hour_idx` index finds the hours).
 */
export async function playersWhoPlayedSince(
  executor: DbExecutor,
  withinMs: number,
  afterPlayerId: number,
  limit: number,
): Promise<{ playerId: number; currencyId: number }[]> {
  return executor
    .selectDistinct({ playerId: playerPlayHours.playerId, currencyId: players.currencyId })
    .from(playerPlayHours)
    .innerJoin(players, sql`${players.id} = ${playerPlayHours.playerId}`)
    .where(
      and(
        gte(
          playerPlayHours.hour,
          sql`date_trunc('hour', now() - ${withinMs}::bigint * interval '1 millisecond')`,
        ),
        sql`${playerPlayHours.playerId} > ${afterPlayerId}`,
      ),
    )
    .orderBy(playerPlayHours.playerId)
    .limit(limit);
}
