import pg from 'pg';
import { systemClock, type Clock } from '../platform/clock.ts';
import { createLagTracker, parseLsn } from './replica-lag.ts';

/*
 * A streaming replica for the reads that may be a few seconds old (DATABASE_REPLICA_URL; ARCHITECTURE
 * "Reads on a replica"). Its lag is measured on a timer, not per request; while it is within the limit
 * the read-only client sends its queries there, otherwise — lagging, unreachable, failing — to the
 * primary, so a request never fails because of the replica. The timer brings it back when it recovers.
 */

/** 'none': no replica configured; 'lagging' and 'down': configured but not used just now. */
export type ReplicaState = 'in-use' | 'lagging' | 'down' | 'none';

export type ReplicaStateChange = {
  /** Undefined on the first measurement, at start-up. */
  from: ReplicaState | undefined;
  to: ReplicaState;
  /** The lag measured (null when unknown or not measured). */
  lagMs: number | null;
  maxLagMs: number;
  /** Why the replica is down. */
  error?: unknown;
};

/** The replica's lag in ms (null: cannot be told); throws when a server does not answer. */
export type LagProbe = (servers: { replica: pg.Pool; primary: pg.Pool }) => Promise<number | null>;

export type ReplicaOptions = {
  url: string;
  /** A replica further behind than this is not read from. */
  maxLagMs: number;
  /** How often the lag is measured (default every second). */
  probeIntervalMs?: number;
  /** "Now" for the lag's history (tests pass one they move). */
  clock?: Clock;
  /** Replaces the WAL-position probe (tests control the lag this way). */
  lagProbe?: LagProbe;
  /** Called once per change of state (default: one line on the console). */
  onStateChange?: (change: ReplicaStateChange) => void;
  poolSize?: number;
};

/** What readiness and metrics read. */
export type ReplicaStatus = {
  state(): ReplicaState;
  /** The last lag measured, in ms (null: none yet, unknown, or no replica). */
  lagMs(): number | null;
  /** Measures the lag now (the timer's tick; tests call it) and answers the resulting state. */
  check(): Promise<ReplicaState>;
};

export const NO_REPLICA: ReplicaStatus = {
  state: () => 'none',
  lagMs: () => null,
  check: async () => 'none',
};

/** The one method drizzle's node-postgres session calls on its client for a query. */
export type QueryClient = Pick<pg.Pool, 'query'>;

export type ReadReplica = {
  status: ReplicaStatus;
  /** Sends each query to the replica while it is in use, else (or when the replica fails it) to the primary. */
  client: QueryClient;
  close(): Promise<void>;
};

const DEFAULT_PROBE_INTERVAL_MS = 1_000;
/** A probe (or a connection to the replica) taking longer than this counts as the replica being down. */
const REPLICA_TIMEOUT_MS = 2_000;
/**
 * `options` is a startup parameter: every session on the replica pool is read-only, so a write that
 * reached it by mistake is refused even where the server itself would take it. PgBouncer (1.18 here)
 * refuses startup `options` unless listed in its `ignore_startup_parameters`; then the pool reconnects
 * without it and relies on the standby's recovery, which refuses every write and which the WAL-position
 * probe checks on every tick (a server not in recovery is not read from).
 */
const READ_ONLY_SESSION = '-c default_transaction_read_only=on';
const refusesStartupOptions = (error: unknown) =>
  /unsupported startup parameter: options/.test((error as Error | undefined)?.message ?? '');

