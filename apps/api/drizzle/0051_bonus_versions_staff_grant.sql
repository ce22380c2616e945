CREATE TABLE "bonus_definition_versions" (
	"definition_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"terms" jsonb NOT NULL,
	"replaced_by" bigint,
	"replaced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_definition_versions_definition_id_version_pk" PRIMARY KEY("definition_id","version")
);
--> statement-breakpoint
ALTER TABLE "bonus_definitions" DROP CONSTRAINT "bonus_definitions_trigger";--> statement-breakpoint
ALTER TABLE "bonus_definitions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "definition_version" integer;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "granted_by_staff_id" bigint;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "grant_reason" text;--> statement-breakpoint
ALTER TABLE "bonus_definition_versions" ADD CONSTRAINT "bonus_definition_versions_definition_id_bonus_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."bonus_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_definitions" ADD CONSTRAINT "bonus_definitions_trigger" CHECK ("bonus_definitions"."trigger" in ('signup_trial', 'first_deposit', 'deposit_code', 'staff_grant'));--> statement-breakpoint
-- hand-written: a player's bonus may now come from a staff grant (the constraint is migration 0008's own).
ALTER TABLE "player_bonuses" DROP CONSTRAINT "player_bonuses_kind";--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_kind" CHECK ("kind" in ('signup_trial', 'first_deposit', 'deposit_code', 'staff_grant'));
