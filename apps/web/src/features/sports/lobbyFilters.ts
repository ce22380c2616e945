import type { SportsEvent } from '@lale/contracts';
import { useSearchParams } from 'react-router';
import { startLabel } from './format.ts';

/*
 * The pre-match lobby's filters: the day (all upcoming, today, tomorrow — Istanbul days, as the start
 * times read) and one league. Both live in the address (?day=today&league=Süper Lig) so back, reload
 * and a shared link keep them. They filter the sport's list the book sent (its next 100 events, which
 * reach days ahead), so switching is instant.
 */

export const DAYS = ['all', 'today', 'tomorrow'] as const;
export type Day = (typeof DAYS)[number];
const isDay = (value: string | null): value is Day => (DAYS as readonly (string | null)[]).includes(value);

export type League = { name: string; count: number };

/** The events of one day ('all': every upcoming one). */
export function onDay(events: readonly SportsEvent[], day: Day, now = Date.now()): SportsEvent[] {
  if (day === 'all') return [...events];
  return events.filter((event) => startLabel(event.startTime, now).kind === day);
}

/** The leagues of these events, the busiest first (ties by name), for the league chips. */
export function leaguesOf(events: readonly SportsEvent[]): League[] {
  const counts = new Map<string, number>();
  for (const event of events) counts.set(event.tournament, (counts.get(event.tournament) ?? 0) + 1);
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'tr'));
}

export function useLobbyFilters() {
  const [params, setParams] = useSearchParams();
  const rawDay = params.get('day');
  const day: Day = isDay(rawDay) ? rawDay : 'all';
  const league = params.get('league');
  const set = (name: 'day' | 'league', value: string | null) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (value === null) copy.delete(name);
        else copy.set(name, value);
        return copy;
      },
      { replace: true },
    );
  return {
    day,
    league,
    setDay: (next: Day) => set('day', next === 'all' ? null : next),
    /** Choosing the chosen league again shows every league. */
    toggleLeague: (name: string) => set('league', league === name ? null : name),
  };
}
