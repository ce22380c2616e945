import type pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openReadReplica, walPositionProbe, type LagProbe } from '../../src/db/read-replica.ts';
import { parseLsn } from '../../src/db/replica-lag.ts';
import { testClock } from '../support/accounts.ts';

/*
 * How the replica's lag is measured (db/replica-lag.ts, the WAL-position probe) and how often, without
 * a database: the two servers are stand-ins answering the positions a test sets, and time is a test
 * clock. The real streaming replica's figures are in ARCHITECTURE "Reads on a replica".
 */

/** A primary and a replica answering the positions and the age of the last replayed commit a test sets. */
function servers() {
  const now = {
    primaryLsn: '0/3000000',
    standby: true,
    replayLsn: '0/3000000' as string | null,
    replayedCommitAgoMs: 3_600_000 as number | null,
  };
  const answer = (row: object) => ({ query: async () => ({ rows: [row] }) }) as unknown as pg.Pool;
  return {
    now,
    pools: () => ({
      primary: answer({ lsn: now.primaryLsn }),
      replica: answer({
        standby: now.standby,
        replay_lsn: now.replayLsn,
        replayed_commit_ago_ms: now.replayedCommitAgoMs,
      }),
    }),
  };
}

describe('the replica lag', () => {
  it('reads WAL positions as PostgreSQL prints them', () => {
    expect(parseLsn('0/3000000')).toBe(0x3000000n);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(() => parseLsn('nonsense')).toThrow(/not a WAL position/);
  });

  it('is none on an idle primary, however old the last commit the replica replayed', async () => {
    const clock = testClock();
    const { now, pools } = servers();
    const probe = walPositionProbe(clock, 10_000);
    // The last commit was an hour ago; nothing has been written since, and the replica has all of it.
    expect(await probe(pools())).toBe(0);
    clock.advance(60_000);
    expect(await probe(pools())).toBe(0);
    expect(now.replayedCommitAgoMs).toBe(3_600_000);
  });

  it('grows from when the primary was first seen ahead of what the replica replayed', async () => {
    const clock = testClock();
    const { now, pools } = servers();
    const probe = walPositionProbe(clock, 10_000);
    expect(await probe(pools())).toBe(0);
    // The primary writes; the replica stops replaying (its last commit an hour ago).
    now.primaryLsn = '0/3000100';
    clock.advance(1_000);
    expect(await probe(pools())).toBe(1_000);
    now.primaryLsn = '0/3000200';
    clock.advance(5_000);
    expect(await probe(pools())).toBe(6_000);
    // It catches up with the position seen a second ago: that is its lag now.
    now.replayLsn = '0/3000200';
    now.primaryLsn = '0/3000300';
    clock.advance(1_000);
    expect(await probe(pools())).toBe(1_000);
  });

  it('is the age of the last replayed commit when that is the smaller bound (a busy primary)', async () => {
    const clock = testClock();
    const { now, pools } = servers();
    const probe = walPositionProbe(clock, 10_000);
    now.replayLsn = '0/2FFFF00';
    now.replayedCommitAgoMs = 20;
    expect(await probe(pools())).toBe(20);
  });

  it('cannot be told when the replica has replayed nothing, and is refused on a server that is no standby', async () => {
    const clock = testClock();
    const { now, pools } = servers();
    now.replayLsn = null;
    expect(await walPositionProbe(clock, 10_000)(pools())).toBeNull();
    now.standby = false;
    await expect(walPositionProbe(clock, 10_000)(pools())).rejects.toThrow(/not a standby/);
  });
});

describe('the lag probe', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once at start-up, then once per interval', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const lagProbe = vi.fn<LagProbe>(async () => 0);
    // Neither pool is ever connected: the probe is a stand-in and no query is sent.
    const unused = { query: async () => ({ rows: [] }) } as unknown as pg.Pool;
    const replica = await openReadReplica(unused, {
      url: 'postgresql://127.0.0.1:1/unused',
      maxLagMs: 5_000,
      lagProbe,
      onStateChange: () => undefined,
    });
    try {
      expect(lagProbe).toHaveBeenCalledTimes(1);
      expect(replica.status.state()).toBe('in-use');
      await vi.advanceTimersByTimeAsync(3_000);
      expect(lagProbe).toHaveBeenCalledTimes(4);
    } finally {
      await replica.close();
    }
    await vi.advanceTimersByTimeAsync(3_000);
    expect(lagProbe).toHaveBeenCalledTimes(4);
  });
});
