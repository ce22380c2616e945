import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/connection.ts';
import type { DbExecutor } from '../../../db/executor.ts';
import {
  players,
  sportEventLimits,
  sportMarkets,
  sportOutcomes,
  sportPlayerLimits,
} from '../../../db/schema.ts';
import { EventStatus } from '../feed/messages.ts';

/*
 * SQL of the trading room (trading.ts, issue #27): the book's events with what a trader scans first
 * (holds, open bets, limits), one event's markets with their holds, and the limits placement reads.
 * Holds name their staff member from `staff` (owned by the staff module): a listed cross-module read,
 * as operator-repo.ts's action record does.
 */

export type TradingState = 'live' | 'prematch' | 'ended';

/** How far back the ended list reaches: a trader resettles yesterday's matches, not last month's. */
const ENDED_WINDOW = sql`interval '2 days'`;

async function rows<T>(executor: DbExecutor, query: SQL): Promise<T[]> {
  return ((await executor.execute(query)) as unknown as { rows: T[] }).rows;
}

const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type TradingEventRow = {
  id: string;
  sport: { tr: string; en: string };
  tournament: { tr: string; en: string };
  home: string;
  away: string;
  start_time: Date;
  status: number;
  home_score: number | null;
  away_score: number | null;
  match_time: string | null;
  held: boolean;
  held_markets: number;
  markets: number;
  open_bets: number;
  stake_percent: number | null;
  live_delay_seconds: number | null;
  total: number;
};

function stateCondition(state: TradingState, now: Date): { where: SQL; order: SQL } {
  switch (state) {
    case 'live':
      return { where: sql`e.status = ${EventStatus.Live}`, order: sql`e.start_time, e.id` };
    case 'prematch':
      return { where: sql`e.status = ${EventStatus.NotStarted}`, order: sql`e.start_time, e.id` };
    case 'ended':
      return {
        where: sql`e.status >= ${EventStatus.Ended} and e.start_time > ${now.toISOString()}::timestamptz - ${ENDED_WINDOW}`,
        order: sql`e.start_time desc, e.id desc`,
      };
  }
}

/** The event's columns and counts, for `where` (one event, or a page of a state). */
const eventSelect = (where: SQL, order: SQL, skip: number, take: number) => sql`
  select e.id::text as id, s.name as sport, t.name as tournament, e.home, e.away, e.start_time, e.status,
         e.home_score, e.away_score, e.match_time,
         exists (select 1 from sport_holds h where h.event_id = e.id and h.market_id is null) as held,
         (select count(*)::int from sport_holds h where h.event_id = e.id and h.market_id is not null)
           as held_markets,
         (select count(*)::int from sport_markets m where m.event_id = e.id) as markets,
         (select count(distinct l.bet_id)::int from sport_bet_legs l
            join sport_bets b on b.id = l.bet_id and b.status = 'open'
           where l.event_id = e.id) as open_bets,
         el.stake_percent, el.live_delay_seconds,
         count(*) over ()::int as total
    from sport_events e
    join sport_tournaments t on t.id = e.tournament_id
    join sport_categories c on c.id = t.category_id
    join sport_sports s on s.id = c.sport_id
    left join sport_event_limits el on el.event_id = e.id
   where ${where}
   order by ${order}
   offset ${skip} limit ${take}`;

