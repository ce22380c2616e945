import { randomBytes } from 'node:crypto';
import { GameRoundStatus, type Locale } from '@lale/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { DbExecutor } from '../../db/executor.ts';
import { callFingerprint } from '../../platform/call-fingerprint.ts';
import type { Clock } from '../../platform/clock.ts';
import { keyedHash } from '../../platform/keyed-hash.ts';
import {
  isLimitRefusal,
  WAGER_REFUSALS,
  type GameStakePath,
  type WagerGate,
  type WagerRefusal,
  type WagerSubject,
} from '../integrity/index.ts';
import type { AccountRef, PlayerBalances, StakeOutcome, WalletService } from '../wallet/index.ts';
import {
  betStakePart,
  CAREFUL,
  roundReference,
  winStakePart,
  type GameSessionRow,
  type GameWalletRepo,
  type PriorTx,
  type ProviderTxRow,
  type RoundTotals,
} from './repo.ts';
import { holdRollbackAfterWin } from './rollback-after-win.ts';

/*
 * The game wallet's rules, whatever protocol a provider speaks (DESIGN §5, PROTOCOLS §2–§5). The protocol
 * adapters (hub88/, pragmatic/, the in-house games) translate their calls into `bet`, `win` and
 * `rollback` and the outcomes back into their status codes.
 *
 * - Everything a call does runs in ONE database transaction: its game_transactions row, the ledger
 *   transfers (keyed `game:<provider>:<provider tx>:cash|bonus`, so even a replay that slipped past the
 *   row would move nothing twice), the round's totals and the bonus engine's wagering.
 * - The provider's transaction id is unique per provider. The same id again with the same content is a
 *   replay (answered, nothing applied); with other content a duplicate (refused).
 * - A rollback of a bet we never saw reserves the bet's id (a tombstone row), so the bet arriving later
 *   is refused, not taken.
 * - Money rule: a bet takes cash first and only the rest from the bonus balance; a win is split the
 *   way the round's stakes were: the cash share to cash, the bonus share after the player bonus that
 *   funded them (the round records it) — to the bonus balance while it runs, to cash once it completed,
 *   back to bonus_expense once it was forfeited or expired (never to cash, never to a newer bonus). A
 *   rolled-back bonus stake goes the same way, and takes back the wagering it added. A player without
 *   a bonus plays with cash only.
 * - Round trips are what a call costs (bench/game-wallet): the running bonus is read once per call, a
 *   game's facts come from memory, the round's totals are written by the same statement that opens or
 *   locks it, and the ledger posts without a savepoint (any refusal undoes the whole transaction anyway).
 */

export type Balances = PlayerBalances;

export type WalletCall = {
  /** The protocol's provider row (Hub88, Pragmatic Play, Lale Originals): ids are unique within it. */
  providerId: number;
  providerTx: string;
  providerRound: string;
  playerId: number;
  currencyId: number;
  gameId: number;
  amountMinor: bigint;
  /** The provider says the round is over with this call. */
  roundClosed: boolean;
  /** A free-round bet (Hub88 `is_free`): debits nobody; the round's wins come from house_promotions. */
  free?: boolean;
};

/**
 * A stake: which registered stake path it came by and the launch it names (null: Pragmatic's bet.html,
 * which names none; the gate then wants a live launch of that game by that player).
 */
export type BetCall = WalletCall & { stakePath: GameStakePath; gameSessionId: number | null };

export type WinCall = WalletCall & { referenceTx?: string };
export type RollbackCall = Omit<
  WalletCall,
  'amountMinor' | 'roundClosed' | 'gameId' | 'providerRound' | 'free'
> & {
  referenceTx: string;
  gameId?: number;
  providerRound?: string;
  /** What the adapter answers when the rollback is held (rollback-after-win.ts), kept for the operator. */
  heldAnswer?: string;
};

