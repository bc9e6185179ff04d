-- One total bucket's shots within a range of days, index-only (docs/decisions/027, "Gapping over a
-- date range"): the counted total's median over a range picks among a bucket's totals filtered by
-- taken_at, which this index did not carry (the planner read the club's whole range of
-- shots_user_club_taken_idx per pick instead). Hand-written: Drizzle has no INCLUDE.
DROP INDEX "shots_user_club_total_idx";--> statement-breakpoint
CREATE INDEX "shots_user_club_total_idx" ON "shots" USING btree ("user_id","club","total") INCLUDE ("carry","id","player","taken_at") WHERE "total" IS NOT NULL;
