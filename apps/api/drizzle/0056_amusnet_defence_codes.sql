CREATE TABLE "amusnet_defence_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"game_session_id" bigint NOT NULL,
	"player_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"provider_session" text
);
--> statement-breakpoint
ALTER TABLE "amusnet_defence_codes" ADD CONSTRAINT "amusnet_defence_codes_game_session_id_game_sessions_id_fk" FOREIGN KEY ("game_session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amusnet_defence_codes" ADD CONSTRAINT "amusnet_defence_codes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "amusnet_defence_codes_session_uq" ON "amusnet_defence_codes" USING btree ("provider_session");--> statement-breakpoint
CREATE INDEX "amusnet_defence_codes_game_session_idx" ON "amusnet_defence_codes" USING btree ("game_session_id");