export type WalletOutcome =
  /** Applied now, or (replayed) applied before with the same content. `transactionId` is ours. */
  | { status: 'ok'; transactionId: number; replayed: boolean; balances: Balances }
  | { status: 'insufficient_funds'; balances: Balances }
  /** The same provider transaction id with different content. */
  | { status: 'duplicate' }
  /** A bet whose id a rollback already took. */
  | { status: 'rolled_back' }
  /** A win or rollback for a bet (or round) we do not know. */
  | { status: 'unknown_bet' }
  /** The running bonus's max bet is lower than the stake. */
  | { status: 'bet_limit' }
  /** A rollback of a bet whose round already has a win: recorded for the operator, nothing applied. */
  | { status: 'held' }
  /** The wager gate refused the stake (launch ended, account blocked, provider or game off). */
  | { status: 'refused'; reason: WagerRefusal };

/** Where the bonus part of a win or rollback goes (modules/bonus decides, by the funding bonus's state). */
export type BonusPartDestination = 'bonus' | 'cash' | 'bonus_expense';

/** The bonus engine as the game wallet sees it (modules/bonus). */
export type GameBonusPort = {
  /** The running bonus's terms for a stake, in one read; undefined when no bonus runs. */
  stakeTerms(
    playerId: number,
  ): Promise<{ bonusId: number; maxBetMinor: bigint | null; wageringLeft: boolean } | undefined>;
  /** SQL boolean: a bonus may run for the player (the one-statement stake then takes the careful path). */
  mayRunSql(playerId: number): SQL;
  /** Inside the caller's transaction; holds the bonus row until it ends (null: no bonus known). */
  bonusPartDestination(tx: DbExecutor, bonusId: number | null): Promise<BonusPartDestination>;
  /** A rolled-back stake's wagering, taken back from `bonusId` while it is active. */
  takeBackStake(
    tx: DbExecutor,
    stake: { bonusId: number; amountMinor: bigint; category: 'slot' | 'live' },
  ): Promise<void>;
  reportStake(
    tx: DbExecutor,
    stake: { playerId: number; amountMinor: bigint; category: 'slot' | 'live' },
  ): Promise<{ status: 'no_bonus' | 'wagering' | 'completed'; publish(locale?: Locale): Promise<void> }>;
};

type Deps = {
  repo: GameWalletRepo;
  gate: WagerGate;
  wallet: WalletService;
  bonus: GameBonusPort;
  clock: Clock;
  pepper: string;
  sessionTtlMs: number;
  roundExpiryMs: number;
};

/** Thrown inside a transaction to undo it when a transfer finds the money gone meanwhile. */
class FundsMovedMeanwhile extends Error {}

/** Thrown inside a transaction to undo what it wrote (the round it opened) and answer `outcome`. */
class Refused extends Error {
  constructor(readonly outcome: WalletOutcome) {
    super(outcome.status);
  }
}

const fingerprintOf = callFingerprint;

const isWagerRefusal = (reason: string): reason is WagerRefusal =>
  (WAGER_REFUSALS as readonly string[]).includes(reason);

const EXPIRY_BATCH = 500;
/** Launches remembered per process (a few hundred bytes each): more than the players playing at once. */
const LAUNCHES_REMEMBERED = 20_000;

