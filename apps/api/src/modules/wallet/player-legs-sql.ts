import { sql, type SQL } from 'drizzle-orm';

/*
 * The one rule for what a player staked and won (safer play, issue #26): the 12-month history
 * (player-history-repo.ts) and the reality check since sign-in (player-play-since-repo.ts) both read
 * the player's legs through these fragments, so the two can never count differently. A leg is one
 * transfer seen from one of the player's accounts; what it is follows from the account on the other
 * side (the transfer kinds vary by path — a Hub88 bet, an Original, a sports frame — the counterpart
 * account does not):
 *
 * - stake: player cash or bonus → house_casino (every casino, provider and Originals stake) or →
 *   sports_stakes (a sports bet placed); less a stake given back: house_casino → player of kind
 *   `bet_rollback`, sports_stakes → player (a frame's rollback).
 * - win: house_casino → player (other than `bet_rollback`) and house_sports → player (payouts and
 *   cash-outs); less a claw-back, player → house_sports.
 * Promotions (a bonus granted, a free round's or a campaign's win paid by house_promotions), bonus
 * money converted to cash, deposits, withdrawals and manual corrections are neither.
 */

/**
 * CTEs `own` (the player's accounts in the currency) and `legs` (created_at, amount, kind, own_kind,
 * incoming, other_kind) of the transfers stamped from `from` (inclusive) to `to` (exclusive; null: no
 * end). Both bounds are scalar SQL in the ledger's time base (`ledger_transfers.created_at`, the
 * database's clock). Index use: the player's accounts (`ledger_accounts_player_unique`), then each
 * account's legs through `(debit_account_id, id)` and `(credit_account_id, id)`, the bounds applied to
 * those rows.
 */
export function playerLegsSql(playerId: number, currencyId: number, from: SQL, to: SQL | null): SQL {
  const upTo = to === null ? sql`` : sql` and t.created_at < ${to}`;
  return sql`own as (
    select id, kind from ledger_accounts
     where owner_type = 'player' and player_id = ${playerId} and currency_id = ${currencyId}::int
  ), legs as (
    select t.created_at, t.amount, t.kind, own.kind as own_kind, false as incoming, other.kind as other_kind
      from own
      join ledger_transfers t on t.debit_account_id = own.id
      join ledger_accounts other on other.id = t.credit_account_id
     where t.created_at >= ${from}${upTo}
    union all
    select t.created_at, t.amount, t.kind, own.kind, true, other.kind
      from own
      join ledger_transfers t on t.credit_account_id = own.id
      join ledger_accounts other on other.id = t.debit_account_id
     where t.created_at >= ${from}${upTo}
  )`;
}

/** A leg's stake in minor units (signed: a rollback gives one back), over the columns of `legs`. */
export const STAKE_OF_LEG = sql`case
    when not incoming and other_kind in ('house_casino', 'sports_stakes') then amount
    when incoming and other_kind = 'house_casino' and kind = 'bet_rollback' then -amount
    when incoming and other_kind = 'sports_stakes' then -amount
    else 0 end`;

/** A leg's win in minor units (signed: a claw-back takes one back), over the columns of `legs`. */
export const WIN_OF_LEG = sql`case
    when incoming and other_kind = 'house_casino' and kind <> 'bet_rollback' then amount
    when incoming and other_kind = 'house_sports' then amount
    when not incoming and other_kind = 'house_sports' then -amount
    else 0 end`;
