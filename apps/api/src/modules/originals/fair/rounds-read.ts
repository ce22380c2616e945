import { minorToDecimal, type OriginalsRound } from '@lale/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/connection.ts';
import { casinoGames, currencies, originalsRounds, originalsSeedPairs } from '../../../db/schema.ts';

/*
 * The player's Lale Originals rounds as the verification page shows them: each with the public half of
 * its seed pair, and the server seed once that pair has been rotated (never before).
 */

export function createRoundsReader(db: Database) {
  const columns = {
    id: originalsRounds.id,
    gameCode: originalsRounds.gameCode,
    gameName: casinoGames.name,
    status: originalsRounds.status,
    stakeMinor: originalsRounds.stakeMinor,
    winMinor: originalsRounds.winMinor,
    createdAt: originalsRounds.createdAt,
    nonce: originalsRounds.nonce,
    choices: originalsRounds.choices,
    outcome: originalsRounds.outcome,
    serverSeedHash: originalsSeedPairs.serverSeedHash,
    clientSeed: originalsSeedPairs.clientSeed,
    serverSeed: originalsSeedPairs.serverSeed,
    revealedAt: originalsSeedPairs.revealedAt,
    minorUnits: currencies.minorUnits,
  };
  const base = () =>
    db
      .select(columns)
      .from(originalsRounds)
      .innerJoin(originalsSeedPairs, eq(originalsSeedPairs.id, originalsRounds.seedPairId))
      .innerJoin(casinoGames, eq(casinoGames.id, originalsRounds.gameId))
      .innerJoin(currencies, eq(currencies.id, originalsRounds.currencyId));

  type Row = Awaited<ReturnType<typeof base>>[number];

  const toView = (row: Row): OriginalsRound => ({
    roundId: row.id,
    game: row.gameCode,
    gameName: row.gameName,
    status: row.status as OriginalsRound['status'],
    stake: minorToDecimal(row.stakeMinor, row.minorUnits),
    win: minorToDecimal(row.winMinor, row.minorUnits),
    createdAt: row.createdAt.toISOString(),
    nonce: row.nonce,
    serverSeedHash: row.serverSeedHash,
    clientSeed: row.clientSeed,
    serverSeed: row.revealedAt ? row.serverSeed : null,
    // A round still in play shows nothing the game hides (mine positions): only its choices.
    choices: row.choices,
    outcome: row.status === 'open' ? null : row.outcome,
  });

  return {
    async round(playerId: number, roundId: string): Promise<OriginalsRound | undefined> {
      const [row] = await base().where(
        and(eq(originalsRounds.id, roundId), eq(originalsRounds.playerId, playerId)),
      );
      return row && toView(row);
    },

    async rounds(
      playerId: number,
      skip: number,
      take: number,
    ): Promise<{ items: OriginalsRound[]; total: number }> {
      const rows = await base()
        .where(eq(originalsRounds.playerId, playerId))
        .orderBy(desc(originalsRounds.createdAt), desc(originalsRounds.id))
        .offset(skip)
        .limit(take);
      const [total] = await db
        .select({ n: count() })
        .from(originalsRounds)
        .where(eq(originalsRounds.playerId, playerId));
      return { items: rows.map(toView), total: total?.n ?? 0 };
    },
  };
}

export type RoundsReader = ReturnType<typeof createRoundsReader>;
