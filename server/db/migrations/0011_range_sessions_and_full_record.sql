CREATE TABLE "range_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"kind" text DEFAULT 'range' NOT NULL,
	"source" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"name" text,
	"location" text,
	"device" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "range_sessions_kind_known" CHECK ("range_sessions"."kind" in ('range'))
);
--> statement-breakpoint
ALTER TABLE "shots" DROP CONSTRAINT "shots_club_known";--> statement-breakpoint
ALTER TABLE "shots" ADD COLUMN "session_id" uuid;--> statement-breakpoint
ALTER TABLE "shots" ADD COLUMN "backspin" double precision;--> statement-breakpoint
ALTER TABLE "shots" ADD COLUMN "sidespin" double precision;--> statement-breakpoint
ALTER TABLE "shots" ADD COLUMN "carry_side" double precision;--> statement-breakpoint
ALTER TABLE "shots" ADD COLUMN "apex" double precision;--> statement-breakpoint
ALTER TABLE "shots" ADD COLUMN "descent_angle" double precision;--> statement-breakpoint
ALTER TABLE "shots" ADD COLUMN "hang_time" double precision;--> statement-breakpoint
ALTER TABLE "shots" ADD COLUMN "curve" double precision;--> statement-breakpoint
ALTER TABLE "shots" ADD COLUMN "club_path" double precision;--> statement-breakpoint
ALTER TABLE "shots" ADD COLUMN "face_angle" double precision;--> statement-breakpoint
ALTER TABLE "shots" ADD COLUMN "face_to_path" double precision;--> statement-breakpoint
ALTER TABLE "shots" ADD COLUMN "attack_angle" double precision;--> statement-breakpoint
ALTER TABLE "shots" ADD COLUMN "dynamic_loft" double precision;--> statement-breakpoint
ALTER TABLE "shots" ADD COLUMN "spin_loft" double precision;--> statement-breakpoint
ALTER TABLE "shots" ADD COLUMN "swing_plane" double precision;--> statement-breakpoint
ALTER TABLE "shots" ADD COLUMN "swing_direction" double precision;--> statement-breakpoint
ALTER TABLE "shots" ADD COLUMN "low_point" double precision;--> statement-breakpoint
ALTER TABLE "shots" ADD COLUMN "impact_offset" double precision;--> statement-breakpoint
ALTER TABLE "shots" ADD COLUMN "impact_height" double precision;--> statement-breakpoint
ALTER TABLE "shots" ADD COLUMN "measured" text[];--> statement-breakpoint
ALTER TABLE "range_sessions" ADD CONSTRAINT "range_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "range_sessions_user_client_key" ON "range_sessions" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE INDEX "range_sessions_user_started_idx" ON "range_sessions" USING btree ("user_id","started_at" DESC NULLS LAST,"id");--> statement-breakpoint
ALTER TABLE "shots" ADD CONSTRAINT "shots_session_id_range_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."range_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shots_session_taken_idx" ON "shots" USING btree ("session_id","taken_at","id") WHERE "shots"."session_id" is not null;--> statement-breakpoint
ALTER TABLE "shots" ADD CONSTRAINT "shots_round_or_session" CHECK ("shots"."round_id" is null or "shots"."session_id" is null);--> statement-breakpoint
ALTER TABLE "shots" ADD CONSTRAINT "shots_club_known" CHECK ("shots"."club" in ('Dr', '2W', '3W', '4W', '5W', '6W', '7W', '8W', '9W', '10W', '11W', '2H', '3H', '4H', '5H', '6H', '7H', '8H', '9H', '1i', '2i', '3i', '4i', '5i', '6i', '7i', '8i', '9i', 'PW', 'W46', 'W48', 'GW', 'W50', 'W52', 'W54', 'SW', 'W56', 'W58', 'LW', 'W60', 'W62', 'W64', 'Pt'));