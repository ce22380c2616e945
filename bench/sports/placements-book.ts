import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/connection.ts';
import {
  EventStatus,
  MarketStatus,
  Producer,
  SPORTS_ALIVE_WINDOW_MS,
  type FeedProcessor,
} from '../../apps/api/src/modules/sports/index.ts';
import { createFeedProcessor } from '../../apps/api/src/modules/sports/feed/processor.ts';
import { createFeedRepo } from '../../apps/api/src/modules/sports/feed/feed-repo.ts';
import { createSimulatedFeed } from '../../apps/api/src/modules/sports/simulated-feed/simulator.ts';
import { systemClock } from '../../apps/api/src/platform/clock.ts';

/*
 * The book the placement bench bets on (bench/sports/placements.ts): pre-match fixtures published by the
 * simulated feed's own schedule and pricing, applied through the feed processor exactly as the API's
 * feed applies them (fixture_change, then odds_change with every market the model prices). Nothing
 * kicks off during a run (the first kick-off is two hours away), so no bet waits the live delay.
 *
 * While the bench runs it keeps both producers alive, as a connected feed does: the API's producer
 * sweep would otherwise suspend every market once the alive window had passed.
 */

/** An outcome a slip can pick, at the odds the book offers now. */
export type BookPick = { eventId: number; marketId: number; outcomeId: string; odds: string };

const HOUR_MS = 3_600_000;

async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
/** How often the bench's feed says it is alive (the API suspends a producer silent for the window). */
const ALIVE_EVERY_MS = SPORTS_ALIVE_WINDOW_MS / 4;

/** Publishes `perDay` fixtures a day for four days (half of it on the first) with pre-match odds. */
export async function seedPrematchBook(db: Database, perDay: number): Promise<FeedProcessor> {
  const feed = createFeedProcessor({
    repo: createFeedRepo(db),
    clock: systemClock,
    aliveWindowMs: SPORTS_ALIVE_WINDOW_MS,
  });
  const simulated = createSimulatedFeed({
    apply: (message) => feed.apply(message),
    clock: systemClock,
    seed: 'bench-placements',
    // Pre-match odds are sent once: no re-pricing while a run measures placements.
    prematchEveryMs: 30 * 24 * HOUR_MS,
    schedule: { liveNow: 0, soon: 0, soonEveryMs: 2 * HOUR_MS, perDay, days: 3 },
  });
  await simulated.tick();
  return feed;
}

/** Sends alive messages for both producers until the answer is called (it resolves once stopped). */
export function keepProducersAlive(feed: FeedProcessor): () => Promise<void> {
  let last: Promise<unknown> = Promise.resolve();
  const beat = () => {
    const now = Date.now();
    last = Promise.all(
      [Producer.Prematch, Producer.Live].map((producer) =>
        feed.apply({
          type: 'alive',
          id: `bench:alive:${producer}:${now}`,
          producer,
          timestamp: now,
          subscribed: true,
        }),
      ),
    );
  };
  beat();
  const timer = setInterval(beat, ALIVE_EVERY_MS);
  return async () => {
    clearInterval(timer);
    await last;
  };
}

/** Every outcome on offer now, by event: active markets of events that have not started. */
export async function offeredPicks(db: Database): Promise<BookPick[][]> {
  const rows = await queryRows<{ event_id: string; market_id: string; outcome_id: string; odds: string }>(
    db,
    sql`select m.event_id::text as event_id, m.id::text as market_id, o.outcome_id, o.odds::text as odds
          from sport_markets m
          join sport_events e on e.id = m.event_id
          join sport_outcomes o on o.market_id = m.id
         where e.status = ${EventStatus.NotStarted} and m.status = ${MarketStatus.Active}
           and o.active and o.odds is not null and e.start_time > now() + interval '1 hour'
         order by m.event_id, m.id, o.outcome_id`,
  );
  const byEvent = new Map<number, BookPick[]>();
  for (const row of rows) {
    const eventId = Number(row.event_id);
    const picks = byEvent.get(eventId) ?? [];
    picks.push({ eventId, marketId: Number(row.market_id), outcomeId: row.outcome_id, odds: row.odds });
    byEvent.set(eventId, picks);
  }
  return [...byEvent.values()];
}

/**
 * What the ledger and the bets table say was staked, to check against what the API accepted: the
 * sports_stakes account's balance (its shards summed), the open bets' stakes, how many bets there are,
 * and the stake transfers posted. Bets stay open (nothing settles during a run), so all four agree
 * with the accepted answers or something was lost or invented.
 */
export async function stakesBooked(db: Database, currencyId: number) {
  const [row] = await queryRows<{ account: string; bets: string; count: string; transfers: string }>(
    db,
    sql`select
          (select coalesce(sum(balance), 0)::text from ledger_accounts
            where owner_type = 'system' and kind = 'sports_stakes' and currency_id = ${currencyId}) as account,
          (select coalesce(sum(stake_minor), 0)::text from sport_bets
            where status = 'open' and currency_id = ${currencyId}) as bets,
          (select count(*)::text from sport_bets where currency_id = ${currencyId}) as count,
          (select count(*)::text from ledger_transfers
            where kind = 'sports_stake' and currency_id = ${currencyId}) as transfers`,
  );
  return {
    accountMinor: BigInt(row!.account),
    openStakesMinor: BigInt(row!.bets),
    bets: Number(row!.count),
    stakeTransfers: Number(row!.transfers),
  };
}
