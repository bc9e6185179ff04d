ALTER TABLE "shot_club_totals" ADD COLUMN "partial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shot_club_totals" DROP CONSTRAINT "shot_club_totals_user_id_player_club_pk";--> statement-breakpoint
ALTER TABLE "shot_club_totals" ADD CONSTRAINT "shot_club_totals_user_id_player_club_partial_pk" PRIMARY KEY("user_id","player","club","partial");--> statement-breakpoint
ALTER TABLE "shots" ADD COLUMN "partial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "shot_data_player" text;--> statement-breakpoint
CREATE INDEX "shots_user_partial_idx" ON "shots" USING btree ("user_id") WHERE "shots"."partial";
