CREATE TABLE "clip_jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clip_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"clip_id" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clip_jobs_kind_known" CHECK ("clip_jobs"."kind" in ('probe', 'remove', 'sweep'))
);
--> statement-breakpoint
CREATE TABLE "clips" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"shot_id" bigint NOT NULL,
	"camera" text NOT NULL,
	"fps" double precision NOT NULL,
	"impact_ms" integer,
	"filename" text,
	"declared_size" bigint NOT NULL,
	"status" text DEFAULT 'uploading' NOT NULL,
	"refusal" text,
	"content_type" text,
	"codec" text,
	"duration_ms" integer,
	"frame_rate" double precision,
	"width" integer,
	"height" integer,
	"rotation" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_at" timestamp with time zone,
	"ready_at" timestamp with time zone,
	CONSTRAINT "clips_camera_known" CHECK ("clips"."camera" in ('face-on', 'down-the-line', 'other')),
	CONSTRAINT "clips_status_known" CHECK ("clips"."status" in ('uploading', 'processing', 'ready', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "clips" ADD CONSTRAINT "clips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clips" ADD CONSTRAINT "clips_shot_id_shots_id_fk" FOREIGN KEY ("shot_id") REFERENCES "public"."shots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clip_jobs_due_idx" ON "clip_jobs" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "clip_jobs_one_sweep_key" ON "clip_jobs" USING btree ("kind") WHERE "clip_jobs"."kind" = 'sweep';--> statement-breakpoint
CREATE UNIQUE INDEX "clips_user_client_key" ON "clips" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE INDEX "clips_user_shot_idx" ON "clips" USING btree ("user_id","shot_id");--> statement-breakpoint
CREATE INDEX "clips_shot_idx" ON "clips" USING btree ("shot_id");--> statement-breakpoint
CREATE INDEX "clips_uploading_idx" ON "clips" USING btree ("created_at") WHERE "clips"."status" = 'uploading';--> statement-breakpoint
-- A clip's row going, however it goes (its own deletion, its shot's, its session's, its round's or
-- its account's cascade), leaves a job that removes its objects from the store.
CREATE FUNCTION "clips_queue_object_removal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "clip_jobs" ("kind", "clip_id") VALUES ('remove', OLD."id");
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "clips_queue_object_removal" AFTER DELETE ON "clips" FOR EACH ROW EXECUTE FUNCTION "clips_queue_object_removal"();
