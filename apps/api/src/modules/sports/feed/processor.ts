import type { DbExecutor } from '../../../db/executor.ts';
import type { Clock } from '../../../platform/clock.ts';
import { refuse } from '../../../platform/domain-errors.ts';
import {
  canonicalSpecifiers,
  EventStatus,
  FeedMessageSchema,
  MarketStatus,
  type FeedMessage,
  type FeedMessageInput,
} from './messages.ts';
import type { EventChanges, EventRow, FeedRepo, MarketRow } from './feed-repo.ts';

/*
 * Applies the odds feed to the book (DESIGN §11, PROTOCOLS §6). Each message runs in ONE transaction:
 *
 * - Idempotent: the message id is recorded first (sport_feed_applied); a duplicate changes nothing.
 * - In order per event: the event row is locked (FOR NO KEY UPDATE: a bet's foreign-key check on the
 *   event does not wait for it, so placement and feed cannot deadlock), so an event's messages apply
 *   one at a time; an
 *   odds_change older than the last one applied (by the feed's timestamp) is stale and ignored, while
 *   settlements, cancels and their rollbacks always apply (they are not superseded by newer odds).
 * - Settled and cancelled markets keep their state against later odds; only a rollback reopens them
 *   (as suspended, until the feed prices or settles them again).
 * - A producer silent past its window is down: its events' active markets are suspended, and odds it
 *   sends while down are stored suspended (held for it, `producer_held`), until an alive message says
 *   it is subscribed again: then what it priced active is offered again at once (a pre-match price may
 *   not change for days), except what the feed stopped, settled or cancelled meanwhile.
 * - After a restart the feed resumes from `resumeFrom(producer)`: the last message time applied.
 *
 * What a message changed for bets (markets settled, cancelled, or rolled back) is reported to
 * `onMarketsChanged` inside the same transaction, so bet settlement commits with it or not at all.
 * What it changed for the pages (scores, market statuses, odds) goes to `onBookChanged` after the commit,
 * so the live odds never show a change that was rolled back.
 */

export type FeedOutcome = 'applied' | 'duplicate' | 'stale' | 'unknown_event';

/**
 * Markets whose result changed for bets (settled, cancelled, rolled back), or whose operator hold was
 * put or lifted (`hold_changed`: what players may bet on changed, no result did), in the transaction
 * that changed them. What it answers runs after that transaction commits (notifications of settled bets).
 */
export type MarketsChanged = (
  tx: DbExecutor,
  change: {
    kind: 'settled' | 'cancelled' | 'settlement_rolled_back' | 'cancel_rolled_back' | 'hold_changed';
    marketIds: number[];
  },
) => Promise<void | (() => Promise<void>)>;

type MarketRef = { key: string; specifiers: Record<string, string> };

/** One market's results as a bet_settlement gives them. */
export type MarketSettlement = {
  market: MarketRow;
  outcomes: readonly {
    id: string;
    result: 0 | 1;
    voidFactor?: number | undefined;
    deadHeatFactor?: number | undefined;
  }[];
};

/**
 * What operator work (modules/sports/operator) may do to one event's book, inside the transaction
 * `operate` opened with the event locked: the same steps a feed message takes.
 */
export type EventBook = {
  event: EventRow;
  /** The event's markets named by key + specifiers (unknown ones are left out). */
  markets(refs: readonly MarketRef[]): Promise<MarketRow[]>;
  /** As bet_settlement: results stored, markets settled, bets reconciled. */
  settle(settlements: readonly MarketSettlement[], certainty: 1 | 2): Promise<void>;
  /** As rollback_bet_settlement: the settled ones of these markets reopen (suspended), bets with them. */
  rollbackSettlement(markets: readonly MarketRow[]): Promise<void>;
  /** What players may bet on changed for these markets (an operator hold put, `held`, or lifted). */
  holdChanged(marketIds: number[], held: boolean): Promise<void>;
};

/** An event row as far as the pages' changes need it. */
type ShownEvent = EventHeader & { id: number };

/** An event as the pages show its header. */
export type EventHeader = {
  status: number;
  homeScore: number | null;
  awayScore: number | null;
  matchTime: string | null;
};

