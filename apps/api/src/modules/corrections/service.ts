import type { AdminCorrection, AdminCorrectionRequest } from '@lale/contracts';
import type { Clock } from '../../platform/clock.ts';
import { refuse } from '../../platform/domain-errors.ts';
import type { MoneyService } from '../../platform/money.ts';
import type { AccountRef, WalletService } from '../wallet/index.ts';
import type {
  CorrectionFilter,
  CorrectionOrder,
  CorrectionsRepo,
  ListedCorrection,
  StoredCorrection,
} from './corrections-repo.ts';

/*
 * Manual corrections (issue #25): a staff member asks for a credit or debit of a player's cash with a
 * reason; a DIFFERENT staff member approves it, which posts ONE ledger transfer between the player's
 * cash and house_adjustments, keyed `correction:<id>`; or anyone rejects it. The row is locked for
 * every decision, so two approvals at once post once: the second finds it approved and answers it as it
 * is (approving is idempotent). A debit that would overdraw is refused by the wallet (the balance CHECK
 * behind it) and the correction stays pending.
 */

type Deps = { repo: CorrectionsRepo; wallet: WalletService; money: MoneyService; clock: Clock };

export const CORRECTION_TRANSFER_KIND = 'manual_correction';

export function createCorrectionsService({ repo, wallet, money, clock }: Deps) {
  async function toAdmin(row: ListedCorrection): Promise<AdminCorrection> {
    return {
      id: row.id,
      playerId: row.playerId,
      username: row.username,
      direction: row.direction,
      kind: row.kind,
      amount: await money.toDecimal(row.amountMinor, row.currencyId),
      currency: row.currency,
      reason: row.reason,
      status: row.status,
      requestedBy: row.requestedBy,
      requestedAt: row.requestedAt.toISOString(),
      decidedBy: row.decidedBy,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      decisionNote: row.decisionNote,
      transferId: row.transferId,
    };
  }

  async function answer(id: number): Promise<AdminCorrection> {
    const row = await repo.listed(id);
    if (!row) throw refuse({ code: 'CorrectionNotFound' });
    return toAdmin(row);
  }

  /** The one transfer an approval posts: credit from house_adjustments, debit into it. */
  function legs(correction: StoredCorrection): { from: AccountRef; to: AccountRef } {
    const cash: AccountRef = {
      type: 'player',
      playerId: correction.playerId,
      kind: 'cash',
      currencyId: correction.currencyId,
    };
    const house: AccountRef = {
      type: 'system',
      kind: 'house_adjustments',
      currencyId: correction.currencyId,
    };
    return correction.direction === 'credit' ? { from: house, to: cash } : { from: cash, to: house };
  }

  return {
    async request(staffId: number, input: AdminCorrectionRequest): Promise<AdminCorrection> {
      const currencyId = await repo.playerCurrency(input.playerId);
      if (currencyId === undefined) throw refuse({ code: 'CorrectionPlayerUnknown' });
      const amountMinor = await money.toMinor(input.amount, currencyId);
      const { minorUnits } = await money.currency(currencyId);
      if (amountMinor === null || amountMinor <= 0n)
        throw refuse({ code: 'CorrectionAmountInvalid', minorUnits });
      const id = await repo.insert({
        playerId: input.playerId,
        currencyId,
        direction: input.direction,
        kind: input.kind,
        amountMinor,
        reason: input.reason.trim(),
        requestedBy: staffId,
        requestedAt: clock.now(),
      });
      return answer(id);
    },

    async approve(staffId: number, id: number, note?: string): Promise<AdminCorrection> {
      await repo.transaction(async (tx) => {
        const correction = await repo.lock(tx, id);
        if (!correction) throw refuse({ code: 'CorrectionNotFound' });
        if (correction.requestedBy === staffId) throw refuse({ code: 'CorrectionSameStaff' });
        if (correction.status === 'approved') return; // a repeat, or the other of two at once: posted once
        if (correction.status !== 'pending') throw refuse({ code: 'CorrectionNotPending' });
        const posted = await wallet.transfer(
          {
            idempotencyKey: `correction:${correction.id}`,
            ...legs(correction),
            amountMinor: correction.amountMinor,
            kind: CORRECTION_TRANSFER_KIND,
            reference: `correction:${correction.id}`,
            metadata: { kind: correction.kind, requestedBy: correction.requestedBy, approvedBy: staffId },
          },
          tx,
        );
        if (posted.status === 'insufficient_funds') throw refuse({ code: 'CorrectionInsufficientCash' });
        // 'replayed' would be a transfer whose row update was lost: impossible in one transaction, but
        // the first posting is then the one to record. 'conflict' is a key reused: a bug.
        if (posted.status === 'conflict') throw new Error(`correction ${correction.id}: ledger key conflict`);
        await repo.decide(tx, correction.id, {
          status: 'approved',
          decidedBy: staffId,
          decidedAt: clock.now(),
          decisionNote: note?.trim() ?? null,
          transferId: posted.transfer.id,
        });
      });
      return answer(id);
    },

    async reject(staffId: number, id: number, note: string | undefined): Promise<AdminCorrection> {
      await repo.transaction(async (tx) => {
        const correction = await repo.lock(tx, id);
        if (!correction) throw refuse({ code: 'CorrectionNotFound' });
        if (correction.status === 'rejected') return;
        if (correction.status !== 'pending') throw refuse({ code: 'CorrectionNotPending' });
        await repo.decide(tx, correction.id, {
          status: 'rejected',
          decidedBy: staffId,
          decidedAt: clock.now(),
          decisionNote: note?.trim() ?? null,
          transferId: null,
        });
      });
      return answer(id);
    },

    async list(filter: CorrectionFilter, order: CorrectionOrder, skip: number, take: number) {
      const [rows, total] = await Promise.all([repo.list(filter, order, skip, take), repo.count(filter)]);
      return { items: await Promise.all(rows.map(toAdmin)), total };
    },
  };
}

export type CorrectionsService = ReturnType<typeof createCorrectionsService>;
