import { eventTopic, lobbyTopic, MAIN_MARKET_KEYS, type OddsDelta, type OddsTopic } from '@lale/contracts';
import { EventStatus } from '../feed/messages.ts';
import type { BookChange } from '../feed/processor.ts';

/*
 * What a change of the book sends to whom (contracts/sports-live.ts). Each change becomes at most two
 * frames, serialised here once whatever the number of subscribers: every market it changed for the
 * event's own topic, and the main market (plus the header) for the lobbies that list the event. An
 * event that moved between lobbies (kicked off, ended) is sent to the lobbies of both states: one
 * drops it, the other learns it exists.
 */

/** One frame and the topics whose subscribers receive it. */
export type Broadcast = { topics: OddsTopic[]; frame: string };

const MAIN = new Set<string>(MAIN_MARKET_KEYS);

/** The lobbies an event of `status` is listed in (none once it is over, cancelled or postponed). */
function lobbiesOf(status: number, sportId: number): OddsTopic[] {
  if (status === EventStatus.Live) return [lobbyTopic(true), lobbyTopic(true, sportId)];
  if (status === EventStatus.NotStarted) return [lobbyTopic(false), lobbyTopic(false, sportId)];
  return [];
}

export function broadcastsOf(change: BookChange, sportId: number, at: number): Broadcast[] {
  const event: OddsDelta['event'] = { id: change.eventId, sportId, ...change.header };
  const frameOf = (markets: BookChange['markets']) =>
    JSON.stringify({ type: 'delta', at, event, markets } satisfies OddsDelta);
  const whole = frameOf(change.markets);
  const broadcasts: Broadcast[] = [{ topics: [eventTopic(change.eventId)], frame: whole }];

  const lobbies = [
    ...new Set([...lobbiesOf(change.wasStatus, sportId), ...lobbiesOf(change.header.status, sportId)]),
  ];
  const main = change.markets.filter((market) => MAIN.has(market.key));
  if (lobbies.length > 0 && (main.length > 0 || change.headerChanged)) {
    broadcasts.push({
      topics: lobbies,
      frame: main.length === change.markets.length ? whole : frameOf(main),
    });
  }
  return broadcasts;
}
