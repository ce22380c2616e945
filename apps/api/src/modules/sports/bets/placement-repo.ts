import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/executor.ts';
import { sportEvents, sportMarkets } from '../../../db/schema.ts';
import { EventStatus, MarketStatus } from '../feed/messages.ts';
import { queryNamedRows } from '../../../db/named-statement.ts';

/*
 * The statements of a bet placement (bets/service.ts), one round trip each: the slip's look-up before
 * the transaction, the legs' markets locked and read, and the bet written with its legs. They run as
 * named prepared statements (db/named-statement.ts): parsed and planned once per connection, which on a
 * busy database is a good part of what a short statement costs (bench/README.md, sports placements).
 * A slip's legs travel as one JSON parameter, so each statement's text is the same for any number of
 * legs — one name each.
 */

export type SlipMarket = { marketId: number; eventId: number; eventStatus: number };

/** The bet this player already placed with this slip id, if any, and the event of each market named. */
export async function lookUpSlip(
  db: DbExecutor,
  playerId: number,
  requestKey: string,
  marketIds: readonly number[],
): Promise<{ replayOf: number | undefined; markets: SlipMarket[] }> {
  const rows = await queryNamedRows<{
    replay_of: string | null;
    market_id: string | null;
    event_id: string | null;
    event_status: number | null;
  }>(
    db,
    'sports_slip',
    sql`select (select b.id from sport_bets b where b.player_id = ${playerId} and b.request_key = ${requestKey})::text
                 as replay_of,
               m.id::text as market_id, m.event_id::text as event_id, e.status as event_status
          from (values (1)) as always_one_row (one)
          left join (sport_markets m join sport_events e on e.id = m.event_id)
            on m.id in (select value::bigint from jsonb_array_elements_text(${JSON.stringify(marketIds)}::jsonb))`,
  );
  const replayOf = rows[0]?.replay_of;
  return {
    replayOf: replayOf == null ? undefined : Number(replayOf),
    markets: rows.flatMap((row) =>
      row.market_id === null
        ? []
        : [
            {
              marketId: Number(row.market_id),
              eventId: Number(row.event_id),
              eventStatus: row.event_status!,
            },
          ],
    ),
  };
}

/**
 * A selection as a refusal names it: 'Galatasaray - Fenerbahçe, total (total=2.5): over' (the market's
 * key and specifiers as the feed gives them; '#<market id>' for a market the book does not know).
 */
export async function selectionName(
  db: DbExecutor,
  selection: { marketId: number; outcomeId: string },
): Promise<string> {
  const [row] = await db
    .select({
      home: sportEvents.home,
      away: sportEvents.away,
      key: sportMarkets.marketKey,
      specifiers: sportMarkets.specifiers,
    })
    .from(sportMarkets)
    .innerJoin(sportEvents, eq(sportEvents.id, sportMarkets.eventId))
    .where(eq(sportMarkets.id, selection.marketId));
  if (!row) return `#${selection.marketId}: ${selection.outcomeId}`;
  const market = row.specifiers ? `${row.key} (${row.specifiers})` : row.key;
  return `${row.home} - ${row.away}, ${market}: ${selection.outcomeId}`;
}

/** A leg's market and outcome as the transaction sees them, with what the bet's answer shows of it. */
export type LockedLeg = {
  marketId: number;
  outcomeId: string;
  marketStatus: number;
  marketKey: string;
  specifiers: string;
  eventId: number;
  eventStatus: number;
  home: string;
  away: string;
  /** The outcome's odds now ('2.05'); null when the market has no such outcome or no price. */
  odds: string | null;
  active: boolean;
  /** A bet_cancel covers the placement time: the leg counts as void for this bet (bets/service.ts). */
  cancelled: boolean;
};

/**
 * Locks the legs' markets FOR SHARE in id order (a bet stop's update waits for the placement, or the
 * placement for it) and reads each leg's market, event and chosen outcome, and whether a cancel covers
 * `placedAt`. Legs of unknown markets are left out.
 */
export async function lockLegs(
  tx: DbExecutor,
  legs: readonly { marketId: number; outcomeId: string }[],
  placedAt: Date,
): Promise<LockedLeg[]> {
  const at = placedAt.toISOString();
  const picked = legs.map(({ marketId, outcomeId }) => ({ marketId, outcomeId }));
  const rows = await queryNamedRows<{
    market_id: string;
    outcome_id: string;
    market_status: number;
    market_key: string;
    specifiers: string;
    event_id: string;
    event_status: number;
    home: string;
    away: string;
    odds: string | null;
    active: boolean | null;
    cancelled: boolean;
  }>(
    tx,
    'sports_lock_legs',
    sql`select m.id::text as market_id, s."outcomeId" as outcome_id, m.status as market_status, m.market_key, m.specifiers,
               e.id::text as event_id, e.status as event_status, e.home, e.away,
               o.odds::text as odds, o.active,
               exists (select 1 from sport_market_cancels c
                        where c.market_id = m.id
                          and (c.from_time is null or c.from_time <= ${at}::timestamptz)
                          and (c.to_time is null or c.to_time >= ${at}::timestamptz)) as cancelled
          from jsonb_to_recordset(${JSON.stringify(picked)}::jsonb) as s ("marketId" bigint, "outcomeId" text)
          join sport_markets m on m.id = s."marketId"
          join sport_events e on e.id = m.event_id
          left join sport_outcomes o on o.market_id = m.id and o.outcome_id = s."outcomeId"
         order by m.id
           for share of m`,
  );
  return rows.map((row) => ({
    marketId: Number(row.market_id),
    outcomeId: row.outcome_id,
    marketStatus: row.market_status,
    marketKey: row.market_key,
    specifiers: row.specifiers,
    eventId: Number(row.event_id),
    eventStatus: row.event_status,
    home: row.home,
    away: row.away,
    odds: row.odds,
    active: row.active === true,
    cancelled: row.cancelled,
  }));
}

