import type { DbExecutor } from '../../../db/executor.ts';
import { callFingerprint } from '../../../platform/call-fingerprint.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { AccountRef, WalletService } from '../../wallet/index.ts';
import type { FramesRepo, FrameTxRow } from '../repo.ts';
import { settledBefore, setBetResult } from './settlement-repo.ts';
import type { FrameBonusPort } from '../service.ts';
import { BETSY_CODES, type BetsyCode } from './protocol.ts';

/*
 * Settlement as Betsy states it: a settle says what the bet pays NOW, and may be said again (a retry, a
 * corrected result, a cancelled event), so a bet's settlements are applied on the delta; an unsettle
 * takes the settlement back and leaves the bet open. Same ledger shape as the first settlement of the
 * frames' service (service.ts): the stake moves `sports_stakes` → `house_sports` once, the payout
 * `house_sports` → cash; a later settlement moves only the difference, an unsettle moves both back.
 *
 * A win taken back (a resettle to a lower payout, an unsettle) comes out of the player's cash. When the
 * player has already spent it, the ledger cannot go below zero and we do not lend: the call is refused
 * whole with Betsy's code 21 ("recalculation is blocked: not enough money on the balance"), which is
 * exactly what Betsy's list has for this case, and nothing moves — the bet keeps its last result on
 * both sides, visibly, instead of a partial claw-back nobody can reconcile. Operations settle it by
 * hand (a debt, or writing it off); the refusal is logged and counted by the routes.
 *
 * Wagering counts once, at the first settlement (as in service.ts): a corrected result does not count
 * the bet again, nor un-count it (the bonus engine has no port to take a counted stake back).
 *
 * Every call is ONE database transaction under the bet's row lock, so concurrent calls on one bet take
 * turns; its transaction row (the `requestId`) makes a replay answer the first result.
 */

export type SettlementOutcome =
  | { ok: true; playerId: number; currencyId: number; cashMinor: bigint }
  | { ok: false; code: BetsyCode; cashMinor?: bigint };

export type SettleCall = {
  provider: string;
  /** Betsy's requestId: this call's idempotency key. */
  providerTx: string;
  /** Betsy's transactionId: the bet. */
  providerBet: string;
  currencyId: number;
  /** What the bet pays now (0: lost). */
  amountMinor: bigint;
};
export type UnsettleCall = Omit<SettleCall, 'amountMinor' | 'currencyId'>;

type Deps = { repo: FramesRepo; wallet: WalletService; bonus: FrameBonusPort; clock: Clock };

class Refused extends Error {
  constructor(readonly outcome: SettlementOutcome) {
    super('refused');
  }
}

