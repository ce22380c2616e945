import type { StakeOutcome, StakeStatement } from './stake-posting.ts';
import type { DbExecutor } from '../../db/executor.ts';

/*
 * The wallet's public face: the ONLY way money moves (DESIGN §5). Other modules depend on this type,
 * never on the wallet's repo or tables. Amounts are bigint minor units (kuruş); platform/money.ts
 * converts them to the API's decimals by the currency's minor units.
 */

export type PlayerAccountKind = 'cash' | 'bonus' | 'withdraw_hold';
export type SystemAccountKind =
  | 'house_casino'
  | 'house_sports'
  /** Open sports bets' stakes, until their settlement (DESIGN §5). */
  | 'sports_stakes'
  | 'payments_clearing'
  | 'bonus_expense'
  /** Pays the wins of free rounds a provider gives (Hub88 `is_free`): the cost of those promotions. */
  | 'house_promotions'
  /** Where the operator's manual corrections come from and go to (modules/corrections): never a game's result. */
  | 'house_adjustments';

/** Names an account; the wallet resolves it (and, for system accounts, picks the shard). */
export type AccountRef =
  | { type: 'player'; playerId: number; kind: PlayerAccountKind; currencyId: number }
  | { type: 'system'; kind: SystemAccountKind; currencyId: number };

export type TransferInput = {
  /** The caller's business id ('trial-bonus:42', a provider transaction id, ...), never per attempt. */
  idempotencyKey: string;
  /** Money leaves this account ... */
  from: AccountRef;
  /** ... and arrives here. */
  to: AccountRef;
  amountMinor: bigint;
  /** What the movement is ('trial_bonus', 'deposit', 'bet', 'win', 'seed', ...). */
  kind: string;
  reference?: string;
  metadata?: Record<string, unknown>;
};

export type PostedTransfer = {
  id: number;
  idempotencyKey: string;
  amountMinor: bigint;
  kind: string;
  createdAt: Date;
};

export type TransferResult =
  /** Posted now. */
  | { status: 'applied'; transfer: PostedTransfer }
  /** The same key was posted before with the same content: nothing changed, the first posting is returned. */
  | { status: 'replayed'; transfer: PostedTransfer }
  /** The same key was posted before with different content (amount, accounts, kind): nothing changed. */
  | { status: 'conflict'; transfer: PostedTransfer }
  /** A player account would go below zero: nothing changed. */
  | { status: 'insufficient_funds' };

export type PlayerBalances = { cash: bigint; bonus: bigint; withdrawHold: bigint };

export interface WalletService {
  /** Creates the player's cash, bonus and withdraw_hold accounts (idempotent); call inside registration's transaction. */
  openPlayerAccounts(playerId: number, currencyId: number, executor?: DbExecutor): Promise<void>;
  /**
   * Posts one transfer atomically: locks both balance rows in account-id order, checks funds, inserts the
   * transfer, updates both balances. With `executor` it joins the caller's transaction (and its fate).
   */
  transfer(input: TransferInput, executor?: DbExecutor): Promise<TransferResult>;
  /**
   * `transfer` as one statement of the caller's transaction `tx`, without the savepoint `transfer` puts
   * around it there: an error the database raises (the non-negative CHECK backstop) aborts the caller's
   * whole transaction and is thrown as is. For callers that undo everything on any refusal (the game
   * wallet's bets and wins), where the savepoint's two round trips per transfer are pure cost.
   */
  transferInTransaction(input: TransferInput, tx: DbExecutor): Promise<TransferResult>;
  playerBalances(playerId: number, currencyId: number, executor?: DbExecutor): Promise<PlayerBalances>;
  /**
   * A provider transaction as ONE statement: the caller's rows and the ledger leg in one CTE
   * (stake-posting.ts, the provider-transaction path of the game wallet, the frames and sports bets).
   * Runs on the pool: the statement is its own transaction.
   */
  postStake<Prior>(statement: StakeStatement): Promise<StakeOutcome<Prior>>;
}
