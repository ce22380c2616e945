import { raisedSqlState } from '../../../platform/pg-errors.ts';
import type { BetCall, GameWalletService, WalletOutcome, WinCall } from '../service.ts';
import { codeOf, DIGITAIN_CODE, type DigitainCode } from './codes.ts';

/*
 * A Digitain batch (bet, win, betwin): its items' bets and wins through GameWalletService, and
 * `allOrNone` (PROTOCOLS §4b: one failing item means none applied).
 *
 * Every wallet call is its own database transaction (service.ts), so a batch cannot be one; it is made
 * all-or-none by ORDER and COMPENSATION:
 * 1. Before anything is applied the route checks every item (token, player, game, currency, amount, and
 *    a new win's round): a batch with a bad item is refused with nothing written.
 * 2. Bets go first. A failing step after them undoes every bet THIS request applied (a refund through
 *    GameWalletService.rollback, id `undo:<txId>`): the ledger nets to nothing, the bet's txId stays
 *    taken (a resend of the refused batch answers 8, not a second debit).
 * 3. Then wins whose txId we already hold (an identical replay moves nothing; other content is 8, still
 *    before any new money moved), then the new wins. A win cannot be undone (the ledger has no reverse
 *    win), which is why they come last and were checked in 1: what can still fail there is a race with
 *    a concurrent call on the same round or txId. Then the batch answers 999 and says which items
 *    stood (`partial`, logged as an error for the operator) — never pretending none applied.
 * Without allOrNone each item stands alone; a betwin item's bet is undone if its own win fails.
 */

export type Step = { item: number } & (
  { kind: 'bet'; call: BetCall } | { kind: 'win'; call: WinCall; known: boolean }
);

export type ItemResult = {
  code: DigitainCode;
  /** Our id of the item's last applied call (externalTxId). */
  transactionId?: number;
};

export type BatchResult = {
  items: ItemResult[];
  /** The batch's own code: 1, or (allOrNone) the first failing item's. */
  code: DigitainCode;
  /** allOrNone, yet some items stood (a win failed after others were paid): the operator must look. */
  partial: boolean;
};

/**
 * A wallet call again when PostgreSQL broke a deadlock by undoing it (40P01): the several bets of one
 * new round that a batch or a table game sends at once can deadlock on the round's row and the ledger's;
 * the loser's transaction was undone as a whole and the call is idempotent on its txId.
 */
async function deadlockRetried(call: () => Promise<WalletOutcome>): Promise<WalletOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= 3 || !raisedSqlState(error, '40P01')) throw error;
    }
  }
}

type Applied = { step: Step; outcome: Extract<WalletOutcome, { status: 'ok' }> };

export async function applyBatch(
  games: GameWalletService,
  steps: readonly Step[],
  itemCount: number,
  allOrNone: boolean,
  /** Whether a replayed bet was refunded since (the service answers its replay as taken). */
  refunded: (call: BetCall) => Promise<boolean>,
): Promise<BatchResult> {
  const items: ItemResult[] = Array.from({ length: itemCount }, () => ({ code: DIGITAIN_CODE.ok }));
  const applied: Applied[] = [];
  const failedItems = new Set<number>();

  /** Refunds the bets this request applied (of `item`, or all); false if one could not be undone. */
  async function undoBets(item?: number): Promise<boolean> {
    let undone = true;
    for (const { step, outcome } of applied) {
      if (step.kind !== 'bet' || outcome.replayed || (item !== undefined && step.item !== item)) continue;
      const back = await games.rollback({
        providerId: step.call.providerId,
        providerTx: `undo:${step.call.providerTx}`,
        playerId: step.call.playerId,
        currencyId: step.call.currencyId,
        referenceTx: step.call.providerTx,
      });
      if (back.status !== 'ok') undone = false;
    }
    return undone;
  }

  const ordered = allOrNone
    ? [
        ...steps.filter((s) => s.kind === 'bet'),
        ...steps.filter((s) => s.kind === 'win' && s.known),
        ...steps.filter((s) => s.kind === 'win' && !s.known),
      ]
    : steps;

  for (const step of ordered) {
    if (failedItems.has(step.item)) continue;
    let outcome = await deadlockRetried(() =>
      step.kind === 'bet' ? games.bet(step.call) : games.win(step.call),
    );
    // A resent bet that a refund (or an allOrNone undo) reversed stands no more: 8, not "taken".
    if (step.kind === 'bet' && outcome.status === 'ok' && outcome.replayed && (await refunded(step.call)))
      outcome = { status: 'rolled_back' };
    const result = items[step.item]!;
    if (outcome.status !== 'ok') {
      result.code = codeOf(outcome);
      failedItems.add(step.item);
      if (!allOrNone) {
        // A betwin item is one play: its bet does not stand without its win.
        if (!(await undoBets(step.item))) result.code = DIGITAIN_CODE.general;
        continue;
      }
      const winsStood = applied.some((a) => a.step.kind === 'win' && !a.outcome.replayed);
      const undone = await undoBets();
      const partial = winsStood || !undone;
      for (const [index, other] of items.entries()) {
        if (index === step.item) continue;
        // The others were not applied (or were undone): "general", the batch failed for another item.
        if (!applied.some((a) => a.step.item === index && a.step.kind === 'win'))
          other.code = DIGITAIN_CODE.general;
      }
      return { items, code: partial ? DIGITAIN_CODE.general : result.code, partial };
    }
    applied.push({ step, outcome });
    result.transactionId = outcome.transactionId;
  }
  const code = items.find((i) => i.code !== DIGITAIN_CODE.ok)?.code ?? DIGITAIN_CODE.ok;
  return { items, code: allOrNone ? code : DIGITAIN_CODE.ok, partial: false };
}
