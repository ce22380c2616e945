CREATE TABLE "safer_play_settings" (
	"id" smallint PRIMARY KEY NOT NULL,
	"profile" text NOT NULL,
	"time_out_periods" text[] NOT NULL,
	"self_exclusion_periods" text[] NOT NULL,
	"limit_cooling_off_hours" integer NOT NULL,
	"self_exclusion_cooling_off_hours" integer NOT NULL,
	"reality_check_intervals" smallint[] NOT NULL,
	"reality_check_default_minutes" smallint,
	"withdraw_only_session" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by_staff_id" bigint,
	CONSTRAINT "safer_play_settings_one_row" CHECK ("safer_play_settings"."id" = 1),
	CONSTRAINT "safer_play_settings_profile" CHECK ("safer_play_settings"."profile" in ('ukgc', 'mga')),
	CONSTRAINT "safer_play_settings_time_out" CHECK (cardinality("safer_play_settings"."time_out_periods") > 0 and "safer_play_settings"."time_out_periods" <@ array['24h', '7d', '1m', '6w']),
	CONSTRAINT "safer_play_settings_self_exclusion" CHECK (cardinality("safer_play_settings"."self_exclusion_periods") > 0 and "safer_play_settings"."self_exclusion_periods" <@ array['6m', '1y', '5y']),
	CONSTRAINT "safer_play_settings_limit_cooling_off" CHECK ("safer_play_settings"."limit_cooling_off_hours" between 24 and 168),
	CONSTRAINT "safer_play_settings_self_exclusion_cooling_off" CHECK ("safer_play_settings"."self_exclusion_cooling_off_hours" between 24 and 720),
	CONSTRAINT "safer_play_settings_reality_checks" CHECK (cardinality("safer_play_settings"."reality_check_intervals") > 0 and "safer_play_settings"."reality_check_intervals" <@ array[15, 30, 45, 60]::smallint[]),
	CONSTRAINT "safer_play_settings_reality_check_default" CHECK ("safer_play_settings"."reality_check_default_minutes" is null or "safer_play_settings"."reality_check_default_minutes" = any("safer_play_settings"."reality_check_intervals"))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "withdraw_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "withdraw_only_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_restrictions" ADD COLUMN "funds_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "safer_play_settings" ADD CONSTRAINT "safer_play_settings_updated_by_staff_id_staff_id_fk" FOREIGN KEY ("updated_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;