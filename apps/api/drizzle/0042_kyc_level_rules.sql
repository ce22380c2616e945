CREATE TABLE "kyc_deposit_caps" (
	"currency_id" integer PRIMARY KEY NOT NULL,
	"cap_minor" bigint NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by_staff_id" bigint,
	CONSTRAINT "kyc_deposit_caps_not_negative" CHECK ("kyc_deposit_caps"."cap_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "kyc_level_rules" (
	"level" text PRIMARY KEY NOT NULL,
	"may_withdraw" boolean NOT NULL,
	"deposits_capped" boolean NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by_staff_id" bigint,
	CONSTRAINT "kyc_level_rules_level" CHECK ("kyc_level_rules"."level" in ('none', 'basic', 'full')),
	CONSTRAINT "kyc_level_rules_full_free" CHECK ("kyc_level_rules"."level" <> 'full' or ("kyc_level_rules"."may_withdraw" and not "kyc_level_rules"."deposits_capped"))
);
--> statement-breakpoint
ALTER TABLE "kyc_deposit_caps" ADD CONSTRAINT "kyc_deposit_caps_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_deposit_caps" ADD CONSTRAINT "kyc_deposit_caps_updated_by_staff_id_staff_id_fk" FOREIGN KEY ("updated_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_level_rules" ADD CONSTRAINT "kyc_level_rules_updated_by_staff_id_staff_id_fk" FOREIGN KEY ("updated_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- hand-written: the defaults (issue #26): below full, no withdrawal; unverified (none) deposits capped,
-- basic (a provider's lighter check) uncapped. The caps themselves are seeded by currency (db/seed.ts).
INSERT INTO "kyc_level_rules" ("level", "may_withdraw", "deposits_capped") VALUES
	('none', false, true),
	('basic', false, false),
	('full', true, false)
ON CONFLICT DO NOTHING;
