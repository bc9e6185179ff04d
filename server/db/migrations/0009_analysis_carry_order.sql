-- Per-club analysis (issue 9, docs/decisions/010 "Speed"): migration 0008's covering index, in carry
-- order instead of time order. Gapping reads each club's shots sorted by carry (the mishit rule and
-- the medians need them so); dispersion and trends read one club's shots whole, the dates filtered
-- in the index, and order them themselves, as they did. The same columns: an upload writes no more
-- than before. Hand-written: Drizzle's schema has no INCLUDE.
DROP INDEX IF EXISTS "shots_user_club_taken_analysis_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shots_user_club_carry_analysis_idx" ON "shots" USING btree ("user_id","club","carry") INCLUDE ("total","id","taken_at","ball_speed","club_speed","offline","player");
