import type { ReconciledProvider } from '@lale/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/executor.ts';

/*
 * OUR side of a provider's day (issue #29), from the ledger and the provider-call rows only — never from
 * the counters kept beside them (`game_rounds.bet_minor`, `sports_frame_bets.stake_minor`), which can
 * drift. THE definitions, written once here (ARCHITECTURE "Reconciliation with the providers"):
 *
 * - A DAY IS A UTC CALENDAR DAY, and every amount counts at the time of the ledger transfer that moved it
 *   — the reports' rule (reports/figures-repo.ts), on the providers' clock rather than Istanbul's, since
 *   the vendors' statements are cut at 00:00 UTC. So a closed day never changes: a rollback sent the
 *   next day is a refund of the next day, and the closed day's row stays as it was.
 * - A transfer is the provider's when its reference is one of its rounds (`game_round:<id>` →
 *   game_rounds.provider_id → casino_providers.name) or one of its frame bets (`sports_frame_bet:<id>` →
 *   sports_frame_bets.provider, where the book 'betsy' is fcg's). Lale Originals' rounds are nobody
 *   else's and are left out.
 * - The provider's books are the system accounts its money passes through: house_casino and
 *   house_promotions (free-round wins) for a casino provider, sports_stakes and house_sports for a frame.
 *   Moves between two of them (a frame bet's settlement, a reopen) are ours alone and count nowhere.
 *   · bets = what came into the books from outside (a player's cash or bonus), except into house_sports:
 *     a stake always goes to house_casino or sports_stakes, and a player → house_sports move is a paid
 *     win taken back (Betsy's payout reversal, BetConstruct's take-back);
 *   · wins = what the books paid out, other than a refund, less those take-backs. A win's bonus share
 *     returned to bonus_expense (its bonus forfeited) is still a win paid: the provider paid it;
 *   · refunds = stakes paid back: `bet_rollback` (the game wallet) and `sports_frame_rollback`.
 *   A free-round bet moves no money and so is no bet here; a rollback we held (game_held_rollbacks: a
 *   win was on record) moved nothing and is no refund — if the provider counted it, the day shows the
 *   difference, which is the point.
 * - transactions = the provider's calls we accepted and recorded (game_transactions without the
 *   tombstones a rollback of an unseen bet leaves, sports_frame_transactions), zero wins included, on
 *   the day of the row's time; a call on no round of ours (a rollback of a bet never seen) has no
 *   currency and is not counted.
 */

/** One provider's figures in one currency, minor units (transactions: a count). */
export type DayFigures = { bets: bigint; wins: bigint; refunds: bigint; transactions: bigint };
export type OurLine = DayFigures & { provider: ReconciledProvider; currencyId: number };

export const NO_FIGURES: DayFigures = { bets: 0n, wins: 0n, refunds: 0n, transactions: 0n };

/** casino_providers.name → the reconciled provider. Our own constants, never input. */
const CASINO_PROVIDERS: Record<string, ReconciledProvider> = {
  Hub88: 'hub88',
  'Pragmatic Play': 'pragmatic',
  SoftGamings: 'softgamings',
  EveryMatrix: 'everymatrix',
  Digitain: 'digitain',
  Amusnet: 'amusnet',
  'Egt Digital': 'egt',
};
/**
 * sports_frame_bets.provider → the reconciled provider: a frame's name, or the book a protocol keeps apart
 * ('betsy': fcg's bets on Betsy's protocol, sports-frames/betsy/routes.ts BETSY_BOOK).
 */
const FRAME_BOOKS: Record<string, ReconciledProvider> = { fcg: 'fcg', betsy: 'fcg', betco: 'betco' };

const quoted = (value: string) => `'${value.replace(/'/g, "''")}'`;
const CASINO_KEY = sql.raw(
  `case cp.name ${Object.entries(CASINO_PROVIDERS)
    .map(([name, key]) => `when ${quoted(name)} then ${quoted(key)}`)
    .join(' ')} end`,
);
const frameKey = (column: string) =>
  sql.raw(
    `case ${column} ${Object.entries(FRAME_BOOKS)
      .map(([book, key]) => `when ${quoted(book)} then ${quoted(key)}`)
      .join(' ')} end`,
  );
const BOOKS = sql.raw(`'house_casino', 'house_promotions', 'sports_stakes', 'house_sports'`);
const REFUND_KINDS = sql.raw(`'bet_rollback', 'sports_frame_rollback'`);

