ALTER TABLE "sessions" DROP CONSTRAINT "sessions_end_reason";--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "requested_by" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "sessions_player_ip_idx" ON "sessions" USING btree ("player_id","ip","created_at");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_end_reason" CHECK ("sessions"."end_reason" is null or "sessions"."end_reason" in ('logout', 'expired', 'revoked', 'password_changed', 'session_limit'));
--> statement-breakpoint
-- Usernames now fold the dotted and dotless i into one letter (usernameKey in modules/auth/identity.ts).
-- The stored keys are Turkish lower case, so the new key is the old one with 'ı' made 'i'. Two players
-- whose names differ only there would need the same key: the migration stops and names them, for an
-- operator to rename all but one, rather than leave one of them unable to sign in.
DO $$
DECLARE
  clashes text;
BEGIN
  SELECT string_agg(username, ', ' ORDER BY id) INTO clashes
  FROM players p
  WHERE EXISTS (
    SELECT 1 FROM players q
    WHERE q.id <> p.id AND replace(q.username_key, 'ı', 'i') = replace(p.username_key, 'ı', 'i')
  );
  IF clashes IS NOT NULL THEN
    RAISE EXCEPTION 'usernames that differ only by a dotted or dotless i: %. Rename all but one of each before migrating.', clashes;
  END IF;
END $$;
--> statement-breakpoint
UPDATE "players" SET "username_key" = replace("username_key", 'ı', 'i') WHERE "username_key" LIKE '%ı%';--> statement-breakpoint
UPDATE "login_failures" SET "username_key" = replace("username_key", 'ı', 'i') WHERE "username_key" LIKE '%ı%';
