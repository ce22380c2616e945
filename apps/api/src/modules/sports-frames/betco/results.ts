import type { DbExecutor } from '../../../db/executor.ts';
import { callFingerprint } from '../../../platform/call-fingerprint.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { AccountRef, WalletService } from '../../wallet/index.ts';
import type { FramesRepo } from '../repo.ts';
import type { FrameBonusPort } from '../service.ts';

/*
 * BetConstruct's BetResulted on our ledger: a bet's result is an AMOUNT, and a later BetResulted for the
 * same bet (a reverted or corrected result) replaces it. FeedConstruct: "adjust the Client's balance by
 * the difference between the new Amount and the previously credited amount"; "do not link balance
 * logic to BetState" — so money moves on the delta, and BetState only says whether the bet is open
 * again (1 = Accepted: a result reverted) or settled (2 returned, 3 lost, 4 won, 5 cashed out).
 *
 * The shared frame service (../service.ts) settles a bet once (a second credit is BET_SETTLED): the
 * old protocol had no re-settlement. This is the re-settling path, in the same tables and with the same
 * ledger conventions (stake in `sports_stakes` while open, in `house_sports` once settled, the payout
 * from `house_sports`), ONE database transaction per call, keyed by BetConstruct's TransactionId.
 *
 * `payout_minor` on the bet is what the bet has NET paid the player so far. A delta above zero is paid
 * from the house. A delta below zero (a win reverted, or a smaller win) is taken back from the player's
 * cash — but the ledger never lets a balance go below zero, and the player may already have spent or
 * withdrawn the win. Decision: take what the cash holds now, answer success, and keep the rest as owed
 * (`payout_minor` stays above the result's amount by what could not be taken), netted off this bet's
 * next BetResulted. Why not refuse with 2400 "Client balance is less": BetConstruct retries a failed
 * BetResulted five times and then leaves it "No Answer" — its record of the bet would be stuck on the
 * old result while ours is too, and no later retry finds more money by itself; the result is a fact
 * about the match, not a request the player can decline. Our own book does the same (ARCHITECTURE,
 * "Settlement is a reconciliation": what the player no longer has is owed). What is owed on a bet is
 * `payout_minor − <its last BetResulted amount>` (the last 'credit' row); collecting it from later
 * deposits is an operator decision, not this call's.
 *
 * Wagering counts once, at the bet's FIRST result (as ../service.ts's credit does); a later result
 * neither counts again nor takes the count back (the bonus port has no "uncount"; thin, and noted).
 */

export type ResultCall = {
  /** Our ids: protocol.ts partnerTxId / partnerBetId. */
  providerTx: string;
  providerBet: string;
  /** BetState as sent (1 reverted to Accepted, 2–5 final). */
  betState: number;
  /** The amount as written (decimal text of the bet's currency), converted once the bet is known. */
  amount: string;
};

export type ResultOutcome =
  | {
      code: 'OK';
      playerId: number;
      currencyId: number;
      cashMinor: bigint;
      /** What this bet owes back after this call (0 unless a take-back found too little cash). */
      owedMinor: bigint;
    }
  | { code: 'BET_NOT_FOUND' | 'BET_ROLLED_BACK' | 'DUPLICATE_TRANSACTION' | 'BAD_AMOUNT' };

type Deps = {
  repo: FramesRepo;
  wallet: WalletService;
  bonus: FrameBonusPort;
  clock: Clock;
  /** The decimal text of a currency → minor units (null when it is not an amount of it). */
  toMinor: (amount: string, currencyId: number) => Promise<bigint | null>;
};

const PROVIDER = 'betco';