export function createGameWalletService({
  repo,
  gate,
  wallet,
  bonus,
  clock,
  pepper,
  sessionTtlMs,
  roundExpiryMs,
}: Deps) {
  const hashToken = (token: string) => keyedHash(pepper, 'game-session', token);
  /*
   * Launches by token hash. A provider names the launch on every bet and win, and what the row says
   * (player, game, currency, expiry) never changes after the launch, so each call reading it again was
   * a round trip of its own (half of a bet's, bench/game-wallet). Whether the launch has ENDED does
   * change and is not kept here: the wager gate reads it live inside every stake's statement. Unknown
   * tokens are not remembered (a guessed token costs its read every time, and a launch issued by another
   * process is found on the next call). Bounded: the least recently used launch is dropped first.
   */
  const launches = new LRUCache<string, GameSessionRow>({ max: LAUNCHES_REMEMBERED });
  const cash = (call: { playerId: number; currencyId: number }): AccountRef => ({
    type: 'player',
    playerId: call.playerId,
    kind: 'cash',
    currencyId: call.currencyId,
  });
  const bonusAccount = (call: { playerId: number; currencyId: number }): AccountRef => ({
    type: 'player',
    playerId: call.playerId,
    kind: 'bonus',
    currencyId: call.currencyId,
  });
  const house = (currencyId: number): AccountRef => ({ type: 'system', kind: 'house_casino', currencyId });
  const bonusExpense = (currencyId: number): AccountRef => ({
    type: 'system',
    kind: 'bonus_expense',
    currencyId,
  });

  /**
   * The bonus part of a round's money (a win's bonus share, a rolled-back bonus stake) as it is paid:
   * the account it goes to, and how the game_transactions row records it (cash / bonus parts are what
   * reached the player's accounts; a part returned to bonus_expense is in neither).
   */
  async function bonusPart(
    tx: DbExecutor,
    round: { playerBonusId: number | null },
    who: { playerId: number; currencyId: number },
    amountMinor: bigint,
  ): Promise<{ to: AccountRef; cashMinor: bigint; bonusMinor: bigint }> {
    if (amountMinor === 0n) return { to: bonusAccount(who), cashMinor: 0n, bonusMinor: 0n };
    const destination = await bonus.bonusPartDestination(tx, round.playerBonusId);
    if (destination === 'bonus') return { to: bonusAccount(who), cashMinor: 0n, bonusMinor: amountMinor };
    if (destination === 'cash') return { to: cash(who), cashMinor: amountMinor, bonusMinor: 0n };
    return { to: bonusExpense(who.currencyId), cashMinor: 0n, bonusMinor: 0n };
  }

  async function post(
    tx: DbExecutor,
    key: string,
    from: AccountRef,
    to: AccountRef,
    amountMinor: bigint,
    kind: string,
    reference: string,
  ): Promise<void> {
    if (amountMinor === 0n) return;
    const transfer = { idempotencyKey: key, from, to, amountMinor, kind, reference };
    const result = await wallet.transferInTransaction(transfer, tx);
    if (result.status === 'insufficient_funds') throw new FundsMovedMeanwhile();
    // 'replayed' cannot happen without the row (same transaction); 'conflict' would mean a key reused.
    if (result.status === 'conflict') throw new Error(`ledger key ${key} was used with other content`);
  }

  /** What a call whose provider id is already taken answers. */
  async function answerExisting(
    row: ProviderTxRow,
    fingerprint: string,
    who: { playerId: number; currencyId: number },
    tx: DbExecutor,
  ): Promise<WalletOutcome> {
    if (row.tombstone) return { status: 'rolled_back' };
    if (row.fingerprint !== fingerprint) return { status: 'duplicate' };
    return { status: 'ok', transactionId: row.id, replayed: true, balances: await balances(who, tx) };
  }

  const balances = (who: { playerId: number; currencyId: number }, tx?: DbExecutor) =>
    wallet.playerBalances(who.playerId, who.currencyId, tx);

  const key = (providerId: number, providerTx: string, part: 'cash' | 'bonus') =>
    `game:${providerId}:${providerTx}:${part}`;

  /**
   * What a one-statement stake answers, or undefined when the careful path must answer: a refusal word
   * it does not know ('careful'), or a statement undone as a whole.
   */
  function answerStake(outcome: StakeOutcome<PriorTx>, fingerprint: string): WalletOutcome | undefined {
    switch (outcome.status) {
      case 'prior': {
        const prior = outcome.prior;
        if (prior.tombstone) return { status: 'rolled_back' };
        if (prior.fingerprint !== fingerprint) return { status: 'duplicate' };
        return { status: 'ok', transactionId: Number(prior.id), replayed: true, balances: outcome.balances };
      }
      case 'short':
        return { status: 'insufficient_funds', balances: outcome.balances };
      case 'posted':
        return { status: 'ok', transactionId: outcome.id, replayed: false, balances: outcome.balances };
      case 'refused':
        if (outcome.reason === 'unknown_bet' || outcome.reason === 'rolled_back')
          return { status: outcome.reason };
        if (isWagerRefusal(outcome.reason)) return { status: 'refused', reason: outcome.reason };
        return undefined;
      case 'retry_careful':
        return undefined;
    }
  }

  /** A bet by the multi-statement path: a running bonus (split, max bet, wagering) and what the one statement sends here. */
  async function carefulBet(call: BetCall, fingerprint: string): Promise<WalletOutcome> {
    // A free round risks none of the player's money: no bonus max bet, no wagering.
    const terms = call.free ? undefined : await bonus.stakeTerms(call.playerId);
    if (terms?.maxBetMinor != null && call.amountMinor > terms.maxBetMinor) return { status: 'bet_limit' };
    const game = await repo.gameFacts(call.gameId);
    let stake: Awaited<ReturnType<GameBonusPort['reportStake']>> | undefined;
    try {
      const outcome = await repo.transaction(async (tx): Promise<WalletOutcome> => {
        const existing = await repo.transactionByProviderTx(tx, call.providerId, call.providerTx);
        if (existing) return answerExisting(existing, fingerprint, call, tx);
        // The wager gate, in this transaction: a dead launch, a blocked account, a provider or game
        // switched off take nothing (a replay above still answers what was taken before).
        const refusal = await gate.check(
          tx,
          call.stakePath,
          call.gameSessionId === null
            ? { kind: 'player_game', playerId: call.playerId, gameId: call.gameId }
            : { kind: 'game_session', gameSessionId: call.gameSessionId, playerId: call.playerId },
          call.free ? 0n : call.amountMinor,
        );
        if (refusal) return { status: 'refused', reason: refusal };
        const now = clock.now();
        const funds = await balances(call, tx);
        const fromCash = call.free ? 0n : funds.cash >= call.amountMinor ? call.amountMinor : funds.cash;
        const fromBonus = call.free ? 0n : call.amountMinor - fromCash;
        // Without a running bonus the bonus balance is not the player's to stake. Refused by
        // throwing, so nothing this bet wrote is kept.
        if (fromBonus > (terms ? funds.bonus : 0n))
          throw new Refused({ status: 'insufficient_funds', balances: funds });
        const roundId = await repo.addBetToRound(
          tx,
          {
            ...call,
            bonusMinor: fromBonus,
            playerBonusId: terms?.bonusId ?? null,
            roundClosed: call.roundClosed,
          },
          now,
        );
        if (roundId === undefined) throw new Refused({ status: 'duplicate' });
        const id = await repo.insertTransaction(tx, {
          providerId: call.providerId,
          providerTx: call.providerTx,
          kind: 'bet',
          roundId,
          playerId: call.playerId,
          amountMinor: call.amountMinor,
          cashMinor: fromCash,
          bonusMinor: fromBonus,
          fingerprint,
          createdAt: now,
        });
        if (id === undefined) {
          // The same id arrived concurrently and committed first: answer as it would, keeping nothing.
          const raced = await repo.transactionByProviderTx(tx, call.providerId, call.providerTx);
          throw new Refused(await answerExisting(raced!, fingerprint, call, tx));
        }
        const reference = `game_round:${roundId}`;
        const houseAccount = house(call.currencyId);
        await post(
          tx,
          key(call.providerId, call.providerTx, 'cash'),
          cash(call),
          houseAccount,
          fromCash,
          'bet',
          reference,
        );
        await post(
          tx,
          key(call.providerId, call.providerTx, 'bonus'),
          bonusAccount(call),
          houseAccount,
          fromBonus,
          'bet',
          reference,
        );
        if (terms) {
          stake = await bonus.reportStake(tx, {
            playerId: call.playerId,
            amountMinor: call.amountMinor,
            category: game?.isLive ? 'live' : 'slot',
          });
        }
        return {
          status: 'ok',
          transactionId: id,
          replayed: false,
          balances: { ...funds, cash: funds.cash - fromCash, bonus: funds.bonus - fromBonus },
        };
      });
      if (stake?.status !== 'completed') return outcome;
      // The bonus completed with this bet (converted to cash): tell the player, answer what they hold.
      await stake.publish();
      return outcome.status === 'ok' ? { ...outcome, balances: await balances(call) } : outcome;
    } catch (err) {
      if (err instanceof Refused) return err.outcome;
      if (err instanceof FundsMovedMeanwhile)
        return { status: 'insufficient_funds', balances: await balances(call) };
      throw err;
    }
  }

  /** A win by the multi-statement path: bonus-funded and free rounds, and what the one statement sends here. */
  async function carefulWin(call: WinCall, fingerprint: string): Promise<WalletOutcome> {
    return repo.transaction(async (tx): Promise<WalletOutcome> => {
      // The round is locked BEFORE the bet is read: a rollback of that bet locks the round too
      // (rollback-after-win.ts), so the win sees the bet as the rollback left it and the two never
      // both pay.
      const round = await repo.lockRound(tx, call.providerId, call.providerRound);
      // The win's own id and the bet it refers to, in one read.
      const rows = await repo.transactionsByProviderTx(tx, call.providerId, [
        call.providerTx,
        call.referenceTx,
      ]);
      const existing = rows.find((row) => row.providerTx === call.providerTx);
      if (existing) return answerExisting(existing, fingerprint, call, tx);
      if (!round || round.playerId !== call.playerId) return { status: 'unknown_bet' };
      if (call.referenceTx !== undefined) {
        const bet = rows.find((row) => row.providerTx === call.referenceTx);
        if (!bet || bet.kind !== 'bet' || bet.tombstone || bet.roundId !== round.id)
          return { status: 'unknown_bet' };
        if (bet.rolledBack) return { status: 'rolled_back' };
      } else if (round.betMinor === 0n && round.status === GameRoundStatus.Cancelled) {
        return { status: 'unknown_bet' };
      }
      const now = clock.now();
      // Split as the round's stakes were; the bonus share follows the bonus that funded them.
      const bonusShare =
        round.betMinor > 0n ? (call.amountMinor * round.bonusStakeMinor) / round.betMinor : 0n;
      const cashShare = call.amountMinor - bonusShare;
      const part = await bonusPart(tx, round, call, bonusShare);
      const id = await repo.insertTransaction(tx, {
        providerId: call.providerId,
        providerTx: call.providerTx,
        kind: 'win',
        roundId: round.id,
        playerId: call.playerId,
        amountMinor: call.amountMinor,
        cashMinor: cashShare + part.cashMinor,
        bonusMinor: part.bonusMinor,
        referenceTx: call.referenceTx ?? null,
        fingerprint,
        createdAt: now,
      });
      if (id === undefined) {
        const raced = await repo.transactionByProviderTx(tx, call.providerId, call.providerTx);
        return answerExisting(raced!, fingerprint, call, tx);
      }
      const reference = `game_round:${round.id}`;
      // A free round's wins are the promotion's cost, not the casino's result.
      const houseAccount: AccountRef = round.free
        ? { type: 'system', kind: 'house_promotions', currencyId: call.currencyId }
        : house(call.currencyId);
      await post(
        tx,
        key(call.providerId, call.providerTx, 'cash'),
        houseAccount,
        cash(call),
        cashShare,
        'win',
        reference,
      );
      await post(
        tx,
        key(call.providerId, call.providerTx, 'bonus'),
        houseAccount,
        part.to,
        bonusShare,
        'win',
        reference,
      );
      await repo.addWinToRound(tx, round.id, call, now);
      return { status: 'ok', transactionId: id, replayed: false, balances: await balances(call, tx) };
    });
  }

  return {
    // ── sessions ──────────────────────────────────────────────────────────────────────────────────

    /** A new launch: the token the provider will hand back on every call of this game session. */
    async issueSession(input: {
      playerId: number;
      gameId: number;
      currencyId: number;
      siteSessionId: number;
    }) {
      const token = randomBytes(24).toString('base64url');
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + sessionTtlMs);
      await repo.insertSession({ ...input, tokenHash: hashToken(token), createdAt: now, expiresAt });
      return { token, expiresAt };
    },

    /** The session a token names; `anyAge` also answers an expired one (wins and rollbacks never check expiry). */
    async session(token: string, { anyAge = false } = {}): Promise<GameSessionRow | 'expired' | undefined> {
      const tokenHash = hashToken(token);
      let row = launches.get(tokenHash);
      if (!row) {
        row = await repo.sessionByHash(tokenHash);
        if (!row) return undefined;
        launches.set(tokenHash, row);
      }
      if (!anyAge && row.expiresAt <= clock.now()) return 'expired';
      return row;
    },

    /**
     * Why a game frame's player action (a move, a cash-out, a seed rotation) is refused: its launch or
     * the site session behind it ended, the account is blocked, the game or provider is off.
     */
    frameRefusal: (gameSessionId: number) => gate.frame(repo.executor, gameSessionId),

    /**
     * For a stake refused by one of the player's own limits (loss, wager, session time): which limit and
     * when room frees up, for the message; undefined for any other refusal.
     */
    limitReach: async (reason: WagerRefusal, playerId: number, stakeMinor: bigint) =>
      isLimitRefusal(reason) ? gate.limitReach(repo.executor, playerId, stakeMinor) : undefined,

    balances: (playerId: number, currencyId: number) => wallet.playerBalances(playerId, currencyId),

    // ── money ─────────────────────────────────────────────────────────────────────────────────────

    /**
     * A bet. The common one (cash or a free round, no bonus running) is ONE statement
     * (wallet/stake-posting.ts): replay check, wager gate, round, transaction row and ledger leg. A
     * running bonus, a round of another kind, and a race the statement cannot settle alone take the
     * careful path, which answers them as before.
     */
    async bet(call: BetCall): Promise<WalletOutcome> {
      const fingerprint = fingerprintOf({
        kind: 'bet',
        amount: call.amountMinor,
        currency: call.currencyId,
        round: call.providerRound,
        player: call.playerId,
        game: call.gameId,
        // Only when set, so the fingerprints of paid bets stored before free rounds existed still match.
        ...(call.free ? { free: true } : {}),
      });
      const free = call.free === true;
      const cashMinor = free ? 0n : call.amountMinor;
      const subject: WagerSubject =
        call.gameSessionId === null
          ? { kind: 'player_game', playerId: call.playerId, gameId: call.gameId }
          : { kind: 'game_session', gameSessionId: call.gameSessionId, playerId: call.playerId };
      // A free round risks none of the player's money: a running bonus does not concern it.
      const refusal = sql`case when not ${free}::boolean and ${bonus.mayRunSql(call.playerId)} then ${CAREFUL}
                               else ${gate.checkSql(call.stakePath, subject, cashMinor)} end`;
      const outcome = await wallet.postStake<PriorTx>({
        name: 'game_bet',
        ...betStakePart({ ...call, cashMinor, free, fingerprint }, refusal, clock.now()),
        leg: {
          from: cash(call),
          to: house(call.currencyId),
          amountMinor: cashMinor,
          idempotencyKey: key(call.providerId, call.providerTx, 'cash'),
          kind: 'bet',
          reference: roundReference,
        },
      });
      return answerStake(outcome, fingerprint) ?? carefulBet(call, fingerprint);
    },

    /**
     * A win. On a paid round staked with cash it is ONE statement (wallet/stake-posting.ts); a round
     * staked with bonus money, a free round and a round changed under the statement take the careful path.
     */
    async win(call: WinCall): Promise<WalletOutcome> {
      const fingerprint = fingerprintOf({
        kind: 'win',
        amount: call.amountMinor,
        currency: call.currencyId,
        round: call.providerRound,
        player: call.playerId,
        game: call.gameId,
        reference: call.referenceTx,
      });
      const part = winStakePart({ ...call, referenceTx: call.referenceTx ?? null, fingerprint }, clock.now());
      const outcome = await wallet.postStake<PriorTx>({
        name: 'game_win',
        ...part,
        leg: {
          from: house(call.currencyId),
          to: cash(call),
          amountMinor: call.amountMinor,
          idempotencyKey: key(call.providerId, call.providerTx, 'cash'),
          kind: 'win',
          reference: roundReference,
        },
      });
      return answerStake(outcome, fingerprint) ?? carefulWin(call, fingerprint);
    },

    /**
     * A provider's promotional payout outside any round (Pragmatic's promoWin: tournaments, prize
     * drops): credited to cash from the house, once per provider id; an identical replay answers the
     * first, the same id with other content is a duplicate.
     */
    async promoWin(call: {
      providerId: number;
      providerTx: string;
      playerId: number;
      currencyId: number;
      amountMinor: bigint;
      campaign: string;
    }): Promise<WalletOutcome> {
      const fingerprint = fingerprintOf({
        kind: 'promo',
        amount: call.amountMinor,
        currency: call.currencyId,
        player: call.playerId,
        campaign: call.campaign,
      });
      return repo.transaction(async (tx): Promise<WalletOutcome> => {
        const existing = await repo.transactionByProviderTx(tx, call.providerId, call.providerTx);
        if (existing) return answerExisting(existing, fingerprint, call, tx);
        const id = await repo.insertTransaction(tx, {
          providerId: call.providerId,
          providerTx: call.providerTx,
          kind: 'win',
          roundId: null,
          playerId: call.playerId,
          amountMinor: call.amountMinor,
          cashMinor: call.amountMinor,
          fingerprint,
          createdAt: clock.now(),
        });
        if (id === undefined) {
          const raced = await repo.transactionByProviderTx(tx, call.providerId, call.providerTx);
          return answerExisting(raced!, fingerprint, call, tx);
        }
        await post(
          tx,
          key(call.providerId, call.providerTx, 'cash'),
          house(call.currencyId),
          cash(call),
          call.amountMinor,
          'promo_win',
          `promo:${call.campaign}`,
        );
        return { status: 'ok', transactionId: id, replayed: false, balances: await balances(call, tx) };
      });
    },

    /** Reverses a bet by its provider id; an unknown bet's id is reserved so it can never be taken later. */
    async rollback(call: RollbackCall): Promise<WalletOutcome> {
      const fingerprint = fingerprintOf({
        kind: 'rollback',
        player: call.playerId,
        reference: call.referenceTx,
      });
      return repo.transaction(async (tx): Promise<WalletOutcome> => {
        const existing = await repo.transactionByProviderTx(tx, call.providerId, call.providerTx);
        if (existing) return answerExisting(existing, fingerprint, call, tx);
        const now = clock.now();
        let bet = await repo.transactionByProviderTx(tx, call.providerId, call.referenceTx, true);
        if (!bet) {
          const reserved = await repo.insertTransaction(tx, {
            providerId: call.providerId,
            providerTx: call.referenceTx,
            kind: 'bet',
            playerId: call.playerId,
            amountMinor: 0n,
            fingerprint: 'tombstone',
            tombstone: true,
            rolledBack: true,
            createdAt: now,
          });
          // The bet itself arrived meanwhile: reverse it as usual.
          if (reserved === undefined)
            bet = await repo.transactionByProviderTx(tx, call.providerId, call.referenceTx, true);
        }
        if (bet && (bet.kind !== 'bet' || bet.playerId !== call.playerId)) return { status: 'unknown_bet' };
        // Nothing is written for a held call, so a retry finds the same situation and the same answer.
        if (bet && !bet.rolledBack && !bet.tombstone && (await holdRollbackAfterWin(tx, call, bet, now)))
          return { status: 'held' };
        const id = await repo.insertTransaction(tx, {
          providerId: call.providerId,
          providerTx: call.providerTx,
          kind: 'rollback',
          roundId: bet?.roundId ?? null,
          playerId: call.playerId,
          amountMinor: bet && !bet.rolledBack ? bet.amountMinor : 0n,
          cashMinor: bet && !bet.rolledBack ? bet.cashMinor : 0n,
          bonusMinor: bet && !bet.rolledBack ? bet.bonusMinor : 0n,
          referenceTx: call.referenceTx,
          fingerprint,
          createdAt: now,
        });
        if (id === undefined) {
          const raced = await repo.transactionByProviderTx(tx, call.providerId, call.providerTx);
          return answerExisting(raced!, fingerprint, call, tx);
        }
        if (bet && !bet.rolledBack && !bet.tombstone) {
          const round = bet.roundId === null ? undefined : await repo.lockRoundById(tx, bet.roundId);
          // The bonus stake goes back the way a win's bonus share would (money follows its source),
          // and the wagering the stake added is taken back (issue 23).
          const part = await bonusPart(
            tx,
            { playerBonusId: round?.playerBonusId ?? null },
            call,
            bet.bonusMinor,
          );
          const reference = `game_round:${bet.roundId}`;
          const houseAccount = house(call.currencyId);
          await post(
            tx,
            key(call.providerId, call.providerTx, 'cash'),
            houseAccount,
            cash(call),
            bet.cashMinor,
            'bet_rollback',
            reference,
          );
          await post(
            tx,
            key(call.providerId, call.providerTx, 'bonus'),
            houseAccount,
            part.to,
            bet.bonusMinor,
            'bet_rollback',
            reference,
          );
          if (round?.playerBonusId != null) {
            // After the ledger, as bets do (ledger rows, then the bonus row): no lock-order cycle.
            const game = await repo.gameFacts(round.gameId, tx);
            await bonus.takeBackStake(tx, {
              bonusId: round.playerBonusId,
              amountMinor: bet.amountMinor,
              category: game?.isLive ? 'live' : 'slot',
            });
          }
          await repo.markRolledBack(tx, bet.id);
          if (round) await repo.updateRound(tx, round.id, afterRollback(round, bet, now));
        }
        return { status: 'ok', transactionId: id, replayed: false, balances: await balances(call, tx) };
      });
    },

    /** Marks a round over (Pragmatic's endRound, the in-house games after their win). */
    async closeRound(providerId: number, providerRound: string, playerId: number): Promise<boolean> {
      return repo.transaction(async (tx) => {
        const round = await repo.lockRound(tx, providerId, providerRound);
        if (!round || round.playerId !== playerId) return false;
        if (round.status === GameRoundStatus.Processing)
          await repo.updateRound(tx, round.id, { status: GameRoundStatus.Completed, updatedAt: clock.now() });
        return true;
      });
    },

    /** Open rounds left untouched for the configured time become Expired (safe with several processes). */
    async expireStaleRounds(now: Date = clock.now()): Promise<number> {
      const before = new Date(now.getTime() - roundExpiryMs);
      let total = 0;
      for (;;) {
        const expired = await repo.expireRounds(before, now, EXPIRY_BATCH);
        total += expired;
        if (expired < EXPIRY_BATCH) return total;
      }
    },
  };
}

/** A round's totals once one of its bets is reversed; a round left with nothing in it is Cancelled. */
function afterRollback(round: RoundTotals, bet: ProviderTxRow, now: Date) {
  const betMinor = round.betMinor - bet.amountMinor;
  const empty = betMinor === 0n && round.winMinor === 0n;
  return {
    betMinor,
    bonusStakeMinor: round.bonusStakeMinor - bet.bonusMinor,
    status: empty ? GameRoundStatus.Cancelled : round.status,
    updatedAt: now,
  };
}

export type GameWalletService = ReturnType<typeof createGameWalletService>;
