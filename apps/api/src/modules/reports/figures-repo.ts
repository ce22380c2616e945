import type { GgrGroup } from '@lale/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { ReadDatabase } from '../../db/connection.ts';

/*
 * The dashboard's and the reports' figures (issues #25, #27), from the ledger (ledger_transfers,
 * ledger_accounts), the payments tables and the players table only. THE definitions, written once
 * (ARCHITECTURE "Reports: one definition of GGR and NGR"); every figure is per currency and per
 * Europe/Istanbul calendar day (00:00 Istanbul = 21:00 UTC):
 *
 * - EVERY FIGURE COUNTS AT THE TIME OF THE LEDGER TRANSFER THAT MOVED THE MONEY. A day once over never
 *   changes: a late rollback, claw-back or resettlement is an adjustment (usually negative) on the day
 *   it happened, never a rewrite of the day the round or bet first counted on. So a period's figure is
 *   the sum of its days', and GGR over a period is exactly what the house accounts moved in it.
 * - GGR = stakes − wins.
 *   · Casino, provider games and Originals (every one is a game-wallet round; its transfers carry the
 *     reference `game_round:<id>` and touch house_casino): stakes = what came into house_casino (players'
 *     cash and bonus), less stakes rolled back (`bet_rollback` out of house_casino); wins = everything
 *     else house_casino paid out. Each transfer counts on its own day, whether or not the round is over:
 *     a round staked at 23:59 and won at 00:00 has its stake on one day and its win on the next; a
 *     rollback the next day takes the stake off that next day.
 *     Free rounds (their wins come from house_promotions) and promotional wins without a round
 *     (`promo_win`, reference `promo:<campaign>`) are promotion costs, not GGR (see bonus cost below).
 *   · Sports bets (the engine's, reference `sport_bet:<id>`, and the sports frames',
 *     `sports_frame_bet:<id>`): a stake moves to house_sports only when the bet settles (sports_stakes →
 *     house_sports) and every payout, cash-out and claw-back happens then, so each transfer touching
 *     house_sports counts at its own time: stakes = sports_stakes → house_sports less house_sports →
 *     sports_stakes (a settlement rolled back: the bet is open again); wins = what house_sports paid
 *     anyone else less what it took back (claw-backs). A void bet (every leg refunded) settles with its
 *     stake in stakes and its refund in wins: GGR 0.
 * - NGR = GGR − bonus money converted to cash in the period (`bonus_convert`: player bonus → cash). The
 *   reports call this deduction "bonus cost"; by provider, game, sport or market it is not attributable
 *   and stands in a row of its own.
 * - Attribution (the breakdowns): a casino round's provider and game are its game_rounds row's (→
 *   casino_games, casino_providers); a Lale Sports bet's sport and market key are its legs' (→
 *   sport_events → sport_tournaments → sport_categories → sport_sports; sport_markets.market_key), and a
 *   bet whose legs span several sports (market keys) is "Multiple"; a frame bet is known by its
 *   sportsbook only (sports_frame_bets.provider). Every breakdown covers the whole GGR: the other
 *   product is one row ("Casino (all games)", "Sports (all bets)").
 * - Deposits = `deposit` transfers (payments_clearing → cash: confirmed deposits) in the period;
 *   withdrawals = `withdrawal` transfers (withdraw_hold → payments_clearing: paid out) in the period;
 *   by method through the transfer's reference (payment_transactions.reference → payment_methods).
 * - Bonus cost: granted (bonus_expense → a player's bonus), converted (`bonus_convert`, the NGR
 *   deduction), removed (a player's bonus → bonus_expense: forfeited, expired, cancelled), free-round
 *   wins (what house_promotions paid) and promotional wins (`promo_win`).
 * - Active players: players with a stake transfer (cash or bonus → house_casino, cash →
 *   sports_stakes) in the period, by stake time; a distinct count, so a period's is not the sum of its days.
 * - Sign-ups: players created in the period with this currency.
 * Manual corrections (house_adjustments) and seeds are not a game's result and count nowhere here.
 */

/** Minor-unit totals of one Istanbul day. */
export type DayTotals = {
  day: string;
  deposits: bigint;
  withdrawals: bigint;
  stakes: bigint;
  wins: bigint;
  bonusConverted: bigint;
};

/** One row of a GGR breakdown (by provider, game, sport or market), minor units. */
export type GgrGroupTotals = { key: string; label: string; stakes: bigint; wins: bigint };

/** The bonus cost of one Istanbul day, minor units. */
export type BonusCostDay = {
  day: string;
  granted: bigint;
  converted: bigint;
  removed: bigint;
  freeRoundWins: bigint;
  promoWins: bigint;
};

