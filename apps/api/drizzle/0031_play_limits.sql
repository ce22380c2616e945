CREATE TABLE "player_play_hours" (
	"player_id" bigint NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"staked_minor" bigint DEFAULT 0 NOT NULL,
	"returned_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "player_play_hours_player_id_hour_pk" PRIMARY KEY("player_id","hour")
);
--> statement-breakpoint
DROP INDEX "deposit_limits_player_period_idx";--> statement-breakpoint
ALTER TABLE "deposit_limits" ADD COLUMN "kind" text DEFAULT 'deposit' NOT NULL;--> statement-breakpoint
ALTER TABLE "player_play_hours" ADD CONSTRAINT "player_play_hours_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_limits_player_kind_period_idx" ON "deposit_limits" USING btree ("player_id","kind","period");--> statement-breakpoint
ALTER TABLE "deposit_limits" ADD CONSTRAINT "deposit_limits_kind" CHECK ("deposit_limits"."kind" in ('deposit', 'loss', 'wager'));--> statement-breakpoint
-- hand-written
-- player_play_hours is kept by the ledger itself (issue #26): every transfer between a player's cash
-- account and play — a casino bet or a sports stake out, a win, rollback, settlement or void back, a
-- settled sports win taken back — adds to the player's hour. In a trigger, so no stake path or return
-- path can forget it; by account kinds, not transfer kinds, so a new kind of bet is counted too. The
-- hour is the transfer's own created_at (database time), which is the time base of the limits' windows.
CREATE FUNCTION record_play_hour() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  debit_kind text;
  debit_player bigint;
  credit_kind text;
  credit_player bigint;
  player bigint;
  staked bigint := 0;
  returned bigint := 0;
BEGIN
  SELECT kind, player_id INTO debit_kind, debit_player FROM ledger_accounts WHERE id = NEW.debit_account_id;
  SELECT kind, player_id INTO credit_kind, credit_player FROM ledger_accounts WHERE id = NEW.credit_account_id;
  IF debit_kind = 'cash' THEN
    player := debit_player;
    IF credit_kind IN ('house_casino', 'sports_stakes') THEN
      staked := NEW.amount;
    ELSIF credit_kind = 'house_sports' THEN
      returned := -NEW.amount;
    END IF;
  ELSIF credit_kind = 'cash' AND debit_kind IN ('house_casino', 'house_sports', 'sports_stakes') THEN
    player := credit_player;
    returned := NEW.amount;
  END IF;
  IF staked <> 0 OR returned <> 0 THEN
    INSERT INTO player_play_hours AS h (player_id, hour, staked_minor, returned_minor)
    VALUES (player, date_trunc('hour', NEW.created_at), staked, returned)
    ON CONFLICT (player_id, hour) DO UPDATE
      SET staked_minor = h.staked_minor + EXCLUDED.staked_minor,
          returned_minor = h.returned_minor + EXCLUDED.returned_minor;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_transfers_play_hours AFTER INSERT ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION record_play_hour();--> statement-breakpoint
-- hand-written
-- The loss and wager limits' verdict (issue #26): the one place the rule is judged, called by the wager
-- gate both in a one-statement stake (its SQL twin) and in the careful path. It locks the player's limit
-- rows first, so concurrent stakes of one player are judged one after the other; being VOLATILE, its
-- reads take a snapshot after that lock (READ COMMITTED), so they see the hours of the stake that held
-- it — even inside a statement whose own snapshot is older. Windows: whole hours, an hour counting while
-- any part of it is inside the window (integrity/play-limits-repo.ts reads them the same way). Loss
-- limits before wager limits, shorter windows first; null when the stake may go.
CREATE FUNCTION play_limit_verdict(p_player bigint, p_stake bigint) RETURNS text
  LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  lim record;
  used record;
  measure bigint;
BEGIN
  IF p_stake <= 0 THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM deposit_limits
    WHERE player_id = p_player AND kind IN ('loss', 'wager') AND amount_minor IS NOT NULL
    ORDER BY id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  SELECT coalesce(sum(staked_minor - returned_minor) FILTER (WHERE hour > date_trunc('hour', now()) - interval '24 hours'), 0) AS loss_daily,
         coalesce(sum(staked_minor - returned_minor) FILTER (WHERE hour > date_trunc('hour', now()) - interval '168 hours'), 0) AS loss_weekly,
         coalesce(sum(staked_minor - returned_minor), 0) AS loss_monthly,
         coalesce(sum(staked_minor) FILTER (WHERE hour > date_trunc('hour', now()) - interval '24 hours'), 0) AS wager_daily,
         coalesce(sum(staked_minor) FILTER (WHERE hour > date_trunc('hour', now()) - interval '168 hours'), 0) AS wager_weekly,
         coalesce(sum(staked_minor), 0) AS wager_monthly
    INTO used
    FROM player_play_hours
   WHERE player_id = p_player AND hour > date_trunc('hour', now()) - interval '720 hours';
  FOR lim IN
    SELECT kind, period, amount_minor FROM deposit_limits
     WHERE player_id = p_player AND kind IN ('loss', 'wager') AND amount_minor IS NOT NULL
     ORDER BY kind = 'wager', CASE period WHEN 'daily' THEN 1 WHEN 'weekly' THEN 2 ELSE 3 END
  LOOP
    measure := CASE lim.kind || '_' || lim.period
      WHEN 'loss_daily' THEN used.loss_daily
      WHEN 'loss_weekly' THEN used.loss_weekly
      WHEN 'loss_monthly' THEN used.loss_monthly
      WHEN 'wager_daily' THEN used.wager_daily
      WHEN 'wager_weekly' THEN used.wager_weekly
      ELSE used.wager_monthly
    END;
    IF measure + p_stake > lim.amount_minor THEN
      RETURN lim.kind || '_limit';
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- hand-written: the last 30 days of play already in the ledger, so a limit set right after this
-- migration counts what came before it.
INSERT INTO player_play_hours (player_id, hour, staked_minor, returned_minor)
SELECT coalesce(d.player_id, c.player_id),
       date_trunc('hour', t.created_at),
       sum(CASE WHEN d.kind = 'cash' AND c.kind IN ('house_casino', 'sports_stakes') THEN t.amount ELSE 0 END),
       sum(CASE WHEN d.kind = 'cash' AND c.kind = 'house_sports' THEN -t.amount
                WHEN c.kind = 'cash' AND d.kind IN ('house_casino', 'house_sports', 'sports_stakes') THEN t.amount
                ELSE 0 END)
  FROM ledger_transfers t
  JOIN ledger_accounts d ON d.id = t.debit_account_id
  JOIN ledger_accounts c ON c.id = t.credit_account_id
 WHERE t.created_at > now() - interval '31 days'
   AND ((d.kind = 'cash' AND c.kind IN ('house_casino', 'sports_stakes', 'house_sports'))
     OR (c.kind = 'cash' AND d.kind IN ('house_casino', 'house_sports', 'sports_stakes')))
 GROUP BY 1, 2;
