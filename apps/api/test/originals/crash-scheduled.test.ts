import { chain, sha256Hex } from '@lale/originals';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledChains } from '../../src/db/schema.ts';
import { createChainStore, nativeCheckpoints } from '../../src/modules/originals/scheduled/chain-store.ts';
import { testClock } from '../support/accounts.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';

/*
 * The scheduled games' shared parts on their own: the hash-chain store (a game's chain created on first
 * use, a new one when it is used up, every round's hash a link of its chain). The lease they run under is
 * modules/leases' (test/leases/lease.test.ts).
 */

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('hash chain store', () => {
  it('computes the same checkpoints as the package, with the native hash', () => {
    const seed = sha256Hex('checkpoints');
    for (const length of [1, 999, 1_000, 1_001, 2_500])
      expect(nativeCheckpoints(seed, length)).toEqual(chain.chainCheckpoints(seed, length));
  });

  it('plays a chain in order, then starts a new one with a new commitment', async () => {
    const clock = testClock();
    let n = 0;
    const store = createChainStore({ clock, length: 2, newSeed: () => sha256Hex(`store-seed-${n++}`) });
    const taken = [];
    for (let i = 0; i < 5; i += 1) taken.push(await store.takeNext(database.db, 'keno'));
    expect(taken.map((round) => round.index)).toEqual([1, 2, 1, 2, 1]);
    const commitments = [...new Set(taken.map((round) => round.commitment))];
    expect(commitments).toHaveLength(3);
    for (const round of taken)
      expect(chain.verifyRoundHash(round.hash, round.index, round.commitment)).toBe(true);
    // The last round of a chain plays its terminal seed itself.
    expect(taken[1]!.hash).toBe(sha256Hex('store-seed-0'));

    const rows = await database.db.select().from(scheduledChains).where(eq(scheduledChains.game, 'keno'));
    expect(rows.filter((row) => row.endedAt === null)).toHaveLength(1);
    expect(await store.commitment(database.db, 'keno')).toBe(taken[4]!.commitment);
    // Another process's store (nothing kept in memory) continues the same chain.
    const other = createChainStore({ clock, length: 2 });
    expect(await other.takeNext(database.db, 'keno')).toMatchObject({
      index: 2,
      commitment: taken[4]!.commitment,
    });
  });
});
