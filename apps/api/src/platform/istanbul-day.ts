import { sql } from 'drizzle-orm';

/*
 * The operator's days (API.md): Europe/Istanbul calendar days 'YYYY-MM-DD'. Filters take them both
 * inclusive (from the start of `from` to the start of the day after `to`); downloads are named by them.
 */

/** The start of an Istanbul calendar day as an instant (PostgreSQL knows the zone's history). */
export const istanbulDayStart = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone 'Europe/Istanbul')`;

/** The Istanbul calendar day of `at`, 'YYYY-MM-DD'. */
export const istanbulDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(at);
