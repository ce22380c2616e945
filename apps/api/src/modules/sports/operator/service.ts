import type { AdminSportsAction, AdminSportsMarketRef } from '@lale/contracts';
import type { DbExecutor } from '../../../db/executor.ts';
import type { OperatorActionDetail, OperatorResult } from '../../../db/schema.ts';
import type { Clock } from '../../../platform/clock.ts';
import { refuse } from '../../../platform/domain-errors.ts';
import { MarketStatus } from '../feed/messages.ts';
import type { EventBook, FeedProcessor } from '../feed/processor.ts';
import type { ActionRow, OperatorMarketRow as MarketRow, OperatorRepo } from './operator-repo.ts';

/*
 * The operator's hand on the book (issue #13, `/api/admin/sports`). Every action runs through the feed
 * processor's `operate`: one transaction with the event locked, ordered with the event's feed messages,
 * bets reconciled and their notices pushed exactly as a feed message does. Every action is recorded
 * with who took it and why (sport_operator_actions), in the same transaction.
 *
 * - Suspend / reopen put or lift a hold (sport_holds) on the event or one market; the feed's status is
 *   left alone, so odds keep moving under the hold and reopening lets the feed's status apply again.
 *   Suspending locks the markets it covers, so a bet in flight either commits first or sees the hold.
 * - Settle stores the results as a bet_settlement would and settles the market; resettle first rolls
 *   the settlement back as rollback_bet_settlement would (bets reopen: payouts clawed back, stakes
 *   returned to the open stakes), then settles with the new results — the ledger moves exactly the
 *   difference, each step under its own key, so nothing is paid twice.
 */

export type SettleInput = {
  market: AdminSportsMarketRef;
  outcomes: readonly { id: string; result: 'won' | 'lost'; voidFactor?: 0 | 0.5 | 1 | undefined }[];
  reason: string;
};

type Deps = { repo: OperatorRepo; feed: Pick<FeedProcessor, 'operate'>; clock: Clock };

const resultsOut = (results: readonly OperatorResult[] | undefined) =>
  results?.map((r) => ({
    outcomeId: r.outcomeId,
    result: r.result === 1 ? ('won' as const) : ('lost' as const),
    voidFactor: r.voidFactor === null ? null : Number(r.voidFactor),
  })) ?? null;

function toAction(row: ActionRow, market: Pick<MarketRow, 'id' | 'marketKey' | 'specifiers'> | null) {
  return {
    id: row.id,
    action: row.action as AdminSportsAction['action'],
    eventId: row.eventId,
    market: market ? { id: market.id, key: market.marketKey, specifiers: market.specifiers } : null,
    operatorId: row.operatorId,
    operatorName: row.operatorName,
    reason: row.reason,
    results: resultsOut(row.detail?.results),
    previous: resultsOut(row.detail?.previous),
    betsChanged: row.detail?.betsChanged ?? 0,
    createdAt: row.createdAt.toISOString(),
  } satisfies AdminSportsAction;
}

/** Names the outcomes a manual settlement left out, made up, or named twice. */
function outcomeProblems(offered: readonly string[], given: readonly string[]) {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const id of given) (seen.has(id) ? repeated : seen).add(id);
  return {
    missing: offered.filter((id) => !seen.has(id)),
    unknown: [...seen].filter((id) => !offered.includes(id)),
    repeated: [...repeated],
  };
}