/** What the bet row says of its slip, on either path that writes it (insertBet, placementStatement). */
type SlipColumns = {
  playerId: number;
  currencyId: number;
  requestKey: string;
  kind: string;
  systemSize: number | null;
  lines: number;
  stakeMinor: bigint;
  potentialPayoutMinor: bigint;
  oddsPolicy: number;
  placedAt: Date;
};

export type NewBet = SlipColumns & {
  /** The player bonus running at placement: its wagering counts this bet when it settles. */
  playerBonusId: number | null;
  legs: readonly { eventId: number; marketId: number; outcomeId: string; odds: string }[];
};

/**
 * Writes the bet and its legs (numbered from 1 in slip order) in one statement; answers the bet's id,
 * or undefined when this player's slip id is taken (the same slip committed meanwhile: nothing written).
 */
export async function insertBet(tx: DbExecutor, bet: NewBet): Promise<number | undefined> {
  const legs = bet.legs.map((leg, i) => ({
    legNo: i + 1,
    eventId: leg.eventId,
    marketId: leg.marketId,
    outcomeId: leg.outcomeId,
    odds: leg.odds,
  }));
  const [row] = await queryNamedRows<{ id: string }>(
    tx,
    'sports_bet_insert',
    sql`with bet as (
          insert into sport_bets (player_id, currency_id, request_key, kind, system_size, lines, stake_minor,
                                  potential_payout_minor, odds_policy, placed_at, player_bonus_id)
          values (${bet.playerId}, ${bet.currencyId}, ${bet.requestKey}, ${bet.kind}, ${bet.systemSize}::smallint,
                  ${bet.lines}, ${bet.stakeMinor.toString()}::bigint, ${bet.potentialPayoutMinor.toString()}::bigint,
                  ${bet.oddsPolicy}, ${bet.placedAt.toISOString()}::timestamptz, ${bet.playerBonusId}::bigint)
          on conflict do nothing
          returning id
        ), legs as (
          insert into sport_bet_legs (bet_id, leg_no, event_id, market_id, outcome_id, odds)
          select bet.id, l."legNo", l."eventId", l."marketId", l."outcomeId", l.odds
            from bet,
                 jsonb_to_recordset(${JSON.stringify(legs)}::jsonb)
                   as l ("legNo" smallint, "eventId" bigint, "marketId" bigint, "outcomeId" text, odds numeric)
        )
        select id::text as id from bet`,
  );
  return row && Number(row.id);
}

// ── the one-statement placement ─────────────────────────────────────────────────────────────────────

/** A slip the one-statement placement may take: everything the service checks without the database. */
export type FastSlip = SlipColumns & {
  /** Computed from the slip's odds: the statement writes only when every leg is offered at exactly those. */
  potentialPayoutMinor: bigint;
  /**
   * The player's running bonus: its select (bonus/repo.ts stakeTermsSql: `bonus_id`, `max_bet_minor`),
   * read in the statement, which then writes nothing above its maximum bet; or as already read.
   */
  terms: SQL | { bonusId: number } | null;
  selections: readonly { marketId: number; outcomeId: string; odds: string }[];
};

/**
 * The placement's side of the one stake statement (wallet's postStake): the legs' markets locked FOR
 * SHARE in id order and read with their events, chosen outcomes and cancels, as lockLegs does; the
 * operator's holds read after that lock in a fresh snapshot (sport_held_market_ids, migration 0026, so
 * a hold committed while we waited is seen, as holds.ts requires); the player's earlier bet under this
 * slip id (`prior`); and why not (`refusal`): the wager gate's verdict (`gate`, an SQL expression), else
 * 'slip' when any check the careful path makes would not pass at the slip's own odds — an unknown
 * market, two legs of one event, a live event (its delay), a leg not offered, odds not exactly the
 * slip's, a stake above the running bonus's maximum bet (`terms`, read here too), a stake limit the trading
 * room set on an event or the player (limits-repo.ts; the careful path applies it). Any refusal sends the service to the careful path (service.ts), which answers it exactly.
 * The bet and its legs are the caller's rows (`written`); the answer carries the legs as read.
 */
