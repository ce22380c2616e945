import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/connection.ts';
import type { DbExecutor } from '../../../db/executor.ts';
import {
  sportCategories,
  sportEvents,
  sportFeedApplied,
  sportMarketCancels,
  sportMarkets,
  sportOutcomes,
  sportProducers,
  sportSimulation,
  sportSports,
  sportTournaments,
  type LocalizedText,
} from '../../../db/schema.ts';
import { heldMarketIds } from '../holds-repo.ts';
import { MarketStatus } from './messages.ts';

/*
 * SQL of the odds feed's processor (feed/processor.ts): the book's sports, events, markets, outcomes,
 * cancels, producers and the applied message ids. Every write takes the caller's transaction (`tx`):
 * a feed message is one transaction, opened with `transaction(work)`.
 */

export type MarketRow = typeof sportMarkets.$inferSelect;
export type EventRow = typeof sportEvents.$inferSelect;
export type EventChanges = Partial<typeof sportEvents.$inferInsert>;
/** A market as the pages' changes name it. */
export type ShownMarket = { id: number; marketKey: string; specifiers: string; status: number };

const CLOSED_MARKET = [MarketStatus.Settled, MarketStatus.Cancelled] as const;

const marketColumns = {
  id: sportMarkets.id,
  marketKey: sportMarkets.marketKey,
  specifiers: sportMarkets.specifiers,
  status: sportMarkets.status,
};

/**
 * A producer down or back: its events' markets at `from` move to `to` — held for the producer going
 * down (Active → Suspended), released when it is back (only those held: Suspended → Active).
 */
function setProducerMarkets(
  tx: DbExecutor,
  producer: number,
  { from, to, now }: { from: number; to: number; now: Date },
): Promise<(ShownMarket & { eventId: number })[]> {
  const goingDown = to === MarketStatus.Suspended;
  return tx
    .update(sportMarkets)
    .set({ status: to, producerHeld: goingDown, updatedAt: now })
    .where(
      and(
        eq(sportMarkets.status, from),
        goingDown ? undefined : eq(sportMarkets.producerHeld, true),
        inArray(
          sportMarkets.eventId,
          tx.select({ id: sportEvents.id }).from(sportEvents).where(eq(sportEvents.producer, producer)),
        ),
      ),
    )
    .returning({ ...marketColumns, eventId: sportMarkets.eventId });
}

