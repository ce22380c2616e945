-- hand-written
-- The one-statement stake (src/modules/wallet/stake-posting.ts) writes the caller's rows (a game round,
-- a provider transaction, a bet slip) and the ledger legs in one CTE. Should the caller's row not be
-- written although the stake was allowed (a concurrent call with the same provider id committed first,
-- a round owned by someone else), the rows written by the other CTEs must not stay: this raises, the
-- statement (its own transaction) is undone as a whole, and the caller answers by its careful path.
-- VOLATILE (the default), so the planner never evaluates it early.
CREATE OR REPLACE FUNCTION ledger_stake_abort(reason text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger stake not written: %', reason USING ERRCODE = 'LS001';
END
$$;
