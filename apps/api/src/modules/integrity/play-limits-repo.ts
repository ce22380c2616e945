import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { queryNamedRows } from '../../db/named-statement.ts';

/*
 * The loss and wager limits as the wager gate reads them (issue #26): the player's limits in force
 * (modules/deposit-limits' rows of kind 'loss' and 'wager') and what their play hours (player_play_hours,
 * kept by a trigger on the ledger) add up to in each rolling window.
 *
 * Time base: the hours are the ledger's created_at, which is database time, so the windows are measured
 * from the database's now() as well — one clock for both sides of the comparison.
 *
 * Windows are counted in whole hours: an hour counts while any part of it is inside the window, so a
 * stake counts up to one hour longer than its exact moment would (never shorter — a limit can only be
 * stricter than its words, not looser).
 */

export type PlayLimitKind = 'loss' | 'wager';
export type PlayLimitPeriod = 'daily' | 'weekly' | 'monthly';

export const PLAY_WINDOW_HOURS: Readonly<Record<PlayLimitPeriod, number>> = {
  daily: 24,
  weekly: 7 * 24,
  monthly: 30 * 24,
};

/** The measure a kind of limit caps, as SQL over player_play_hours' columns. */
const MEASURE: Record<PlayLimitKind, string> = {
  // An unsettled stake counts as lost until its return arrives (the return lowers it then).
  loss: 'staked_minor - returned_minor',
  wager: 'staked_minor',
};

/** An hour inside the rolling window of `hours` hours before the database's now(). */
const inWindow = (hours: number) => sql.raw(`hour > date_trunc('hour', now()) - interval '${hours} hours'`);

/** What a limit caps: money lost or staked, or time signed in (issue #26). */
export type LimitVerdictKind = PlayLimitKind | 'session';

/**
 * The limits' verdict on a stake, as SQL: 'loss_limit', 'wager_limit', 'session_limit' or null (the
 * database function play_limit_verdict, migrations 0031 and 0036: the one place the rule is judged). It
 * locks the player's limit rows until the transaction ends and reads after that lock, so it is race-proof
 * inside a one-statement stake as in a careful one. `now` and `idleMs` are the app's clock and the site
 * session's idle timeout, for the time signed in (sessions are written with the app's clock).
 */
export const playLimitVerdictSql = (playerId: SQL, stakeMinor: SQL, now: Date, idleMs: number) =>
  sql`play_limit_verdict(${playerId}, ${stakeMinor}, ${now.toISOString()}::timestamptz, ${idleMs}::bigint * interval '1 millisecond')`;

const VERDICT_KIND: Record<string, LimitVerdictKind> = {
  loss_limit: 'loss',
  wager_limit: 'wager',
  session_limit: 'session',
};

/** The verdict in a transaction of its own statement (the careful paths). */
export async function playLimitVerdict(
  tx: DbExecutor,
  playerId: number,
  stakeMinor: bigint,
  now: Date,
  idleMs: number,
): Promise<LimitVerdictKind | undefined> {
  const [row] = await queryNamedRows<{ verdict: string | null }>(
    tx,
    'play_verdict',
    sql`select ${playLimitVerdictSql(sql`${playerId}::bigint`, sql`${stakeMinor.toString()}::bigint`, now, idleMs)} as verdict`,
  );
  return row?.verdict ? VERDICT_KIND[row.verdict] : undefined;
}

/** The player's session-time limits in force, in minutes, by period (read without a lock). */
export async function sessionLimits(
  executor: DbExecutor,
  playerId: number,
): Promise<{ period: PlayLimitPeriod; minutes: number }[]> {
  const rows = await queryNamedRows<{ period: PlayLimitPeriod; minutes: string }>(
    executor,
    'session_limits',
    sql`select period, amount_minor::text as minutes from deposit_limits
         where player_id = ${playerId}::bigint and kind = 'session' and amount_minor is not null
         order by case period when 'daily' then 1 when 'weekly' then 2 else 3 end`,
  );
  return rows.map((row) => ({ period: row.period, minutes: Number(row.minutes) }));
}