export async function openReadReplica(primary: pg.Pool, options: ReplicaOptions): Promise<ReadReplica> {
  const {
    maxLagMs,
    probeIntervalMs = DEFAULT_PROBE_INTERVAL_MS,
    clock = systemClock,
    onStateChange = logStateChange,
  } = options;
  const openPool = (readOnlySessions: boolean) => {
    const pool = new pg.Pool({
      connectionString: options.url,
      ...(readOnlySessions ? { options: READ_ONLY_SESSION } : {}),
      connectionTimeoutMillis: REPLICA_TIMEOUT_MS,
      ...(options.poolSize === undefined ? {} : { max: options.poolSize }),
    });
    // An idle connection that breaks must not crash the process; the next query or probe notices.
    pool.on('error', () => undefined);
    return pool;
  };
  let replica = openPool(true);
  let readOnlySessions = true;
  const probe = options.lagProbe ?? walPositionProbe(clock, maxLagMs + 3 * probeIntervalMs);

  // Not read from until the first measurement says otherwise (it runs before open returns).
  let state: ReplicaState = 'down';
  let measured = false;
  let lagMs: number | null = null;
  function enter(next: ReplicaState, error?: unknown): void {
    if (next === state && measured) return;
    const from = measured ? state : undefined;
    state = next;
    measured = true;
    onStateChange({ from, to: next, lagMs, maxLagMs, ...(error === undefined ? {} : { error }) });
  }

  let running: Promise<ReplicaState> | undefined;
  async function measure(): Promise<ReplicaState> {
    try {
      lagMs = await withTimeout(probe({ replica, primary }), REPLICA_TIMEOUT_MS);
      enter(lagMs !== null && lagMs <= maxLagMs ? 'in-use' : 'lagging');
    } catch (error) {
      if (readOnlySessions && refusesStartupOptions(error)) {
        // A pooler in front of the replica: once, without the startup option (see READ_ONLY_SESSION).
        const refused = replica;
        replica = openPool((readOnlySessions = false));
        void refused.end();
        return measure();
      }
      lagMs = null;
      enter('down', error);
    }
    return state;
  }
  const check = () => (running ??= measure().finally(() => (running = undefined)));

  await check(); // the first requests already know where to go
  const timer = setInterval(() => void check(), probeIntervalMs);
  // The probe never keeps the process alive on its own.
  timer.unref();

  const client: QueryClient = {
    query: (async (config: pg.QueryConfig, values?: unknown[]) => {
      if (state !== 'in-use') return primary.query(config, values);
      try {
        return await replica.query(config, values);
      } catch (error) {
        const failure = replicaFailure(error);
        if (failure === 'query') throw error;
        // Down between two probes: say so now (the next probe brings it back when it answers again).
        if (failure === 'down') {
          lagMs = null;
          enter('down', error);
        }
        return primary.query(config, values);
      }
    }) as QueryClient['query'],
  };

  return {
    status: { state: () => state, lagMs: () => lagMs, check },
    client,
    async close() {
      clearInterval(timer);
      await running;
      await replica.end();
    },
  };
}

/**
 * What a replica's error means for the query: 'down' (it cannot serve: no connection, shutting down,
 * refused us), 'conflict' (a hot standby cancelled the query for replay: the primary answers it), or
 * 'query' (the query's own error, which the primary would give too: thrown as is).
 */
function replicaFailure(error: unknown): 'down' | 'conflict' | 'query' {
  const code = (error as { code?: unknown } | null)?.code;
  // Socket errors (ECONNREFUSED, ETIMEDOUT) and pg's own (connection terminated, timeout) carry no SQLSTATE.
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return 'down';
  // 08 connection exception, 28 authorization, 3D000 no such database, 53300 too many connections,
  // 57P01–57P03 shutdown or not accepting connections yet.
  if (/^(08|28)/.test(code) || ['3D000', '53300', '57P01', '57P02', '57P03'].includes(code)) return 'down';
  // Recovery conflicts are reported as serialization failures (the API never reads serializable).
  if (code === '40001') return 'conflict';
  return 'query';
}

/**
 * The lag from WAL positions (replica-lag.ts): the primary's current position first, then what the
 * replica has replayed — so the replica is compared with a position the primary had already reached.
 */
export function walPositionProbe(clock: Clock, historyMs: number): LagProbe {
  const tracker = createLagTracker(historyMs);
  return async ({ replica, primary }) => {
    const at = clock.now().getTime();
    const { rows: primaryRows } = await primary.query<{ lsn: string }>(
      'select pg_current_wal_lsn()::text as lsn',
    );
    const { rows } = await replica.query<{
      standby: boolean;
      replay_lsn: string | null;
      replayed_commit_ago_ms: number | null;
    }>(
      `select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as replay_lsn,
              (extract(epoch from now() - pg_last_xact_replay_timestamp()) * 1000)::float8 as replayed_commit_ago_ms`,
    );
    const [primaryRow] = primaryRows;
    const [row] = rows;
    if (!primaryRow || !row) throw new Error('the lag probe got no row');
    // A server that is not a standby has no replay position: its lag cannot be bounded, so it is not used.
    if (!row.standby) throw new Error('the replica is not a standby (pg_is_in_recovery() is false)');
    return tracker.observe({
      at,
      primaryLsn: parseLsn(primaryRow.lsn),
      replayLsn: row.replay_lsn === null ? null : parseLsn(row.replay_lsn),
      replayedCommitAgoMs: row.replayed_commit_ago_ms,
    });
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** One line per change of state (never the URL: it may hold a password). */
function logStateChange({ to, lagMs, maxLagMs, error }: ReplicaStateChange): void {
  const lag = lagMs === null ? 'unknown' : `${Math.round(lagMs)} ms`;
  if (to === 'in-use') console.info(`[db] read replica in use (lag ${lag}, limit ${maxLagMs} ms)`);
  else if (to === 'lagging')
    console.warn(`[db] read replica lagging (${lag}, limit ${maxLagMs} ms): its reads go to the primary`);
  else if (to === 'down')
    console.warn(
      `[db] read replica unavailable (${(error as Error | undefined)?.message ?? 'no answer'}): its reads go to the primary`,
    );
}
