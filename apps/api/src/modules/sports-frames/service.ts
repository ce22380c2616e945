import type { DbExecutor } from '../../db/executor.ts';
import { callFingerprint } from '../../platform/call-fingerprint.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SportsFrameName } from './config.ts';
import { sql } from 'drizzle-orm';
import { activeBonusExistsSql } from '../bonus/index.ts';
import type { AccountRef, StakeOutcome, WalletService } from '../wallet/index.ts';
import { WAGER_REFUSALS, type WagerGate, type WagerRefusal } from '../integrity/index.ts';
import type { FrameWalletCode } from './protocol.ts';
import {
  CAREFUL,
  debitStakePart,
  type FrameBetRow,
  type FrameTxRow,
  type FramesRepo,
  type PriorFrameTx,
} from './repo.ts';

/*
 * The sportsbook frames' wallet rules, whatever protocol carries them (protocol.ts today; a provider's
 * own shape through an adapter later). Money follows the ledger conventions of our own book (DESIGN §5,
 * modules/sports/bets): a provider's bet is a sports bet, so its stake leaves the player's cash for
 * `sports_stakes` while the bet is open; the settlement moves the stake to `house_sports` and pays the
 * win from there; a rollback returns the stake from `sports_stakes`. Cash only, like our own book.
 *
 * Wagering (issue 23) counts at the settlement, like our own book's: for the bonus running at the
 * debit (recorded on the bet), at the bonus's sports contribution. The protocol carries no odds, so the
 * bet's are judged from what it paid: a lost bet (paid 0) risked its whole stake and counts; a paid bet
 * counts when payout ÷ stake reaches the bonus's minimum odds (a refund or a small cash-out does not);
 * a rolled-back bet counts nothing.
 *
 * Each call is ONE database transaction with its rows and its transfers (keys
 * `sportsframe:<provider>:<provider tx>:<part>`). The provider's transaction id is unique per provider:
 * the same id with the same content is a replay (first answer, current balance, nothing applied), with
 * other content a duplicate. A bet is settled once; a rollback of a bet never seen reserves its id, so
 * the debit arriving later is refused.
 */

export type FrameOutcome =
  | {
      code: 'OK';
      transactionId: number;
      /** The bet's player and currency; null for the rollback of a bet never seen. */
      playerId: number | null;
      currencyId: number | null;
      cashMinor: bigint | null;
    }
  | {
      code: Exclude<FrameWalletCode, 'INTERNAL'>;
      cashMinor?: bigint;
      /** The wager gate's own reason, for protocols with finer codes than ours (Betsy's 11–15). */
      reason?: WagerRefusal;
    };

/** The bonus engine as a sports stake sees it (the same port our own book uses). */
export type FrameBonusPort = {
  /** The running bonus at a debit, read in its transaction; undefined when none runs. */
  stakeTerms(playerId: number, executor: DbExecutor): Promise<{ bonusId: number } | undefined>;
  /** Counts a settled bet for `bonusId` only (the bonus running at the debit), if still active. */
  reportStake(
    tx: DbExecutor,
    stake: {
      playerId: number;
      amountMinor: bigint;
      category: 'sports';
      bonusId: number;
      odds?: { n: bigint; d: bigint };
    },
  ): Promise<{ publish(): Promise<void> }>;
};

type Deps = { repo: FramesRepo; wallet: WalletService; bonus: FrameBonusPort; clock: Clock; gate: WagerGate };

/** The wager gate's refusals in the frames' protocol: a frame has no provider or game switch of ours. */
const REFUSAL_CODE: Record<WagerRefusal, Exclude<FrameWalletCode, 'INTERNAL'>> = {
  session_ended: 'INVALID_TOKEN',
  account_disabled: 'USER_DISABLED',
  account_blocked: 'USER_DISABLED',
  account_self_excluded: 'USER_DISABLED',
  account_timed_out: 'USER_DISABLED',
  account_restricted: 'USER_DISABLED',
  account_unverified: 'USER_DISABLED',
  provider_off: 'INVALID_TOKEN',
  game_off: 'INVALID_TOKEN',
  loss_limit: 'LIMIT_REACHED',
  wager_limit: 'LIMIT_REACHED',
  session_limit: 'LIMIT_REACHED',
};

const isWagerRefusal = (reason: string): reason is WagerRefusal =>
  reason !== CAREFUL && (WAGER_REFUSALS as readonly string[]).includes(reason);

/** Thrown inside a transaction to undo what it wrote and answer `outcome`. */
class Refused extends Error {
  constructor(readonly outcome: FrameOutcome) {
    super(outcome.code);
  }
}

