import { ADMIN_SPORTS_REASON_MAX, type StaffLiveFrame } from '@lale/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { api } from '../../lib/api/client.ts';
import { PATHS, type SportsEventAction } from '../../lib/api/paths.ts';
import type {
  Page,
  TradingAction,
  TradingEventDetail,
  TradingLiability,
  TradingLimits,
  TradingMarket,
  TradingPlayerLimits,
} from '../../lib/api/types.ts';
import { useStaffLive } from '../../lib/live.ts';
import { useCan } from '../../lib/permissions.ts';
import { listQueryKey } from '../../ui/list/DataList.tsx';
import { marketRef } from './tradingLabels.tsx';

/*
 * The trading room's reads and writes (contracts/admin-sports.ts). Writes answer the server's message
 * as well as the data: the screens show it ("Market suspended."). The live channel's `trading` topic
 * only says what changed; the screens re-read through HTTP, at most about twice a second.
 */

export const REASON_MIN = 3;
export const REASON_MAX = ADMIN_SPORTS_REASON_MAX;

/** How often at most a screen re-reads on the channel's frames (a busy book sends several a second). */
export const LIVE_REREAD_MS = 500;
/** The fallback re-read while the channel is quiet or down. */
const FALLBACK_MS = 30_000;

export const tradingEventKey = (eventId: string) => ['trading', 'event', eventId] as const;
export const tradingActionsKey = (eventId: string) => ['trading', 'actions', eventId] as const;
export const LIABILITY_KEY = ['trading', 'liability'] as const;
export const playerLimitsKey = (playerId: number) => ['trading', 'player-limits', playerId] as const;

export function useTradingEvent(eventId: string) {
  return useQuery({
    queryKey: tradingEventKey(eventId),
    queryFn: ({ signal }) => api.get<TradingEventDetail>(PATHS.sportsEvent(eventId), undefined, signal),
    refetchInterval: FALLBACK_MS,
  });
}

export function useEventActions(eventId: string, skip: number, take: number) {
  return useQuery({
    queryKey: [...tradingActionsKey(eventId), skip, take],
    queryFn: ({ signal }) =>
      api.get<Page<TradingAction>>(PATHS.sportsActions, { eventId, skip, take }, signal),
  });
}

export function useLiability(skip: number, take: number) {
  return useQuery({
    queryKey: [...LIABILITY_KEY, skip, take],
    queryFn: ({ signal }) => api.get<Page<TradingLiability>>(PATHS.sportsLiability, { skip, take }, signal),
    refetchInterval: FALLBACK_MS,
  });
}

export function usePlayerLimits(playerId: number) {
  return useQuery({
    queryKey: playerLimitsKey(playerId),
    queryFn: ({ signal }) =>
      api.get<TradingPlayerLimits>(PATHS.sportsPlayerLimits(playerId), undefined, signal),
  });
}

/** What an operator's action changes: the event, its record, and the room's lists. */
export function useEventChanged(eventId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tradingEventKey(eventId) }),
        queryClient.invalidateQueries({ queryKey: tradingActionsKey(eventId) }),
        queryClient.invalidateQueries({ queryKey: listQueryKey(PATHS.sportsEvents) }),
        queryClient.invalidateQueries({ queryKey: LIABILITY_KEY }),
      ]),
    [queryClient, eventId],
  );
}

// ── Writes ──────────────────────────────────────────────────────────────────────────────────────────

export type OutcomeResult = { id: string; result: 'won' | 'lost'; voidFactor?: 0 | 0.5 | 1 };

/** Suspend or reopen the whole event (no market) or one market. */
export const holdEvent = (
  eventId: number,
  action: 'suspend' | 'reopen',
  reason: string,
  market?: Pick<TradingMarket, 'key' | 'specifiers'>,
) =>
  api.send<TradingAction>('POST', PATHS.sportsEventAction(eventId, action), {
    ...(market ? { market: marketRef(market) } : {}),
    reason,
  });

/** Settle (or resettle) a market: every outcome's result, once each. */
export const settleMarket = (
  eventId: number,
  action: Extract<SportsEventAction, 'settle' | 'resettle'>,
  market: Pick<TradingMarket, 'key' | 'specifiers'>,
  outcomes: OutcomeResult[],
  reason: string,
) =>
  api.send<TradingAction>('POST', PATHS.sportsEventAction(eventId, action), {
    market: marketRef(market),
    outcomes,
    reason,
  });

/*
 * A stake limit raised above the owner's line (issue #27) is held for a second approver: these answer
 * `held` with the pending change, and the limit stays as it was until it is approved.
 */
export const saveEventLimits = (eventId: number, limits: TradingLimits, reason: string) =>
  api.write<TradingLimits & { eventId: number }>('PUT', PATHS.sportsEventLimits(eventId), {
    ...limits,
    reason,
  });

export const savePlayerLimit = (playerId: number, stakePercent: number | null, reason: string) =>
  api.write<TradingPlayerLimits>('PUT', PATHS.sportsPlayerLimits(playerId), { stakePercent, reason });

// ── Live ────────────────────────────────────────────────────────────────────────────────────────────

/**
 * `run` at most once per `ms`: the first call runs at once, calls within the pause make one more run
 * at its end (so the last change is always read). The pending run is dropped when the screen closes.
 */
export function useThrottled(run: () => void, ms = LIVE_REREAD_MS): () => void {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  const state = useRef<{ last: number; timer: number | undefined }>({ last: 0, timer: undefined });
  useEffect(() => {
    const current = state.current;
    return () => {
      window.clearTimeout(current.timer);
      current.timer = undefined;
    };
  }, []);
  return useCallback(() => {
    const current = state.current;
    if (current.timer !== undefined) return;
    const fire = () => {
      current.timer = undefined;
      current.last = Date.now();
      latest.current();
    };
    const wait = current.last + ms - Date.now();
    if (wait <= 0) fire();
    else current.timer = window.setTimeout(fire, wait);
  }, [ms]);
}

/** Listens to the `trading` topic while the member may view the book (and `enabled`). */
export function useTradingLive(onFrame: (frame: StaffLiveFrame) => void, enabled = true): void {
  const can = useCan();
  useStaffLive('trading', enabled && can('sports.view'), onFrame);
}
