ALTER TABLE "player_status_changes" ALTER COLUMN "staff_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "player_restrictions" ADD COLUMN "end_requested_at" timestamp with time zone;--> statement-breakpoint
-- hand-written: a self-exclusion that ended before this migration gave access back at its end, with
-- no request. It is recorded as asked for at its end, so sign-in stays open for those players (access
-- from 24 hours after the end: already past, except for one that ended in the last day).
UPDATE "player_restrictions" SET "end_requested_at" = "ends_at"
 WHERE "kind" = 'self_exclusion' AND "ends_at" IS NOT NULL AND "ends_at" <= now() AND "lifted_at" IS NULL;--> statement-breakpoint
ALTER TABLE "player_restrictions" ADD CONSTRAINT "player_restrictions_end_request" CHECK ("player_restrictions"."end_requested_at" is null or ("player_restrictions"."kind" = 'self_exclusion' and "player_restrictions"."ends_at" is not null and "player_restrictions"."end_requested_at" >= "player_restrictions"."ends_at"));