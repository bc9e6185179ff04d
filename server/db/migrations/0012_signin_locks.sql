CREATE TABLE "signin_locks" (
	"email" text PRIMARY KEY NOT NULL,
	"checks" integer NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Locks in force stay in force.
INSERT INTO "signin_locks" ("email", "checks", "locked_until") SELECT "email", 10, "locked_until" FROM "users" WHERE "locked_until" > now();--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_signins";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";