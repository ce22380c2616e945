import { minorToDecimal, type OriginalsRound } from '@lale/contracts';
import type { RoundsReadRepo, ShownRoundRow } from './rounds-read-repo.ts';

/*
 * The player's Lale Originals rounds as the verification page shows them: each with the public half of
 * its seed pair, and the server seed once that pair has been rotated (never before).
 */

export function createRoundsReader(repo: RoundsReadRepo) {
  const toView = (row: ShownRoundRow): OriginalsRound => ({
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
      const row = await repo.round(playerId, roundId);
      return row && toView(row);
    },

    async rounds(
      playerId: number,
      skip: number,
      take: number,
    ): Promise<{ items: OriginalsRound[]; total: number }> {
      const { rows, total } = await repo.rounds(playerId, skip, take);
      return { items: rows.map(toView), total };
    },
  };
}

export type RoundsReader = ReturnType<typeof createRoundsReader>;
