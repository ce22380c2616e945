import type { AccountRef, TransferInput } from './contract.ts';
import { WalletUsageError } from './errors.ts';
import type { ExistingTransfer } from './repo.ts';

/*
 * Rules on a transfer's content that need no database: what a well-formed transfer is, and when a
 * second posting of a key is "the same" transfer.
 */

function sameRef(a: AccountRef, b: AccountRef): boolean {
  return (
    a.type === b.type &&
    a.kind === b.kind &&
    a.currencyId === b.currencyId &&
    (a.type === 'system' || (b.type === 'player' && a.playerId === b.playerId))
  );
}

/**
 * Throws on a malformed transfer. These are bugs in the calling code (a player can never cause them
 * through a validated request), so they are errors, not statuses.
 */
export function validateTransfer(input: TransferInput): void {
  if (typeof input.amountMinor !== 'bigint' || input.amountMinor <= 0n) {
    throw new WalletUsageError(`transfer amount must be a bigint > 0, got ${String(input.amountMinor)}`);
  }
  if (!input.idempotencyKey) throw new WalletUsageError('transfer needs an idempotency key');
  if (!input.kind) throw new WalletUsageError('transfer needs a kind');
  if (input.from.currencyId !== input.to.currencyId) {
    throw new WalletUsageError(
      `transfer between currencies ${input.from.currencyId} and ${input.to.currencyId}: use one currency per transfer`,
    );
  }
  if (sameRef(input.from, input.to)) throw new WalletUsageError('transfer from an account to itself');
}

type StoredSide = ExistingTransfer['debit'];

function sideMatches(side: StoredSide, ref: AccountRef): boolean {
  return (
    side.ownerType === ref.type &&
    side.kind === ref.kind &&
    side.currencyId === ref.currencyId &&
    side.playerId === (ref.type === 'player' ? ref.playerId : null)
  );
}

/**
 * Same accounts (as named by their refs: a system account's shard is the wallet's choice, not part of
 * the request), same amount, same kind. Reference and metadata are descriptive and not compared.
 */
export function sameContent(existing: ExistingTransfer, input: TransferInput): boolean {
  return (
    existing.amount === input.amountMinor &&
    existing.kind === input.kind &&
    sideMatches(existing.debit, input.from) &&
    sideMatches(existing.credit, input.to)
  );
}
