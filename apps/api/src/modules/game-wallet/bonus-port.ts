import { activeBonusExistsSql, type BonusService } from '../bonus/index.ts';
import type { GameBonusPort } from './service.ts';

/** The bonus engine seen through the game wallet's port: the running bonus's terms and wagering. */
export function gameBonusPort(bonus: BonusService): GameBonusPort {
  return {
    stakeTerms: (playerId) => bonus.stakeTerms(playerId),
    mayRunSql: activeBonusExistsSql,
    reportStake: (tx, stake) => bonus.reportStake(tx, stake),
    bonusPartDestination: (tx, bonusId) => bonus.bonusPartDestination(tx, bonusId),
    takeBackStake: (tx, stake) => bonus.takeBackStake(tx, stake),
  };
}
