import { inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { sportHolds } from '../../db/schema.ts';
import { MarketStatus } from './feed/messages.ts';

/*
 * Operator holds (sport_holds, `/api/admin/sports/.../suspend`) as the book applies them: a held event or
 * market takes no bets and offers no cash-out, and players see its active markets suspended. The feed's
 * own status is stored untouched beside it, so odds keep moving under a hold and lifting the hold lets
 * the feed's status apply again.
 *
 * Placement and cash-out read holds AFTER locking the markets (FOR SHARE): an operator's hold locks the
 * markets it covers (FOR NO KEY UPDATE) in its own transaction, so either the hold waits for a bet in
 * flight, or the bet's lock waits for the hold and its next statement sees it.
 */

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

/** The status players see: an active market under an operator hold shows as suspended. */
export const shownStatus = (status: number, held: boolean): number =>
  held && status === MarketStatus.Active ? MarketStatus.Suspended : status;
