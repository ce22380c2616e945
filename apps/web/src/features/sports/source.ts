import { API_ENDPOINTS, type SportsEvent } from '@lale/contracts';
import { useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { call } from '../../lib/api/index.ts';
import { NO_MOVES, priceMoves, quotesOf, type PriceMoves, type Quote } from './priceMoves.ts';

/*
 * THE DATA SOURCE of the sports pages: where the lobbies, the event page and the slip get events and
 * prices. Today it is react-query polling (every 3 s for live events, 15 s before kick-off). A realtime
 * subscription replaces the bodies of `useEventsFeed` and `useEventFeed` (e.g. push odds_change into
 * the same query keys with `queryClient.setQueryData` through `nextFeed`), and nothing else changes:
 * every page reads a `Feed` — the events plus which prices moved since the previous update.
 */

export const LIVE_REFRESH_MS = 3_000;
export const PRE_MATCH_REFRESH_MS = 15_000;
export const EVENTS_TAKE = 100;

export const sportsKeys = {
  events: (live: boolean, sportId: number) => ['sports', 'events', live, sportId] as const,
  event: (eventId: number) => ['sports', 'event', eventId] as const,
  myBets: ['sports', 'mybets'] as const,
};

/** What a page renders: the events, the prices that moved since the previous update, and its count. */
export type Feed<T> = { data: T; moves: PriceMoves; version: number };

/** The next feed from the previous one and a fresh answer: the one place moves are computed. */
export function nextFeed<T>(
  previous: Feed<T> | undefined,
  data: T,
  list: (data: T) => SportsEvent[],
): Feed<T> {
  return {
    data,
    moves: previous ? priceMoves(list(previous.data), list(data)) : NO_MOVES,
    version: (previous?.version ?? 0) + 1,
  };
}

const asList = (events: SportsEvent[]) => events;
const single = (event: SportsEvent) => [event];

/** The lobby's events: live or upcoming, of one sport, soonest first, each with its main market. */
export function useEventsFeed(live: boolean, sportId: number) {
  const queryClient = useQueryClient();
  const queryKey = sportsKeys.events(live, sportId);
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const answer = await call(
        API_ENDPOINTS.sportsEvents,
        { live, sportId, skip: 0, take: EVENTS_TAKE },
        { signal },
      );
      return nextFeed(queryClient.getQueryData<Feed<SportsEvent[]>>(queryKey), answer.data, asList);
    },
    refetchInterval: live ? LIVE_REFRESH_MS : PRE_MATCH_REFRESH_MS,
  });
}

async function fetchEventFeed(queryClient: QueryClient, eventId: number, signal: AbortSignal) {
  const answer = await call(API_ENDPOINTS.sportsEvent, { eventId }, { signal });
  return nextFeed(
    queryClient.getQueryData<Feed<SportsEvent>>(sportsKeys.event(eventId)),
    answer.data,
    single,
  );
}

/**
 * How often an event is asked again: like its lobby (3 s live, 15 s before kick-off), never once it is
 * over, and slowly while it cannot be read (gone from the book, or the network is down).
 */
function eventRefresh(query: { state: { data: Feed<SportsEvent> | undefined; status: string } }) {
  const feed = query.state.data;
  if (query.state.status === 'error') return PRE_MATCH_REFRESH_MS;
  if (!feed) return LIVE_REFRESH_MS;
  if (feed.data.status > 1) return false;
  return feed.data.status === 1 || Date.parse(feed.data.startTime) <= Date.now()
    ? LIVE_REFRESH_MS
    : PRE_MATCH_REFRESH_MS;
}

/** One event with every market shown; refreshed like the lobby it belongs to. */
export function useEventFeed(eventId: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: sportsKeys.event(eventId),
    queryFn: ({ signal }) => fetchEventFeed(queryClient, eventId, signal),
    refetchInterval: eventRefresh,
    retry: false,
  });
}

/** Keeps the slip's events fresh wherever the player is, so changed and suspended picks show. */
export function useSlipEventsFeed(eventIds: readonly number[]) {
  const queryClient = useQueryClient();
  useQueries({
    queries: eventIds.map((eventId) => ({
      queryKey: sportsKeys.event(eventId),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchEventFeed(queryClient, eventId, signal),
      refetchInterval: eventRefresh,
      retry: false,
    })),
  });
}

type Quotes = ReadonlyMap<string, Quote>;
const memo = new WeakMap<QueryClient, { stamp: string; quotes: Quotes }>();

/** The events of every cached sports answer, oldest answer first (so the newest price wins). */
function latestQuotes(queryClient: QueryClient): Quotes {
  const queries = queryClient
    .getQueryCache()
    .findAll({ queryKey: ['sports'] })
    .filter((q) => (q.queryKey[1] === 'events' || q.queryKey[1] === 'event') && q.state.data !== undefined)
    .sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt);
  const stamp = queries.map((q) => `${q.queryHash}@${q.state.dataUpdatedAt}`).join(',');
  const known = memo.get(queryClient);
  if (known?.stamp === stamp) return known.quotes;
  const quotes = new Map<string, Quote>();
  for (const query of queries) {
    const feed = query.state.data as Feed<SportsEvent[] | SportsEvent>;
    const events = Array.isArray(feed.data) ? feed.data : [feed.data];
    for (const [key, quote] of quotesOf(events)) quotes.set(key, quote);
  }
  memo.set(queryClient, { stamp, quotes });
  return quotes;
}

/** The newest quote of every outcome the sports pages have seen, for the slip to compare with. */
export function useLatestQuotes(): Quotes {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  return useSyncExternalStore(
    (notify) => cache.subscribe(notify),
    () => latestQuotes(queryClient),
  );
}