async function rows<T>(executor: DbExecutor, query: SQL): Promise<T[]> {
  return ((await executor.execute(query)) as unknown as { rows: T[] }).rows;
}

export function createOursRepo() {
  /** The UTC day's bounds: [00:00, next 00:00). */
  const bounds = (day: string) => sql`
    bounds as (
      select (${day}::date::timestamp at time zone 'UTC') as lo,
             ((${day}::date + 1)::timestamp at time zone 'UTC') as hi
    )`;

  return {
    /**
     * The figures of the UTC `day` per provider and currency (a currency without play has no line), of
     * one provider or (without it) of every reconciled provider.
     */
    async day(executor: DbExecutor, day: string, provider?: ReconciledProvider): Promise<OurLine[]> {
      const money = await rows<{
        provider: ReconciledProvider;
        currency_id: number;
        bets: string;
        wins: string;
        refunds: string;
      }>(
        executor,
        sql`
        with ${bounds(day)},
        moves as (
          select t.amount, t.kind, t.currency_id,
                 case when t.reference like 'game_round:%' then substr(t.reference, 12)::bigint end as round_id,
                 case when t.reference like 'sports_frame_bet:%' then substr(t.reference, 18)::bigint end as frame_bet_id,
                 (d.owner_type = 'system' and d.kind in (${BOOKS})) as from_books,
                 (c.owner_type = 'system' and c.kind in (${BOOKS})) as to_books,
                 c.kind as c_kind
            from ledger_transfers t
            join ledger_accounts d on d.id = t.debit_account_id
            join ledger_accounts c on c.id = t.credit_account_id,
                 bounds b
           where t.created_at >= b.lo and t.created_at < b.hi
             and (t.reference like 'game_round:%' or t.reference like 'sports_frame_bet:%')
        ),
        owned as (
          select m.*, coalesce(${CASINO_KEY}, ${frameKey('fb.provider')}) as provider
            from moves m
            left join game_rounds gr on gr.id = m.round_id
            left join casino_providers cp on cp.id = gr.provider_id
            left join sports_frame_bets fb on fb.id = m.frame_bet_id
        )
        select provider, currency_id,
               sum(case when to_books and not from_books and c_kind <> 'house_sports' then amount else 0 end)::text as bets,
               sum(case when from_books and not to_books and kind not in (${REFUND_KINDS}) then amount
                        when to_books and not from_books and c_kind = 'house_sports' then -amount
                        else 0 end)::text as wins,
               sum(case when from_books and not to_books and kind in (${REFUND_KINDS}) then amount else 0 end)::text as refunds
          from owned
         where ${provider === undefined ? sql`provider is not null` : sql`provider = ${provider}`}
         group by provider, currency_id`,
      );
      const counts = await rows<{ provider: ReconciledProvider; currency_id: number; transactions: string }>(
        executor,
        sql`
        with ${bounds(day)}
        select provider, currency_id, sum(n)::text as transactions from (
          select ${CASINO_KEY} as provider, gr.currency_id, count(*) as n
            from game_transactions gt
            join game_rounds gr on gr.id = gt.round_id
            join casino_providers cp on cp.id = gt.provider_id,
                 bounds b
           where not gt.tombstone and gt.created_at >= b.lo and gt.created_at < b.hi
           group by 1, gr.currency_id
          union all
          select ${frameKey('st.provider')}, fb.currency_id, count(*)
            from sports_frame_transactions st
            join sports_frame_bets fb on fb.id = st.bet_id,
                 bounds b
           where fb.currency_id is not null
             and st.created_at >= b.lo and st.created_at < b.hi
           group by 1, fb.currency_id
        ) c
        where ${provider === undefined ? sql`provider is not null` : sql`provider = ${provider}`}
        group by provider, currency_id`,
      );
      const lines = new Map<string, OurLine>();
      const lineOf = (of: ReconciledProvider, currencyId: number) => {
        let line = lines.get(`${of}:${currencyId}`);
        if (!line) lines.set(`${of}:${currencyId}`, (line = { provider: of, currencyId, ...NO_FIGURES }));
        return line;
      };
      for (const row of money) {
        const line = lineOf(row.provider, Number(row.currency_id));
        line.bets = BigInt(row.bets);
        line.wins = BigInt(row.wins);
        line.refunds = BigInt(row.refunds);
      }
      for (const row of counts)
        lineOf(row.provider, Number(row.currency_id)).transactions = BigInt(row.transactions);
      return [...lines.values()];
    },
  };
}

export type OursRepo = ReturnType<typeof createOursRepo>;
