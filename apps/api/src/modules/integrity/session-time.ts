import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { queryNamedRows } from '../../db/named-statement.ts';
import type { PlayLimitPeriod } from './play-limits-repo.ts';

/*
 * Time signed in, for the session-time limit (issue #26). What counts as signed in is the database
 * function player_signed_in_spans (migration 0036: a session from its start until now while it is live,
 * else until its last request; overlapping sessions merged), which play_limit_verdict judges by too;
 * this file only reads its spans and does the arithmetic the refusal's message and the limits page need.
 * Times are the app's clock, as the sessions are written with it.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const SESSION_WINDOW_MS: Readonly<Record<PlayLimitPeriod, number>> = {
  daily: DAY,
  weekly: 7 * DAY,
  monthly: 30 * DAY,
};

export type SignedInSpan = { startedAt: Date; endedAt: Date };

/** The player's merged signed-in spans of the last 60 days, oldest first. */
export async function signedInSpans(
  executor: DbExecutor,
  playerId: number,
  now: Date,
  idleMs: number,
): Promise<SignedInSpan[]> {
  const rows = await queryNamedRows<{ started_at: string; ended_at: string }>(
    executor,
    'signed_in_spans',
    sql`select to_json(started_at)#>>'{}' as started_at, to_json(ended_at)#>>'{}' as ended_at
          from player_signed_in_spans(${playerId}::bigint, ${now.toISOString()}::timestamptz,
                                      ${idleMs}::bigint * interval '1 millisecond')`,
  );
  return rows.map((row) => ({ startedAt: new Date(row.started_at), endedAt: new Date(row.ended_at) }));
}

/** The parts of the spans inside the window of `windowMs` that ends at `now`. */
function clipped(spans: readonly SignedInSpan[], now: Date, windowMs: number) {
  const from = now.getTime() - windowMs;
  return spans
    .map((span) => ({ start: Math.max(span.startedAt.getTime(), from), end: span.endedAt.getTime() }))
    .filter((span) => span.end > span.start);
}

/** Milliseconds signed in within the window (play_limit_verdict sums the same, in seconds). */
export const signedInMs = (spans: readonly SignedInSpan[], now: Date, windowMs: number) =>
  clipped(spans, now, windowMs).reduce((sum, span) => sum + span.end - span.start, 0);

/**
 * When a player who signs out now is back under a limit of `limitMs` in the window: the window's start
 * must first pass the point where what is over the limit has left it. Undefined while under the limit.
 * Signed in, the time keeps growing, so this is the earliest moment.
 */
export function sessionLimitFreesAt(
  spans: readonly SignedInSpan[],
  now: Date,
  windowMs: number,
  limitMs: number,
): Date | undefined {
  const parts = clipped(spans, now, windowMs);
  const over = parts.reduce((sum, span) => sum + span.end - span.start, 0) - limitMs;
  if (over < 0) return undefined;
  let left = over;
  for (const span of parts) {
    const length = span.end - span.start;
    // Strictly more than `over` must leave for the time to be under the limit again: round up a minute.
    if (length > left) return new Date(Math.ceil((span.start + left + windowMs + 1) / MINUTE) * MINUTE);
    left -= length;
  }
  return new Date(Math.ceil((now.getTime() + windowMs) / MINUTE) * MINUTE);
}

/** Milliseconds signed in within each window (the limits page). */
export async function signedInWindows(
  executor: DbExecutor,
  playerId: number,
  now: Date,
  idleMs: number,
): Promise<Record<PlayLimitPeriod, number>> {
  const spans = await signedInSpans(executor, playerId, now, idleMs);
  return {
    daily: signedInMs(spans, now, SESSION_WINDOW_MS.daily),
    weekly: signedInMs(spans, now, SESSION_WINDOW_MS.weekly),
    monthly: signedInMs(spans, now, SESSION_WINDOW_MS.monthly),
  };
}