/** Deposits or withdrawals of one payment method (null: a ledger movement without a payment row). */
export type MethodTotals = {
  direction: 'deposit' | 'withdrawal';
  methodId: number | null;
  method: string | null;
  count: number;
  amount: bigint;
};

export type FiguresPeriod = { currencyId: number; from: string; to: string };

const ZONE = 'Europe/Istanbul';

/** Rows of a raw statement (`execute` is typed loosely across the two drivers; both return `rows`). */
async function queryRows<T>(db: ReadDatabase, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/*
 * A breakdown's key and label per product (t: the GGR entry with its round, bet or frame bet; gr, cg,
 * cp: the round, its game and provider; bl: the bet's legs in one row; ss: their sport; fb: the frame
 * bet). Our own constants, never input.
 */
const FRAME_KEY = `'sports:frame:' || coalesce(fb.provider, 'unknown')`;
const FRAME_LABEL = `coalesce(fb.provider, 'unknown') || ' (sportsbook frame)'`;
const CASINO_UNKNOWN = `'casino:unknown'`;
const CASINO_UNKNOWN_LABEL = `'Casino (round not found)'`;
const BET_UNKNOWN = `'sports:unknown'`;
const BET_UNKNOWN_LABEL = `'Sports (bet not found)'`;

const GROUPS: Record<Exclude<GgrGroup, 'day'>, { key: string; label: string }> = {
  provider: {
    key: `case t.product
            when 'casino' then case when gr.id is null then ${CASINO_UNKNOWN} else 'casino:provider:' || gr.provider_id end
            when 'sports' then 'sports:lale'
            else ${FRAME_KEY} end`,
    label: `case t.product
              when 'casino' then case when gr.id is null then ${CASINO_UNKNOWN_LABEL} else cp.name end
              when 'sports' then 'Lale Sports'
              else ${FRAME_LABEL} end`,
  },
  game: {
    key: `case t.product
            when 'casino' then case when gr.id is null then ${CASINO_UNKNOWN} else 'casino:game:' || gr.game_id end
            else 'sports' end`,
    label: `case t.product
              when 'casino' then case when gr.id is null then ${CASINO_UNKNOWN_LABEL} else cg.name || ' (' || cp.name || ')' end
              else 'Sports (all bets)' end`,
  },
  sport: {
    key: `case t.product
            when 'casino' then 'casino'
            when 'sports' then case when bl.bet_id is null then ${BET_UNKNOWN}
                                    when bl.sports = 1 then 'sports:sport:' || bl.sport_id
                                    else 'sports:sport:multiple' end
            else ${FRAME_KEY} end`,
    label: `case t.product
              when 'casino' then 'Casino (all games)'
              when 'sports' then case when bl.bet_id is null then ${BET_UNKNOWN_LABEL}
                                      when bl.sports = 1 then coalesce(ss.name ->> 'en', ss.name ->> 'tr', ss.feed_id)
                                      else 'Multiple sports' end
              else ${FRAME_LABEL} end`,
  },
  market: {
    key: `case t.product
            when 'casino' then 'casino'
            when 'sports' then case when bl.bet_id is null then ${BET_UNKNOWN}
                                    when bl.markets = 1 then 'sports:market:' || bl.market_key
                                    else 'sports:market:multiple' end
            else ${FRAME_KEY} end`,
    label: `case t.product
              when 'casino' then 'Casino (all games)'
              when 'sports' then case when bl.bet_id is null then ${BET_UNKNOWN_LABEL}
                                      when bl.markets = 1 then bl.market_key
                                      else 'Multiple markets' end
              else ${FRAME_LABEL} end`,
  },
};

export function createFiguresRepo(db: ReadDatabase) {
  /** Lower (inclusive) and upper (exclusive) instants of the Istanbul days `from`..`to`. */
  const bounds = ({ from, to }: FiguresPeriod) => sql`
    bounds as (
      select (${from}::date::timestamp at time zone ${ZONE}) as lo,
             ((${to}::date + 1)::timestamp at time zone ${ZONE}) as hi
    )`;
  const dayOf = (column: string) =>
    sql.raw(`to_char((${column} at time zone '${ZONE}')::date, 'YYYY-MM-DD')`);

  /** The period's transfers of the currency with both accounts' owner and kind. */
  const moves = (period: FiguresPeriod) => sql`
    ${bounds(period)},
    moves as (
      select t.amount, t.kind, t.reference, t.created_at as at,
             d.owner_type as d_owner, d.kind as d_kind, c.owner_type as c_owner, c.kind as c_kind
        from ledger_transfers t
        join ledger_accounts d on d.id = t.debit_account_id
        join ledger_accounts c on c.id = t.credit_account_id,
             bounds b
       where t.currency_id = ${period.currencyId}::int
         and t.created_at >= b.lo and t.created_at < b.hi
    )`;

  /**
   * THE GGR entries: one per transfer touching house_casino (of a round) or house_sports, at its own
   * time, with the stakes and wins it adds (either may be negative: a rollback, a claw-back).
   */
  const ggrEntries = sql`
    ggr as (
      select m.at, 'casino'::text as product, m.reference,
             case when m.c_kind = 'house_casino' then m.amount
                  when m.kind = 'bet_rollback' then -m.amount
                  else 0 end as stakes,
             case when m.d_kind = 'house_casino' and m.kind <> 'bet_rollback' then m.amount
                  else 0 end as wins
        from moves m
       where m.reference like 'game_round:%'
         and (m.d_kind = 'house_casino' or m.c_kind = 'house_casino')
      union all
      select m.at,
             case when m.reference like 'sports_frame_bet:%' then 'frame' else 'sports' end,
             m.reference,
             case when m.c_kind = 'house_sports' and m.d_kind = 'sports_stakes' then m.amount
                  when m.d_kind = 'house_sports' and m.c_kind = 'sports_stakes' then -m.amount
                  else 0 end,
             case when m.d_kind = 'house_sports' and m.c_kind <> 'sports_stakes' then m.amount
                  when m.c_kind = 'house_sports' and m.d_kind <> 'sports_stakes' then -m.amount
                  else 0 end
        from moves m
       where m.d_kind = 'house_sports' or m.c_kind = 'house_sports'
    )`;

  return {
    /** Money figures per Istanbul day of the period (days without activity are absent). */
    async moneyByDay(period: FiguresPeriod): Promise<DayTotals[]> {
      const rows = await queryRows<Record<keyof DayTotals, string>>(
        db,
        sql`
        with ${moves(period)},
        ${ggrEntries},
        entries as (
          select g.at, 0::numeric as deposits, 0::numeric as withdrawals,
                 g.stakes::numeric as stakes, g.wins::numeric as wins, 0::numeric as bonus
            from ggr g
          union all
          select m.at,
                 case when m.kind = 'deposit' then m.amount else 0 end,
                 case when m.kind = 'withdrawal' then m.amount else 0 end,
                 0, 0,
                 case when m.kind = 'bonus_convert' then m.amount else 0 end
            from moves m
           where m.kind in ('deposit', 'withdrawal', 'bonus_convert')
        )
        select ${dayOf('e.at')} as day,
               sum(e.deposits)::text as deposits, sum(e.withdrawals)::text as withdrawals,
               sum(e.stakes)::text as stakes, sum(e.wins)::text as wins, sum(e.bonus)::text as "bonusConverted"
          from entries e
         group by 1
         order by 1`,
      );
      return rows.map((row) => ({
        day: row.day,
        deposits: BigInt(row.deposits),
        withdrawals: BigInt(row.withdrawals),
        stakes: BigInt(row.stakes),
        wins: BigInt(row.wins),
        bonusConverted: BigInt(row.bonusConverted),
      }));
    },

    /** The period's GGR entries grouped by provider, game, sport or market (unordered). */
    async ggrBy(period: FiguresPeriod, by: Exclude<GgrGroup, 'day'>): Promise<GgrGroupTotals[]> {
      const group = GROUPS[by];
      const rows = await queryRows<{ key: string; label: string; stakes: string; wins: string }>(
        db,
        sql`
        with ${moves(period)},
        ${ggrEntries},
        tagged as (
          select g.product, g.stakes, g.wins,
                 case when g.product = 'casino' and g.reference ~ '^game_round:[0-9]+$'
                      then substring(g.reference from 12)::bigint end as round_id,
                 case when g.product = 'sports' and g.reference ~ '^sport_bet:[0-9]+$'
                      then substring(g.reference from 11)::bigint end as bet_id,
                 case when g.product = 'frame' and g.reference ~ '^sports_frame_bet:[0-9]+$'
                      then substring(g.reference from 18)::bigint end as frame_bet_id
            from ggr g
        ),
        bet_legs as (
          select l.bet_id,
                 count(distinct ca.sport_id) as sports, min(ca.sport_id) as sport_id,
                 count(distinct mk.market_key) as markets, min(mk.market_key) as market_key
            from sport_bet_legs l
            join sport_events e on e.id = l.event_id
            join sport_tournaments tn on tn.id = e.tournament_id
            join sport_categories ca on ca.id = tn.category_id
            join sport_markets mk on mk.id = l.market_id
           where l.bet_id in (select bet_id from tagged where bet_id is not null)
           group by l.bet_id
        ),
        keyed as (
          select ${sql.raw(group.key)} as key, ${sql.raw(group.label)} as label, t.stakes, t.wins
            from tagged t
            left join game_rounds gr on gr.id = t.round_id
            left join casino_games cg on cg.id = gr.game_id
            left join casino_providers cp on cp.id = gr.provider_id
            left join bet_legs bl on bl.bet_id = t.bet_id
            left join sport_sports ss on ss.id = bl.sport_id
            left join sports_frame_bets fb on fb.id = t.frame_bet_id
        )
        select key, min(label) as label, sum(stakes)::text as stakes, sum(wins)::text as wins
          from keyed
         group by key`,
      );
      return rows.map((row) => ({
        key: row.key,
        label: row.label,
        stakes: BigInt(row.stakes),
        wins: BigInt(row.wins),
      }));
    },

    /** Bonus cost per Istanbul day of the period (days without any are absent). */
    async bonusCostByDay(period: FiguresPeriod): Promise<BonusCostDay[]> {
      const rows = await queryRows<Record<keyof BonusCostDay, string>>(
        db,
        sql`
        with ${moves(period)}
        select ${dayOf('m.at')} as day,
               sum(case when m.d_kind = 'bonus_expense' and m.c_owner = 'player' and m.c_kind = 'bonus'
                        then m.amount else 0 end)::text as granted,
               sum(case when m.kind = 'bonus_convert' then m.amount else 0 end)::text as converted,
               sum(case when m.d_owner = 'player' and m.d_kind = 'bonus' and m.c_kind = 'bonus_expense'
                        then m.amount else 0 end)::text as removed,
               sum(case when m.d_kind = 'house_promotions' then m.amount
                        when m.c_kind = 'house_promotions' then -m.amount
                        else 0 end)::text as "freeRoundWins",
               sum(case when m.kind = 'promo_win' then m.amount else 0 end)::text as "promoWins"
          from moves m
         where m.kind in ('bonus_convert', 'promo_win')
            or 'bonus_expense' in (m.d_kind, m.c_kind)
            or 'house_promotions' in (m.d_kind, m.c_kind)
         group by 1
         order by 1`,
      );
      return rows.map((row) => ({
        day: row.day,
        granted: BigInt(row.granted),
        converted: BigInt(row.converted),
        removed: BigInt(row.removed),
        freeRoundWins: BigInt(row.freeRoundWins),
        promoWins: BigInt(row.promoWins),
      }));
    },

    /** Deposits credited and withdrawals paid out in the period, per payment method. */
    async paymentsByMethod(period: FiguresPeriod): Promise<MethodTotals[]> {
      const rows = await queryRows<{
        direction: 'deposit' | 'withdrawal';
        methodId: number | null;
        method: string | null;
        count: string;
        amount: string;
      }>(
        db,
        sql`
        with ${moves(period)}
        select case when m.kind = 'deposit' then 'deposit' else 'withdrawal' end as direction,
               pm.id as "methodId", pm.title as method,
               count(*)::text as count, sum(m.amount)::text as amount
          from moves m
          left join payment_transactions p on p.reference = m.reference
          left join payment_methods pm on pm.id = p.method_id
         where m.kind in ('deposit', 'withdrawal')
         group by 1, 2, 3`,
      );
      return rows.map((row) => ({
        direction: row.direction,
        methodId: row.methodId === null ? null : Number(row.methodId),
        method: row.method,
        count: Number(row.count),
        amount: BigInt(row.amount),
      }));
    },

    /** Distinct players who staked, per day and (day null) over the whole period. */
    async activePlayers(period: FiguresPeriod): Promise<{ day: string | null; players: number }[]> {
      const rows = await queryRows<{ day: string | null; players: string }>(
        db,
        sql`
        with ${bounds(period)},
        stakes as (
          select d.player_id, t.created_at
            from ledger_transfers t
            join ledger_accounts d on d.id = t.debit_account_id
            join ledger_accounts c on c.id = t.credit_account_id,
                 bounds b
           where t.currency_id = ${period.currencyId}::int
             and t.created_at >= b.lo and t.created_at < b.hi
             and d.owner_type = 'player'
             and c.kind in ('house_casino', 'sports_stakes')
        )
        select ${dayOf('created_at')} as day, count(distinct player_id)::text as players
          from stakes
         group by grouping sets ((${dayOf('created_at')}), ())`,
      );
      return rows.map((row) => ({ day: row.day, players: Number(row.players) }));
    },

    /** Players created per day of the period, in this currency. */
    async signUps(period: FiguresPeriod): Promise<{ day: string; players: number }[]> {
      const rows = await queryRows<{ day: string; players: string }>(
        db,
        sql`
        with ${bounds(period)}
        select ${dayOf('p.created_at')} as day, count(*)::text as players
          from players p, bounds b
         where p.currency_id = ${period.currencyId}::int and p.created_at >= b.lo and p.created_at < b.hi
         group by 1`,
      );
      return rows.map((row) => ({ day: row.day, players: Number(row.players) }));
    },
  };
}

export type FiguresRepo = ReturnType<typeof createFiguresRepo>;
