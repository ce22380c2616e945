import { isDomainError } from '../../platform/domain-errors.ts';
import type { BonusService } from '../bonus/index.ts';
import type { GameBonusPort } from './service.ts';

/** The bonus engine seen through the game wallet's port: max bet, whether a bonus runs, wagering. */
export function gameBonusPort(bonus: BonusService): GameBonusPort {
  return {
    async stakeAllowed(playerId, amountMinor) {
      try {
        await bonus.assertStakeAllowed(playerId, amountMinor);
        return true;
      } catch (err) {
        if (isDomainError(err, 'BonusMaxBetExceeded')) return false;
        throw err;
      }
    },
    // A bonus with wagering left is the one whose stakes came from the bonus balance; once wagering is
    // done it has been converted to cash, so later wins are cash too.
    isRunning: (playerId) => bonus.hasWageringLeft(playerId),
    reportStake: (tx, stake) => bonus.reportStake(tx, stake),
  };
}