export function createBetcoResults({ repo, wallet, bonus, clock, toMinor }: Deps) {
  const cash = (playerId: number, currencyId: number): AccountRef => ({
    type: 'player',
    playerId,
    kind: 'cash',
    currencyId,
  });
  const stakes = (currencyId: number): AccountRef => ({ type: 'system', kind: 'sports_stakes', currencyId });
  const house = (currencyId: number): AccountRef => ({ type: 'system', kind: 'house_sports', currencyId });
  const key = (providerTx: string, part: string) => `sportsframe:${PROVIDER}:${providerTx}:${part}`;

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

  /** Takes up to `amount` from the player's cash to the house; answers what it took. */
  async function takeBack(
    tx: DbExecutor,
    providerTx: string,
    playerId: number,
    currencyId: number,
    amount: bigint,
    reference: string,
  ): Promise<bigint> {
    // Another call may spend between the read and the transfer: read again and take less, a few times.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { cash: available } = await wallet.playerBalances(playerId, currencyId, tx);
      const take = available < amount ? available : amount;
      const moved = await move(
        tx,
        key(providerTx, `takeback:${attempt}`),
        cash(playerId, currencyId),
        house(currencyId),
        take,
        'sports_frame_takeback',
        reference,
      );
      if (moved) return take;
    }
    return 0n;
  }

  return {
    /**
     * True once the bet has had a BetResulted (even if reverted since: it may hold an owed payout). A
     * Rollback of such a bet is refused: rolling back only follows a failed BetPlaced, and returning its
     * stake would ignore what the player holds of it.
     */
    async everResulted(providerBet: string): Promise<boolean> {
      const bet = await repo.transaction((tx) => repo.lockBet(tx, PROVIDER, providerBet));
      return bet?.payoutMinor != null;
    },

    async result(call: ResultCall): Promise<ResultOutcome> {
      let counted: { publish(): Promise<void> } | undefined;
      const outcome = await repo.transaction(async (tx): Promise<ResultOutcome> => {
        // The bet first: a twin of this call waits here, then finds the transaction row.
        const bet = await repo.lockBet(tx, PROVIDER, call.providerBet);
        if (!bet) return { code: 'BET_NOT_FOUND' };
        if (bet.status === 'rolled_back' || bet.playerId === null || bet.currencyId === null)
          return { code: 'BET_ROLLED_BACK' };
        const { playerId, currencyId } = bet;
        const amount = await toMinor(call.amount, currencyId);
        if (amount === null) return { code: 'BAD_AMOUNT' };
        const fingerprint = callFingerprint({
          kind: 'result',
          bet: call.providerBet,
          state: call.betState,
          amount,
        });
        const existing = await repo.transactionByProviderTx(tx, PROVIDER, call.providerTx);
        if (existing) {
          if (existing.fingerprint !== fingerprint) return { code: 'DUPLICATE_TRANSACTION' };
          const { cash: cashNow } = await wallet.playerBalances(playerId, currencyId, tx);
          return { code: 'OK', playerId, currencyId, cashMinor: cashNow, owedMinor: 0n };
        }
        const now = clock.now();
        const id = await repo.insertTransaction(tx, {
          provider: PROVIDER,
          providerTx: call.providerTx,
          kind: 'credit',
          betId: bet.id,
          amountMinor: amount,
          fingerprint,
          createdAt: now,
        });
        if (id === undefined) return { code: 'DUPLICATE_TRANSACTION' };
        const reference = `sports_frame_bet:${bet.id}`;
        const reopens = call.betState === 1;
        const firstResult = bet.payoutMinor === null;
        // The stake follows the bet's state: in `sports_stakes` while open, with the house once settled.
        if (bet.status === 'open' && !reopens)
          await move(
            tx,
            key(call.providerTx, 'stake'),
            stakes(currencyId),
            house(currencyId),
            bet.stakeMinor,
            'sports_frame_settle',
            reference,
          );
        if (bet.status === 'settled' && reopens)
          await move(
            tx,
            key(call.providerTx, 'stake'),
            house(currencyId),
            stakes(currencyId),
            bet.stakeMinor,
            'sports_frame_reopen',
            reference,
          );
        // The money: the delta between the new amount and what the bet has paid (net) so far.
        let paid = bet.payoutMinor ?? 0n;
        if (amount > paid) {
          await move(
            tx,
            key(call.providerTx, 'payout'),
            house(currencyId),
            cash(playerId, currencyId),
            amount - paid,
            'sports_frame_payout',
            reference,
          );
          paid = amount;
        } else if (amount < paid) {
          paid -= await takeBack(tx, call.providerTx, playerId, currencyId, paid - amount, reference);
        }
        await repo.updateBet(tx, bet.id, {
          status: reopens ? 'open' : 'settled',
          // A bet reverted before it was ever resulted stays "never resulted" (null).
          ...(firstResult && reopens && paid === 0n ? {} : { payoutMinor: paid }),
          updatedAt: now,
        });
        if (firstResult && !reopens && bet.playerBonusId !== null && bet.stakeMinor > 0n) {
          counted = await bonus.reportStake(tx, {
            playerId,
            amountMinor: bet.stakeMinor,
            category: 'sports',
            bonusId: bet.playerBonusId,
            ...(amount > 0n && { odds: { n: amount, d: bet.stakeMinor } }),
          });
        }
        const { cash: cashAfter } = await wallet.playerBalances(playerId, currencyId, tx);
        return { code: 'OK', playerId, currencyId, cashMinor: cashAfter, owedMinor: paid - amount };
      });
      if (outcome.code === 'OK') await counted?.publish();
      return outcome;
    },
  };
}

export type BetcoResults = ReturnType<typeof createBetcoResults>;
