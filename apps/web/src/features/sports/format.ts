/*
 * Times on the sports pages, in Istanbul time whatever the browser's zone (the book and its players are
 * in Türkiye): 'Bugün 21:00', 'Yarın 19:30', else '12.05 18:00'. Intl is fine here: the sports pages
 * are their own chunk, never the first page.
 */
export const SPORTS_TIME_ZONE = 'Europe/Istanbul';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SPORTS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SPORTS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SPORTS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
});

/** The Istanbul calendar day of an instant as a day number (days since the epoch). */
function istanbulDay(time: number): number {
  const [y, m, d] = dayFormat.format(time).split('-').map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) / 86_400_000;
}

export type StartLabel =
  { kind: 'today'; time: string } | { kind: 'tomorrow'; time: string } | { kind: 'date'; text: string };

/** How an event's start reads, relative to `now` (both in Istanbul time). */
export function startLabel(startTime: string, now: number = Date.now()): StartLabel {
  const start = Date.parse(startTime);
  const time = timeFormat.format(start);
  const days = istanbulDay(start) - istanbulDay(now);
  if (days === 0) return { kind: 'today', time };
  if (days === 1) return { kind: 'tomorrow', time };
  return { kind: 'date', text: `${dateFormat.format(start).replace('/', '.')} ${time}` };
}

/** Day, month, year, hour and minute in Istanbul time ('05.03.2025 21:40'), for the bets page. */
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SPORTS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function formatPlacedAt(time: string): string {
  return dateTimeFormat.format(Date.parse(time)).replaceAll('/', '.').replace(',', '');
}
