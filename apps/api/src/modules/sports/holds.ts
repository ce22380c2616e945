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

// The read runs in the caller's transaction; re-exported so placement and the book read it from here.
export { heldMarketIds } from './holds-repo.ts';

/** The status players see: an active market under an operator hold shows as suspended. */
export const shownStatus = (status: number, held: boolean): number =>
  held && status === MarketStatus.Active ? MarketStatus.Suspended : status;
