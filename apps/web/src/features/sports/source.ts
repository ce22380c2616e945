import { API_ENDPOINTS, eventTopic, lobbyTopic, type OddsDelta, type SportsEvent } from '@lale/contracts';
import { useQueries, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { call } from '../../lib/api/index.ts';
import { applyDeltaToEvent, applyDeltaToList } from './liveOdds.ts';
import { createOddsLink, type OddsLink } from './oddsLink.ts';
import { priceMoves, quotesOf, type Move, type Quote } from './priceMoves.ts';

/*
 * THE DATA SOURCE of the sports pages: where the lobbies, the event page and the slip get events and
 * prices. A page's first state comes from the book's POST calls (sports/events, sports/event); from
 * then on the live odds subscription (/hub/odds, oddsLink.ts) pushes deltas, applied to the same
 * react-query entries (liveOdds.ts), so every page keeps reading a `Feed` — the events plus which prices
 * moved — however the change arrived. Polling (every 3 s for live events, 15 s before kick-off) runs only
 * while a page's topic is not live: the socket is down, reconnecting, or not yet subscribed.
 */

export const LIVE_REFRESH_MS = 3_000;
export const PRE_MATCH_REFRESH_MS = 15_000;
export const EVENTS_TAKE = 100;
/** How long a moved price shows its flash and arrow (a refresh or delta of other prices keeps it). */
export const FLASH_SHOWN_MS = 3_000;
/** A lobby told of an event it does not list reads itself again after this (once per burst). */
export const MISSING_EVENT_REFETCH_MS = 1_000;

export const sportsKeys = {
  events: (live: boolean, sportId: number) => ['sports', 'events', live, sportId] as const,
  event: (eventId: number) => ['sports', 'event', eventId] as const,
  myBets: ['sports', 'mybets'] as const,
};

/** A price that moved: which way, in which update (`version` restarts its flash), and when. */
export type Flash = { move: Move; version: number; at: number };
export type Flashes = ReadonlyMap<string, Flash>;
export const NO_FLASHES: Flashes = new Map();

/** What a page renders: the events, the prices that moved lately (by quoteKey), and the update count. */
export type Feed<T> = { data: T; flashes: Flashes; version: number };

/**
 * The next feed from the previous one and new data (a fresh answer or a delta applied): the one place
 * moves are computed. A move stays FLASH_SHOWN_MS, so an update of other prices does not cut it short.
 */
export function nextFeed<T>(
  previous: Feed<T> | undefined,
  data: T,
  list: (data: T) => SportsEvent[],
  now = Date.now(),
): Feed<T> {
  const version = (previous?.version ?? 0) + 1;
  const flashes = new Map<string, Flash>();
  if (previous) {
    for (const [key, flash] of previous.flashes) if (now - flash.at < FLASH_SHOWN_MS) flashes.set(key, flash);
    for (const [key, move] of priceMoves(list(previous.data), list(data)))
      flashes.set(key, { move, version, at: now });
  }
  return { data, flashes, version };
}

const asList = (events: SportsEvent[]) => events;
const single = (event: SportsEvent) => [event];

/** The query a page's topic feeds ('live:1' → the live lobby of football); others feed none. */
function queryKeyOf(topic: string): QueryKey | undefined {
  const [kind, id] = topic.split(':');
  if (id === undefined) return undefined;
  if (kind === 'event') return sportsKeys.event(Number(id));
  if (kind === 'live' || kind === 'pre') return sportsKeys.events(kind === 'live', Number(id));
  return undefined;
}

/** Applies a delta to every cached lobby list and to the event's own entry. */
function applyDelta(queryClient: QueryClient, delta: OddsDelta, refetchSoon: (key: QueryKey) => void) {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: ['sports', 'events'] })) {
    const feed = query.state.data as Feed<SportsEvent[]> | undefined;
    if (!feed) continue;
    const [, , live, sportId] = query.queryKey as ReturnType<typeof sportsKeys.events>;
    const { events, missing } = applyDeltaToList(feed.data, delta, { live, sportId });
    if (events !== feed.data) queryClient.setQueryData(query.queryKey, nextFeed(feed, events, asList));
    // A full pre-match page does not list every event of its sport: one it lacks is no news.
    if (missing && (live || feed.data.length < EVENTS_TAKE)) refetchSoon(query.queryKey);
  }
  const key = sportsKeys.event(delta.event.id);
  const feed = queryClient.getQueryData<Feed<SportsEvent>>(key);
  if (feed) {
    queryClient.setQueryData(key, nextFeed(feed, applyDeltaToEvent(feed.data, delta, false), single));
  }
}

