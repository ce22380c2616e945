import { MAIN_MARKET_KEYS, type OddsDelta, type SportsEvent, type SportsMarket } from '@lale/contracts';
import { EVENT_LIVE } from './markets.ts';

/*
 * A live odds delta applied to what the pages hold (contracts/sports-live.ts): the event's header, and
 * each changed market whole — its status, and the outcomes it names replacing theirs. A market no longer
 * shown (deactivated, settled, cancelled) leaves; a market not yet known joins when it comes priced.
 * Pure: the same delta applied twice changes nothing the second time.
 */

/** Statuses a market is shown with: active (1) and suspended (-1), as the book reads them. */
const SHOWN = new Set([1, -1]);
const MAIN = new Set<string>(MAIN_MARKET_KEYS);
const EVENT_NOT_STARTED = 0;

/** `list` with the item at `index` replaced (Array#with, which older phones lack). */
const replaceAt = <T>(list: readonly T[], index: number, item: T): T[] =>
  list.map((known, i) => (i === index ? item : known));

function mergeMarket(market: SportsMarket, change: OddsDelta['markets'][number]): SportsMarket {
  let outcomes = market.outcomes;
  if (change.outcomes) {
    const named = new Map(change.outcomes.map((outcome) => [outcome.id, outcome]));
    outcomes = market.outcomes.map((outcome) => named.get(outcome.id) ?? outcome);
    for (const outcome of change.outcomes) {
      if (!market.outcomes.some((known) => known.id === outcome.id)) outcomes = [...outcomes, outcome];
    }
  }
  return { ...market, status: change.status, outcomes };
}

/** `event` with `delta` applied; `onlyMain` keeps a lobby's event to its main market. */
export function applyDeltaToEvent(event: SportsEvent, delta: OddsDelta, onlyMain: boolean): SportsEvent {
  let markets = event.markets;
  for (const change of delta.markets) {
    if (onlyMain && !MAIN.has(change.key)) continue;
    const index = markets.findIndex((market) => market.id === change.id);
    if (!SHOWN.has(change.status)) {
      if (index >= 0) markets = markets.filter((market) => market.id !== change.id);
    } else if (index >= 0) {
      markets = replaceAt(markets, index, mergeMarket(markets[index]!, change));
    } else if (change.outcomes) {
      const { id, key, specifiers, status, outcomes } = change;
      markets = [...markets, { id, key, specifiers, status, outcomes }];
    }
  }
  const { status, homeScore, awayScore, matchTime } = delta.event;
  return { ...event, status, homeScore, awayScore, matchTime, markets };
}

/** What a lobby lists: events of its sport, live or not started. */
export type Lobby = { live: boolean; sportId: number };

export const listedIn = (lobby: Lobby, event: OddsDelta['event']) =>
  event.sportId === lobby.sportId && event.status === (lobby.live ? EVENT_LIVE : EVENT_NOT_STARTED);

/**
 * A lobby's list with `delta` applied: the event updated, or dropped when it no longer belongs (kicked
 * off, ended). `missing` says the event belongs to the lobby but is not in the list (it just kicked off,
 * or was just added): a delta cannot carry names and times, so the owner reads the list again.
 */
export function applyDeltaToList(
  events: SportsEvent[],
  delta: OddsDelta,
  lobby: Lobby,
): { events: SportsEvent[]; missing: boolean } {
  const index = events.findIndex((event) => event.id === delta.event.id);
  const belongs = listedIn(lobby, delta.event);
  if (index < 0) return { events, missing: belongs };
  if (!belongs) return { events: events.filter((event) => event.id !== delta.event.id), missing: false };
  return { events: replaceAt(events, index, applyDeltaToEvent(events[index]!, delta, true)), missing: false };
}
