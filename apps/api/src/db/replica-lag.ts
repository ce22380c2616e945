/*
 * How far behind the primary a streaming replica is, in milliseconds, from what both servers report:
 * the primary's WAL position (`pg_current_wal_lsn()`), the replica's replayed position
 * (`pg_last_wal_replay_lsn()`) and how long ago the replica replayed its last commit
 * (`now() - pg_last_xact_replay_timestamp()`).
 *
 * The commit timestamp alone is wrong on an idle primary: nothing is committed, so the last replayed
 * commit grows old while the replica misses nothing. Positions alone say how many bytes are missing,
 * not for how long. So each probe remembers the primary's position and when it read it; the replica is
 * no staler than the newest of those positions it has replayed (`now - then`). The commit timestamp
 * is a second upper bound (whatever the replica misses was committed after its last replayed commit),
 * useful on a busy primary between two probes. The lag is the smaller bound; unknown (null) when
 * neither applies — the caller treats that as too far behind.
 */

/** A WAL position as PostgreSQL prints it ('16/B374D848'): two 32-bit halves in hexadecimal. */
export function parseLsn(text: string): bigint {
  const match = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(text);
  if (!match) throw new Error(`not a WAL position: ${text}`);
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
}

export type LagObservation = {
  /** When the primary's position was read (ms since the epoch, the probe's clock). */
  at: number;
  primaryLsn: bigint;
  /** Null when the replica has replayed nothing since it started. */
  replayLsn: bigint | null;
  /** Null when the replica has replayed no commit since it started. */
  replayedCommitAgoMs: number | null;
};

export type LagTracker = {
  /** The replica's lag as of this observation (an upper bound), or null when it cannot be told. */
  observe(observation: LagObservation): number | null;
};

/**
 * Remembers the primary's positions for `historyMs` (the lag limit and a few probes more: an older
 * position could only prove a lag already past the limit).
 */
export function createLagTracker(historyMs: number): LagTracker {
  const history: { at: number; lsn: bigint }[] = [];
  return {
    observe({ at, primaryLsn, replayLsn, replayedCommitAgoMs }) {
      history.push({ at, lsn: primaryLsn });
      while (history.length > 1 && history[0]!.at < at - historyMs) history.shift();
      if (replayLsn === null) return null;
      const covered = history.findLast((sample) => sample.lsn <= replayLsn);
      const bounds = [
        covered === undefined ? undefined : at - covered.at,
        replayedCommitAgoMs ?? undefined,
      ].filter((bound): bound is number => bound !== undefined);
      return bounds.length === 0 ? null : Math.max(0, Math.min(...bounds));
    },
  };
}
