CREATE TABLE "aml_eur_rates" (
	"currency_id" integer PRIMARY KEY NOT NULL,
	"units_per_eur" numeric(18, 6) NOT NULL,
	"updated_by_staff_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aml_eur_rates_positive" CHECK ("aml_eur_rates"."units_per_eur" > 0)
);
--> statement-breakpoint
ALTER TABLE "aml_eur_rates" ADD CONSTRAINT "aml_eur_rates_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_eur_rates" ADD CONSTRAINT "aml_eur_rates_updated_by_staff_id_staff_id_fk" FOREIGN KEY ("updated_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- hand-written: the lifetime due-diligence threshold rule (modules/aml/rules/lifetime-threshold.ts), on, at €2,000.
INSERT INTO "aml_rules" ("code", "enabled", "params") VALUES ('lifetime_threshold', true, '{"thresholdEur": 2000}');
