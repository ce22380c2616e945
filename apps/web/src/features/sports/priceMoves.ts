import { oddsMove, type SportsEvent } from '@lale/contracts';
import { MARKET_ACTIVE } from './markets.ts';

/*
 * Which prices moved between two consecutive answers of the book (or, later, two realtime updates):
 * an outcome whose odds went up flashes green, down red. Keyed like the slip's selections.
 */

export type Move = 'up' | 'down';
export type PriceMoves = ReadonlyMap<string, Move>;

/** An outcome's key: its market id and outcome id ('812#X'). */
export const quoteKey = (marketId: number, outcomeId: string) => `${marketId}#${outcomeId}`;

/** What the player can take on an outcome now: its odds, and whether bets are taken on it. */
export type Quote = { odds: string | null; open: boolean };

/** Every outcome's quote in `events`, by quoteKey. */
export function quotesOf(events: readonly SportsEvent[]): Map<string, Quote> {
  const quotes = new Map<string, Quote>();
  for (const event of events) {
    for (const market of event.markets) {
      for (const outcome of market.outcomes) {
        quotes.set(quoteKey(market.id, outcome.id), {
          odds: outcome.odds,
          open: market.status === MARKET_ACTIVE && outcome.active && outcome.odds !== null,
        });
      }
    }
  }
  return quotes;
}

/** The outcomes whose odds differ between `previous` and `next` (both present), and which way. */
export function priceMoves(previous: readonly SportsEvent[] | undefined, next: readonly SportsEvent[]) {
  const moves = new Map<string, Move>();
  if (!previous) return moves;
  const before = quotesOf(previous);
  for (const [key, quote] of quotesOf(next)) {
    const was = before.get(key)?.odds;
    if (!was || !quote.odds) continue;
    const move = oddsMove(was, quote.odds);
    if (move === null || move === 'same') continue;
    moves.set(key, move);
  }
  return moves;
}
