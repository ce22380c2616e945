CREATE TABLE "sport_simulation" (
	"seed" text PRIMARY KEY NOT NULL,
	"anchor" bigint NOT NULL
);