export function createSportsOperator({ repo, feed, clock }: Deps) {
  async function marketOf(book: EventBook, ref: AdminSportsMarketRef): Promise<MarketRow> {
    const [market] = await book.markets([ref]);
    if (!market) throw refuse({ code: 'SportsMarketNotFound' });
    return market;
  }

  async function record(
    tx: DbExecutor,
    action: { kind: ActionRow['action']; eventId: number; market: MarketRow | null; operatorId: number },
    reason: string,
    detail: OperatorActionDetail | null = null,
  ) {
    const operatorName = await repo.operatorName(tx, action.operatorId);
    const row = await repo.insertAction(tx, {
      action: action.kind,
      eventId: action.eventId,
      marketId: action.market?.id ?? null,
      operatorId: action.operatorId,
      operatorName: operatorName!,
      reason,
      detail,
      createdAt: clock.now(),
    });
    return toAction(row, action.market);
  }

  /**
   * The markets a hold covers. Putting a hold locks them as a bet stop does (placement holds them FOR
   * SHARE); lifting one needs no lock: a bet that misses the lift is only refused.
   */
  const covered = (tx: DbExecutor, eventId: number, market: MarketRow | null, lock: boolean) =>
    repo.coveredMarkets(tx, eventId, market?.id ?? null, lock);

  /** Results stored on a market's outcomes now, as the audit keeps them. */
  async function resultsOf(tx: DbExecutor, marketId: number): Promise<OperatorResult[]> {
    const rows = await repo.outcomes(tx, marketId);
    return rows
      .filter((row) => row.result !== null)
      .map((row) => ({
        outcomeId: row.outcomeId,
        result: row.result === 1 ? 1 : 0,
        voidFactor: row.voidFactor,
      }));
  }

  /** Each bet on the market with its money version: a bet whose version moves had its money moved. */
  const betVersions = (tx: DbExecutor, marketId: number) => repo.betVersions(tx, marketId);

  async function settle(
    operatorId: number,
    eventId: number,
    input: SettleInput,
    mode: 'settle' | 'resettle',
  ): Promise<AdminSportsAction> {
    return feed.operate(eventId, async (tx, book) => {
      const market = await marketOf(book, input.market);
      if (mode === 'settle' && market.status === MarketStatus.Settled)
        throw refuse({ code: 'SportsSettlementNotAllowed', status: 'settled' });
      if (market.status === MarketStatus.Cancelled)
        throw refuse({ code: 'SportsSettlementNotAllowed', status: 'cancelled' });
      if (mode === 'resettle' && market.status !== MarketStatus.Settled)
        throw refuse({ code: 'SportsSettlementNotAllowed', status: 'notSettled' });
      const offered = await repo.outcomes(tx, market.id);
      const problems = outcomeProblems(
        offered.map((o) => o.outcomeId),
        input.outcomes.map((o) => o.id),
      );
      if (problems.missing.length + problems.unknown.length + problems.repeated.length > 0)
        throw refuse({ code: 'SportsSettlementOutcomes', ...problems });

      const results: OperatorResult[] = input.outcomes.map((o) => ({
        outcomeId: o.id,
        result: o.result === 'won' ? 1 : 0,
        voidFactor: o.voidFactor === undefined ? null : o.voidFactor.toFixed(3),
      }));
      const previous = mode === 'resettle' ? await resultsOf(tx, market.id) : undefined;
      const before = await betVersions(tx, market.id);
      if (mode === 'resettle') await book.rollbackSettlement([market]);
      await book.settle(
        [
          {
            market,
            outcomes: input.outcomes.map((o) => ({
              id: o.id,
              result: o.result === 'won' ? 1 : 0,
              voidFactor: o.voidFactor,
            })),
          },
        ],
        // An operator's result is a confirmed one.
        2,
      );
      const after = await betVersions(tx, market.id);
      const betsChanged = [...after].filter(([id, version]) => before.get(id) !== version).length;
      return record(tx, { kind: mode, eventId, market, operatorId }, input.reason, {
        results,
        ...(previous && { previous }),
        betsChanged,
      });
    });
  }

  return {
    /** Puts an operator hold on the event (no `market`) or one of its markets. */
    async suspend(
      operatorId: number,
      eventId: number,
      input: { market?: AdminSportsMarketRef | undefined; reason: string },
    ): Promise<AdminSportsAction> {
      return feed.operate(eventId, async (tx, book) => {
        const market = input.market ? await marketOf(book, input.market) : null;
        const marketIds = await covered(tx, eventId, market, true);
        const held = await repo.putHold(tx, {
          eventId,
          marketId: market?.id ?? null,
          heldBy: operatorId,
          reason: input.reason,
          heldAt: clock.now(),
        });
        if (!held) throw refuse({ code: 'SportsHoldUnchanged', held: true });
        await book.holdChanged(marketIds, true);
        return record(tx, { kind: 'suspend', eventId, market, operatorId }, input.reason);
      });
    },

    /** Lifts the operator's hold on the event or market: the feed's own status applies again. */
    async reopen(
      operatorId: number,
      eventId: number,
      input: { market?: AdminSportsMarketRef | undefined; reason: string },
    ): Promise<AdminSportsAction> {
      return feed.operate(eventId, async (tx, book) => {
        const market = input.market ? await marketOf(book, input.market) : null;
        const lifted = await repo.liftHold(tx, eventId, market?.id ?? null);
        if (!lifted) throw refuse({ code: 'SportsHoldUnchanged', held: false });
        await book.holdChanged(await covered(tx, eventId, market, false), false);
        return record(tx, { kind: 'reopen', eventId, market, operatorId }, input.reason);
      });
    },

    settle: (operatorId: number, eventId: number, input: SettleInput) =>
      settle(operatorId, eventId, input, 'settle'),

    resettle: (operatorId: number, eventId: number, input: SettleInput) =>
      settle(operatorId, eventId, input, 'resettle'),

    /** The record of operator actions, newest first, optionally of one event. */
    async actions(filter: { eventId?: number | undefined; skip: number; take: number }) {
      const { rows, total } = await repo.actions(filter);
      return { items: rows.map((row) => toAction(row.action, row.market)), total };
    },
  };
}

export type SportsOperator = ReturnType<typeof createSportsOperator>;
