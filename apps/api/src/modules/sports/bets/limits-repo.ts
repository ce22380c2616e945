import { eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/executor.ts';
import { sportEventLimits, sportPlayerLimits } from '../../../db/schema.ts';

/* SQL of the trading room's limits as placement reads them (issue #27; set in operator/trading.ts). */

/**
 * What placement narrows the book with (bets/service.ts): the lowest stake percentage of the legs'
 * events and the player, and the longest live delay the live legs' events set (null: none set).
 */
export async function placementLimits(
  executor: DbExecutor,
  playerId: number,
  eventIds: readonly number[],
): Promise<{ stakePercent: number | null; liveDelaySeconds: Map<number, number> }> {
  const [eventRows, playerRows] = await Promise.all([
    eventIds.length === 0
      ? []
      : executor
          .select({
            eventId: sportEventLimits.eventId,
            stakePercent: sportEventLimits.stakePercent,
            liveDelaySeconds: sportEventLimits.liveDelaySeconds,
          })
          .from(sportEventLimits)
          .where(inArray(sportEventLimits.eventId, [...eventIds])),
    executor
      .select({ stakePercent: sportPlayerLimits.stakePercent })
      .from(sportPlayerLimits)
      .where(eq(sportPlayerLimits.playerId, playerId)),
  ]);
  const percents = [...eventRows, ...playerRows]
    .map((row) => row.stakePercent)
    .filter((value): value is number => value !== null);
  const delays = new Map<number, number>();
  for (const row of eventRows)
    if (row.liveDelaySeconds !== null) delays.set(row.eventId, row.liveDelaySeconds);
  return { stakePercent: percents.length === 0 ? null : Math.min(...percents), liveDelaySeconds: delays };
}
