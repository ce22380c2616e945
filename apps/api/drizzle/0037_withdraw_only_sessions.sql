ALTER TABLE "sessions" ADD COLUMN "withdraw_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "withdraw_only_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_restrictions" ADD COLUMN "funds_held" boolean DEFAULT false NOT NULL;