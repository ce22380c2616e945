ALTER TABLE "player_identity" ADD COLUMN "documents_requested_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "aml_cases_assignee_idx" ON "aml_cases" USING btree ("assignee_staff_id","id");--> statement-breakpoint
-- hand-written: the two new rules with their default parameters (contracts AML_RULE_PARAMS), enabled: many
-- payment instruments (4 within 30 days) and sudden deposit velocity (5 deposits, or 5× the player's own
-- 30-day daily average and at least €1,000, within 24 hours).
INSERT INTO "aml_rules" ("code", "enabled", "params") VALUES ('many_instruments', true, '{"minInstruments": 4, "windowDays": 30}') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "aml_rules" ("code", "enabled", "params") VALUES ('deposit_velocity', true, '{"windowHours": 24, "maxDeposits": 5, "multiple": 5, "baselineDays": 30, "floorEur": 1000}') ON CONFLICT DO NOTHING;
