CREATE TABLE "shared_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token" text NOT NULL,
	"kind" text NOT NULL,
	"round_id" uuid,
	"player" text,
	"date_from" date,
	"date_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "shared_reports_kind_known" CHECK ("shared_reports"."kind" in ('round', 'stats')),
	CONSTRAINT "shared_reports_round_has_round" CHECK ("shared_reports"."kind" <> 'round' or "shared_reports"."round_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "shot_overrides" (
	"shot_id" bigint PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"excluded" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "distance_unit" text DEFAULT 'yd' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "speed_unit" text DEFAULT 'mph' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hide_mishits" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shared_reports" ADD CONSTRAINT "shared_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_reports" ADD CONSTRAINT "shared_reports_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shot_overrides" ADD CONSTRAINT "shot_overrides_shot_id_shots_id_fk" FOREIGN KEY ("shot_id") REFERENCES "public"."shots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shot_overrides" ADD CONSTRAINT "shot_overrides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shared_reports_token_key" ON "shared_reports" USING btree ("token");--> statement-breakpoint
CREATE INDEX "shared_reports_user_idx" ON "shared_reports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "shot_overrides_user_idx" ON "shot_overrides" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_distance_unit_known" CHECK ("users"."distance_unit" in ('yd', 'm'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_speed_unit_known" CHECK ("users"."speed_unit" in ('mph', 'kmh'));