CREATE TABLE "sport_event_limits" (
	"event_id" bigint PRIMARY KEY NOT NULL,
	"stake_percent" integer,
	"live_delay_seconds" integer,
	"reason" text NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sport_event_limits_stake" CHECK ("sport_event_limits"."stake_percent" between 0 and 100),
	CONSTRAINT "sport_event_limits_delay" CHECK ("sport_event_limits"."live_delay_seconds" between 0 and 30)
);
--> statement-breakpoint
CREATE TABLE "sport_player_limits" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"stake_percent" integer,
	"reason" text NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sport_player_limits_stake" CHECK ("sport_player_limits"."stake_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "sport_event_limits" ADD CONSTRAINT "sport_event_limits_event_id_sport_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sport_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_event_limits" ADD CONSTRAINT "sport_event_limits_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_player_limits" ADD CONSTRAINT "sport_player_limits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_player_limits" ADD CONSTRAINT "sport_player_limits_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;