import type { Balance } from '@lale/contracts';
import { minorToMoney } from '@lale/contracts';
import type { AuthContext } from '../session/index.ts';
import type { WalletService } from '../wallet/index.ts';

/** user/balance, polled every 3 s by every logged-in player: one indexed read of the wallet. */
export function createUserService({ wallet }: { wallet: WalletService }) {
  return {
    async balance(auth: AuthContext): Promise<Balance> {
      const { cash, bonus } = await wallet.playerBalances(auth.playerId, auth.currencyId);
      return { balance: minorToMoney(cash), bonusBalance: minorToMoney(bonus) };
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
