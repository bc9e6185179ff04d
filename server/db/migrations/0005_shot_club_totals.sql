CREATE TABLE "shot_club_totals" (
	"user_id" uuid NOT NULL,
	"player" text NOT NULL,
	"club" text NOT NULL,
	"shots" bigint NOT NULL,
	"carry_sum" double precision NOT NULL,
	"smash_shots" bigint NOT NULL,
	"smash_sum" double precision NOT NULL,
	CONSTRAINT "shot_club_totals_user_id_player_club_pk" PRIMARY KEY("user_id","player","club")
);
--> statement-breakpoint
DROP INDEX "shots_user_club_taken_idx";--> statement-breakpoint
DROP INDEX "shots_user_player_club_taken_idx";--> statement-breakpoint
ALTER TABLE "shot_club_totals" ADD CONSTRAINT "shot_club_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shots_user_round_taken_idx" ON "shots" USING btree ("user_id","taken_at","round_id","player","hole","id","fairway") WHERE "shots"."round_id" is not null;--> statement-breakpoint
CREATE INDEX "shots_user_club_taken_idx" ON "shots" USING btree ("user_id","club","taken_at","carry","total");--> statement-breakpoint
CREATE INDEX "shots_user_player_club_taken_idx" ON "shots" USING btree ("user_id","player","club","taken_at","carry","total");--> statement-breakpoint
-- Shots stored before the totals existed.
INSERT INTO "shot_club_totals" ("user_id", "player", "club", "shots", "carry_sum", "smash_shots", "smash_sum")
SELECT "user_id", "player", "club", count(*), sum("carry"), count("club_speed"), coalesce(sum("ball_speed" / "club_speed"), 0)
FROM "shots" GROUP BY "user_id", "player", "club";
