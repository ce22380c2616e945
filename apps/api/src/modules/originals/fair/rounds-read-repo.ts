import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/connection.ts';
import { casinoGames, currencies, originalsRounds, originalsSeedPairs } from '../../../db/schema.ts';

/*
 * SQL of the verification page's rounds (rounds-read.ts). Each round shows its game's name from the
 * casino's catalogue (`casino_games`) and its currency's minor units (reference data), joined in the
 * paged read: a listed cross-module read (ARCHITECTURE.md "Repos and table ownership").
 */

export function createRoundsReadRepo(db: Database) {
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

  return {
    async round(playerId: number, roundId: string) {
      const [row] = await base().where(
        and(eq(originalsRounds.id, roundId), eq(originalsRounds.playerId, playerId)),
      );
      return row;
    },

    async rounds(playerId: number, skip: number, take: number) {
      const rows = await base()
        .where(eq(originalsRounds.playerId, playerId))
        .orderBy(desc(originalsRounds.createdAt), desc(originalsRounds.id))
        .offset(skip)
        .limit(take);
      const [total] = await db
        .select({ n: count() })
        .from(originalsRounds)
        .where(eq(originalsRounds.playerId, playerId));
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type RoundsReadRepo = ReturnType<typeof createRoundsReadRepo>;
export type ShownRoundRow = NonNullable<Awaited<ReturnType<RoundsReadRepo['round']>>>;