/**
 * What one message changed of one event, as the pages show it: the header, and each changed market
 * with its status and (when the message priced it) the odds of the outcomes it named.
 */
export type BookChange = {
  eventId: number;
  /** The status before the message: differs from `header.status` when the event started, ended, ... */
  wasStatus: number;
  header: EventHeader;
  headerChanged: boolean;
  markets: {
    id: number;
    key: string;
    specifiers: string;
    status: number;
    outcomes?: { id: string; odds: string | null; active: boolean }[];
  }[];
};

type Deps = {
  repo: FeedRepo;
  clock: Clock;
  /** A producer not heard from for this long is down (the feed's alive interval is ~10 s). */
  aliveWindowMs: number;
  onMarketsChanged?: MarketsChanged;
  /** Told, after the commit, what a message (or a producer sweep) changed; must not throw. */
  onBookChanged?: (changes: BookChange[]) => void;
  /**
   * Told of every message taken (applied, stale or a duplicate) with its producer and feed time: how far
   * behind the feed is (the metrics' feed lag). Must not throw.
   */
  onMessageTaken?: (producer: number, timestampMs: number) => void;
};

/** Thrown to undo a message's transaction (its applied row included) and answer `outcome`. */
class Undo extends Error {
  constructor(readonly outcome: FeedOutcome) {
    super(outcome);
  }
}

const CLOSED_MARKET: readonly number[] = [MarketStatus.Settled, MarketStatus.Cancelled];