export type DebitCall = {
  /** The frame's name, or the book a protocol keeps apart ('betsy': fcg's bets on Betsy's protocol). */
  provider: SportsFrameName | 'betsy';
  providerTx: string;
  providerBet: string;
  playerId: number;
  currencyId: number;
  amountMinor: bigint;
  /** The site session the frame's token belongs to: the wager gate wants it live. */
  siteSessionId: number;
};
export type CreditCall = Omit<DebitCall, 'playerId' | 'currencyId' | 'siteSessionId'> & {
  currencyId: number;
};
export type RollbackCall = Pick<DebitCall, 'provider' | 'providerTx' | 'providerBet'>;

export function createFrameWallet({ repo, wallet, bonus, clock, gate }: Deps) {
  const cash = (playerId: number, currencyId: number): AccountRef => ({
    type: 'player',
    playerId,
    kind: 'cash',
    currencyId,
  });
  const stakes = (currencyId: number): AccountRef => ({ type: 'system', kind: 'sports_stakes', currencyId });
  const house = (currencyId: number): AccountRef => ({ type: 'system', kind: 'house_sports', currencyId });

  async function post(
    tx: DbExecutor,
    key: string,
    from: AccountRef,
    to: AccountRef,
    amountMinor: bigint,
    kind: string,
    reference: string,
  ): Promise<'applied' | 'insufficient_funds'> {
    if (amountMinor === 0n) return 'applied';
    const result = await wallet.transferInTransaction(
      { idempotencyKey: key, from, to, amountMinor, kind, reference },
      tx,
    );
    // 'replayed' cannot happen without the transaction row (same database transaction).
    if (result.status === 'conflict') throw new Error(`ledger key ${key} was used with other content`);
    return result.status === 'insufficient_funds' ? 'insufficient_funds' : 'applied';
  }

  const cashOf = async (bet: Pick<FrameBetRow, 'playerId' | 'currencyId'>, tx?: DbExecutor) =>
    bet.playerId === null || bet.currencyId === null
      ? null
      : (await wallet.playerBalances(bet.playerId, bet.currencyId, tx)).cash;

  /** What a call whose transaction id is already taken answers: the first result, or a duplicate. */
  async function answerExisting(row: FrameTxRow, fingerprint: string, tx: DbExecutor): Promise<FrameOutcome> {
    if (row.fingerprint !== fingerprint) return { code: 'DUPLICATE_TRANSACTION' };
    const bet = await repo.betById(tx, row.betId);
    return {
      code: 'OK',
      transactionId: row.id,
      playerId: bet?.playerId ?? null,
      currencyId: bet?.currencyId ?? null,
      cashMinor: bet ? await cashOf(bet, tx) : null,
    };
  }

  const key = (provider: string, providerTx: string, part: string) =>
    `sportsframe:${provider}:${providerTx}:${part}`;

  async function run(work: (tx: DbExecutor) => Promise<FrameOutcome>): Promise<FrameOutcome> {
    try {
      return await repo.transaction(work);
    } catch (err) {
      if (err instanceof Refused) return err.outcome;
      throw err;
    }
  }

  /** A debit by the multi-statement path: a running bonus, a bet id already taken, a race. */
  function carefulDebit(call: DebitCall, fingerprint: string): Promise<FrameOutcome> {
    return run(async (tx) => {
      const refusal = await gate.check(
        tx,
        'sports-frames.debit',
        { kind: 'site_session', siteSessionId: call.siteSessionId, playerId: call.playerId },
        call.amountMinor,
      );
      if (refusal) return { code: REFUSAL_CODE[refusal], reason: refusal };
      const now = clock.now();
      const running = await bonus.stakeTerms(call.playerId, tx);
      const betId = await repo.insertBet(tx, {
        provider: call.provider,
        providerBet: call.providerBet,
        playerId: call.playerId,
        currencyId: call.currencyId,
        stakeMinor: call.amountMinor,
        playerBonusId: running?.bonusId ?? null,
        status: 'open',
        createdAt: now,
        updatedAt: now,
      });
      if (betId === undefined) {
        // The bet id is taken (the unique index made a concurrent twin wait until it committed).
        const bet = await repo.lockBet(tx, call.provider, call.providerBet);
        const existing = await repo.transactionByProviderTx(tx, call.provider, call.providerTx);
        if (existing) return answerExisting(existing, fingerprint, tx);
        return { code: bet?.status === 'rolled_back' ? 'BET_ROLLED_BACK' : 'DUPLICATE_TRANSACTION' };
      }
      const id = await repo.insertTransaction(tx, {
        provider: call.provider,
        providerTx: call.providerTx,
        kind: 'debit',
        betId,
        amountMinor: call.amountMinor,
        fingerprint,
        createdAt: now,
      });
      // The transaction id already names another bet: refused, and the bet just written is undone.
      if (id === undefined) throw new Refused({ code: 'DUPLICATE_TRANSACTION' });
      const moved = await post(
        tx,
        key(call.provider, call.providerTx, 'stake'),
        cash(call.playerId, call.currencyId),
        stakes(call.currencyId),
        call.amountMinor,
        'sports_frame_stake',
        `sports_frame_bet:${betId}`,
      );
      if (moved === 'insufficient_funds') {
        const { cash: left } = await wallet.playerBalances(call.playerId, call.currencyId, tx);
        throw new Refused({ code: 'INSUFFICIENT_FUNDS', cashMinor: left });
      }
      const after = await wallet.playerBalances(call.playerId, call.currencyId, tx);
      return {
        code: 'OK',
        transactionId: id,
        playerId: call.playerId,
        currencyId: call.currencyId,
        cashMinor: after.cash,
      };
    });
  }

  /** What a one-statement debit answers, or undefined when the careful path must answer. */
  function answerDebit(
    outcome: StakeOutcome<PriorFrameTx>,
    fingerprint: string,
    call: DebitCall,
  ): FrameOutcome | undefined {
    switch (outcome.status) {
      case 'prior':
        if (outcome.prior.fingerprint !== fingerprint) return { code: 'DUPLICATE_TRANSACTION' };
        return {
          code: 'OK',
          transactionId: Number(outcome.prior.id),
          playerId: outcome.prior.player_id,
          currencyId: outcome.prior.currency_id,
          cashMinor: outcome.balances.cash,
        };
      case 'short':
        return { code: 'INSUFFICIENT_FUNDS', cashMinor: outcome.balances.cash };
      case 'posted':
        return {
          code: 'OK',
          transactionId: outcome.id,
          playerId: call.playerId,
          currencyId: call.currencyId,
          cashMinor: outcome.balances.cash,
        };
      case 'refused':
        return isWagerRefusal(outcome.reason)
          ? { code: REFUSAL_CODE[outcome.reason], reason: outcome.reason }
          : undefined;
      case 'retry_careful':
        return undefined;
    }
  }

  return {
    balance: (playerId: number, currencyId: number) => wallet.playerBalances(playerId, currencyId),

    /**
     * Places the provider's bet: the stake from cash to `sports_stakes`. ONE statement
     * (wallet/stake-posting.ts) when no bonus runs and the bet id is new; else the careful path.
     */
    async debit(call: DebitCall): Promise<FrameOutcome> {
      const fingerprint = callFingerprint({
        kind: 'debit',
        bet: call.providerBet,
        amount: call.amountMinor,
        currency: call.currencyId,
        player: call.playerId,
      });
      const gateSql = gate.checkSql(
        'sports-frames.debit',
        { kind: 'site_session', siteSessionId: call.siteSessionId, playerId: call.playerId },
        call.amountMinor,
      );
      const outcome = await wallet.postStake<PriorFrameTx>({
        name: 'frame_debit',
        ...debitStakePart(
          { ...call, fingerprint },
          gateSql,
          activeBonusExistsSql(call.playerId),
          clock.now(),
        ),
        leg: {
          from: cash(call.playerId, call.currencyId),
          to: stakes(call.currencyId),
          amountMinor: call.amountMinor,
          idempotencyKey: key(call.provider, call.providerTx, 'stake'),
          kind: 'sports_frame_stake',
          reference: sql`'sports_frame_bet:' || written.bet_id::text`,
        },
      });
      return answerDebit(outcome, fingerprint, call) ?? carefulDebit(call, fingerprint);
    },

    /** Settles the bet once: its stake to the house, the win (0 when lost) from the house to cash. */

    async credit(call: CreditCall): Promise<FrameOutcome> {
      const fingerprint = callFingerprint({
        kind: 'credit',
        bet: call.providerBet,
        amount: call.amountMinor,
        currency: call.currencyId,
      });
      let stake: { publish(): Promise<void> } | undefined;
      const outcome = await run(async (tx) => {
        // The bet first: a twin of this call waits here and then finds the transaction row.
        const bet = await repo.lockBet(tx, call.provider, call.providerBet);
        const existing = await repo.transactionByProviderTx(tx, call.provider, call.providerTx);
        if (existing) return answerExisting(existing, fingerprint, tx);
        if (!bet || bet.playerId === null || bet.currencyId === null) {
          return bet ? { code: 'BET_ROLLED_BACK' } : { code: 'BET_NOT_FOUND' };
        }
        if (bet.currencyId !== call.currencyId) return { code: 'WRONG_CURRENCY' };
        if (bet.status === 'rolled_back') return { code: 'BET_ROLLED_BACK' };
        if (bet.status === 'settled') return { code: 'BET_SETTLED' };
        const now = clock.now();
        const id = await repo.insertTransaction(tx, {
          provider: call.provider,
          providerTx: call.providerTx,
          kind: 'credit',
          betId: bet.id,
          amountMinor: call.amountMinor,
          fingerprint,
          createdAt: now,
        });
        if (id === undefined) return { code: 'DUPLICATE_TRANSACTION' };
        const reference = `sports_frame_bet:${bet.id}`;
        await post(
          tx,
          key(call.provider, call.providerTx, 'stake'),
          stakes(bet.currencyId),
          house(bet.currencyId),
          bet.stakeMinor,
          'sports_frame_settle',
          reference,
        );
        await post(
          tx,
          key(call.provider, call.providerTx, 'payout'),
          house(bet.currencyId),
          cash(bet.playerId, bet.currencyId),
          call.amountMinor,
          'sports_frame_payout',
          reference,
        );
        await repo.updateBet(tx, bet.id, {
          status: 'settled',
          payoutMinor: call.amountMinor,
          updatedAt: now,
        });
        if (bet.playerBonusId !== null && bet.stakeMinor > 0n) {
          stake = await bonus.reportStake(tx, {
            playerId: bet.playerId,
            amountMinor: bet.stakeMinor,
            category: 'sports',
            bonusId: bet.playerBonusId,
            // Lost: the whole stake was risked, at whatever odds. Paid: the odds it paid at.
            ...(call.amountMinor > 0n && { odds: { n: call.amountMinor, d: bet.stakeMinor } }),
          });
        }
        return {
          code: 'OK',
          transactionId: id,
          playerId: bet.playerId,
          currencyId: bet.currencyId,
          cashMinor: await cashOf(bet, tx),
        };
      });
      // A bonus completed by this settlement tells its player after the commit.
      if (outcome.code === 'OK') await stake?.publish();
      return outcome;
    },

    /** Cancels an open bet's debit (stake back to cash); an unknown bet's id is reserved. */
    async rollback(call: RollbackCall): Promise<FrameOutcome> {
      const fingerprint = callFingerprint({ kind: 'rollback', bet: call.providerBet });
      return run(async (tx) => {
        const now = clock.now();
        const reserved = await repo.insertBet(tx, {
          provider: call.provider,
          providerBet: call.providerBet,
          status: 'rolled_back',
          createdAt: now,
          updatedAt: now,
        });
        if (reserved !== undefined) {
          // A bet we never saw: its id is now taken, so its debit arriving late is refused.
          const id = await repo.insertTransaction(tx, {
            provider: call.provider,
            providerTx: call.providerTx,
            kind: 'rollback',
            betId: reserved,
            amountMinor: 0n,
            fingerprint,
            createdAt: now,
          });
          if (id === undefined) throw new Refused({ code: 'DUPLICATE_TRANSACTION' });
          return { code: 'OK', transactionId: id, playerId: null, currencyId: null, cashMinor: null };
        }
        const bet = (await repo.lockBet(tx, call.provider, call.providerBet))!;
        const existing = await repo.transactionByProviderTx(tx, call.provider, call.providerTx);
        if (existing) return answerExisting(existing, fingerprint, tx);
        if (bet.status === 'settled') return { code: 'BET_SETTLED' };
        const reverses = bet.status === 'open' ? bet.stakeMinor : 0n;
        const id = await repo.insertTransaction(tx, {
          provider: call.provider,
          providerTx: call.providerTx,
          kind: 'rollback',
          betId: bet.id,
          amountMinor: reverses,
          fingerprint,
          createdAt: now,
        });
        if (id === undefined) return { code: 'DUPLICATE_TRANSACTION' };
        if (bet.status === 'open' && bet.playerId !== null && bet.currencyId !== null) {
          await post(
            tx,
            key(call.provider, call.providerTx, 'stake'),
            stakes(bet.currencyId),
            cash(bet.playerId, bet.currencyId),
            reverses,
            'sports_frame_rollback',
            `sports_frame_bet:${bet.id}`,
          );
          await repo.updateBet(tx, bet.id, { status: 'rolled_back', updatedAt: now });
        }
        return {
          code: 'OK',
          transactionId: id,
          playerId: bet.playerId,
          currencyId: bet.currencyId,
          cashMinor: await cashOf(bet, tx),
        };
      });
    },
  };
}

export type FrameWallet = ReturnType<typeof createFrameWallet>;
