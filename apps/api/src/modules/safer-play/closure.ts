import type { CloseAccountRequest, PlayerStatus } from '@lale/contracts';
import type { DbExecutor } from '../../db/executor.ts';
import { refuse } from '../../platform/domain-errors.ts';
import type { MoneyService } from '../../platform/money.ts';
import type { AuthContext } from '../session/index.ts';
import type { PlayerBalances } from '../wallet/index.ts';
import type { SaferPlayRepo } from './repo.ts';

/*
 * The player closes their own account (issue #26: "account closure by the player, with the reason;
 * the balance is paid out first"). One transaction under the player's row lock, the lock every status
 * change and restriction of the player takes first:
 *   1. refused while cash is left (withdraw it first) or a withdrawal is still pending (the
 *      withdraw_hold account holds exactly the pending requests' money: it empties when a request is
 *      paid, rejected or cancelled) — read under the lock, so a second closure waits and sees the first;
 *   2. the running bonus forfeited (bonus money is never paid out; the player was told so);
 *   3. status closed, recorded in the back office's status history with the player as its author and
 *      their reason; every site session and launched game ended with it (the back office's own status
 *      change, which does both).
 * From then sign-in is refused as closed (modules/auth), and the wager gate refuses every stake.
 */

export type ClosureDeps = {
  repo: Pick<SaferPlayRepo, 'transaction' | 'lockPlayer'>;
  balances: (playerId: number, currencyId: number, executor: DbExecutor) => Promise<PlayerBalances>;
  bonuses: { forfeitActiveOf(tx: DbExecutor, playerId: number): Promise<boolean> };
  money: Pick<MoneyService, 'currency'>;
  /** The back office's status change by the player (backoffice-players `closedByPlayer`). */
  close: (
    tx: DbExecutor,
    playerId: number,
    reason: string,
    allow: (from: PlayerStatus) => void,
  ) => Promise<void>;
};

/** The status history's reason: the list's word, then the player's own (operators read both). */
export const closureReason = ({ reason, text }: Pick<CloseAccountRequest, 'reason' | 'text'>) =>
  `Closed by the player: ${reason}${text ? ` — ${text}` : ''}`;

export async function closeAccount(
  { repo, balances, bonuses, money, close }: ClosureDeps,
  auth: AuthContext,
  request: CloseAccountRequest,
): Promise<void> {
  await repo.transaction(async (tx) => {
    await repo.lockPlayer(tx, auth.playerId);
    const { cash, withdrawHold } = await balances(auth.playerId, auth.currencyId, tx);
    if (withdrawHold > 0n) throw refuse({ code: 'CloseWithdrawalPending' });
    if (cash > 0n) {
      const currency = await money.currency(auth.currencyId);
      throw refuse({ code: 'CloseBalanceLeft', cashMinor: cash, currency });
    }
    await bonuses.forfeitActiveOf(tx, auth.playerId);
    await close(tx, auth.playerId, closureReason(request), (from) => {
      if (from === 'closed') throw refuse({ code: 'AccountAlreadyClosed' });
    });
  });
}
