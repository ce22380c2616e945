CREATE TABLE "player_reality_checks" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"interval_minutes" smallint,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_reality_checks_interval" CHECK ("player_reality_checks"."interval_minutes" is null or "player_reality_checks"."interval_minutes" in (15, 30, 45, 60))
);
--> statement-breakpoint
ALTER TABLE "player_reality_checks" ADD CONSTRAINT "player_reality_checks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;