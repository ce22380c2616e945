ALTER TABLE "casino_games" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "casino_providers" ADD COLUMN "configured" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "site_session_id" bigint;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_site_session_id_sessions_id_fk" FOREIGN KEY ("site_session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_sessions_site_session_idx" ON "game_sessions" USING btree ("site_session_id");--> statement-breakpoint
CREATE INDEX "game_sessions_player_game_idx" ON "game_sessions" USING btree ("player_id","game_id");--> statement-breakpoint
-- hand-written
-- Until now `enabled` was what syncProviders wrote (can it launch here): that is `configured` now, and
-- `enabled` becomes the operator's switch, which nobody has turned off yet.
UPDATE "casino_providers" SET "configured" = "enabled", "enabled" = true;--> statement-breakpoint
-- Launches from before this migration name no site session, so nothing can tie them to a logout: they
-- end now (marked, not deleted; the player launches again, rounds in flight still settle).
UPDATE "game_sessions" SET "ended_at" = now(), "end_reason" = 'unbound' WHERE "site_session_id" IS NULL AND "ended_at" IS NULL;
