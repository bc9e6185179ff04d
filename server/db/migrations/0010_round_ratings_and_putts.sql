ALTER TABLE "round_scores" ADD COLUMN "putts" smallint;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "tees" text;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "course_rating" double precision;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "slope_rating" smallint;--> statement-breakpoint
ALTER TABLE "round_scores" ADD CONSTRAINT "round_scores_putts_range" CHECK ("round_scores"."putts" is null or ("round_scores"."putts" between 0 and 10 and ("round_scores"."score" is null or "round_scores"."putts" < "round_scores"."score")));--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_course_rating_range" CHECK ("rounds"."course_rating" is null or "rounds"."course_rating" between 15 and 90);--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_slope_rating_range" CHECK ("rounds"."slope_rating" is null or "rounds"."slope_rating" between 55 and 155);