export function placementStatement(slip: FastSlip, gate: SQL) {
  const at = slip.placedAt.toISOString();
  const picked = slip.selections.map((s, i) => ({
    legNo: i + 1,
    marketId: s.marketId,
    outcomeId: s.outcomeId,
    odds: s.odds,
  }));
  const termsSql =
    slip.terms === null
      ? sql`select null::bigint as bonus_id, null::bigint as max_bet_minor where false`
      : 'bonusId' in slip.terms
        ? sql`select ${slip.terms.bonusId}::bigint as bonus_id, null::bigint as max_bet_minor`
        : slip.terms;
  const lead = sql`slip as (
      select s."legNo" as leg_no, s."marketId" as market_id, s."outcomeId" as outcome_id, s.odds as expected
        from jsonb_to_recordset(${JSON.stringify(picked)}::jsonb)
          as s ("legNo" smallint, "marketId" bigint, "outcomeId" text, odds numeric)
    ), markets as materialized (
      select m.id, m.event_id, m.status, m.market_key, m.specifiers from sport_markets m
       where m.id in (select market_id from slip)
       order by m.id
         for share
    ), held as materialized (
      select sport_held_market_ids(array(select id from markets order by id),
                                   array(select event_id from markets order by id)) as ids
    ), legs as materialized (
      select s.leg_no, s.market_id, s.outcome_id, s.expected, m.status as market_status, m.market_key,
             m.specifiers, e.id as event_id, e.status as event_status, e.home, e.away, o.odds, o.active,
             exists (select 1 from sport_market_cancels c
                      where c.market_id = m.id
                        and (c.from_time is null or c.from_time <= ${at}::timestamptz)
                        and (c.to_time is null or c.to_time >= ${at}::timestamptz)) as cancelled
        from slip s
        join markets m on m.id = s.market_id
        join sport_events e on e.id = m.event_id
        left join sport_outcomes o on o.market_id = m.id and o.outcome_id = s.outcome_id
    ), terms as materialized (
      ${termsSql}
    )`;
  const prior = sql`select b.id from sport_bets b
     where b.player_id = ${slip.playerId}::int and b.request_key = ${slip.requestKey}`;
  const refusal = sql`coalesce(${gate},
      case
        when (select count(*) from legs) <> ${picked.length}::int then 'slip'
        when ${slip.kind} <> 'single' and (select count(distinct event_id) from legs) <> ${picked.length}::int
          then 'slip'
        when exists (select 1 from legs l
                      where l.market_status is distinct from ${MarketStatus.Active}::int
                         or l.event_status is distinct from ${EventStatus.NotStarted}::int
                         or l.active is not true
                         or l.odds is distinct from l.expected
                         or (select l.market_id = any (held.ids) from held))
          then 'slip'
        when exists (select 1 from terms where max_bet_minor < ${slip.stakeMinor.toString()}::bigint) then 'slip'
        when exists (select 1 from sport_event_limits el
                      where el.event_id in (select event_id from legs) and el.stake_percent is not null)
          or exists (select 1 from sport_player_limits pl where pl.player_id = ${slip.playerId}::int)
          then 'slip'
      end)`;
  const writes = (go: SQL) => sql`written as (
      insert into sport_bets (player_id, currency_id, request_key, kind, system_size, lines, stake_minor,
                              potential_payout_minor, odds_policy, placed_at, player_bonus_id)
      select ${slip.playerId}::int, ${slip.currencyId}::int, ${slip.requestKey}, ${slip.kind},
             ${slip.systemSize}::smallint, ${slip.lines}::int, ${slip.stakeMinor.toString()}::bigint,
             ${slip.potentialPayoutMinor.toString()}::bigint, ${slip.oddsPolicy}::smallint,
             ${at}::timestamptz, (select bonus_id from terms)
       where ${go}
      -- The same slip committed meanwhile: nothing written, the statement is undone (postStake) and the
      -- careful path answers the replay or the conflict.
      on conflict do nothing
      returning id
    ), written_legs as (
      insert into sport_bet_legs (bet_id, leg_no, event_id, market_id, outcome_id, odds)
      select written.id, legs.leg_no, legs.event_id, legs.market_id, legs.outcome_id, legs.odds
        from written cross join legs
    )`;
  const returned = sql`(select json_agg(json_build_object(
        'marketId', l.market_id::text, 'outcomeId', l.outcome_id, 'marketStatus', l.market_status,
        'marketKey', l.market_key, 'specifiers', l.specifiers, 'eventId', l.event_id::text,
        'eventStatus', l.event_status, 'home', l.home, 'away', l.away, 'odds', l.odds::text,
        'active', l.active is true, 'cancelled', l.cancelled) order by l.leg_no) from legs l)`;
  // The stake's transfer names the new bet, as the careful path's posting does.
  const stakeKey = sql`'sports:bet:' || written.id || ':stake'`;
  const stakeReference = sql`'sport_bet:' || written.id`;
  return { lead, prior, refusal, writes, returned, stakeKey, stakeReference };
}

/** The legs as placementStatement returns them. */
export function legsReturned(value: unknown): LockedLeg[] {
  return (value as (Omit<LockedLeg, 'marketId' | 'eventId'> & { marketId: string; eventId: string })[]).map(
    (leg) => ({ ...leg, marketId: Number(leg.marketId), eventId: Number(leg.eventId) }),
  );
}