export type PlayLimitUse = {
  kind: PlayLimitKind;
  period: PlayLimitPeriod;
  limitMinor: bigint;
  usedMinor: bigint;
};

/**
 * The player's loss and wager limits in force with what each window holds, read without a lock: for
 * telling the player which limit refused a stake (play_limit_verdict judged it).
 */
export async function playLimitUse(executor: DbExecutor, playerId: number): Promise<PlayLimitUse[]> {
  const limits = await queryNamedRows<{ kind: PlayLimitKind; period: PlayLimitPeriod; amount_minor: string }>(
    executor,
    'play_limits',
    sql`select kind, period, amount_minor::text from deposit_limits
         where player_id = ${playerId}::bigint and kind in ('loss', 'wager') and amount_minor is not null
         order by id`,
  );
  if (limits.length === 0) return [];
  const sums = limits.map(
    (row, i) =>
      sql`coalesce(sum(${sql.raw(MEASURE[row.kind])}) filter (where ${inWindow(PLAY_WINDOW_HOURS[row.period])}), 0)::text as ${sql.raw(`m${i}`)}`,
  );
  const [used] = await queryNamedRows<Record<string, string>>(
    executor,
    'play_used',
    sql`select ${sql.join(sums, sql`, `)} from player_play_hours
         where player_id = ${playerId}::bigint and ${inWindow(PLAY_WINDOW_HOURS.monthly)}`,
  );
  return limits.map((row, i) => ({
    kind: row.kind,
    period: row.period,
    limitMinor: BigInt(row.amount_minor),
    usedMinor: BigInt(used?.[`m${i}`] ?? '0'),
  }));
}

/**
 * When room under a limit frees up: when the oldest hour with play in its window leaves it (the issue's
 * rule — "when the oldest stake in the window leaves it"). Undefined when the window holds no play.
 */
export async function playLimitFreesAt(
  executor: DbExecutor,
  playerId: number,
  period: PlayLimitPeriod,
): Promise<Date | undefined> {
  const hours = PLAY_WINDOW_HOURS[period];
  const [row] = await queryNamedRows<{ at: string | null }>(
    executor,
    'play_frees',
    sql`select to_json(min(hour) + interval '1 hour' * ${hours + 1}::int)#>>'{}' as at from player_play_hours
         where player_id = ${playerId}::bigint and staked_minor > 0 and ${inWindow(hours)}`,
  );
  return row?.at ? new Date(row.at) : undefined;
}

export type PlayWindowTotals = Record<PlayLimitKind, Record<PlayLimitPeriod, bigint>>;

/** What each window holds for each kind of limit, limit or not (the player's limits page). */
export async function playWindowTotals(executor: DbExecutor, playerId: number): Promise<PlayWindowTotals> {
  const kinds = Object.keys(MEASURE) as PlayLimitKind[];
  const periods = Object.keys(PLAY_WINDOW_HOURS) as PlayLimitPeriod[];
  const pairs = kinds.flatMap((kind) => periods.map((period) => ({ kind, period })));
  const sums = pairs.map(
    ({ kind, period }) =>
      sql`coalesce(sum(${sql.raw(MEASURE[kind])}) filter (where ${inWindow(PLAY_WINDOW_HOURS[period])}), 0)::text as ${sql.raw(`${kind}_${period}`)}`,
  );
  const [row] = await queryNamedRows<Record<string, string>>(
    executor,
    'play_totals',
    sql`select ${sql.join(sums, sql`, `)} from player_play_hours
         where player_id = ${playerId}::bigint and ${inWindow(PLAY_WINDOW_HOURS.monthly)}`,
  );
  const totals = {} as PlayWindowTotals;
  for (const kind of kinds) {
    totals[kind] = {} as Record<PlayLimitPeriod, bigint>;
    for (const period of periods) totals[kind][period] = BigInt(row?.[`${kind}_${period}`] ?? '0');
  }
  return totals;
}
