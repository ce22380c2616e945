import type { Balance } from '@lale/contracts';
import type { MoneyService } from '../../platform/money.ts';
import type { AuthContext } from '../session/index.ts';
import type { WalletService } from '../wallet/index.ts';

/** user/balance, polled every 3 s by every logged-in player: one indexed read of the wallet. */
export function createUserService({ wallet, money }: { wallet: WalletService; money: MoneyService }) {
  return {
    async balance(auth: AuthContext): Promise<Balance> {
      const { cash, bonus } = await wallet.playerBalances(auth.playerId, auth.currencyId);
      return {
        balance: await money.toDecimal(cash, auth.currencyId),
        bonusBalance: await money.toDecimal(bonus, auth.currencyId),
      };
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
