CREATE TABLE "softgamings_launch_pages" (
	"id" text PRIMARY KEY NOT NULL,
	"game_session_id" bigint NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "softgamings_players" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"login" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "softgamings_launch_pages" ADD CONSTRAINT "softgamings_launch_pages_game_session_id_game_sessions_id_fk" FOREIGN KEY ("game_session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "softgamings_players" ADD CONSTRAINT "softgamings_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "softgamings_launch_pages_expires_idx" ON "softgamings_launch_pages" USING btree ("expires_at");