export function createTradingRepo(db: Database) {
  return {
    async events(filter: {
      state: TradingState;
      search?: string | undefined;
      skip: number;
      take: number;
      now: Date;
    }): Promise<TradingEventRow[]> {
      const { where, order } = stateCondition(filter.state, filter.now);
      const search = filter.search
        ? sql` and (e.home ilike ${containsPattern(filter.search)} or e.away ilike ${containsPattern(filter.search)})`
        : sql``;
      return rows<TradingEventRow>(db, eventSelect(sql`${where}${search}`, order, filter.skip, filter.take));
    },

    async event(eventId: number): Promise<TradingEventRow | undefined> {
      const [row] = await rows<TradingEventRow>(db, eventSelect(sql`e.id = ${eventId}`, sql`e.id`, 0, 1));
      return row;
    },

    /** The event's markets, outcomes and holds (with who held and when). */
    async markets(eventId: number) {
      const markets = await db
        .select({
          id: sportMarkets.id,
          key: sportMarkets.marketKey,
          specifiers: sportMarkets.specifiers,
          status: sportMarkets.status,
        })
        .from(sportMarkets)
        .where(eq(sportMarkets.eventId, eventId))
        .orderBy(sportMarkets.id);
      const ids = markets.map((m) => m.id);
      const [outcomes, holds] = await Promise.all([
        ids.length === 0
          ? []
          : db
              .select({
                marketId: sportOutcomes.marketId,
                id: sportOutcomes.outcomeId,
                odds: sportOutcomes.odds,
                active: sportOutcomes.active,
                result: sportOutcomes.result,
                voidFactor: sportOutcomes.voidFactor,
              })
              .from(sportOutcomes)
              .where(inArray(sportOutcomes.marketId, ids))
              .orderBy(sportOutcomes.marketId, sportOutcomes.outcomeId),
        rows<{ market_id: string | null; reason: string; held_at: Date; held_by: string }>(
          db,
          sql`select h.market_id::text as market_id, h.reason, h.held_at, coalesce(st.username, '#' || h.held_by) as held_by
                from sport_holds h left join staff st on st.id = h.held_by
               where h.event_id = ${eventId}`,
        ),
      ]);
      return { markets, outcomes, holds };
    },

    async setEventLimits(
      tx: DbExecutor,
      values: {
        eventId: number;
        stakePercent: number | null;
        liveDelaySeconds: number | null;
        reason: string;
        updatedBy: number;
        updatedAt: Date;
      },
    ) {
      // Both cleared: the row goes, so placement's common case (no row) stays the cheap one.
      if (values.stakePercent === null && values.liveDelaySeconds === null) {
        await tx.delete(sportEventLimits).where(eq(sportEventLimits.eventId, values.eventId));
        return;
      }
      await tx
        .insert(sportEventLimits)
        .values(values)
        .onConflictDoUpdate({ target: sportEventLimits.eventId, set: values });
    },

    async eventLimits(tx: DbExecutor, eventId: number) {
      const [row] = await tx.select().from(sportEventLimits).where(eq(sportEventLimits.eventId, eventId));
      return row;
    },

    /** The player's name and stake limit, with who set it (undefined: no such player). */
    async playerLimits(playerId: number, executor: DbExecutor = db) {
      const [row] = await rows<{
        username: string;
        stake_percent: number | null;
        reason: string | null;
        updated_by: string | null;
        updated_at: Date | null;
      }>(
        executor,
        sql`select p.username, pl.stake_percent, pl.reason, st.username as updated_by, pl.updated_at
              from players p
              left join sport_player_limits pl on pl.player_id = p.id
              left join staff st on st.id = pl.updated_by
             where p.id = ${playerId}`,
      );
      return row;
    },

    /**
     * Locks the player's row for a change of their stake limit: two staff writing at once are taken one
     * after the other, each reading the value before under the lock. False: no such player.
     */
    async lockPlayer(tx: DbExecutor, playerId: number): Promise<boolean> {
      const [player] = await tx
        .select({ id: players.id })
        .from(players)
        .where(eq(players.id, playerId))
        .for('no key update');
      return player !== undefined;
    },

    /** Sets (or, with null, clears) a player's stake limit; the caller holds the player's lock. */
    async writePlayerLimits(
      tx: DbExecutor,
      values: {
        playerId: number;
        stakePercent: number | null;
        reason: string;
        updatedBy: number;
        updatedAt: Date;
      },
    ): Promise<void> {
      if (values.stakePercent === null)
        await tx.delete(sportPlayerLimits).where(eq(sportPlayerLimits.playerId, values.playerId));
      else
        await tx
          .insert(sportPlayerLimits)
          .values(values)
          .onConflictDoUpdate({ target: sportPlayerLimits.playerId, set: values });
    },

    transaction: <T>(work: (tx: DbExecutor) => Promise<T>) => db.transaction(work),
  };
}

export type TradingRepo = ReturnType<typeof createTradingRepo>;
