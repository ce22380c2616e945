ALTER TABLE "originals_rounds" ADD COLUMN "stepped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "originals_rounds_one_open_stepped_uq" ON "originals_rounds" USING btree ("player_id","game_code") WHERE "originals_rounds"."status" = 'open' and "originals_rounds"."stepped";--> statement-breakpoint
-- hand-written
-- Rounds of the stepped game written before the column (Lale Mayın, the only one) are marked stepped. Where
-- a player already holds several open ones (the race this index closes), only the newest is marked, so the
-- index holds; the older ones are still resolved by the open-round sweep like any other.
UPDATE "originals_rounds" r SET "stepped" = true
 WHERE r."game_code" = 'lale-mines'
   AND NOT (r."status" = 'open' AND EXISTS (
         SELECT 1 FROM "originals_rounds" o
          WHERE o."player_id" = r."player_id" AND o."game_code" = r."game_code" AND o."status" = 'open'
            AND (o."created_at", o."id") > (r."created_at", r."id")));