export function createFeedRepo(db: Database) {
  return {
    transaction: <T>(work: (tx: DbExecutor) => Promise<T>) => db.transaction(work),

    /** Records a message id; false when it was applied before (a duplicate). */
    async markApplied(tx: DbExecutor, messageId: string, at: Date): Promise<boolean> {
      const [fresh] = await tx
        .insert(sportFeedApplied)
        .values({ messageId, appliedAt: at })
        .onConflictDoNothing()
        .returning({ id: sportFeedApplied.messageId });
      return fresh !== undefined;
    },

    /** The producer's last message time moves forward only. */
    async touchProducer(tx: DbExecutor, producer: number, timestamp: number): Promise<void> {
      await tx
        .update(sportProducers)
        .set({ lastMessageAt: sql`greatest(${sportProducers.lastMessageAt}, ${timestamp}::bigint)` })
        .where(eq(sportProducers.id, producer));
    },

    /** The event by its feed id, locked FOR NO KEY UPDATE (a bet's foreign-key check does not wait). */
    async lockEventByFeedId(tx: DbExecutor, feedId: string): Promise<EventRow | undefined> {
      const [event] = await tx
        .select()
        .from(sportEvents)
        .where(eq(sportEvents.feedId, feedId))
        .for('no key update');
      return event;
    },

    async lockEventById(tx: DbExecutor, eventId: number): Promise<EventRow | undefined> {
      const [event] = await tx
        .select()
        .from(sportEvents)
        .where(eq(sportEvents.id, eventId))
        .for('no key update');
      return event;
    },

    async updateEvent(tx: DbExecutor, eventId: number, set: EventChanges): Promise<EventRow | undefined> {
      const [after] = await tx.update(sportEvents).set(set).where(eq(sportEvents.id, eventId)).returning();
      return after;
    },

    async eventsByIds(tx: DbExecutor, ids: number[]): Promise<EventRow[]> {
      return tx.select().from(sportEvents).where(inArray(sportEvents.id, ids));
    },

    async eventMarkets(tx: DbExecutor, eventId: number): Promise<MarketRow[]> {
      return tx.select().from(sportMarkets).where(eq(sportMarkets.eventId, eventId));
    },

    /** Of these markets, the ones an operator holds (the market or its whole event; holds.ts). */
    heldMarketIds: (tx: DbExecutor, markets: readonly { id: number; eventId: number }[]) =>
      heldMarketIds(tx, markets),

    async shownMarkets(tx: DbExecutor, marketIds: number[]): Promise<ShownMarket[]> {
      return tx.select(marketColumns).from(sportMarkets).where(inArray(sportMarkets.id, marketIds));
    },

    /** Whether the producer is down (an unknown producer counts as down). */
    async producerIsDown(tx: DbExecutor, producer: number): Promise<boolean> {
      const [row] = await tx
        .select({ down: sportProducers.down })
        .from(sportProducers)
        .where(eq(sportProducers.id, producer));
      return row?.down ?? true;
    },

    /** Suspends the active markets of the producer's events (held for it); answers them. */
    suspendProducerMarkets: (tx: DbExecutor, producer: number, now: Date) =>
      setProducerMarkets(tx, producer, { from: MarketStatus.Active, to: MarketStatus.Suspended, now }),

    /**
     * The producer is back: its markets held while it was down (active in the feed, shown suspended)
     * are offered again; answers them.
     */
    releaseProducerMarkets: (tx: DbExecutor, producer: number, now: Date) =>
      setProducerMarkets(tx, producer, { from: MarketStatus.Suspended, to: MarketStatus.Active, now }),

    /** Sport, category, tournament and event of a fixture, inserted or renamed; answers the event. */
    async upsertFixture(
      tx: DbExecutor,
      fixture: {
        sport: { id: number; feedId: string; name: LocalizedText };
        category: { feedId: string; name: LocalizedText };
        tournament: { feedId: string; name: LocalizedText; isTop: boolean };
        event: { feedId: string; home: string; away: string; startTime: Date; producer: number; now: Date };
      },
    ): Promise<EventRow | undefined> {
      await tx.insert(sportSports).values(fixture.sport).onConflictDoNothing();
      const [category] = await tx
        .insert(sportCategories)
        .values({ ...fixture.category, sportId: fixture.sport.id })
        .onConflictDoUpdate({ target: sportCategories.feedId, set: { name: fixture.category.name } })
        .returning({ id: sportCategories.id });
      const [tournament] = await tx
        .insert(sportTournaments)
        .values({ ...fixture.tournament, categoryId: category!.id })
        .onConflictDoUpdate({ target: sportTournaments.feedId, set: { name: fixture.tournament.name } })
        .returning({ id: sportTournaments.id });
      const { feedId, home, away, startTime, producer, now } = fixture.event;
      const [event] = await tx
        .insert(sportEvents)
        .values({ feedId, tournamentId: tournament!.id, home, away, startTime, producer, updatedAt: now })
        .onConflictDoUpdate({
          target: sportEvents.feedId,
          set: { home, away, startTime, updatedAt: now },
        })
        .returning();
      return event;
    },

    /**
     * One statement for an odds message's markets: inserted, or their status taken, except that settled
     * and cancelled markets stay so until a rollback reopens them.
     */
    async upsertMarkets(
      tx: DbExecutor,
      markets: {
        eventId: number;
        marketKey: string;
        specifiers: string;
        status: number;
        producerHeld: boolean;
        updatedAt: Date;
      }[],
      now: Date,
    ): Promise<ShownMarket[]> {
      if (markets.length === 0) return [];
      return tx
        .insert(sportMarkets)
        .values(markets)
        .onConflictDoUpdate({
          target: [sportMarkets.eventId, sportMarkets.marketKey, sportMarkets.specifiers],
          set: {
            status: sql`case when ${sportMarkets.status} in (${sql.join(
              CLOSED_MARKET.map((s) => sql`${s}`),
              sql`, `,
            )}) then ${sportMarkets.status} else excluded.status end`,
            producerHeld: sql`case when ${sportMarkets.status} in (${sql.join(
              CLOSED_MARKET.map((s) => sql`${s}`),
              sql`, `,
            )}) then false else excluded.producer_held end`,
            updatedAt: now,
          },
        })
        .returning(marketColumns);
    },

    /** One statement for an odds message's outcomes (odds and active flag). */
    async upsertOutcomePrices(
      tx: DbExecutor,
      outcomes: { marketId: number; outcomeId: string; odds: string | null; active: boolean }[],
    ): Promise<void> {
      if (outcomes.length === 0) return;
      await tx
        .insert(sportOutcomes)
        .values(outcomes)
        .onConflictDoUpdate({
          target: [sportOutcomes.marketId, sportOutcomes.outcomeId],
          set: { odds: sql`excluded.odds`, active: sql`excluded.active` },
        });
    },

    /** Suspends an event's active markets (all, or those of these keys); answers the ones suspended. */
    async stopMarkets(
      tx: DbExecutor,
      eventId: number,
      marketKeys: readonly string[] | undefined,
      now: Date,
    ): Promise<ShownMarket[]> {
      // A market held for its producer is stopped too: the producer's return must not reopen it.
      await tx
        .update(sportMarkets)
        .set({ producerHeld: false })
        .where(
          and(
            eq(sportMarkets.eventId, eventId),
            eq(sportMarkets.producerHeld, true),
            marketKeys ? inArray(sportMarkets.marketKey, [...marketKeys]) : undefined,
          ),
        );
      return tx
        .update(sportMarkets)
        .set({ status: MarketStatus.Suspended, updatedAt: now })
        .where(
          and(
            eq(sportMarkets.eventId, eventId),
            eq(sportMarkets.status, MarketStatus.Active),
            marketKeys ? inArray(sportMarkets.marketKey, [...marketKeys]) : undefined,
          ),
        )
        .returning(marketColumns);
    },

    async storeOutcomeResult(
      tx: DbExecutor,
      marketId: number,
      outcomeId: string,
      values: { result: number; voidFactor: string | null; deadHeatFactor: string | null },
    ): Promise<void> {
      await tx
        .insert(sportOutcomes)
        .values({ marketId, outcomeId, active: false, ...values })
        .onConflictDoUpdate({ target: [sportOutcomes.marketId, sportOutcomes.outcomeId], set: values });
    },

    async settleMarket(tx: DbExecutor, marketId: number, certainty: 1 | 2, now: Date): Promise<void> {
      await tx
        .update(sportMarkets)
        .set({ status: MarketStatus.Settled, certainty, producerHeld: false, updatedAt: now })
        .where(eq(sportMarkets.id, marketId));
    },

    async insertCancel(
      tx: DbExecutor,
      cancel: {
        marketId: number;
        fromTime: Date | null;
        toTime: Date | null;
        voidReason: number | null;
        createdAt: Date;
      },
    ): Promise<void> {
      await tx.insert(sportMarketCancels).values(cancel);
    },

    async setMarketStatus(tx: DbExecutor, marketId: number, status: number, now: Date): Promise<void> {
      await tx
        .update(sportMarkets)
        .set({ status, producerHeld: false, updatedAt: now })
        .where(eq(sportMarkets.id, marketId));
    },

    /** Results cleared and markets reopened suspended (a settlement rolled back). */
    async reopenSettled(tx: DbExecutor, marketIds: number[], now: Date): Promise<void> {
      await tx
        .update(sportOutcomes)
        .set({ result: null, voidFactor: null, deadHeatFactor: null })
        .where(inArray(sportOutcomes.marketId, marketIds));
      await tx
        .update(sportMarkets)
        .set({ status: MarketStatus.Suspended, certainty: null, producerHeld: false, updatedAt: now })
        .where(inArray(sportMarkets.id, marketIds));
    },

    /** Deletes the market's cancel with exactly these bounds; whether one was there. */
    async deleteCancel(
      tx: DbExecutor,
      marketId: number,
      fromTime: number | undefined,
      toTime: number | undefined,
    ): Promise<boolean> {
      const sameBound = (column: AnyPgColumn, value: number | undefined) =>
        value === undefined ? isNull(column) : eq(column, new Date(value));
      const removed = await tx
        .delete(sportMarketCancels)
        .where(
          and(
            eq(sportMarketCancels.marketId, marketId),
            sameBound(sportMarketCancels.fromTime, fromTime),
            sameBound(sportMarketCancels.toTime, toTime),
          ),
        )
        .returning({ id: sportMarketCancels.id });
      return removed.length > 0;
    },

    async producerAlive(tx: DbExecutor, producer: number, at: Date, subscribed: boolean): Promise<void> {
      await tx
        .update(sportProducers)
        .set({ lastAliveAt: at, down: !subscribed })
        .where(eq(sportProducers.id, producer));
    },

    /** Marks producers not alive since `before` down; answers their ids. */
    async markSilentProducersDown(tx: DbExecutor, before: Date): Promise<number[]> {
      const silent = await tx
        .update(sportProducers)
        .set({ down: true })
        .where(and(eq(sportProducers.down, false), lt(sportProducers.lastAliveAt, before)))
        .returning({ id: sportProducers.id });
      return silent.map((row) => row.id);
    },

    /** The book's ids of the events with these feed ids (unknown ones are left out). */
    async eventIdsByFeedId(feedIds: string[]): Promise<Map<string, number>> {
      if (feedIds.length === 0) return new Map();
      const rows = await db
        .select({ id: sportEvents.id, feedId: sportEvents.feedId })
        .from(sportEvents)
        .where(inArray(sportEvents.feedId, feedIds));
      return new Map(rows.map((row) => [row.feedId, row.id]));
    },

    /** The simulated feed's schedule anchor (simulated-feed/run.ts), kept across restarts. */
    async simulationAnchor(seed: string): Promise<number | undefined> {
      const [kept] = await db.select().from(sportSimulation).where(eq(sportSimulation.seed, seed));
      return kept?.anchor;
    },

    async setSimulationAnchor(seed: string, anchor: number): Promise<void> {
      await db
        .insert(sportSimulation)
        .values({ seed, anchor })
        .onConflictDoUpdate({ target: sportSimulation.seed, set: { anchor } });
    },

    /** The producer's last message time (0: none yet). */
    async lastMessageAt(producer: number): Promise<number> {
      const [row] = await db
        .select({ at: sportProducers.lastMessageAt })
        .from(sportProducers)
        .where(eq(sportProducers.id, producer));
      return row?.at ?? 0;
    },
  };
}

export type FeedRepo = ReturnType<typeof createFeedRepo>;
