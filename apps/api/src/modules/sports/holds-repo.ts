import { inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { sportHolds } from '../../db/schema.ts';

/* SQL of operator holds as the book applies them (holds.ts says how and when they are read). */

/** Of these markets, the ids an operator holds (the market itself, or its whole event). */
export async function heldMarketIds(
  executor: DbExecutor,
  markets: readonly { id: number; eventId: number }[],
): Promise<Set<number>> {
  const held = new Set<number>();
  if (markets.length === 0) return held;
  const holds = await executor
    .select({ eventId: sportHolds.eventId, marketId: sportHolds.marketId })
    .from(sportHolds)
    .where(inArray(sportHolds.eventId, [...new Set(markets.map((m) => m.eventId))]));
  if (holds.length === 0) return held;
  const wholeEvents = new Set(holds.filter((h) => h.marketId === null).map((h) => h.eventId));
  const single = new Set(holds.map((h) => h.marketId));
  for (const market of markets)
    if (wholeEvents.has(market.eventId) || single.has(market.id)) held.add(market.id);
  return held;
}
