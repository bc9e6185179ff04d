ALTER TABLE "users" ADD COLUMN "first_run_dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "desktop_downloaded_at" timestamp with time zone;