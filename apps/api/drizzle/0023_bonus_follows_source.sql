ALTER TABLE "bonus_definitions" ADD COLUMN "sports_min_odds" numeric(6, 2) DEFAULT '1.50' NOT NULL;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "sports_min_odds" numeric(6, 2) DEFAULT '1.50' NOT NULL;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "player_bonus_id" bigint;--> statement-breakpoint
ALTER TABLE "sport_bets" ADD COLUMN "player_bonus_id" bigint;--> statement-breakpoint
ALTER TABLE "sport_bets" ADD COLUMN "wagering_counted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sports_frame_bets" ADD COLUMN "player_bonus_id" bigint;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_player_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("player_bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_bets" ADD CONSTRAINT "sport_bets_player_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("player_bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_frame_bets" ADD CONSTRAINT "sports_frame_bets_player_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("player_bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- hand-written (keep on regeneration)
-- Rounds from before this migration that staked bonus money get the bonus that was running when they
-- opened (the one whose life covers the round's start), so a win arriving after the upgrade follows it.
UPDATE "game_rounds" r SET "player_bonus_id" = (
  SELECT pb."id" FROM "player_bonuses" pb
   WHERE pb."player_id" = r."player_id" AND pb."created_at" <= r."created_at"
     AND (pb."ended_at" IS NULL OR pb."ended_at" >= r."created_at")
   ORDER BY pb."created_at" DESC, pb."id" DESC LIMIT 1)
 WHERE r."bonus_stake_minor" > 0 AND r."player_bonus_id" IS NULL;--> statement-breakpoint
-- Open sports bets placed under a bonus were counted at placement (the rule before this migration):
-- they keep the bonus they counted for and are marked counted, so their settlement does not count them twice.
UPDATE "sport_bets" b SET "player_bonus_id" = pb."id", "wagering_counted" = true
  FROM "player_bonuses" pb
 WHERE b."status" = 'open' AND pb."player_id" = b."player_id" AND pb."created_at" <= b."placed_at"
   AND (pb."ended_at" IS NULL OR pb."ended_at" >= b."placed_at");
