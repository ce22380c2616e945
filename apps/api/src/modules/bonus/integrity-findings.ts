import { TransactionStatus, TransactionType } from '@lale/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { FindingSource, IntegrityFinding } from '../integrity/index.ts';

/*
 * Remediation (issue 23): what the bonus holes already paid, listed for an operator's review. Each
 * source is one read-only query over the historic rows; nothing is changed or taken back here.
 */

type Row = {
  player_id: string;
  subject: string;
  amount_minor: string;
  currency_code: string;
  at: Date | string;
  detail: string;
};

async function rows(db: Database, kind: string, query: ReturnType<typeof sql>): Promise<IntegrityFinding[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows.map((row) => ({
    kind,
    playerId: Number(row.player_id),
    subject: row.subject,
    amountMinor: row.amount_minor,
    currencyCode: row.currency_code,
    at: new Date(row.at).toISOString(),
    detail: row.detail,
  }));
}

/**
 * Hole 3: a stake taken (partly) from the bonus balance, the bonus forfeited or expired while the round
 * was open, then the win paid to cash. Rounds from before the fix do not name the bonus that funded
 * them, so it is inferred: the player's bonus whose life covered the round's start (a round that names
 * one uses it). What is listed is the part of the win the round's bonus share says was bonus money and
 * that reached cash anyway — read from the ledger transfer of the win's cash part (key
 * `game:<provider>:<tx>:cash`), so a win already split by the fix (its bonus share to bonus_expense) is
 * not listed.
 */
export const bonusWinPaidToCashAfterForfeit: FindingSource = {
  kind: 'bonus_win_paid_to_cash_after_bonus_ended',
  title: 'Bonus-funded wins paid to cash after the bonus was forfeited or expired',
  find: (db) =>
    rows(
      db,
      'bonus_win_paid_to_cash_after_bonus_ended',
      sql`
      with wins as (
        select w.id as tx_id, w.provider_tx, w.provider_id, w.amount_minor, w.created_at as won_at,
               r.id as round_id, r.player_id, r.currency_id, r.bet_minor, r.bonus_stake_minor,
               coalesce(r.player_bonus_id, (
                 select pb.id from player_bonuses pb
                  where pb.player_id = r.player_id and pb.created_at <= r.created_at
                    and (pb.ended_at is null or pb.ended_at >= r.created_at)
                  order by pb.created_at desc, pb.id desc limit 1)) as bonus_id,
               (w.amount_minor * r.bonus_stake_minor) / r.bet_minor as bonus_share
          from game_transactions w
          join game_rounds r on r.id = w.round_id
         where w.kind = 'win' and not w.tombstone and w.amount_minor > 0
           and r.bonus_stake_minor > 0 and r.bet_minor > 0
      ), paid as (
        select wins.*, pb.status as bonus_status, pb.ended_at,
               coalesce(lt.amount, 0) as cash_paid,
               coalesce(lt.amount, 0) - (wins.amount_minor - wins.bonus_share) as overpaid
          from wins
          join player_bonuses pb on pb.id = wins.bonus_id
          left join ledger_transfers lt
            on lt.idempotency_key = 'game:' || wins.provider_id || ':' || wins.provider_tx || ':cash'
         where pb.status in ('forfeited', 'expired') and pb.ended_at <= wins.won_at
      )
      select paid.player_id::text as player_id,
             'game_round:' || paid.round_id as subject,
             paid.overpaid::text as amount_minor,
             c.code as currency_code,
             paid.won_at as at,
             'Win ' || paid.amount_minor || ' (minor units) on round ' || paid.round_id || ', whose stakes were '
               || paid.bonus_stake_minor || ' of ' || paid.bet_minor || ' bonus money from player bonus '
               || paid.bonus_id || ' (' || paid.bonus_status || ' at ' || paid.ended_at || '): '
               || paid.cash_paid || ' went to cash, ' || paid.overpaid || ' of it the bonus share.' as detail
        from paid
        join currencies c on c.id = paid.currency_id
       where paid.overpaid > 0
       order by paid.won_at, paid.tx_id`,
    ),
};

/**
 * Hole 4: a deposit bonus granted although a withdrawal was asked for between the deposit it rewards
 * and the claim. A withdrawal counts when it is pending or paid now (one cancelled or rejected since is
 * not listed, as the claim rule does not count it). The amount is the bonus granted.
 */
export const bonusClaimedWithoutQualifyingDeposit: FindingSource = {
  kind: 'bonus_claimed_without_qualifying_deposit',
  title: 'Deposit bonuses claimed after the deposit was withdrawn',
  find: (db) =>
    rows(
      db,
      'bonus_claimed_without_qualifying_deposit',
      sql`
      select pb.player_id::text as player_id,
             'player_bonus:' || pb.id as subject,
             pb.amount_minor::text as amount_minor,
             c.code as currency_code,
             pb.created_at as at,
             'Bonus ' || pb.id || ' (' || pb.kind || ') granted for deposit ' || d.payment_id
               || ' of ' || d.amount_minor || ' confirmed at ' || d.confirmed_at || '; withdrawal '
               || w.reference || ' of ' || w.amount_minor || ' asked at ' || w.created_at
               || ' before the claim.' as detail
        from player_bonuses pb
        join bonus_qualifying_deposits d on d.payment_id = pb.deposit_payment_id
        join currencies c on c.id = d.currency_id
        join lateral (
          select p.reference, p.amount_minor, p.created_at
            from payment_transactions p
           where p.player_id = pb.player_id and p.currency_id = d.currency_id
             and p.type = ${TransactionType.Withdraw}
             and p.status not in (${TransactionStatus.Rejected}, ${TransactionStatus.Cancelled})
             and p.created_at >= d.confirmed_at and p.created_at <= pb.created_at
           order by p.created_at, p.id
           limit 1) w on true
       order by pb.created_at, pb.id`,
    ),
};

/** The bonus engine's sources for the integrity registry. */
export const bonusFindingSources: FindingSource[] = [
  bonusWinPaidToCashAfterForfeit,
  bonusClaimedWithoutQualifyingDeposit,
];
