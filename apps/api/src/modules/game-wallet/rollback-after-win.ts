import type { DbExecutor } from '../../db/executor.ts';
import type { ProviderTxRow } from './repo.ts';
import { lockRoundWin, recordHeldRollback, roundHasWin } from './rollback-after-win-repo.ts';

/*
 * A rollback (Hub88) or refund (Pragmatic, the in-house games) of a bet whose round already has a win on
 * record is not applied (issue 23, ARCHITECTURE "Provider rules"): paying the stake back beside the win
 * would pay the player for a round twice. A win of 0 counts too: it is the provider reporting a lost
 * round, and reversing the stake after it would turn a known loss into a free bet. Instead the call is
 * recorded in game_held_rollbacks for the operator, nothing moves, and the protocol adapter answers the
 * provider its way (Hub88 RS_ERROR_UNKNOWN, Pragmatic 120). A bet that took no money (a free round's)
 * has nothing to pay back and is reversed as usual.
 *
 * The round row is locked first: a win of the same round (service.win locks the round before it reads
 * the bet) waits for this decision, or this one waits for the win, so the two never both pay.
 */

export type HoldInput = {
  providerId: number;
  /** The rollback's own provider id. */
  providerTx: string;
  referenceTx: string;
  playerId: number;
  currencyId: number;
  /** What the adapter answers the provider for a held call, recorded for the operator. */
  heldAnswer?: string;
};

/** True when the call was held (recorded, nothing applied); false: reverse the bet as usual. */
export async function holdRollbackAfterWin(
  tx: DbExecutor,
  call: HoldInput,
  bet: ProviderTxRow,
  now: Date,
): Promise<boolean> {
  if (bet.roundId === null || bet.cashMinor + bet.bonusMinor === 0n) return false;
  const round = await lockRoundWin(tx, bet.roundId);
  if (!round) return false;
  if (!(await roundHasWin(tx, bet.roundId))) return false;
  await recordHeldRollback(tx, {
    providerId: call.providerId,
    providerTx: call.providerTx,
    referenceTx: call.referenceTx,
    betId: bet.id,
    roundId: bet.roundId,
    playerId: call.playerId,
    currencyId: call.currencyId,
    cashMinor: bet.cashMinor,
    bonusMinor: bet.bonusMinor,
    roundWinMinor: round.winMinor,
    answered: call.heldAnswer ?? 'held',
    createdAt: now,
  });
  return true;
}
