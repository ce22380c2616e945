import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import type {
  AccountRef,
  PlayerBalances,
  PostedTransfer,
  SystemAccountKind,
  TransferInput,
  TransferResult,
  WalletService,
} from './contract.ts';
import { isInsufficientFundsViolation, WalletUsageError } from './errors.ts';
import {
  findTransferByKey,
  insertPlayerAccounts,
  preparePlayerBalances,
  insertSystemShards,
  selectPlayerBalances,
  sumSystemAccount,
  type AccountLookup,
  type ExistingTransfer,
} from './repo.ts';
import { DEFAULT_SYSTEM_SHARDS, shardOfKey } from './shards.ts';
import { sameContent, validateTransfer } from './transfer-rules.ts';
import { postTransferStatement } from './posting.ts';
import { postStake, type StakeOutcome, type StakeStatement } from './stake-posting.ts';

/*
 * The double-entry wallet (DESIGN §5). Every movement of money is one `transfer`: both accounts locked
 * in id order, the funds checked on the locked row, the idempotency key decided by the unique index,
 * the transfer row and both balances written — all in one statement (posting.ts).
 */

/** A transfer the ledger just posted: what the metrics count (no account, no player). */
export type PostedMovement = { kind: string; currencyId: number; amountMinor: bigint };

export type WalletOptions = {
  /** Shard rows per system account (default 16, see shards.ts). */
  systemShards?: number;
  /**
   * Told of every transfer posted (platform/metrics.ts counts them), once its statement succeeded. A
   * transfer inside a caller's transaction is told when posted, so one the caller then rolls back is
   * counted too (rare: callers refuse before they post). Must not throw.
   */
  onPosted?: (movement: PostedMovement) => void;
};

export interface Wallet extends WalletService {
  /** A system account's balance: the sum of its shard rows (0n when none exist yet). */
  systemAccountBalance(kind: SystemAccountKind, currencyId: number, executor?: DbExecutor): Promise<bigint>;
  /** Creates the shard rows of every system account of a currency now (otherwise done on first use). */
  openSystemAccounts(currencyId: number, executor?: DbExecutor): Promise<void>;
}

