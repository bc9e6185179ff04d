ALTER TABLE "releases" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "releases" ADD COLUMN "size_bytes" bigint;