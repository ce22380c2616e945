-- hand-written
-- A bet placement is one statement (src/modules/sports/bets/placement-sql.ts) that locks the legs'
-- markets FOR SHARE and then must see an operator's hold committed while it waited for that lock
-- (holds.ts: the hold locks the markets it covers, so either it waits for the bet or the bet for it).
-- Inside one plain statement every table is read in the snapshot taken when the statement began, so the
-- hold would be missed. A VOLATILE plpgsql function runs its query in a fresh snapshot (READ COMMITTED),
-- taken when it is called: after the lock, because its arguments are the locked rows. Read-only.
CREATE OR REPLACE FUNCTION sport_held_market_ids(market_ids bigint[], event_ids bigint[])
RETURNS bigint[] LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  held bigint[];
BEGIN
  SELECT coalesce(array_agg(m.id), '{}') INTO held
    FROM unnest(market_ids, event_ids) AS m (id, event_id)
   WHERE EXISTS (SELECT 1 FROM sport_holds h
                  WHERE h.event_id = m.event_id AND (h.market_id IS NULL OR h.market_id = m.id));
  RETURN held;
END
$$;