export function createWalletService(db: Database, options: WalletOptions = {}): Wallet {
  const shards = options.systemShards ?? DEFAULT_SYSTEM_SHARDS;
  const onPosted = options.onPosted ?? (() => {});
  if (!Number.isInteger(shards) || shards < 1 || shards > 1024) {
    throw new WalletUsageError(`systemShards must be an integer in 1..1024, got ${shards}`);
  }

  const playerBalancesNow = preparePlayerBalances(db);

  function lookupOf(ref: AccountRef, counterpart: AccountRef, key: string): AccountLookup {
    if (ref.type === 'player') return ref;
    // A system account takes the shard of the player account on the other side, so one player's bets
    // always hit the same shard and different players' bets spread over all of them.
    const shardChoice = counterpart.type === 'player' ? { counterpart } : { shard: shardOfKey(key, shards) };
    return { type: 'system', kind: ref.kind, currencyId: ref.currencyId, shardChoice };
  }

  function answerExisting(existing: ExistingTransfer, input: TransferInput): TransferResult {
    const transfer: PostedTransfer = {
      id: existing.id,
      idempotencyKey: existing.idempotencyKey,
      amountMinor: existing.amount,
      kind: existing.kind,
      createdAt: existing.createdAt,
    };
    return { status: sameContent(existing, input) ? 'replayed' : 'conflict', transfer };
  }

  /**
   * The transfer itself (posting.ts: one statement). The rare outcomes cost one more statement each:
   * a missing system shard row is created and the statement repeated once; a transfer that was not
   * posted is told apart as replay/conflict (the key exists) or insufficient funds. The key is decided
   * before the funds: a replay answers as a replay even when the money has since been spent.
   */
  async function post(executor: DbExecutor, input: TransferInput): Promise<TransferResult> {
    const lookups = [
      lookupOf(input.from, input.to, input.idempotencyKey),
      lookupOf(input.to, input.from, input.idempotencyKey),
    ] as const;
    const posting = {
      idempotencyKey: input.idempotencyKey,
      amount: input.amountMinor,
      currencyId: input.from.currencyId,
      kind: input.kind,
      reference: input.reference ?? null,
      metadata: input.metadata ?? null,
    };
    let outcome = await postTransferStatement(executor, lookups, posting, shards);
    const playerMissing = (ref: AccountRef, found: boolean) => ref.type === 'player' && !found;
    if (playerMissing(input.from, outcome.debitFound) || playerMissing(input.to, outcome.creditFound)) {
      throw new WalletUsageError(`ledger account not opened: ${JSON.stringify([input.from, input.to])}`);
    }
    if (!outcome.debitFound || !outcome.creditFound) {
      await insertSystemShards(executor, input.from.currencyId, shards);
      outcome = await postTransferStatement(executor, lookups, posting, shards);
      if (!outcome.debitFound || !outcome.creditFound) throw new Error('system account shard rows missing');
    }
    if (outcome.posted) {
      const { id, createdAt } = outcome.posted;
      const transfer = {
        id,
        createdAt,
        idempotencyKey: input.idempotencyKey,
        amountMinor: input.amountMinor,
        kind: input.kind,
      };
      onPosted({ kind: input.kind, currencyId: input.from.currencyId, amountMinor: input.amountMinor });
      return { status: 'applied', transfer };
    }
    const existing = await findTransferByKey(executor, input.idempotencyKey);
    if (existing) return answerExisting(existing, input);
    if (outcome.short) return { status: 'insufficient_funds' };
    throw new Error(`ledger transfer ${input.idempotencyKey} neither posted nor found`);
  }

  return {
    async openPlayerAccounts(playerId, currencyId, executor = db) {
      await insertPlayerAccounts(executor, playerId, currencyId);
    },

    async transfer(input, executor = db) {
      validateTransfer(input);
      try {
        // On the plain database the posting statement is its own transaction. In a caller's
        // transaction it runs under a savepoint: a refused statement then undoes only our part, the
        // caller's transaction stays usable, and its fate (commit or rollback) is still the caller's.
        if (executor instanceof PgTransaction) return await executor.transaction((tx) => post(tx, input));
        return await post(executor, input);
      } catch (error) {
        if (isInsufficientFundsViolation(error)) return { status: 'insufficient_funds' };
        throw error;
      }
    },

    async transferInTransaction(input, tx) {
      validateTransfer(input);
      return post(tx, input);
    },

    async playerBalances(playerId, currencyId, executor = db): Promise<PlayerBalances> {
      const balances: PlayerBalances = { cash: 0n, bonus: 0n, withdrawHold: 0n };
      const rows =
        executor === db
          ? await playerBalancesNow(playerId, currencyId)
          : await selectPlayerBalances(executor, playerId, currencyId);
      for (const row of rows) {
        if (row.kind === 'cash') balances.cash = BigInt(row.balance);
        else if (row.kind === 'bonus') balances.bonus = BigInt(row.balance);
        else if (row.kind === 'withdraw_hold') balances.withdrawHold = BigInt(row.balance);
      }
      return balances;
    },

    async postStake<Prior>(statement: StakeStatement): Promise<StakeOutcome<Prior>> {
      const outcome = await postStake<Prior>(db, statement, shards);
      const { leg } = statement;
      // A zero leg (a free round's bet) writes the caller's rows but moves no money: no transfer.
      if (outcome.status === 'posted' && leg.amountMinor > 0n)
        onPosted({ kind: leg.kind, currencyId: leg.from.currencyId, amountMinor: leg.amountMinor });
      return outcome;
    },

    systemAccountBalance: (kind, currencyId, executor = db) => sumSystemAccount(executor, kind, currencyId),

    async openSystemAccounts(currencyId, executor = db) {
      await insertSystemShards(executor, currencyId, shards);
    },
  };
}