export function createFeedProcessor({
  repo,
  clock,
  aliveWindowMs,
  onMarketsChanged,
  onBookChanged,
  onMessageTaken,
}: Deps) {
  /** Work to do after a message's transaction commits, by transaction. */
  const afterCommit = new WeakMap<DbExecutor, (() => Promise<void>)[]>();
  /** What the pages should learn once a transaction commits, by transaction. */
  const bookChanges = new WeakMap<DbExecutor, BookChange[]>();
  const changed = (tx: DbExecutor, change: BookChange) => {
    if (change.markets.length > 0 || change.headerChanged) bookChanges.get(tx)?.push(change);
  };
  const headerOf = (row: EventHeader): EventHeader => ({
    status: row.status,
    homeScore: row.homeScore,
    awayScore: row.awayScore,
    matchTime: row.matchTime,
  });
  const sameHeader = (a: EventHeader, b: EventHeader) =>
    a.status === b.status &&
    a.homeScore === b.homeScore &&
    a.awayScore === b.awayScore &&
    a.matchTime === b.matchTime;
  /** A market-only change of an event whose header stays as `event` has it. */
  const marketsChanged = (
    tx: DbExecutor,
    event: ShownEvent,
    markets: { id: number; marketKey: string; specifiers: string; status: number }[],
  ) =>
    changed(tx, {
      eventId: event.id,
      wasStatus: event.status,
      header: headerOf(event),
      headerChanged: false,
      markets: markets.map((m) => ({
        id: m.id,
        key: m.marketKey,
        specifiers: m.specifiers,
        status: m.status,
      })),
    });
  const report = async (tx: DbExecutor, change: Parameters<MarketsChanged>[1]) => {
    if (change.marketIds.length === 0 || !onMarketsChanged) return;
    const then = await onMarketsChanged(tx, change);
    if (then) afterCommit.get(tx)?.push(then);
  };

  async function lockEvent(tx: DbExecutor, feedId: string) {
    const event = await repo.lockEventByFeedId(tx, feedId);
    if (!event) throw new Undo('unknown_event');
    return event;
  }

  /** The markets of an event named by key + specifiers (unknown ones are skipped). */
  async function marketsNamed(
    tx: DbExecutor,
    eventId: number,
    refs: readonly { key: string; specifiers: Record<string, string> }[],
  ) {
    const rows = await repo.eventMarkets(tx, eventId);
    const wanted = new Set(refs.map((ref) => `${ref.key}#${canonicalSpecifiers(ref.specifiers)}`));
    return rows.filter((row) => wanted.has(`${row.marketKey}#${row.specifiers}`));
  }

  /** Pushes markets of several events that changed at once (a producer down or back). */
  async function producerMarketsChanged(
    tx: DbExecutor,
    changed: Awaited<ReturnType<FeedRepo['suspendProducerMarkets']>>,
  ): Promise<void> {
    if (changed.length === 0) return;
    const events = await repo.eventsByIds(tx, [...new Set(changed.map((m) => m.eventId))]);
    for (const event of events) {
      marketsChanged(
        tx,
        event,
        changed.filter((m) => m.eventId === event.id),
      );
    }
  }

  const suspendProducerMarkets = async (tx: DbExecutor, producer: number, now: Date) =>
    producerMarketsChanged(tx, await repo.suspendProducerMarkets(tx, producer, now));
  const releaseProducerMarkets = async (tx: DbExecutor, producer: number, now: Date) =>
    producerMarketsChanged(tx, await repo.releaseProducerMarkets(tx, producer, now));

  async function upsertFixture(tx: DbExecutor, message: Extract<FeedMessage, { type: 'fixture_change' }>) {
    const fixture = message.fixture;
    if (!fixture) throw new Undo('unknown_event');
    const sportNumber = Number(fixture.sport.id.split(':').at(-1));
    const event = await repo.upsertFixture(tx, {
      sport: { id: sportNumber, feedId: fixture.sport.id, name: fixture.sport.name },
      category: { feedId: fixture.category.id, name: fixture.category.name },
      tournament: {
        feedId: fixture.tournament.id,
        name: fixture.tournament.name,
        isTop: fixture.tournament.isTop,
      },
      event: {
        feedId: message.event,
        home: fixture.home,
        away: fixture.away,
        startTime: new Date(message.startTime ?? message.timestamp),
        producer: message.producer,
        now: clock.now(),
      },
    });
    // A new event on the book: the lobbies that would list it read it (a delta cannot carry names).
    if (event) {
      changed(tx, {
        eventId: event.id,
        wasStatus: event.status,
        header: headerOf(event),
        headerChanged: true,
        markets: [],
      });
    }
  }

  async function applyOddsChange(tx: DbExecutor, message: Extract<FeedMessage, { type: 'odds_change' }>) {
    const event = await lockEvent(tx, message.event);
    if (message.timestamp < event.lastOddsAt) return 'stale' as const;
    const now = clock.now();
    const status = message.eventStatus;
    const after = await repo.updateEvent(tx, event.id, {
      lastOddsAt: message.timestamp,
      producer: message.producer,
      updatedAt: now,
      ...(status && {
        status: status.status,
        homeScore: status.homeScore ?? event.homeScore,
        awayScore: status.awayScore ?? event.awayScore,
        matchTime: status.matchTime ?? event.matchTime,
        period: status.period ?? event.period,
      }),
    });
    const header = headerOf(after!);
    const change: BookChange = {
      eventId: event.id,
      wasStatus: event.status,
      header,
      headerChanged: !sameHeader(header, event),
      markets: [],
    };
    const down = await repo.producerIsDown(tx, message.producer);
    // A message may name a market (or an outcome) twice; as if applied in order, the last one counts.
    // One statement for the markets and one for their outcomes: a pre-match price list is dozens of
    // markets and hundreds of outcomes, and the simulated feed publishes days of them at start-up.
    const markets = [
      ...new Map(
        message.markets.map((m) => [`${m.key}\u0000${canonicalSpecifiers(m.specifiers)}`, m]),
      ).values(),
    ];
    const rows = await repo.upsertMarkets(
      tx,
      markets.map((market) => ({
        eventId: event.id,
        marketKey: market.key,
        specifiers: canonicalSpecifiers(market.specifiers),
        // A silent producer's prices are kept but not offered until it is back (then they are).
        status: down && market.status === MarketStatus.Active ? MarketStatus.Suspended : market.status,
        producerHeld: down && market.status === MarketStatus.Active,
        updatedAt: now,
      })),
      now,
    );
    const open = new Map(
      rows
        // A closed market keeps the prices it closed with.
        .filter((row) => !CLOSED_MARKET.includes(row.status))
        .map((row) => [`${row.marketKey}\u0000${row.specifiers}`, row.id]),
    );
    const outcomes = markets.flatMap((market) => {
      const marketId = open.get(`${market.key}\u0000${canonicalSpecifiers(market.specifiers)}`);
      if (marketId === undefined) return [];
      return [...new Map(market.outcomes.map((o) => [o.id, o])).values()].map((outcome) => ({
        marketId,
        outcomeId: outcome.id,
        odds: outcome.odds === undefined ? null : outcome.odds.toFixed(2),
        active: outcome.active,
      }));
    });
    await repo.upsertOutcomePrices(tx, outcomes);
    // What the pages are told: every market named, a closed one with its status only.
    for (const row of rows) {
      const shown = { id: row.id, key: row.marketKey, specifiers: row.specifiers, status: row.status };
      change.markets.push(
        open.has(`${row.marketKey}\u0000${row.specifiers}`)
          ? {
              ...shown,
              outcomes: outcomes
                .filter((o) => o.marketId === row.id)
                .map((o) => ({ id: o.outcomeId, odds: o.odds, active: o.active })),
            }
          : shown,
      );
    }
    changed(tx, change);
    return 'applied' as const;
  }

  async function applyBetStop(tx: DbExecutor, message: Extract<FeedMessage, { type: 'bet_stop' }>) {
    const event = await lockEvent(tx, message.event);
    const stopped = await repo.stopMarkets(tx, event.id, message.marketKeys, clock.now());
    marketsChanged(tx, event, stopped);
  }

  async function applySettlement(tx: DbExecutor, message: Extract<FeedMessage, { type: 'bet_settlement' }>) {
    const event = await lockEvent(tx, message.event);
    const markets = await marketsNamed(tx, event.id, message.markets);
    const settlements = markets.map((market) => ({
      market,
      outcomes: message.markets.find(
        (m) => m.key === market.marketKey && canonicalSpecifiers(m.specifiers) === market.specifiers,
      )!.outcomes,
    }));
    await settleMarkets(tx, event, settlements, message.certainty);
  }

  async function settleMarkets(
    tx: DbExecutor,
    event: ShownEvent,
    settlements: readonly MarketSettlement[],
    certainty: 1 | 2,
  ) {
    const now = clock.now();
    for (const { market, outcomes } of settlements) {
      for (const outcome of outcomes) {
        const values = {
          result: outcome.result,
          voidFactor: outcome.voidFactor === undefined ? null : String(outcome.voidFactor),
          deadHeatFactor: outcome.deadHeatFactor === undefined ? null : String(outcome.deadHeatFactor),
        };
        await repo.storeOutcomeResult(tx, market.id, outcome.id, values);
      }
      await repo.settleMarket(tx, market.id, certainty, now);
    }
    marketsChanged(
      tx,
      event,
      settlements.map(({ market }) => ({ ...market, status: MarketStatus.Settled })),
    );
    await report(tx, { kind: 'settled', marketIds: settlements.map((s) => s.market.id) });
  }

  async function applyCancel(tx: DbExecutor, message: Extract<FeedMessage, { type: 'bet_cancel' }>) {
    const event = await lockEvent(tx, message.event);
    const markets = await marketsNamed(tx, event.id, message.markets);
    const now = clock.now();
    const whole = message.startTime === undefined && message.endTime === undefined;
    for (const market of markets) {
      const reason = message.markets.find(
        (m) => m.key === market.marketKey && canonicalSpecifiers(m.specifiers) === market.specifiers,
      )?.voidReason;
      await repo.insertCancel(tx, {
        marketId: market.id,
        fromTime: message.startTime === undefined ? null : new Date(message.startTime),
        toTime: message.endTime === undefined ? null : new Date(message.endTime),
        voidReason: reason ?? null,
        createdAt: now,
      });
      if (whole) await repo.setMarketStatus(tx, market.id, MarketStatus.Cancelled, now);
    }
    if (whole) {
      marketsChanged(
        tx,
        event,
        markets.map((m) => ({ ...m, status: MarketStatus.Cancelled })),
      );
    }
    await report(tx, { kind: 'cancelled', marketIds: markets.map((m) => m.id) });
  }

  async function applyRollbackSettlement(
    tx: DbExecutor,
    message: Extract<FeedMessage, { type: 'rollback_bet_settlement' }>,
  ) {
    const event = await lockEvent(tx, message.event);
    await rollbackSettlements(tx, event, await marketsNamed(tx, event.id, message.markets));
  }

  async function rollbackSettlements(tx: DbExecutor, event: ShownEvent, markets: readonly MarketRow[]) {
    const reopened = markets.filter((m) => m.status === MarketStatus.Settled);
    const ids = reopened.map((m) => m.id);
    if (ids.length === 0) return;
    await repo.reopenSettled(tx, ids, clock.now());
    marketsChanged(
      tx,
      event,
      reopened.map((m) => ({ ...m, status: MarketStatus.Suspended })),
    );
    await report(tx, { kind: 'settlement_rolled_back', marketIds: ids });
  }

  async function applyRollbackCancel(
    tx: DbExecutor,
    message: Extract<FeedMessage, { type: 'rollback_bet_cancel' }>,
  ) {
    const event = await lockEvent(tx, message.event);
    const markets = await marketsNamed(tx, event.id, message.markets);
    const reopened: number[] = [];
    const suspended: typeof markets = [];
    for (const market of markets) {
      if (!(await repo.deleteCancel(tx, market.id, message.startTime, message.endTime))) continue;
      reopened.push(market.id);
      if (
        market.status === MarketStatus.Cancelled &&
        message.startTime === undefined &&
        message.endTime === undefined
      ) {
        await repo.setMarketStatus(tx, market.id, MarketStatus.Suspended, clock.now());
        suspended.push({ ...market, status: MarketStatus.Suspended });
      }
    }
    marketsChanged(tx, event, suspended);
    await report(tx, { kind: 'cancel_rolled_back', marketIds: reopened });
  }

  async function applyFixtureChange(
    tx: DbExecutor,
    message: Extract<FeedMessage, { type: 'fixture_change' }>,
  ) {
    const known = await repo.lockEventByFeedId(tx, message.event);
    if (!known || message.change === 'new') return upsertFixture(tx, message);
    const set: EventChanges = { updatedAt: clock.now() };
    if (message.startTime !== undefined) set.startTime = new Date(message.startTime);
    if (message.change === 'cancelled') set.status = EventStatus.Cancelled;
    const after = await repo.updateEvent(tx, known.id, set);
    const header = headerOf(after!);
    changed(tx, {
      eventId: known.id,
      wasStatus: known.status,
      header,
      headerChanged: !sameHeader(header, known),
      markets: [],
    });
  }

  async function applyAlive(tx: DbExecutor, message: Extract<FeedMessage, { type: 'alive' }>) {
    const at = new Date(message.timestamp);
    const wasDown = await repo.producerIsDown(tx, message.producer);
    await repo.producerAlive(tx, message.producer, at, message.subscribed);
    if (!message.subscribed) await suspendProducerMarkets(tx, message.producer, clock.now());
    // Back (after the recovery that re-sent its state, PROTOCOLS §6): what it priced active is offered.
    else if (wasDown) await releaseProducerMarkets(tx, message.producer, clock.now());
  }

  /** One message's own work (apply() wraps it in the transaction, the dedupe and the holds shown). */
  async function applyMessage(tx: DbExecutor, message: FeedMessage): Promise<FeedOutcome> {
    switch (message.type) {
      case 'odds_change':
        return applyOddsChange(tx, message);
      case 'bet_stop':
        await applyBetStop(tx, message);
        break;
      case 'bet_settlement':
        await applySettlement(tx, message);
        break;
      case 'bet_cancel':
        await applyCancel(tx, message);
        break;
      case 'rollback_bet_settlement':
        await applyRollbackSettlement(tx, message);
        break;
      case 'rollback_bet_cancel':
        await applyRollbackCancel(tx, message);
        break;
      case 'fixture_change':
        await applyFixtureChange(tx, message);
        break;
      case 'alive':
        await applyAlive(tx, message);
        break;
    }
    return 'applied';
  }

  /**
   * The feed says what it offers; an operator's hold says what players may bet on. A market the feed
   * (re)opens while held is shown suspended, so an odds change never shows a held market open on the
   * pages (read in the message's transaction, with the event row locked, so a hold cannot change meanwhile).
   */
  async function showHolds(tx: DbExecutor, changes: BookChange[]): Promise<void> {
    const open = changes.flatMap((change) =>
      change.markets
        .filter((market) => market.status === MarketStatus.Active)
        .map((market) => ({ id: market.id, eventId: change.eventId })),
    );
    if (open.length === 0) return;
    const held = await repo.heldMarketIds(tx, open);
    if (held.size === 0) return;
    for (const change of changes)
      change.markets = change.markets.map((market) =>
        held.has(market.id) ? { ...market, status: MarketStatus.Suspended } : market,
      );
  }

  return {
    /** Applies one message (validated against the port's contract first). */
    async apply(input: FeedMessageInput): Promise<FeedOutcome> {
      const message = FeedMessageSchema.parse(input);
      const later: (() => Promise<void>)[] = [];
      const changes: BookChange[] = [];
      try {
        const outcome = await repo.transaction(async (tx): Promise<FeedOutcome> => {
          afterCommit.set(tx, later);
          bookChanges.set(tx, changes);
          if (!(await repo.markApplied(tx, message.id, clock.now()))) return 'duplicate';
          await repo.touchProducer(tx, message.producer, message.timestamp);
          const outcome = await applyMessage(tx, message);
          await showHolds(tx, changes);
          return outcome;
        });
        onMessageTaken?.(message.producer, message.timestamp);
        if (changes.length > 0) onBookChanged?.(changes);
        for (const work of later) await work();
        return outcome;
      } catch (err) {
        if (err instanceof Undo) {
          onMessageTaken?.(message.producer, message.timestamp);
          return err.outcome;
        }
        throw err;
      }
    },

    /**
     * Operator work on one event's book (modules/sports/operator), run the way a feed message runs: one
     * transaction with the event row locked (so it orders with the event's feed messages), changes for
     * bets reported to `onMarketsChanged` inside it, and their after-commit work run after the commit.
     * An unknown event is refused (SportsEventNotFound).
     */
    async operate<T>(eventId: number, work: (tx: DbExecutor, book: EventBook) => Promise<T>): Promise<T> {
      const later: (() => Promise<void>)[] = [];
      const changes: BookChange[] = [];
      const result = await repo.transaction(async (tx) => {
        afterCommit.set(tx, later);
        bookChanges.set(tx, changes);
        const event = await repo.lockEventById(tx, eventId);
        if (!event) throw refuse({ code: 'SportsEventNotFound' });
        return work(tx, {
          event,
          markets: (refs) => marketsNamed(tx, event.id, refs),
          settle: (settlements, certainty) => settleMarkets(tx, event, settlements, certainty),
          rollbackSettlement: (markets) => rollbackSettlements(tx, event, markets),
          holdChanged: async (marketIds, held) => {
            // The pages see a held market suspended; a lifted hold shows the feed's own status again.
            if (marketIds.length === 0) return;
            const rows = await repo.shownMarkets(tx, marketIds);
            marketsChanged(
              tx,
              event,
              rows.map((m) =>
                held && m.status === MarketStatus.Active ? { ...m, status: MarketStatus.Suspended } : m,
              ),
            );
            await report(tx, { kind: 'hold_changed', marketIds });
          },
        });
      });
      if (changes.length > 0) onBookChanged?.(changes);
      for (const then of later) await then();
      return result;
    },

    /** Marks producers silent past the window down and suspends their markets; answers which went down. */
    async sweepProducers(now: Date = clock.now()): Promise<number[]> {
      const before = new Date(now.getTime() - aliveWindowMs);
      const changes: BookChange[] = [];
      const down = await repo.transaction(async (tx) => {
        bookChanges.set(tx, changes);
        const silent = await repo.markSilentProducersDown(tx, before);
        for (const id of silent) await suspendProducerMarkets(tx, id, now);
        return silent;
      });
      if (changes.length > 0) onBookChanged?.(changes);
      return down;
    },

    /** The feed time to resume a producer from after a restart (0: from the start). */
    async resumeFrom(producer: number): Promise<number> {
      return repo.lastMessageAt(producer);
    },
  };
}

export type FeedProcessor = ReturnType<typeof createFeedProcessor>;
