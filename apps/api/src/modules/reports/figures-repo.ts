import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';

/*
 * The dashboard's figures (issue #25), from the ledger (ledger_transfers, ledger_accounts) and the
 * players table only. THE definitions, written once (ARCHITECTURE "Reports: one definition of GGR and
 * NGR"); every figure is per currency and per Europe/Istanbul calendar day (00:00 Istanbul = 21:00 UTC):
 *
 * - GGR = stakes − wins of the rounds and bets SETTLED in the period, by settlement time.
 *   · Casino, provider games and Originals (every one is a game-wallet round; its transfers carry the
 *     reference `game_round:<id>` and touch house_casino): stakes = what players' cash and bonus paid
 *     into house_casino, less stakes rolled back (`bet_rollback`); wins = what house_casino paid out.
 *     game_rounds has no settlement time, so a round counts at the time of its LAST ledger transfer
 *     (its win, or its bet when it paid nothing), and only once the round is no longer open (status ≠
 *     Processing: Completed, Cancelled, Expired). A transfer the round gets later (a late win, a
 *     rollback) moves the whole round to that later day: the round is settled only then.
 *     Free rounds (their wins come from house_promotions) and promotional wins without a round
 *     (`promo_win`, reference `promo:<campaign>`) are promotion costs, not GGR.
 *   · Sports bets (the engine's and the sports frames'): a stake moves to house_sports only when the
 *     bet settles (sports_stakes → house_sports) and every payout, cash-out and claw-back happens then,
 *     so each transfer touching house_sports counts at its own time: stakes = sports_stakes →
 *     house_sports less house_sports → sports_stakes (a settlement rolled back); wins = house_sports →
 *     a player less a player → house_sports (claw-backs).
 * - NGR = GGR − bonus money converted to cash in the period (`bonus_convert`: player bonus → cash).
 * - Deposits = `deposit` transfers (payments_clearing → cash: confirmed deposits) in the period;
 *   withdrawals = `withdrawal` transfers (withdraw_hold → payments_clearing: paid out) in the period.
 * - Active players: players with a stake transfer (cash or bonus → house_casino, cash →
 *   sports_stakes) in the period, by stake time; a distinct count, so a period's is not the sum of its days.
 * - Sign-ups: players created in the period with this currency.
 * Manual corrections (house_adjustments) are not a game's result and count nowhere here.
 */

/** Minor-unit totals of one Istanbul day (or of the whole period when `day` is null). */
export type DayTotals = {
  day: string;
  deposits: bigint;
  withdrawals: bigint;
  stakes: bigint;
  wins: bigint;
  bonusConverted: bigint;
};

export type FiguresPeriod = { currencyId: number; from: string; to: string };

const ZONE = 'Europe/Istanbul';

/** Rows of a raw statement (`execute` is typed loosely across the two drivers; both return `rows`). */
async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export function createFiguresRepo(db: Database) {
  /** Lower (inclusive) and upper (exclusive) instants of the Istanbul days `from`..`to`. */
  const bounds = ({ from, to }: FiguresPeriod) => sql`
    bounds as (
      select (${from}::date::timestamp at time zone ${ZONE}) as lo,
             ((${to}::date + 1)::timestamp at time zone ${ZONE}) as hi
    )`;
  const dayOf = (column: string) =>
    sql.raw(`to_char((${column} at time zone '${ZONE}')::date, 'YYYY-MM-DD')`);

  return {
    /** Money figures per Istanbul day of the period (days without activity are absent). */
    async moneyByDay(period: FiguresPeriod): Promise<DayTotals[]> {
      const rows = await queryRows<Record<keyof DayTotals, string>>(
        db,
        sql`
        with ${bounds(period)},
        moves as (
          select t.amount, t.kind, t.reference, t.created_at,
                 d.owner_type as d_owner, d.kind as d_kind, c.owner_type as c_owner, c.kind as c_kind
            from ledger_transfers t
            join ledger_accounts d on d.id = t.debit_account_id
            join ledger_accounts c on c.id = t.credit_account_id
           where t.currency_id = ${period.currencyId}::int
        ),
        touched_rounds as (
          select distinct m.reference from moves m, bounds b
           where m.reference like 'game_round:%' and m.created_at >= b.lo and m.created_at < b.hi
        ),
        rounds as (
          select substring(m.reference from 12)::bigint as round_id,
                 max(m.created_at) as settled_at,
                 sum(case when m.c_kind = 'house_casino' and m.d_owner = 'player' then m.amount
                          when m.d_kind = 'house_casino' and m.kind = 'bet_rollback' then -m.amount
                          else 0 end) as stakes,
                 sum(case when m.d_kind = 'house_casino' and m.kind <> 'bet_rollback' then m.amount
                          else 0 end) as wins
            from moves m
           where m.reference in (select reference from touched_rounds)
             and (m.d_kind = 'house_casino' or m.c_kind = 'house_casino')
           group by m.reference
        ),
        entries as (
          select r.settled_at as at, 0::numeric as deposits, 0::numeric as withdrawals,
                 r.stakes::numeric as stakes, r.wins::numeric as wins, 0::numeric as bonus
            from rounds r
            join game_rounds g on g.id = r.round_id and g.status <> 1
          union all
          select m.created_at, 0, 0,
                 case when m.c_kind = 'house_sports' and m.d_kind = 'sports_stakes' then m.amount
                      when m.d_kind = 'house_sports' and m.c_kind = 'sports_stakes' then -m.amount
                      else 0 end,
                 case when m.d_kind = 'house_sports' and m.c_owner = 'player' then m.amount
                      when m.c_kind = 'house_sports' and m.d_owner = 'player' then -m.amount
                      else 0 end,
                 0
            from moves m
           where m.d_kind = 'house_sports' or m.c_kind = 'house_sports'
          union all
          select m.created_at,
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
          from entries e, bounds b
         where e.at >= b.lo and e.at < b.hi
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
