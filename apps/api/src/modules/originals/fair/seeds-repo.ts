import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/executor.ts';
import { casinoGames, drawTickets, originalsRounds, originalsSeedPairs } from '../../../db/schema.ts';

/*
 * SQL of the provably fair seed pairs (seeds.ts says when a pair is revealed and why under its lock).
 * Every call takes where it runs: the database, or the caller's transaction holding the pair's lock.
 */

const activeColumns = {
  id: originalsSeedPairs.id,
  serverSeedHash: originalsSeedPairs.serverSeedHash,
  clientSeed: originalsSeedPairs.clientSeed,
  nonce: originalsSeedPairs.nonce,
};

export async function insertPair(
  executor: DbExecutor,
  pair: { playerId: number; serverSeed: string; serverSeedHash: string; clientSeed: string; createdAt: Date },
): Promise<void> {
  // A concurrent first request made one already: theirs is as good.
  await executor.insert(originalsSeedPairs).values(pair).onConflictDoNothing();
}

/** The player's active pair with its secret, locked FOR UPDATE when `lock`. */
export async function activePair(executor: DbExecutor, playerId: number, lock: boolean) {
  const query = executor
    .select({ ...activeColumns, serverSeed: originalsSeedPairs.serverSeed })
    .from(originalsSeedPairs)
    .where(and(eq(originalsSeedPairs.playerId, playerId), isNull(originalsSeedPairs.revealedAt)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/**
 * The names of the games with rounds or cards drawn from `pairId` not settled yet. The names come from
 * the casino's catalogue (`casino_games`), joined in the same locked read: a listed cross-module read
 * (ARCHITECTURE.md "Repos and table ownership").
 */
export async function unsettledGameNames(tx: DbExecutor, pairId: number): Promise<string[]> {
  const rounds = tx
    .selectDistinct({ name: casinoGames.name })
    .from(originalsRounds)
    .innerJoin(casinoGames, eq(casinoGames.id, originalsRounds.gameId))
    .where(and(eq(originalsRounds.seedPairId, pairId), eq(originalsRounds.status, 'open')));
  const cards = tx
    .selectDistinct({ name: casinoGames.name })
    .from(drawTickets)
    .innerJoin(casinoGames, eq(casinoGames.id, drawTickets.gameId))
    .where(and(eq(drawTickets.seedPairId, pairId), isNull(drawTickets.settledAt)));
  return [...(await rounds), ...(await cards)].map((row) => row.name);
}

export async function takeNonce(tx: DbExecutor, pairId: number): Promise<void> {
  await tx
    .update(originalsSeedPairs)
    .set({ nonce: sql`${originalsSeedPairs.nonce} + 1` })
    .where(eq(originalsSeedPairs.id, pairId));
}

export async function markRevealed(tx: DbExecutor, pairId: number, at: Date): Promise<void> {
  await tx.update(originalsSeedPairs).set({ revealedAt: at }).where(eq(originalsSeedPairs.id, pairId));
}

/** The player's revealed pairs, newest first. */
export async function revealedPairs(executor: DbExecutor, playerId: number, limit: number) {
  return executor
    .select({
      ...activeColumns,
      serverSeed: originalsSeedPairs.serverSeed,
      revealedAt: originalsSeedPairs.revealedAt,
    })
    .from(originalsSeedPairs)
    .where(and(eq(originalsSeedPairs.playerId, playerId), isNotNull(originalsSeedPairs.revealedAt)))
    .orderBy(desc(originalsSeedPairs.revealedAt), desc(originalsSeedPairs.id))
    .limit(limit);
}

export async function pairShown(
  executor: DbExecutor,
  pairId: number,
): Promise<{ serverSeedHash: string; clientSeed: string } | undefined> {
  const [row] = await executor
    .select({
      serverSeedHash: originalsSeedPairs.serverSeedHash,
      clientSeed: originalsSeedPairs.clientSeed,
    })
    .from(originalsSeedPairs)
    .where(eq(originalsSeedPairs.id, pairId));
  return row;
}

export async function revealedSeed(executor: DbExecutor, playerId: number, pairId: number) {
  const [row] = await executor
    .select({ serverSeed: originalsSeedPairs.serverSeed })
    .from(originalsSeedPairs)
    .where(
      and(
        eq(originalsSeedPairs.id, pairId),
        eq(originalsSeedPairs.playerId, playerId),
        isNotNull(originalsSeedPairs.revealedAt),
      ),
    );
  return row?.serverSeed;
}