export function createBetsySettlement({ repo, wallet, bonus, clock }: Deps) {
  const cash = (playerId: number, currencyId: number): AccountRef => ({
    type: 'player',
    playerId,
    kind: 'cash',
    currencyId,
  });
  const stakes = (currencyId: number): AccountRef => ({ type: 'system', kind: 'sports_stakes', currencyId });
  const house = (currencyId: number): AccountRef => ({ type: 'system', kind: 'house_sports', currencyId });
  const key = (provider: string, providerTx: string, part: string) =>
    `sportsframe:${provider}:${providerTx}:${part}`;

  async function move(
    tx: DbExecutor,
    idempotencyKey: string,
    from: AccountRef,
    to: AccountRef,
    amountMinor: bigint,
    kind: string,
    reference: string,
  ): Promise<boolean> {
    if (amountMinor === 0n) return true;
    const result = await wallet.transferInTransaction(
      { idempotencyKey, from, to, amountMinor, kind, reference },
      tx,
    );
    if (result.status === 'conflict')
      throw new Error(`ledger key ${idempotencyKey} was used with other content`);
    return result.status !== 'insufficient_funds';
  }

  async function run(work: (tx: DbExecutor) => Promise<SettlementOutcome>): Promise<SettlementOutcome> {
    try {
      return await repo.transaction(work);
    } catch (err) {
      if (err instanceof Refused) return err.outcome;
      throw err;
    }
  }

  async function replayOf(tx: DbExecutor, row: FrameTxRow, fingerprint: string): Promise<SettlementOutcome> {
    if (row.fingerprint !== fingerprint) return { ok: false, code: BETSY_CODES.ALREADY_PROCESSED };
    const bet = await repo.betById(tx, row.betId);
    if (!bet || bet.playerId === null || bet.currencyId === null)
      return { ok: false, code: BETSY_CODES.ALREADY_PROCESSED };
    const { cash: cashMinor } = await wallet.playerBalances(bet.playerId, bet.currencyId, tx);
    return { ok: true, playerId: bet.playerId, currencyId: bet.currencyId, cashMinor };
  }

  async function shortOfCash(tx: DbExecutor, playerId: number, currencyId: number): Promise<never> {
    const { cash: cashMinor } = await wallet.playerBalances(playerId, currencyId, tx);
    throw new Refused({ ok: false, code: BETSY_CODES.RECALCULATION_NO_MONEY, cashMinor });
  }

  return {
    /** Settle or resettle: the bet pays `amountMinor` now; the ledger moves what differs from before. */
    async settle(call: SettleCall): Promise<SettlementOutcome> {
      const fingerprint = callFingerprint({
        kind: 'settle',
        bet: call.providerBet,
        amount: call.amountMinor,
        currency: call.currencyId,
      });
      let stake: { publish(): Promise<void> } | undefined;
      const outcome = await run(async (tx) => {
        const bet = await repo.lockBet(tx, call.provider, call.providerBet);
        const existing = await repo.transactionByProviderTx(tx, call.provider, call.providerTx);
        if (existing) return replayOf(tx, existing, fingerprint);
        if (!bet) return { ok: false, code: BETSY_CODES.VALIDATION };
        if (bet.status === 'rolled_back' || bet.playerId === null || bet.currencyId === null)
          return { ok: false, code: BETSY_CODES.ALREADY_PROCESSED };
        if (bet.currencyId !== call.currencyId) return { ok: false, code: BETSY_CODES.VALIDATION };
        const { playerId, currencyId } = bet;
        const now = clock.now();
        const firstEver = !(await settledBefore(tx, bet.id));
        const id = await repo.insertTransaction(tx, {
          provider: call.provider,
          providerTx: call.providerTx,
          kind: 'credit',
          betId: bet.id,
          amountMinor: call.amountMinor,
          fingerprint,
          createdAt: now,
        });
        if (id === undefined) return { ok: false, code: BETSY_CODES.ALREADY_PROCESSED };
        const reference = `sports_frame_bet:${bet.id}`;
        if (bet.status === 'open') {
          await move(
            tx,
            key(call.provider, call.providerTx, 'stake'),
            stakes(currencyId),
            house(currencyId),
            bet.stakeMinor,
            'sports_frame_settle',
            reference,
          );
          await move(
            tx,
            key(call.provider, call.providerTx, 'payout'),
            house(currencyId),
            cash(playerId, currencyId),
            call.amountMinor,
            'sports_frame_payout',
            reference,
          );
        } else {
          // Resettled: only the difference from what the bet paid so far.
          const delta = call.amountMinor - (bet.payoutMinor ?? 0n);
          const moved =
            delta >= 0n
              ? await move(
                  tx,
                  key(call.provider, call.providerTx, 'resettle'),
                  house(currencyId),
                  cash(playerId, currencyId),
                  delta,
                  'sports_frame_payout',
                  reference,
                )
              : await move(
                  tx,
                  key(call.provider, call.providerTx, 'resettle'),
                  cash(playerId, currencyId),
                  house(currencyId),
                  -delta,
                  'sports_frame_payout_reversal',
                  reference,
                );
          if (!moved) await shortOfCash(tx, playerId, currencyId);
        }
        await setBetResult(tx, bet.id, { status: 'settled', payoutMinor: call.amountMinor, updatedAt: now });
        if (firstEver && bet.playerBonusId !== null && bet.stakeMinor > 0n) {
          stake = await bonus.reportStake(tx, {
            playerId,
            amountMinor: bet.stakeMinor,
            category: 'sports',
            bonusId: bet.playerBonusId,
            ...(call.amountMinor > 0n && { odds: { n: call.amountMinor, d: bet.stakeMinor } }),
          });
        }
        const { cash: cashMinor } = await wallet.playerBalances(playerId, currencyId, tx);
        return { ok: true, playerId, currencyId, cashMinor };
      });
      if (outcome.ok) await stake?.publish();
      return outcome;
    },

    /** Takes the settlement back: the payout from cash, the stake back to `sports_stakes`; the bet is open. */
    async unsettle(call: UnsettleCall): Promise<SettlementOutcome> {
      const fingerprint = callFingerprint({ kind: 'unsettle', bet: call.providerBet });
      return run(async (tx) => {
        const bet = await repo.lockBet(tx, call.provider, call.providerBet);
        const existing = await repo.transactionByProviderTx(tx, call.provider, call.providerTx);
        if (existing) return replayOf(tx, existing, fingerprint);
        if (!bet) return { ok: false, code: BETSY_CODES.VALIDATION };
        if (bet.status === 'rolled_back' || bet.playerId === null || bet.currencyId === null)
          return { ok: false, code: BETSY_CODES.ALREADY_PROCESSED };
        const { playerId, currencyId } = bet;
        const now = clock.now();
        // An open bet has nothing to take back (a retried unsettle under a new requestId): recorded, no move.
        const payout = bet.status === 'settled' ? (bet.payoutMinor ?? 0n) : 0n;
        const id = await repo.insertTransaction(tx, {
          provider: call.provider,
          providerTx: call.providerTx,
          kind: 'unsettle',
          betId: bet.id,
          amountMinor: payout,
          fingerprint,
          createdAt: now,
        });
        if (id === undefined) return { ok: false, code: BETSY_CODES.ALREADY_PROCESSED };
        if (bet.status === 'settled') {
          const reference = `sports_frame_bet:${bet.id}`;
          const paidBack = await move(
            tx,
            key(call.provider, call.providerTx, 'payout'),
            cash(playerId, currencyId),
            house(currencyId),
            payout,
            'sports_frame_payout_reversal',
            reference,
          );
          if (!paidBack) await shortOfCash(tx, playerId, currencyId);
          await move(
            tx,
            key(call.provider, call.providerTx, 'stake'),
            house(currencyId),
            stakes(currencyId),
            bet.stakeMinor,
            'sports_frame_unsettle',
            reference,
          );
          await setBetResult(tx, bet.id, { status: 'open', payoutMinor: null, updatedAt: now });
        }
        const { cash: cashMinor } = await wallet.playerBalances(playerId, currencyId, tx);
        return { ok: true, playerId, currencyId, cashMinor };
      });
    },
  };
}

export type BetsySettlement = ReturnType<typeof createBetsySettlement>;