const links = new WeakMap<QueryClient, OddsLink>();

/** The live odds link of this query cache (one per page life; tests get one per render). */
export function oddsLinkOf(queryClient: QueryClient): OddsLink {
  const known = links.get(queryClient);
  if (known) return known;
  const link = createOddsLink();
  const scheduled = new Set<string>();
  const refetchSoon = (queryKey: QueryKey) => {
    const hash = JSON.stringify(queryKey);
    if (scheduled.has(hash)) return;
    scheduled.add(hash);
    setTimeout(() => {
      scheduled.delete(hash);
      void queryClient.invalidateQueries({ queryKey, exact: true });
    }, MISSING_EVENT_REFETCH_MS);
  };
  link.onDelta((delta) => applyDelta(queryClient, delta, refetchSoon));
  // A topic just became live (or must be read again): what changed before its deltas began is read once.
  link.onLive((topics) => {
    for (const topic of topics) {
      const queryKey = queryKeyOf(topic);
      if (queryKey) void queryClient.invalidateQueries({ queryKey, exact: true });
    }
  });
  links.set(queryClient, link);
  return link;
}

/** Wants `topics` while mounted; true while every one of them is live (then nothing needs polling). */
function useOddsTopics(topics: readonly string[]): boolean {
  const link = oddsLinkOf(useQueryClient());
  const joined = topics.join(' ');
  useEffect(() => {
    const releases = joined === '' ? [] : joined.split(' ').map((topic) => link.want(topic));
    return () => releases.forEach((release) => release());
  }, [link, joined]);
  return useSyncExternalStore(link.onState, () => topics.every((topic) => link.isLive(topic)));
}

/** The lobby's events: live or upcoming, of one sport, soonest first, each with its main market. */
export function useEventsFeed(live: boolean, sportId: number) {
  const queryClient = useQueryClient();
  const queryKey = sportsKeys.events(live, sportId);
  const streaming = useOddsTopics([lobbyTopic(live, sportId)]);
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
    refetchInterval: streaming ? false : live ? LIVE_REFRESH_MS : PRE_MATCH_REFRESH_MS,
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
 * How often an event is asked again while its deltas are not arriving: like its lobby (3 s live, 15 s
 * before kick-off), never once it is over, and slowly while it cannot be read (gone from the book, or
 * the network is down).
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

/** One event with every market shown; live through its topic, else refreshed like its lobby. */
export function useEventFeed(eventId: number) {
  const queryClient = useQueryClient();
  const streaming = useOddsTopics([eventTopic(eventId)]);
  return useQuery({
    queryKey: sportsKeys.event(eventId),
    queryFn: ({ signal }) => fetchEventFeed(queryClient, eventId, signal),
    refetchInterval: streaming ? false : eventRefresh,
    retry: false,
  });
}

/** Keeps the slip's events fresh wherever the player is, so changed and suspended picks show. */
export function useSlipEventsFeed(eventIds: readonly number[]) {
  const queryClient = useQueryClient();
  const streaming = useOddsTopics(eventIds.map(eventTopic));
  useQueries({
    queries: eventIds.map((eventId) => ({
      queryKey: sportsKeys.event(eventId),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchEventFeed(queryClient, eventId, signal),
      refetchInterval: streaming ? (false as const) : eventRefresh,
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
