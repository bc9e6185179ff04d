CREATE TABLE "players" (
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_user_id_name_pk" PRIMARY KEY("user_id","name")
);
--> statement-breakpoint
CREATE TABLE "round_holes" (
	"round_id" uuid NOT NULL,
	"hole" smallint NOT NULL,
	"par" smallint NOT NULL,
	CONSTRAINT "round_holes_round_id_hole_pk" PRIMARY KEY("round_id","hole"),
	CONSTRAINT "round_holes_hole_range" CHECK ("round_holes"."hole" between 1 and 18),
	CONSTRAINT "round_holes_par_range" CHECK ("round_holes"."par" between 3 and 7)
);
--> statement-breakpoint
CREATE TABLE "round_players" (
	"round_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "round_players_round_id_name_pk" PRIMARY KEY("round_id","name")
);
--> statement-breakpoint
CREATE TABLE "round_scores" (
	"round_id" uuid NOT NULL,
	"player" text NOT NULL,
	"hole" smallint NOT NULL,
	"score" integer,
	CONSTRAINT "round_scores_round_id_player_hole_pk" PRIMARY KEY("round_id","player","hole"),
	CONSTRAINT "round_scores_score_range" CHECK ("round_scores"."score" is null or "round_scores"."score" between 1 and 30)
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"course" text NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"player" text NOT NULL,
	"club" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"round_id" uuid,
	"hole" smallint,
	"ball_speed" double precision NOT NULL,
	"club_speed" double precision,
	"launch_angle" double precision NOT NULL,
	"launch_direction" double precision,
	"spin_rate" double precision,
	"spin_axis" double precision,
	"carry" double precision NOT NULL,
	"total" double precision,
	"offline" double precision,
	"fairway" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shots_club_known" CHECK ("shots"."club" in ('Dr', '2W', '3W', '4W', '5W', '6W', '7W', '2H', '3H', '4H', '5H', '6H', '1i', '2i', '3i', '4i', '5i', '6i', '7i', '8i', '9i', 'PW', 'GW', 'SW', 'LW', 'Pt')),
	CONSTRAINT "shots_kind_known" CHECK ("shots"."kind" in ('round', 'range')),
	CONSTRAINT "shots_fairway_known" CHECK ("shots"."fairway" is null or "shots"."fairway" in ('hit', 'left', 'right')),
	CONSTRAINT "shots_club_speed_positive" CHECK ("shots"."club_speed" is null or "shots"."club_speed" > 0)
);
--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_holes" ADD CONSTRAINT "round_holes_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_players" ADD CONSTRAINT "round_players_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_scores" ADD CONSTRAINT "round_scores_round_id_player_round_players_round_id_name_fk" FOREIGN KEY ("round_id","player") REFERENCES "public"."round_players"("round_id","name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_scores" ADD CONSTRAINT "round_scores_round_id_hole_round_holes_round_id_hole_fk" FOREIGN KEY ("round_id","hole") REFERENCES "public"."round_holes"("round_id","hole") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shots" ADD CONSTRAINT "shots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shots" ADD CONSTRAINT "shots_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "round_players_round_position_key" ON "round_players" USING btree ("round_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_user_client_key" ON "rounds" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE INDEX "rounds_user_played_idx" ON "rounds" USING btree ("user_id","played_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "shots_user_client_key" ON "shots" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE INDEX "shots_user_club_taken_idx" ON "shots" USING btree ("user_id","club","taken_at","carry","total","ball_speed","club_speed");--> statement-breakpoint
CREATE INDEX "shots_user_player_club_taken_idx" ON "shots" USING btree ("user_id","player","club","taken_at","carry","total","ball_speed","club_speed");--> statement-breakpoint
CREATE INDEX "shots_user_taken_idx" ON "shots" USING btree ("user_id","taken_at","id");--> statement-breakpoint
CREATE INDEX "shots_round_idx" ON "shots" USING btree ("round_id") WHERE "shots"."round_id" is not null;