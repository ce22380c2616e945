ALTER TABLE "deposit_limits" DROP CONSTRAINT "deposit_limits_kind";--> statement-breakpoint
ALTER TABLE "deposit_limits" ADD CONSTRAINT "deposit_limits_kind" CHECK ("deposit_limits"."kind" in ('deposit', 'loss', 'wager', 'session'));--> statement-breakpoint
-- hand-written
-- Time signed in (issue #26, the session-time limit): a player's site sessions as spans of time, merged
-- where they overlap (two devices at once are one stretch of time, not two). A session is signed in from
-- its start until now while it is live (not ended, neither idle- nor absolutely expired — the rule of
-- session/service.ts siteSessionLive), otherwise until its last request (last_seen_at, kept to the
-- minute by the guard): a closed browser's idle hour is not time spent playing. Times are the app's
-- clock (sessions are written with it), so p_now is the app's now, not the database's. Sessions that
-- started more than 60 days ago cannot reach the 30-day window (SESSION_MAX_HOURS is at most 720).
CREATE FUNCTION player_signed_in_spans(p_player bigint, p_now timestamptz, p_idle interval)
  RETURNS TABLE (started_at timestamptz, ended_at timestamptz)
  LANGUAGE sql STABLE AS $$
  WITH spans AS (
    SELECT s.created_at AS started_at,
           CASE WHEN s.ended_at IS NULL AND s.last_seen_at + p_idle > p_now AND s.expires_at > p_now THEN p_now
                ELSE least(s.last_seen_at, s.expires_at, coalesce(s.ended_at, s.last_seen_at), p_now)
           END AS ended_at
      FROM sessions s
     WHERE s.player_id = p_player AND s.created_at > p_now - interval '60 days' AND s.created_at < p_now
  ), ordered AS (
    SELECT started_at, ended_at,
           max(ended_at) OVER (ORDER BY started_at, ended_at ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS before_end
      FROM spans WHERE ended_at > started_at
  ), islands AS (
    SELECT started_at, ended_at,
           sum(CASE WHEN before_end IS NULL OR started_at > before_end THEN 1 ELSE 0 END)
             OVER (ORDER BY started_at, ended_at) AS island
      FROM ordered
  )
  SELECT min(started_at), max(ended_at) FROM islands GROUP BY island ORDER BY 1
$$;--> statement-breakpoint
-- hand-written
-- The limits' verdict, now with the session-time limit (issue #26): the one place the rules are judged,
-- called by the wager gate in a one-statement stake (its SQL twin) and in the careful path. It locks
-- every limit row of the player first, so concurrent stakes are judged one after the other, and, being
-- VOLATILE, reads after that lock (READ COMMITTED). Loss limits, then wager limits (shorter windows
-- first; only for a stake that risks money), then the session-time limit: a stake of any size — a free
-- round too — arriving once the time signed in within a window has reached its limit is refused.
-- p_now and p_idle are the app's clock and the session idle timeout (for the time signed in only; the
-- play hours are database time, as before).
DROP FUNCTION play_limit_verdict(bigint, bigint);--> statement-breakpoint
CREATE FUNCTION play_limit_verdict(p_player bigint, p_stake bigint, p_now timestamptz, p_idle interval)
  RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  lim record;
  used record;
  measure numeric;
  money_limits boolean := false;
  time_limits boolean := false;
BEGIN
  FOR lim IN
    SELECT kind FROM deposit_limits
     WHERE player_id = p_player AND kind IN ('loss', 'wager', 'session') AND amount_minor IS NOT NULL
     ORDER BY id FOR UPDATE
  LOOP
    IF lim.kind = 'session' THEN
      time_limits := true;
    ELSE
      money_limits := true;
    END IF;
  END LOOP;
  IF money_limits AND p_stake > 0 THEN
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
  END IF;
  IF time_limits THEN
    SELECT coalesce(sum(greatest(0, extract(epoch FROM ended_at - greatest(started_at, p_now - interval '24 hours')))), 0) AS daily,
           coalesce(sum(greatest(0, extract(epoch FROM ended_at - greatest(started_at, p_now - interval '7 days')))), 0) AS weekly,
           coalesce(sum(greatest(0, extract(epoch FROM ended_at - greatest(started_at, p_now - interval '30 days')))), 0) AS monthly
      INTO used
      FROM player_signed_in_spans(p_player, p_now, p_idle);
    FOR lim IN
      SELECT period, amount_minor FROM deposit_limits
       WHERE player_id = p_player AND kind = 'session' AND amount_minor IS NOT NULL
       ORDER BY CASE period WHEN 'daily' THEN 1 WHEN 'weekly' THEN 2 ELSE 3 END
    LOOP
      measure := CASE lim.period WHEN 'daily' THEN used.daily WHEN 'weekly' THEN used.weekly ELSE used.monthly END;
      -- amount_minor holds minutes for a session-time limit.
      IF measure >= lim.amount_minor * 60 THEN
        RETURN 'session_limit';
      END IF;
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
