-- Invite and shared-report tokens are found by their SHA-256 only (SECURITY.md rule 36). Existing
-- tokens are hashed here (sha256(bytea) is built into PostgreSQL 11+ and PGlite; no pgcrypto);
-- their clear text stays in "token" only until the next start seals it with LINK_TOKEN_KEY and
-- clears it (server/modules/invites/service.ts, server/modules/sharing/service.ts).
DROP INDEX "invites_token_key";--> statement-breakpoint
DROP INDEX "shared_reports_token_key";--> statement-breakpoint
ALTER TABLE "invites" ALTER COLUMN "token" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shared_reports" ALTER COLUMN "token" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invites" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "invites" ADD COLUMN "token_sealed" text;--> statement-breakpoint
UPDATE "invites" SET "token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "invites" ALTER COLUMN "token_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "shared_reports" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "shared_reports" ADD COLUMN "token_sealed" text;--> statement-breakpoint
UPDATE "shared_reports" SET "token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "shared_reports" ALTER COLUMN "token_hash" SET NOT NULL;--> statement-breakpoint
-- Links made before expiry existed work 90 days from now, the default a new link gets.
ALTER TABLE "shared_reports" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "shared_reports" SET "expires_at" = now() + interval '90 days';--> statement-breakpoint
ALTER TABLE "shared_reports" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invites_token_hash_key" ON "invites" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "shared_reports_token_hash_key" ON "shared_reports" USING btree ("token_hash");
